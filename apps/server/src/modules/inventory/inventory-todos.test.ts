import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sysTodo } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { INPUTS, issue, ok, project, saveEntry, world, type World } from './inventory.testing.js';

type Flow = { id: string; subjectId: string };
type Notice = { title: string; kind: string; kindLabel: string; link: string; read: boolean };

describe.each(dbKinds())('to-dos of the tasks to fill on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
  });
  afterAll(() => t.close());

  const todos = (taskId: string) =>
    t.database.db
      .select({ userId: sysTodo.userId, state: sysTodo.state, link: sysTodo.link, deadline: sysTodo.deadline })
      .from(sysTodo)
      .where(and(eq(sysTodo.subjectType, 'inventory_task'), eq(sysTodo.subjectId, Number(taskId)), eq(sysTodo.kind, 'inventory_fill')));

  it('gives the users who may fill an issued task a to-do, closes it on submission and gives it back to the submitter on rejection', async () => {
    const p = await project(w, { orgId: w.org('fii-ccbg'), deadline: '2099-03-31' });
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1'], w.mgr);
    const id = task!.id;
    // the seeded common user works at that legal entity and holds inventoryTask:fill; the manager works elsewhere
    const issued = await todos(id);
    expect(issued.map((x) => [String(x.userId), x.state])).toEqual([[w.userId('user'), 'todo']]);
    expect(issued[0]!.link).toBe(`/carbonButler/reportTemplate?taskId=${id}`);
    expect(issued[0]!.deadline?.toISOString()).toBe('2099-03-31T23:59:59.999Z');

    ok(await saveEntry(w.user, id, { scope: 1, sourceName: 'Boiler', input: INPUTS.gas }));
    ok(await w.user.post('/api/main/inventoryTask/submit', { id, approverIds: [w.userId('manager')] }));
    expect((await todos(id)).map((x) => x.state)).toEqual(['completed']);

    const waiting = ok<{ rows: Flow[] }>(await w.mgr.get('/api/main/approval/page?view=waiting&pageSize=200'));
    const flow = waiting.rows.find((r) => r.subjectId === id)!;
    ok(await w.mgr.post('/api/main/approval/decide', { id: flow.id, action: 'reject', comment: 'Check the meter', reason: 'Wrong meter' }));
    const after = await todos(id);
    expect(after.map((x) => [String(x.userId), x.state]).sort()).toEqual([
      [w.userId('user'), 'completed'],
      [w.userId('user'), 'todo'],
    ]);
  });

  it('sends each user who may fill an issued task a "task issued" notice that opens the fill-in screen', async () => {
    const p = await project(w, { orgId: w.org('fii-ccbg'), deadline: '2099-04-30', name: 'Notice FY' });
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1'], w.mgr);
    const link = `/carbonButler/reportTemplate?taskId=${task!.id}`;
    const mine = async (api: typeof w.user) =>
      ok<{ rows: Notice[] }>(await api.get('/api/main/workbench/notice/page?kind=inventory_issued&pageSize=100')).rows.filter(
        (n) => n.link === link,
      );
    // the task is named "<project> - <organisation>"; the seeded legal entity is 云计算事业群-深圳示范精密有限公司
    expect(await mine(w.user)).toEqual([
      expect.objectContaining({
        kind: 'inventory_issued',
        kindLabel: 'Task issued',
        title: 'The inventory task "Notice FY - 云计算事业群-深圳示范精密有限公司" was issued to you; fill it in by 2099-04-30',
        read: false,
      }),
    ]);
    expect((await mine(w.zh)).map((n) => [n.kindLabel, n.title])).toEqual([
      ['任务下发', '盘查任务“Notice FY - 云计算事业群-深圳示范精密有限公司”已下发给您，请于 2099-04-30 前填报'],
    ]);
    // the issuing manager works at the business group, not at the legal entity: no notice
    expect(await mine(w.mgr)).toEqual([]);
  });
});
