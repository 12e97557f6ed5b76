import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { sysTodo, sysUser } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { ctl, goalWorld, ok, red, saveControl, saveReduction, type GoalSetOut, type GoalWorld } from './goal.testing.js';

type TodoRow = { title: string; status: string; typeLabel: string; businessType: string; businessId: string; link: string };

describe.each(dbKinds())('to-dos of the goal forms to split on %s', (kind) => {
  let t: TestApp;
  let w: GoalWorld;
  let su: number;
  let mgr: number;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await goalWorld(t);
    const users = await t.database.db.select({ id: sysUser.id, account: sysUser.account }).from(sysUser);
    su = users.find((u) => u.account === 'superAdmin')!.id;
    mgr = users.find((u) => u.account === 'manager')!.id;
  });
  afterAll(() => t.close());

  /** The split to-dos of goal rows, as [user, row, state, link], by user then row then id. */
  const splits = async (...rowIds: string[]) =>
    (
      await t.database.db
        .select({ userId: sysTodo.userId, subjectId: sysTodo.subjectId, state: sysTodo.state, link: sysTodo.link })
        .from(sysTodo)
        .where(and(eq(sysTodo.kind, 'goal_split'), eq(sysTodo.subjectType, 'goal_row'), inArray(sysTodo.subjectId, rowIds.map(Number))))
        .orderBy(sysTodo.userId, sysTodo.subjectId, sysTodo.id)
    ).map((r) => [r.userId, String(r.subjectId), r.state, r.link] as const);
  const rowOf = (set: GoalSetOut, orgId: string) => set.rows.find((r) => r.orgId === orgId)!.id;

  it('the group submits: each business group is to split its figure, until it submits its parks; a new revision asks again', async () => {
    const { fii, ccbg, iibg, longhua, guanlan } = w.ids;
    const year = 2041;
    const page = (org: string) => `/Management_by_objectives/Goal_SAD/Absolute_Control?orgId=${org}&year=${year}`;
    const group = [ctl(fii, '1000', '90'), ctl(ccbg, '600', '50'), ctl(iibg, '300', '25')];
    // a draft publishes nothing
    const draft = ok<GoalSetOut>(await saveControl(w.su, year, group));
    const [cc, ii] = [rowOf(draft, ccbg), rowOf(draft, iibg)];
    expect(await splits(cc, ii)).toEqual([]);

    ok(await saveControl(w.su, year, group, true));
    // su holds the save button with every organisation in scope; the manager the cloud business group and below;
    // the Longhua park manager's scope does not cover a business group
    expect(await splits(cc, ii)).toEqual([
      [su, cc, 'todo', page(ccbg)],
      [su, ii, 'todo', page(iibg)],
      [mgr, cc, 'todo', page(ccbg)],
    ]);
    const listed = ok<{ rows: TodoRow[] }>(await w.mgr.get('/api/main/workbench/todo/page?type=goal_split&pageSize=100'));
    expect(listed.rows.filter((r) => r.businessId === cc)).toEqual([
      expect.objectContaining({
        title: 'Split the 2041 absolute control target of 云计算事业群 to its parks and submit it',
        status: 'todo',
        typeLabel: 'Goal decomposition',
        businessType: 'goal_row',
        link: page(ccbg),
      }),
    ]);
    const zh = ok<{ rows: TodoRow[] }>(await w.mgrZh.get('/api/main/workbench/todo/page?type=goal_split&pageSize=100'));
    expect(zh.rows.filter((r) => r.businessId === cc).map((r) => [r.title, r.typeLabel])).toEqual([
      ['将云计算事业群 2041 年的绝对控制目标分解到园区并提交', '目标分解'],
    ]);

    // the business group's draft split is not a submission: still to do
    const parks = [ctl(longhua, '350', '30'), ctl(guanlan, '200', '17')];
    ok(await saveControl(w.mgr, year, parks));
    expect((await splits(cc)).map((r) => r[2])).toEqual(['todo', 'todo']);
    // submitting it closes the cloud business group's to-dos, for everyone; the other business group still has to split
    ok(await saveControl(w.mgr, year, parks, true));
    expect(await splits(cc, ii)).toEqual([
      [su, cc, 'completed', page(ccbg)],
      [su, ii, 'todo', page(iibg)],
      [mgr, cc, 'completed', page(ccbg)],
    ]);

    // a new revision of the group's figures asks the cloud business group again; the open one is not doubled
    ok(await saveControl(w.su, year, [ctl(fii, '1000', '90'), ctl(ccbg, '650', '55'), ctl(iibg, '300', '25')], true));
    expect((await splits(cc, ii)).map((r) => r.slice(0, 3))).toEqual([
      [su, cc, 'completed'],
      [su, cc, 'todo'],
      [su, ii, 'todo'],
      [mgr, cc, 'completed'],
      [mgr, cc, 'todo'],
    ]);
  });

  it('a business group split in the same submission is not asked to split; reduction opens its own page', async () => {
    const { fii, ccbg, iibg, longhua } = w.ids;
    const year = 2042;
    const saved = ok<GoalSetOut>(
      await saveReduction(
        w.su,
        year,
        [
          red(fii, '100', '50', '30', '20'),
          red(ccbg, '60', '30', '20', '10'),
          red(iibg, '40', '20', '10', '10'),
          red(longhua, '60', '30', '20', '10'),
        ],
        true,
      ),
    );
    const [cc, ii] = [rowOf(saved, ccbg), rowOf(saved, iibg)];
    const page = `/Management_by_objectives/Goal_SAD/Project_Goal?orgId=${iibg}&year=${year}`;
    // the cloud business group's parks came with it; only the industrial-internet business group has to split
    expect(await splits(cc, ii)).toEqual([[su, ii, 'todo', page]]);
    const listed = ok<{ rows: TodoRow[] }>(await w.su.get('/api/main/workbench/todo/page?type=goal_split&pageSize=100'));
    expect(listed.rows.find((r) => r.businessId === ii)?.title).toBe(
      'Split the 2042 project reduction target of 工业互联网事业群 to its parks and submit it',
    );
  });
});
