import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Task, type World } from './inventory.testing.js';

type Detail = Task & { openSubtasks: { id: string; name: string; orgName: string; status: number }[]; openSubtasksRule: string };

/**
 * Issue 25 item 4: a legal entity's task submitted while its distributed subtasks are open. The task shows them; by the
 * project's rule the submission goes on with them listed in its audit record (warn, the default) or is refused.
 */
describe.each(dbKinds())('submission with open subtasks on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
  });
  afterAll(() => t.close());

  /** A task of le1 with one entry, distributed to its server BU (open: processing). */
  async function withSubtask(over: Record<string, unknown> = {}): Promise<{ parent: Task; sub: Task; projectId: string }> {
    const p = await project(w, over);
    const [parent] = await issue(w, p.id, ['fii-ccbg-longhua-le1']);
    const [sub] = ok<Task[]>(
      await w.su.post('/api/main/inventoryTask/distribute', { taskId: parent!.id, orgIds: [w.org('fii-ccbg-longhua-le1-server')] }),
    );
    ok(await saveEntry(w.su, parent!.id, { scope: 2, input: INPUTS.grid }));
    return { parent: parent!, sub: sub!, projectId: p.id };
  }
  const detail = async (id: string) => ok<Detail>(await w.su.get(`/api/main/inventoryTask/detail?id=${id}`));

  it('the task lists its open subtasks; by default the submission goes on and its audit record names them', async () => {
    const { parent, sub } = await withSubtask();
    const d = await detail(parent.id);
    expect(d.openSubtasksRule).toBe('warn');
    expect(d.openSubtasks.map((o) => [o.id, o.status])).toEqual([[sub.id, 3]]);
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: parent.id, approverIds: [w.userId('manager')] }));
    const [audit] = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'inventory_task'), eq(sysAudit.entityId, parent.id), eq(sysAudit.action, 'submit')));
    expect((audit!.after as { openSubtasks?: string[] }).openSubtasks).toEqual([sub.id]);
  });

  it('a project set to refuse: the submission is refused naming the open subtasks (2030021); once they are approved it goes', async () => {
    const { parent, sub, projectId } = await withSubtask({ openSubtasks: 'refuse' });
    expect(ok<{ openSubtasks: string }>(await w.su.get(`/api/main/inventoryProject/detail?id=${projectId}`)).openSubtasks).toBe('refuse');
    const refused = await w.su.post('/api/main/inventoryTask/submit', { id: parent.id, approverIds: [w.userId('manager')] });
    expect(refused.code).toBe(2030021);
    expect(refused.message).toContain('1');
    expect((await detail(parent.id)).status).toBe(3);

    ok(await saveEntry(w.su, sub.id, { scope: 2, input: INPUTS.grid }));
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: sub.id, approverIds: ['none'] }));
    expect((await detail(parent.id)).openSubtasks).toEqual([]);
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: parent.id, approverIds: [w.userId('manager')] }));
  });
});
