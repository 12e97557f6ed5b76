import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { ctl, goalWorld, ok, red, saveControl, saveReduction, type AssignedOut, type GoalSetOut, type GoalWorld } from './goal.testing.js';

const assignedUrl = (kind: 'control' | 'reduction', year: number, orgId: string) =>
  `/api/main/goal/${kind}/assigned?year=${year}&orgId=${orgId}`;

describe.each(dbKinds())('goal setting on %s', (kind) => {
  let t: TestApp;
  let w: GoalWorld;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await goalWorld(t);
  });
  afterAll(() => t.close());

  it('the group sets control targets, submits them, and each level below sees what it was handed', async () => {
    const { fii, ccbg, iibg, longhua, guanlan } = w.ids;
    const rows = [ctl(fii, '1200', '100'), ctl(ccbg, '700', '60'), ctl(iibg, '500', '50')];
    const draft = ok<GoalSetOut>(await saveControl(w.su, 2030, rows));
    expect(draft.rows.map((r) => [r.orgId, r.level, r.state, r.revision, r.annual, r.parentOrgId])).toEqual([
      [fii, 'fii', 'draft', 0, '1200', null],
      [ccbg, 'business_group', 'draft', 0, '700', fii],
      [iibg, 'business_group', 'draft', 0, '500', fii],
    ]);
    // a draft of the Fii is not the business group's yet
    expect(ok<GoalSetOut>(await w.mgr.get('/api/main/goal/control/get?year=2030')).rows).toEqual([]);
    expect(ok<AssignedOut>(await w.mgr.get(assignedUrl('control', 2030, ccbg))).assigned).toBeNull();

    const submitted = ok<GoalSetOut>(await saveControl(w.su, 2030, rows, true));
    expect(submitted.rows.map((r) => [r.state, r.revision])).toEqual([
      ['submitted', 1],
      ['submitted', 1],
      ['submitted', 1],
    ]);

    const handed = ok<AssignedOut>(await w.mgr.get(assignedUrl('control', 2030, ccbg)));
    expect(handed.assigned).toMatchObject({ orgId: ccbg, annual: '700', state: 'submitted', editable: false, revision: 1 });
    expect(handed.rows).toEqual([]);

    // the business group splits its figure to its two parks: 400 + 300 = 700, not above 700
    const split = await saveControl(w.mgr, 2030, [ctl(longhua, '400', '40'), ctl(guanlan, '300', '25')], true);
    expect(split.success).toBe(true);
    const bgView = ok<AssignedOut>(await w.mgr.get(assignedUrl('control', 2030, ccbg)));
    expect(bgView.rows.map((r) => [r.orgId, r.annual, r.editable])).toEqual([
      [longhua, '400', true],
      [guanlan, '300', true],
    ]);

    // the park sees its business group's figure and its own row, nothing of its sibling
    const parkView = ok<AssignedOut>(await w.park.get(assignedUrl('control', 2030, longhua)));
    expect(parkView.assigned).toMatchObject({ orgId: ccbg, annual: '700', editable: false });
    expect(parkView.rows.map((r) => [r.orgId, r.annual, r.editable, r.state])).toEqual([[longhua, '400', false, 'submitted']]);
    const parkSet = ok<GoalSetOut>(await w.park.get('/api/main/goal/control/get?year=2030'));
    expect(parkSet.rows.map((r) => r.orgId)).toEqual([longhua]);
    expect((await w.park.get(assignedUrl('control', 2030, guanlan))).code).toBe(1013003);
    expect((await w.park.get(assignedUrl('control', 2030, ccbg))).code).toBe(1013003);

    // the group sees the whole decomposition
    expect(ok<GoalSetOut>(await w.su.get('/api/main/goal/control/get?year=2030')).rows).toHaveLength(5);
  });

  it('a business group cannot change the figure the Fii set, only split it', async () => {
    const { fii, ccbg, longhua } = w.ids;
    ok(await saveControl(w.su, 2031, [ctl(fii, '1000', '100'), ctl(ccbg, '600', '50')], true));
    const res = await saveControl(w.mgr, 2031, [ctl(ccbg, '800', '70'), ctl(longhua, '100', '10')]);
    expect(res.code).toBe(2035005);
    expect(res.message).toBe('The target of 云计算事业群 is set by the level above (Fii): you can split it, not change it');
    const zh = await saveControl(w.mgrZh, 2031, [ctl(ccbg, '800', '70'), ctl(longhua, '100', '10')]);
    expect(zh.message).toBe('云计算事业群 的目标由上级（Fii）设定，您可以分解它，但不能修改它');
  });

  it('a submitted row changes only by a new revision; the history is kept and the level below sees the last submission', async () => {
    const { fii, ccbg, longhua } = w.ids;
    const first = ok<GoalSetOut>(await saveControl(w.su, 2032, [ctl(fii, '1000', '100'), ctl(ccbg, '600', '50')], true));
    const bgId = first.rows.find((r) => r.orgId === ccbg)!.id;
    const draft = ok<GoalSetOut>(await saveControl(w.su, 2032, [ctl(fii, '1000', '100'), ctl(ccbg, '500', '50')]));
    expect(draft.rows.find((r) => r.orgId === ccbg)).toMatchObject({ id: bgId, state: 'draft', revision: 1, annual: '500' });
    expect(ok<AssignedOut>(await w.mgr.get(assignedUrl('control', 2032, ccbg))).assigned).toMatchObject({ annual: '600', revision: 1 });

    ok(await saveControl(w.su, 2032, [ctl(fii, '1000', '100'), ctl(ccbg, '500', '50')], true));
    expect(ok<AssignedOut>(await w.mgr.get(assignedUrl('control', 2032, ccbg))).assigned).toMatchObject({
      id: bgId,
      annual: '500',
      revision: 2,
      state: 'submitted',
    });
    const history = ok<{ revision: number; annual: string; submittedByName: string }[]>(
      await w.mgr.get(`/api/main/goal/revisions?orgId=${ccbg}&year=2032&kind=absolute_control`),
    );
    expect(history.map((h) => [h.revision, h.annual, h.submittedByName])).toEqual([
      [2, '500', '超级管理员'],
      [1, '600', '超级管理员'],
    ]);
    const audits = await t.database.db
      .select({ action: sysAudit.action })
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'goal'), eq(sysAudit.entityId, bgId)))
      .orderBy(sysAudit.id);
    expect(audits.map((a) => a.action)).toEqual(['submit', 'edit', 'submit']);
    await expect(t.database.db.execute(sql`update goal_revision set annual = 1 where goal_id = ${Number(bgId)}`)).rejects.toThrow();
    expect((await w.park.get(`/api/main/goal/revisions?orgId=${ccbg}&year=2032&kind=absolute_control`)).code).toBe(1013003);
    expect(ok<unknown[]>(await w.park.get(`/api/main/goal/revisions?orgId=${longhua}&year=2032&kind=absolute_control`))).toEqual([]);
  });

  it('refuses a stale version (1017004) and keeps one row per organisation and year', async () => {
    const { fii, ccbg } = w.ids;
    const saved = ok<GoalSetOut>(await saveControl(w.su, 2033, [ctl(fii, '100', '10'), ctl(ccbg, '90', '10')]));
    const row = saved.rows.find((r) => r.orgId === ccbg)!;
    ok(await saveControl(w.su, 2033, [ctl(fii, '100', '10'), { ...ctl(ccbg, '80', '10'), version: row.version }]));
    const stale = await saveControl(w.su, 2033, [ctl(fii, '100', '10'), { ...ctl(ccbg, '70', '10'), version: row.version }]);
    expect(stale.code).toBe(1017004);
    const count = await t.database.db.execute(sql`select count(*)::int as n from goal_row where year = 2033 and kind = 'absolute_control'`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });

  it('reduction targets: submitted down the levels with 1R/2R/3R', async () => {
    const { fii, ccbg, iibg, longhua, guanlan } = w.ids;
    const top = [red(fii, '100', '50', '30', '20'), red(ccbg, '60', '30', '20', '10'), red(iibg, '40', '20', '10', '10')];
    ok(await saveReduction(w.su, 2030, top, true));
    // the parks may cover more than their business group asked: 35 + 30 = 65 ≥ 60
    ok(await saveReduction(w.mgr, 2030, [red(longhua, '35', '35', '0', '0'), red(guanlan, '30', '0', '30', '0')], true));
    const view = ok<AssignedOut>(await w.park.get(assignedUrl('reduction', 2030, longhua)));
    expect(view.assigned).toMatchObject({ orgId: ccbg, total: '60', reduce: '30', replace: '20', resolve: '10' });
    expect(view.rows.map((r) => [r.orgId, r.total, r.reduce])).toEqual([[longhua, '35', '35']]);
    const below = await saveReduction(w.mgr, 2030, [red(longhua, '29.9', '29.9', '0', '0')]);
    expect(below.message).toBe(
      'The parks’ reduction targets under 云计算事业群 add up to 59.9, below its target 60; their sum must not be below it',
    );
  });

  it('keeps to the data scope: a foreign organisation gets 1013003, a park manager changes nothing of its level above', async () => {
    const { zhengzhou, longhua } = w.ids;
    expect((await saveControl(w.mgr, 2034, [ctl(zhengzhou, '10', '1')])).code).toBe(1013003);
    expect((await saveControl(w.park, 2034, [ctl(longhua, '10', '1')])).code).toBe(2035005);
    expect((await w.mgr.get(assignedUrl('control', 2034, zhengzhou))).code).toBe(1013003);
    expect((await w.mgr.get(`/api/main/goal/revisions?orgId=${zhengzhou}&year=2034&kind=absolute_control`)).code).toBe(1013003);
  });
});
