import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Decimal, type DashboardSummary, type ReportDetail } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { addOrg } from '../goal/goal-achievement.testing.js';
import { INPUTS, ok, project, type World } from '../inventory/inventory.testing.js';
import { approveWith } from '../dashboard/dashboard.testing.js';
import { world } from '../inventory/inventory.testing.js';
import { legalEntity } from './report.testing.js';
import { rowsOf } from '../../platform/db/sql-kit.js';

type Saved = { id: string; version: number };

/**
 * Consolidation as the GHG Protocol Corporate Standard ch.3 defines it (issue 26), on a structure
 * shaped like its chapter-3 example, every figure worked out by hand from Table 1 (equity share:
 * the equity % of group companies, joint ventures, associates and franchises with equity, 0% of
 * fixed-asset investments; financial control: 100% own, the equity % joint, 0 none; operational
 * control: 100% operated, 0 otherwise; a chain: shares multiply, control decided at each link).
 *
 * Entries (AR5, inventory.testing INPUTS): gas 56.1545 t (scope 1), grid 0.5 t (scope 2).
 *
 * | entity | relationship (recorded)                  | gross    |
 * | A      | wholly owned 100%, own FC, operated      | 56.1545  (gas)
 * | B      | subsidiary 83%, own FC, operated         | 56.6545  (gas + grid)
 * | C      | joint venture 33.3%, joint FC, not operated | 56.1545 (gas)
 * | D      | associate 56%, no FC, not operated       | 0.5      (grid)
 * | E      | fixed-asset investment 10%               | 56.1545  (gas)
 * | F      | franchise 10%, no FC, not operated       | 0.5      (grid)
 * | G      | B holds 50%: joint venture, joint FC, B operates it (a two-link chain) | 112.309 (gas × 2)
 * | H      | A holds 30% and B holds 25%: associates, no control (held by two parents) | 1 (grid × 2)
 */
