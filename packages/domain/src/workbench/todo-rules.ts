import type { TodoStateCode } from '../enums/tasks.js';

/**
 * The to-do states of spec §4 (to-do, in progress, delayed, completed, overdue) and how they
 * follow from the user's actions and the deadline:
 * - todo: open, not started, its deadline (if any) not passed;
 * - in_progress: the user started it (opened it from the workbench) before its deadline;
 * - overdue: still open after its deadline (the scheduled job moves todo and in_progress here);
 * - completed: handled by its deadline (or it had none);
 * - delayed: handled, but after its deadline ("done late"; the record of a late item stays
 *   visible after it is closed, instead of looking like any other completed one).
 * Open states: todo, in_progress, overdue. Closed states: completed, delayed.
 */
export const TODO_OPEN_STATES = ['todo', 'in_progress', 'overdue'] as const satisfies readonly TodoStateCode[];
export const TODO_CLOSED_STATES = ['completed', 'delayed'] as const satisfies readonly TodoStateCode[];
/** The states a list offers and counts, in the order a user reads them. */
export const TODO_STATES = ['todo', 'in_progress', 'overdue', 'delayed', 'completed'] as const satisfies readonly TodoStateCode[];

export type TodoState = TodoStateCode;
export type TodoEvent = 'start' | 'complete' | 'tick';

/** True for todo, in_progress and overdue. */
export const isOpenTodo = (state: string): boolean => (TODO_OPEN_STATES as readonly string[]).includes(state);

/** A deadline has passed at `now` when `now` is strictly later. */
export const pastDeadline = (deadline: Date | null | undefined, now: Date): boolean => !!deadline && now.getTime() > deadline.getTime();

/**
 * The state a to-do moves to on `event`, or null when the event does not apply to it:
 * - start (the user opens it): todo → in_progress; in_progress and overdue stay as they are;
 *   a closed to-do cannot be started (null);
 * - complete (its item was handled): any open state → completed, or delayed when past its deadline;
 *   a closed one stays closed (null);
 * - tick (the scheduled job): todo or in_progress past its deadline → overdue; anything else null.
 */
export function nextTodoState(state: TodoState, event: TodoEvent, deadline: Date | null | undefined, now: Date): TodoState | null {
  if (!isOpenTodo(state)) return null;
  switch (event) {
    case 'start':
      return state === 'todo' ? 'in_progress' : state;
    case 'complete':
      return pastDeadline(deadline, now) ? 'delayed' : 'completed';
    case 'tick':
      return state !== 'overdue' && pastDeadline(deadline, now) ? 'overdue' : null;
  }
}

/** Days before its deadline an open to-do raises the "deadline in 3 days" notice (spec §2 notices). */
export const DUE_SOON_DAYS = 3;
const DAY_MS = 86_400_000;

/** True when an open to-do's deadline lies within the next DUE_SOON_DAYS days (and has not passed). */
export function dueSoon(state: TodoState, deadline: Date | null | undefined, now: Date): boolean {
  if (!deadline || !isOpenTodo(state) || state === 'overdue') return false;
  const left = deadline.getTime() - now.getTime();
  return left >= 0 && left <= DUE_SOON_DAYS * DAY_MS;
}

/** Spec §2 / §9: common entrances, at most 3 per user. */
export const ENTRANCE_MAX = 3;
