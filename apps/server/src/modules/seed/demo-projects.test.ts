import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { approvalFlow, energyProject, sysAudit, sysOrg, sysTodo, sysUser } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { seedDemoProjects } from './demo-projects.js';
import { DEMO_SHOWCASE, seedDemoReviewers } from './demo-showcase.js';

type Row = { id: string; name: string; status: string; stage: string; approvalStatus: string };
type Step = { approverName: string; status: string };
type Flow = { status: string; submitterId: string; steps: Step[]; decisions: { actorId: string; decision: string }[] };

describe.each(dbKinds())('the demo projects on %s (issue 29)', (kind) => {
  let t: TestApp;
  let su: string;
  let fii: string;
  const get = async <T>(url: string) => {
    const env = (await t.app.inject({ method: 'GET', url, headers: bearer(su) })).json<Envelope>();
    if (!env.success) throw new Error(`${url}: ${env.code} ${env.message}`);
    return env.data as T;
  };
  const rows = async () => (await get<{ rows: Row[] }>('/api/main/project/page?pageNo=1&pageSize=50')).rows;
  const byName = async (prefix: string) => (await rows()).find((r) => r.name.startsWith(prefix))!;
  const reviewerName = (account: string) => DEMO_SHOWCASE.reviewers.find((r) => r.account === account)!.name;

  beforeAll(async () => {
    t = await createTestApp({ kind, demo: true });
    await seedDemoReviewers(t.app, t.database.db);
    await seedDemoProjects(t.app, t.database.db);
    su = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const [row] = await t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'fii'));
    fii = String(row!.id);
  });
  afterAll(() => t.close());

  it('keep one draft, one approved and being implemented, one accepted', async () => {
    const seen = (await rows()).map((r) => [r.name, r.status, r.stage, r.approvalStatus]).sort();
    expect(seen).toEqual([
      ['冷水机组磁悬浮改造（示范）', 'procurement_completed', 'implementation', 'passed'],
      ['厂区 LED 照明替换（示范）', 'acceptance_completed', 'supervisor_review', 'passed'],
      ['空压机变频改造（示范）', 'draft', 'initiation', 'not_submitted'],
    ]);
  });

  it('were approved step by step by the Zhengzhou supervisor, the industrial-internet reviewer and Fii, never by the submitter', async () => {
    for (const prefix of ['冷水机组', '厂区 LED']) {
      const { id } = await byName(prefix);
      const { flows } = await get<{ flows: Flow[] }>(`/api/main/project/approvals?id=${id}`);
      expect(flows).toHaveLength(1);
      expect(flows[0]!.status).toBe('passed');
      expect(flows[0]!.steps.map((s) => [s.approverName, s.status])).toEqual([
        [reviewerName('zzSupervisor'), 'agreed'],
        [reviewerName('iibgReviewer'), 'agreed'],
        [reviewerName('fiiReviewer'), 'agreed'],
      ]);
      const agreedBy = flows[0]!.decisions.filter((d) => d.decision === 'agree').map((d) => d.actorId);
      expect(agreedBy).toHaveLength(3);
      expect(agreedBy).not.toContain(flows[0]!.submitterId);
      const { attachments } = await get<{ attachments: { kind: string; name: string }[] }>(`/api/main/project/detail?id=${id}`);
      expect(attachments.map((a) => [a.kind, a.name])).toEqual([['proposal', '项目建议书（示范）.xlsx']]);
    }
  });

  it("leave the Zhengzhou supervisor one open to-do: the accepted project's post-acceptance review", async () => {
    const db = t.database.db;
    const { id } = await byName('厂区 LED');
    const open = await db
      .select({ kind: sysTodo.kind, subjectId: sysTodo.subjectId })
      .from(sysTodo)
      .innerJoin(sysUser, eq(sysUser.id, sysTodo.userId))
      .where(and(eq(sysUser.account, 'zzSupervisor'), ne(sysTodo.state, 'completed')));
    expect(open).toEqual([{ kind: 'project_review', subjectId: Number(id) }]);
  });

  it("measure the accepted project's three months after its acceptance", async () => {
    const { id } = await byName('厂区 LED');
    const d = await get<{ acceptanceTime: string; effect: { months: number; realisedReduction: string; ratio: string; flagged: boolean } }>(
      `/api/main/project/detail?id=${id}`,
    );
    expect(d.acceptanceTime).toBe('2025-09-30');
    expect(d.effect.months).toBe(3);
    // before 900,000 kWh ÷ 12 = 75,000 a month; measured 44,000 + 43,500 + 44,500: saved 31,000 + 31,500 + 30,500 = 93,000 kWh
    // × 0.0005366 t/kWh = 49.9038 t; expected (900,000 − 520,000) × 3/12 = 95,000 kWh, ratio 93,000 ÷ 95,000 = 0.97894…
    expect(Number(d.effect.realisedReduction)).toBeCloseTo(49.9038, 6);
    expect(Number(d.effect.ratio)).toBeCloseTo(93000 / 95000, 6);
    expect(d.effect.flagged).toBe(false);
  });

  it('show the pipeline in the MACC, the status overview and the investment overview of the group', async () => {
    const macc = await get<{ rows: { name: string; annualCarbonReduction: string }[]; totalReduction: string }>(
      `/api/main/project/macc?orgId=${fii}&year=2025`,
    );
    // the approved/implementing and the accepted projects count in the curve beside the draft
    expect(macc.rows.map((r) => r.name).sort()).toEqual([
      '冷水机组磁悬浮改造（示范）',
      '厂区 LED 照明替换（示范）',
      '空压机变频改造（示范）',
    ]);
    // (3,200,000 − 2,400,000) + (900,000 − 520,000) + (1,500,000 − 1,230,000) kWh × 0.0005366 t/kWh = 1,450 × 0.5366 = 778.07 t
    expect(Number(macc.totalReduction)).toBeCloseTo(778.07, 6);
    const status = await get<{ byStatus: { status: string; count: number; reduction: string }[] }>(
      `/api/main/project/statusOverview?orgId=${fii}`,
    );
    const counted = Object.fromEntries(status.byStatus.filter((s) => s.count > 0).map((s) => [s.status, [s.count, Number(s.reduction)]]));
    // 800,000 × 0.0005366 = 429.28 t; 380,000 × 0.0005366 = 203.908 t; 270,000 × 0.0005366 = 144.882 t
    expect(counted).toEqual({ procurement_completed: [1, 429.28], acceptance_completed: [1, 203.908], draft: [1, 144.882] });
    const money = await get<{ total: { count: number; investment: string } }>(`/api/main/project/investmentOverview?orgId=${fii}`);
    expect(money.total.count).toBe(3);
    expect(Number(money.total.investment)).toBe(180 + 45 + 60);
  });

  it('left the reviewers their documented first sign-in: the demo password, to be changed', async () => {
    for (const account of ['zzSupervisor', 'iibgReviewer', 'fiiReviewer']) {
      const token = await login(t.app, account, DEMO_SHOWCASE.password);
      const res = (await t.app.inject({ method: 'GET', url: '/api/main/project/page', headers: bearer(token) })).json<Envelope>();
      expect(res.code).toBe(10110012); // the password must be changed first
    }
  });

  it('change nothing when seeded again', async () => {
    const db = t.database.db;
    const counts = async () => ({
      projects: (await db.select({ n: count() }).from(energyProject))[0]!.n,
      flows: (await db.select({ n: count() }).from(approvalFlow))[0]!.n,
      audit: (await db.select({ n: count() }).from(sysAudit))[0]!.n,
    });
    const before = { counts: await counts(), rows: await rows() };
    await seedDemoProjects(t.app, db);
    expect({ counts: await counts(), rows: await rows() }).toEqual(before);
    expect(before.counts.projects).toBe(3);
    expect(before.counts.flows).toBe(2);
  });
});
