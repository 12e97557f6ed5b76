import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, testClock, type TestApp } from '../../test/harness.js';
import { createTodoService } from './todo.service.js';

describe.each(dbKinds())('to-dos and notices on %s', (kind) => {
  let t: TestApp;
  let users: number[];
  const clock = testClock(new Date('2026-11-26T08:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ kind });
    users = (await t.database.db.select({ id: sysUser.id }).from(sysUser).orderBy(sysUser.id)).map((u) => u.id);
  });
  afterAll(() => t.close());

  it('adds to-dos in the caller transaction, completes them per subject (one user or all), and stores notices', async () => {
    const todo = createTodoService({ db: t.database.db, clock });
    const [u1, u2] = users as [number, number];
    const subject = { kind: 'approval', subjectType: 'approval', subjectId: 77, titleKey: 'approval.todo.decide', link: '/x?id=77' };
    await t.database.db.transaction(async (tx) => {
      await todo.add(tx, [
        { ...subject, userId: u1, params: { title: 'T' } },
        { ...subject, userId: u2 },
      ]);
      await todo.notify(tx, {
        userId: u1,
        kind: 'approval',
        titleKey: 'approval.notice.waiting',
        params: { title: 'T' },
        link: '/x?id=77',
      });
    });
    // a rolled-back transaction leaves nothing
    await expect(
      t.database.db.transaction(async (tx) => {
        await todo.add(tx, { ...subject, subjectId: 78, userId: u1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await todo.todosOf('approval', 78)).toEqual([]);

    expect((await todo.openTodos(u1)).map((x) => [x.subjectId, x.params, x.state])).toEqual([[77, '{"title":"T"}', 'todo']]);
    clock.advance(60_000);
    expect(await todo.complete(t.database.db, { subjectType: 'approval', subjectId: 77, userId: u1 })).toBe(1);
    expect((await todo.todosOf('approval', 77)).map((x) => [x.userId, x.state, x.doneAt?.toISOString() ?? null])).toEqual([
      [u1, 'completed', '2026-11-26T08:01:00.000Z'],
      [u2, 'todo', null],
    ]);
    expect(await todo.complete(t.database.db, { subjectType: 'approval', subjectId: 77 })).toBe(1);
    expect(await todo.complete(t.database.db, { subjectType: 'approval', subjectId: 77 })).toBe(0);
    expect(await todo.openTodos(u2)).toEqual([]);

    const notices = await todo.notices(u1, { unreadOnly: true });
    expect(notices.map((n) => [n.titleKey, n.params, n.readAt])).toEqual([['approval.notice.waiting', '{"title":"T"}', null]]);
  });
});
