/**
 * Task and approval state enumerations of spec §4. The spec numbers the fill-task,
 * task-flow and plain task statuses (1-7, 1-7, 1-5); the others carry string codes.
 * Allowed transitions live with the state machines, not here.
 */
import { defineEnum, type EnumCode } from './types.js';

/** Spec §4 task approval: not submitted, waiting, in progress, passed, rejected, plus abnormal. */
export const TASK_APPROVAL_STATUS = defineEnum('task_approval_status', 'taskApprovalStatus', [
  ['not_submitted', 'notSubmitted'],
  ['waiting', 'waiting'],
  ['in_progress', 'inProgress'],
  ['passed', 'passed'],
  ['rejected', 'rejected'],
  ['abnormal', 'abnormal'],
]);
export type TaskApprovalStatusCode = EnumCode<typeof TASK_APPROVAL_STATUS>;

/** Spec §4 fill-task statuses 1-7. */
export const FILL_TASK_STATUS = defineEnum('fill_task_status', 'fillTaskStatus', [
  [1, 'pendingIssue'],
  [2, 'pendingDistribution'],
  [3, 'processing'],
  [4, 'timedOut'],
  [5, 'pendingLegalEntitySupervisorReview'],
  [6, 'pendingBusinessGroupReview'],
  [7, 'firstFillingCompleted'],
]);
export type FillTaskStatusCode = EnumCode<typeof FILL_TASK_STATUS>;

/** Spec §4 task flow statuses 1-7. */
export const TASK_FLOW_STATUS = defineEnum('task_flow_status', 'taskFlowStatus', [
  [1, 'pendingIssue'],
  [2, 'pendingDistribution'],
  [3, 'processing'],
  [4, 'timedOut'],
  [5, 'pendingReview'],
  [6, 'supervisorReviewPassed'],
  [7, 'businessGroupReviewPassed'],
]);
export type TaskFlowStatusCode = EnumCode<typeof TASK_FLOW_STATUS>;

/** Spec §4 plain task status 1-5. */
export const TASK_STATUS = defineEnum('task_status', 'taskStatus', [
  [1, 'pendingIssue'],
  [2, 'pendingDistribution'],
  [3, 'processing'],
  [4, 'timedOut'],
  [5, 'completed'],
]);
export type TaskStatusCode = EnumCode<typeof TASK_STATUS>;

/** Spec §4 to-do states. */
export const TODO_STATE = defineEnum('todo_state', 'todoState', [
  ['todo', 'todo'],
  ['in_progress', 'inProgress'],
  ['delayed', 'delayed'],
  ['completed', 'completed'],
  ['overdue', 'overdue'],
]);
export type TodoStateCode = EnumCode<typeof TODO_STATE>;

export const TASK_ENUMS = [TASK_APPROVAL_STATUS, FILL_TASK_STATUS, TASK_FLOW_STATUS, TASK_STATUS, TODO_STATE] as const;
