import { DUE_SOON_DAYS, WORKBENCH_AUDIT, parseTitleParams, type TitleParams } from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Audit } from '../../platform/db/mutate.js';
import type { NoticeInput, TodoService } from '../todo/todo.service.js';
import { workbenchRepo, type TodoRecord } from './workbench.repo.js';

/** The job's name in the scheduler and its interval (every minute, like the inventory timeout). */
export const DEADLINE_JOB = 'workbench-todo-deadlines';
export const DEADLINE_INTERVAL_MS = 60_000;
/** To-dos handled per run and step at most; the next run takes the rest. */
const BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * A notice about a to-do: it carries the to-do's own title key (`todoKey`) and parameters, so
 * the reader sees that title in their language inside the notice's (domain `renderTitle`).
 */
function aboutTodo(t: TodoRecord, kind: 'due_soon' | 'overdue'): NoticeInput {
  const params: TitleParams = { ...parseTitleParams(t.params), todoKey: t.titleKey, deadline: t.deadline!.toISOString().slice(0, 10) };
  return {
    userId: t.userId,
    kind,
    titleKey: kind === 'due_soon' ? 'workbench.notice.dueSoon' : 'workbench.notice.overdue',
    params,
    link: t.link,
  };
}

/**
 * The scheduled job that keeps to-do states current (platform scheduler: in its transaction, with
 * the system actor, once per interval across processes):
 * 1. todo or in progress past its deadline → overdue (a conditional update), audited, and the
 *    "timed out" notice to its user. The inventory's own timeout job moves the task's status and
 *    raises no notice, so this is the only one.
 * 2. open to-dos due within DUE_SOON_DAYS days → the "deadline in 3 days" notice.
 * Each notice is raised once per to-do: its `todo_reminder` row is claimed first (insert … on
 * conflict do nothing), so an overlapping or repeated run notifies nobody twice.
 */
export function createDeadlineJob({ clock, todo }: { clock: Clock; todo: Pick<TodoService, 'notify'> }) {
  async function remind(tx: Db, audit: Audit, todos: TodoRecord[], kind: 'due_soon' | 'overdue'): Promise<number> {
    const claimed = await workbenchRepo.claimReminders(
      tx,
      todos.map((t) => t.id),
      kind,
      clock.now(),
    );
    const due = todos.filter((t) => claimed.has(t.id));
    await todo.notify(
      tx,
      due.map((t) => aboutTodo(t, kind)),
    );
    for (const t of due)
      await audit({
        action: 'remind',
        entity: WORKBENCH_AUDIT.todo,
        entityId: String(t.id),
        reason: kind,
        after: { userId: String(t.userId) },
      });
    return due.length;
  }

  return async function run(tx: Db, audit: Audit): Promise<{ overdue: number; dueSoon: number; notified: number }> {
    const now = clock.now();
    const late = await workbenchRepo.overdue(tx, now, BATCH);
    for (const t of late)
      await audit({
        action: 'timeout',
        entity: WORKBENCH_AUDIT.todo,
        entityId: String(t.id),
        reason: `deadline ${t.deadline?.toISOString()}`,
        after: { state: t.state },
      });
    let notified = await remind(tx, audit, late, 'overdue');
    const soon = await workbenchRepo.dueSoon(tx, now, new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS), 'due_soon', BATCH);
    notified += await remind(tx, audit, soon, 'due_soon');
    return { overdue: late.length, dueSoon: soon.length, notified };
  };
}