describe.each(dbKinds())('consolidation by the Corporate Standard ch.3 on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let park: string;
  let projectId: string;
  const id: Record<string, string> = {};

  const consolidate = async (approach: string, orgId = park, pid = projectId) =>
    ok<ReportDetail>(await w.su.post('/api/main/report/consolidate', { projectId: pid, orgId, approach, template: 'ghg' }));
  const dashboard = async (orgId: string, year: number, approach?: string) =>
    ok<DashboardSummary>(
      await w.su.get(`/api/main/dashboard/summary?year=${year}&orgId=${orgId}${approach ? `&approach=${approach}` : ''}`),
    );
  const entity = async (code: string, boundary: Record<string, unknown>) => {
    const saved = ok<Saved>(
      await w.su.post('/api/main/sysOrg/addWithPark', {
        pid: park,
        orgType: 'legal_entity',
        name: `第三章测试-${code}`,
        code: `ch3-${code}`,
        sort: 100,
        boundaryEffectiveFrom: '2020-01-01',
        ...boundary,
      }),
    );
    return saved.id;
  };
  const link = (owner: string, owned: string, body: Record<string, unknown>) =>
    w.su.post('/api/main/sysOrg/ownership/add', { ownerOrgId: owner, ownedOrgId: owned, validFrom: '2020-01-01', ...body });

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    park = await addOrg(t, 'ch3-park', 'fii-ccbg');
    const own = { financialControlType: 'own', operationalControl: true };
    const none = { financialControlType: 'none', operationalControl: false };
    id.A = await entity('a', { relationship: 'wholly-owned', equitySharePct: '100', ...own });
    id.B = await entity('b', { relationship: 'subsidiary', equitySharePct: '83', ...own });
    id.C = await entity('c', {
      relationship: 'joint-venture',
      equitySharePct: '33.3',
      financialControlType: 'joint',
      operationalControl: false,
    });
    id.D = await entity('d', { relationship: 'associate', equitySharePct: '56', ...none });
    id.E = await entity('e', { relationship: 'fixed-asset-investment', equitySharePct: '10', ...none });
    id.F = await entity('f', { relationship: 'franchise', equitySharePct: '10', ...none });
    id.G = await entity('g', {});
    id.H = await entity('h', {});
    ok(
      await link(id.B, id.G, {
        equitySharePct: '50',
        relationship: 'joint-venture',
        financialControlType: 'joint',
        operationalControl: true,
      }),
    );
    ok(await link(id.A, id.H, { equitySharePct: '30', relationship: 'associate', operationalControl: false }));
    ok(await link(id.B, id.H, { equitySharePct: '25', relationship: 'associate', operationalControl: false }));
    projectId = (await project(w, { year: 2025 })).id;
    const tasks = ok<{ id: string; orgId: string }[]>(
      await w.su.post('/api/main/inventoryTask/issue', {
        projectId,
        orgIds: Object.values(id),
        boundaryMethod: 'operational-control',
        inventoryWay: 'compliance',
      }),
    );
    const task = (k: string) => tasks.find((x) => x.orgId === id[k])!.id;
    const gas: [number, Record<string, unknown>] = [1, INPUTS.gas];
    const grid: [number, Record<string, unknown>] = [2, INPUTS.grid];
    await approveWith(w, task('A'), [gas]);
    await approveWith(w, task('B'), [gas, grid]);
    await approveWith(w, task('C'), [gas]);
    await approveWith(w, task('D'), [grid]);
    await approveWith(w, task('E'), [gas]);
    await approveWith(w, task('F'), [grid]);
    await approveWith(w, task('G'), [gas, gas]);
    await approveWith(w, task('H'), [grid, grid]);
  });
  afterAll(() => t.close());

  const lineOf = (r: ReportDetail, k: string) => r.lines.find((l) => l.orgId === id[k]);
  const eq = (a: string | null | undefined, b: string) =>
    expect(a !== null && a !== undefined && new Decimal(a).eq(b), `${a} = ${b}`).toBe(true);

  it.each([
    [
      'equity',
      'equity-share',
      {
        A: ['100', '56.1545'],
        // 56.6545 × 83% = 47.023235
        B: ['83', '47.023235'],
        // 33.3%: 56.1545 × 0.333 = 18.6994485
        C: ['33.3', '18.6994485'],
        // an associate at 56% without control: 0.5 × 56% = 0.28
        D: ['56', '0.28'],
        E: ['0', '0'],
        F: ['10', '0.05'],
        // 83% × 50% = 41.5%: 112.309 × 0.415 = 46.608235
        G: ['41.5', '46.608235'],
        // 30% + 83% × 25% = 50.75%: 1 × 0.5075
        H: ['50.75', '0.5075'],
      },
      '169.3229185',
    ],
    [
      'operational',
      'operational-control',
      // operated: A, B, and G (B operates it: 100% × 100%); nothing else
      {
        A: ['100', '56.1545'],
        B: ['100', '56.6545'],
        C: ['0', '0'],
        D: ['0', '0'],
        E: ['0', '0'],
        F: ['0', '0'],
        G: ['100', '112.309'],
        H: ['0', '0'],
      },
      '225.118',
    ],
    [
      'financial',
      'financial-control',
      // own: A, B; joint: C at 33.3% (18.6994485), G at 100% × 50% (56.1545); none: D, E, F, H
      {
        A: ['100', '56.1545'],
        B: ['100', '56.6545'],
        C: ['33.3', '18.6994485'],
        D: ['0', '0'],
        E: ['0', '0'],
        F: ['0', '0'],
        G: ['50', '56.1545'],
        H: ['0', '0'],
      },
      '187.6629485',
    ],
  ] as const)('%s: per entity and in total, and the dashboard equals it to the last digit', async (approach, method, lines, total) => {
    const r = await consolidate(approach);
    for (const [k, [pct, value]] of Object.entries(lines)) {
      const line = lineOf(r, k);
      expect(line, k).toBeDefined();
      eq(line!.appliedPct, pct);
      eq(line!.consolidated.total, value);
    }
    eq(r.totals.total, total);
    expect(r.divestmentRule).toBe('period-end');
    // the dashboard and the cockpit's summary follow the approach asked and equal the report
    const d = await dashboard(park, 2025, method);
    expect(d.approach).toBe(method);
    for (const k of ['total', 'scope1', 'scope2Location', 'scope2Market', 'scope3', 'totalMarket'] as const) eq(d[k], r.totals[k]);
    // a legal entity's figure is its share in the park's
    for (const k of ['B', 'G', 'H'] as const) {
      eq((await dashboard(id[k]!, 2025, method)).total ?? '0', lineOf(r, k)!.consolidated.total);
      eq(d.byOrg.find((o) => o.orgId === id[k])?.total ?? '0', lineOf(r, k)!.consolidated.total);
    }
  });

  it('follows the group setting (default operational control), switchable per request', async () => {
    expect((await dashboard(park, 2025)).approach).toBe('operational-control');
    eq((await dashboard(park, 2025)).total, '225.118');
    ok(
      await w.su.post('/api/main/sysOrg/consolidationSetting/save', {
        orgId: w.org('fii-ccbg'),
        approach: 'equity-share',
        divestmentRule: 'period-end',
      }),
    );
    const s = ok<{ approach: string; fromOrgId: string }>(await w.su.get(`/api/main/sysOrg/consolidationSetting?orgId=${park}`));
    expect(s).toMatchObject({ approach: 'equity-share', fromOrgId: w.org('fii-ccbg') });
    eq((await dashboard(park, 2025)).total, '169.3229185');
    eq((await dashboard(park, 2025, 'financial-control')).total, '187.6629485');
    ok(
      await w.su.post('/api/main/sysOrg/consolidationSetting/save', {
        orgId: w.org('fii-ccbg'),
        approach: 'operational-control',
        divestmentRule: 'period-end',
      }),
    );
  });

  it('refuses a contradiction when the record is saved, naming the field in the user’s language', async () => {
    const res = await w.su.post('/api/main/sysOrg/addWithPark', {
      pid: park,
      orgType: 'legal_entity',
      name: '第三章测试-x',
      code: 'ch3-x',
      sort: 100,
      relationship: 'wholly-owned',
      equitySharePct: '60',
    });
    expect(res.success).toBe(false);
    expect(res.message).toContain('Equity share');
    const jv = await w.su.post('/api/main/sysOrg/addWithPark', {
      pid: park,
      orgType: 'legal_entity',
      name: '第三章测试-y',
      code: 'ch3-y',
      sort: 100,
      relationship: 'joint-venture',
      equitySharePct: '50',
      financialControlType: 'own',
    });
    expect([jv.success, jv.message]).toEqual([false, expect.stringContaining('Financial control')]);
    // an ownership link too; and links may not go round
    const bad = await link(id.D!, id.E!, { equitySharePct: '40', relationship: 'associate', financialControlType: 'own' });
    expect([bad.success, bad.message]).toEqual([false, expect.stringContaining('Financial control')]);
    const cycle = await link(id.G!, id.B!, { equitySharePct: '10', relationship: 'fixed-asset-investment' });
    expect(cycle.success).toBe(false);
    const list = ok<{ ownedOrgId: string; equitySharePct: string }[]>(await w.su.get(`/api/main/sysOrg/ownership/list?orgId=${id.B}`));
    expect(list.map((l) => [l.ownedOrgId, l.equitySharePct]).sort()).toEqual(
      [
        [id.G, '50'],
        [id.H, '25'],
      ].sort(),
    );
  });

  it('pro-rates a mid-year divestment by days when the group says so, and says which rule applied', async () => {
    const iibg = w.org('fii-iibg');
    const zz = w.org('fii-iibg-zhengzhou');
    const p = ok<Saved>(
      await w.su.post('/api/main/sysOrg/addWithPark', {
        pid: zz,
        orgType: 'legal_entity',
        name: '第三章测试-p',
        code: 'ch3-p',
        sort: 100,
        relationship: 'wholly-owned',
        equitySharePct: '100',
        financialControlType: 'own',
        operationalControl: true,
        boundaryEffectiveFrom: '2020-01-01',
      }),
    );
    // sold on 1 July 2024: from then on a fixed-asset investment at 0%
    ok(
      await w.su.post('/api/main/sysOrg/editWithPark', {
        id: p.id,
        version: p.version,
        pid: zz,
        name: '第三章测试-p',
        code: 'ch3-p',
        sort: 100,
        relationship: 'fixed-asset-investment',
        equitySharePct: '0',
        financialControlType: 'none',
        operationalControl: false,
        boundaryEffectiveFrom: '2024-07-01',
      }),
    );
    const pid = (await project(w, { year: 2024 })).id;
    const [task] = ok<{ id: string }[]>(
      await w.su.post('/api/main/inventoryTask/issue', {
        projectId: pid,
        orgIds: [p.id],
        boundaryMethod: 'operational-control',
        inventoryWay: 'compliance',
      }),
    );
    await approveWith(w, task!.id, [[2, INPUTS.grid]]);
    // default: the record in force at the period end (sold: 0)
    const end = await consolidate('equity', iibg, pid);
    expect(end.divestmentRule).toBe('period-end');
    eq(end.totals.total, '0');
    ok(
      await w.su.post('/api/main/sysOrg/consolidationSetting/save', {
        orgId: iibg,
        approach: 'operational-control',
        divestmentRule: 'pro-rata',
      }),
    );
    // 2024 has 366 days: held 1 Jan–30 Jun = 182 days; 100% × 182 / 366 = 49.7267759563% (10 decimals); 0.5 t × that
    const pro = await consolidate('equity', iibg, pid);
    expect(pro.divestmentRule).toBe('pro-rata');
    eq(pro.lines.find((l) => l.orgId === p.id)!.appliedPct, '49.7267759563');
    eq(pro.totals.total, '0.24863387978150');
    // operational control the same way (operated until the sale), and the dashboard follows the same rule
    eq((await consolidate('operational', iibg, pid)).totals.total, '0.24863387978150');
    eq((await dashboard(iibg, 2024)).total, '0.24863387978150');
  });
});

