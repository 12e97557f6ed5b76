import type { NoticeInput, TodoInput, TodoService } from '../todo/todo.service.js';
import { TASK_SUBJECT } from './approval-port.js';

/** The to-do kind of an inventory task waiting to be filled and submitted. */
export const FILL_TODO_KIND = 'inventory_fill';

/** The notice kind "task issued" (spec §4: the notices a user receives). */
export const ISSUED_NOTICE_KIND = 'inventory_issued';

/** What the inventory needs of the to-do service. */
export type FillTodos = Pick<TodoService, 'add' | 'complete' | 'notify'>;

/** The fill-in screen of a task. */
const fillLink = (taskId: number) => `/carbonButler/reportTemplate?taskId=${taskId}`;

/**
 * The to-do "fill in and submit this task" for one user, due at the end of the task's deadline
 * day (UTC); it opens the fill-in screen. Closed for everyone when the task is submitted.
 */
export function fillTodo(userId: number, task: { id: number; name: string; deadline: string }): TodoInput {
  return {
    userId,
    kind: FILL_TODO_KIND,
    subjectType: TASK_SUBJECT,
    subjectId: task.id,
    titleKey: 'inventory.todo.fill',
    params: { task: task.name },
    link: fillLink(task.id),
    deadline: new Date(`${task.deadline}T23:59:59.999Z`),
  };
}

/** The notice "task issued to you, fill it in by its deadline" for one user; it opens the fill-in screen as the to-do does. */
export function issuedNotice(userId: number, task: { id: number; name: string; deadline: string }): NoticeInput {
  return {
    userId,
    kind: ISSUED_NOTICE_KIND,
    titleKey: 'inventory.notice.issued',
    params: { task: task.name, deadline: task.deadline },
    link: fillLink(task.id),
  };
}
