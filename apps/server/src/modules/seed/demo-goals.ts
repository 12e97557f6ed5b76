import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { hasControlGoal, inventoryProjectNamesAmong, orgsByCode } from './seed.repo.js';
import { demoCaller } from './demo-call.js';
import { DEMO_INVENTORY, saveDemoEntries } from './demo-inventory.js';

/**
 * Demo mode (issue 29): the goal page shows met and not met at once. The demo year's control
 * targets of the whole tree (submitted, so every level sees them), and twelve monthly inventories
 * of the Zhengzhou legal entity, approved, whose months add up to its annual inventory
 * (8,400,000 kWh, 42 × 10^4 Nm3 of gas): winter months stay under the Zhengzhou park's 500 t a
 * month, summer months (air conditioning) go over it. Entered through the public calls, as the
 * administrator would; the figures are invented for the demonstration.
 */
const twelve = (v: string) => Array.from({ length: 12 }, () => v);
export const DEMO_GOALS = {
  year: 2025,
  baselineYear: 2020,
  /** Organisation code → annual cap and monthly caps (tCO2e); children add up to no more than their parent. */
  control: [
    { org: 'fii', annual: '16000', months: twelve('1340') },
    { org: 'fii-ccbg', annual: '9000', months: twelve('750') },
    { org: 'fii-ccbg-longhua', annual: '8800', months: twelve('735') },
    { org: 'fii-iibg', annual: '6500', months: twelve('545') },
    { org: 'fii-iibg-zhengzhou', annual: '6000', months: twelve('500') },
  ],
  monthly: {
    org: 'fii-iibg-zhengzhou-le1',
    /** kWh a month, January first (Σ 8,400,000, the annual inventory's). */
    electricityKwh: [
      '620000',
      '560000',
      '640000',
      '680000',
      '740000',
      '820000',
      '880000',
      '860000',
      '760000',
      '660000',
      '600000',
      '580000',
    ],
    /** 10^4 Nm3 a month (Σ 42). */
    gasTenThousandNm3: '3.5',
  },
  name: (month: number) => `2025 年 ${month} 月温室气体盘查（示范数据）`,
} as const;

/** Seeds the targets and the monthly inventories; a database that has them already is left as it is. */
export async function seedDemoGoals(app: FastifyInstance, db: Db): Promise<void> {
  const { year } = DEMO_GOALS;
  const codes = [...DEMO_GOALS.control.map((c) => c.org), DEMO_GOALS.monthly.org, 'fii'];
  const orgs = await orgsByCode(db, codes);
  const orgId = (code: string) => {
    const o = orgs.find((x) => x.code === code);
    if (!o) throw new Error(`demo goals: no organisation ${code}`);
    return String(o.id);
  };
  const call = await demoCaller(app, 'demo goals');

  if (!(await hasControlGoal(db, year, Number(orgId('fii')))))
    await call('POST', '/api/main/goal/control/save', {
      year,
      baselineYear: DEMO_GOALS.baselineYear,
      submit: true,
      rows: DEMO_GOALS.control.map((c) => ({ orgId: orgId(c.org), annual: c.annual, months: [...c.months] })),
    });

  const grid = await call<{ rows: Array<{ id: string; code: string }> }>(
    'GET',
    '/api/main/factor/page?keyword=CN-GRID-AVG-2022&pageNo=1&pageSize=20',
  );
  const gridFactor = grid.rows.find((r) => r.code === 'CN-GRID-AVG-2022');
  if (!gridFactor) throw new Error('demo goals: the factor library has no CN-GRID-AVG-2022');
  const names = DEMO_GOALS.monthly.electricityKwh.map((_, i) => DEMO_GOALS.name(i + 1));
  const done = await inventoryProjectNamesAmong(db, names);
  for (const [i, kwh] of DEMO_GOALS.monthly.electricityKwh.entries()) {
    if (done.has(names[i]!)) continue;
    const project = await call<{ id: string }>('POST', '/api/main/inventoryProject/add', {
      name: names[i],
      type: 'monthly',
      year,
      month: i + 1,
      orgId: orgId('fii'),
      deadline: DEMO_INVENTORY.project.deadline,
    });
    const [task] = await call<Array<{ id: string }>>('POST', '/api/main/inventoryTask/issue', {
      projectId: project.id,
      orgIds: [orgId(DEMO_GOALS.monthly.org)],
      boundaryMethod: 'operational-control',
      inventoryWay: 'compliance',
    });
    await saveDemoEntries((url, body) => call('POST', url, body), task!.id, gridFactor.id, {
      electricityKwh: kwh,
      gasTenThousandNm3: DEMO_GOALS.monthly.gasTenThousandNm3,
    });
    // no approver: approved at once, as the annual inventory of the same entity
    await call('POST', '/api/main/inventoryTask/submit', { id: task!.id, approverIds: ['none'] });
  }
}