/**
 * The migration of issue 26 (0027) on boundary records written the old way (relationship and
 * control not recorded): the figures under each approach before and after are the same, and
 * equal to the old rules worked by hand. Each entity: grid 0.5 t.
 *
 * | record            | old relationship | equity | operational | financial |
 * | 100, –, –         | subsidiary       | 0.5    | 0.5         | 0.5
 * | 60, OC yes, FC no | subsidiary*      | 0.3    | 0.5         | 0 (refused before: now an associate)
 * | 50, OC no, FC no  | joint venture    | 0.25   | 0           | 0.25
 * | 30, –, –          | associate        | 0.15   | 0           | 0
 * | 10, –, –          | fixed-asset inv. | 0      | 0           | 0
 * | 40, –, FC yes     | subsidiary       | 0.2    | 0.5         | 0.5
 * totals: equity 1.4, operational 1.5, financial 1.25
 */
describe.each(dbKinds())('the migration to explicit relationships on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
  });
  afterAll(() => t.close());

  it('leaves every figure unchanged', async () => {
    const les = [
      await legalEntity(t, 'm1', [['2020-01-01', '100', null, null]]),
      await legalEntity(t, 'm2', [['2020-01-01', '60', true, false]]),
      await legalEntity(t, 'm3', [['2020-01-01', '50', false, false]]),
      await legalEntity(t, 'm4', [['2020-01-01', '30', null, null]]),
      await legalEntity(t, 'm5', [['2020-01-01', '10', null, null]]),
      await legalEntity(t, 'm6', [['2020-01-01', '40', null, true]]),
    ];
    const pid = (await project(w, { year: 2023 })).id;
    const tasks = ok<{ id: string }[]>(
      await w.su.post('/api/main/inventoryTask/issue', {
        projectId: pid,
        orgIds: les,
        boundaryMethod: 'operational-control',
        inventoryWay: 'compliance',
      }),
    );
    for (const task of tasks) await approveWith(w, task.id, [[2, INPUTS.grid]]);
    const totals = async () => {
      const out: Record<string, string> = {};
      for (const approach of ['equity', 'operational', 'financial'])
        out[approach] = ok<ReportDetail>(
          await w.su.post('/api/main/report/consolidate', { projectId: pid, orgId: w.org('fii-ccbg-longhua'), approach, template: 'ghg' }),
        ).totals.total;
      return out;
    };
    const before = await totals();
    expect(Object.fromEntries(Object.entries(before).map(([k, v]) => [k, new Decimal(v).toFixed()]))).toEqual({
      equity: '1.4',
      operational: '1.5',
      financial: '1.25',
    });
    const text = readFileSync(new URL('../../../migrations/0027_consolidation_links.sql', import.meta.url), 'utf8');
    const data = text.slice(text.indexOf('-- issue 26 data'));
    for (const statement of data.split('--> statement-breakpoint'))
      // eslint-disable-next-line no-restricted-syntax -- the migration's own text, run as the migrator runs it
      await t.database.db.execute(sql.raw(statement));
    const list = await rowsOf<{ relationship: string; fc: string }>(
      t.database.db,
      sql`select relationship, financial_control_type as fc from sys_org_boundary
          where org_id = any(${`{${les.join(',')}}`}::bigint[]) order by org_id`,
    );
    expect(list.map((r) => [r.relationship, r.fc])).toEqual([
      ['subsidiary', 'own'],
      ['associate', 'none'],
      ['joint-venture', 'joint'],
      ['associate', 'none'],
      ['fixed-asset-investment', 'none'],
      ['subsidiary', 'own'],
    ]);
    expect(await totals()).toEqual(before);
  });
});
