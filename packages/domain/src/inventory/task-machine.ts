import { DomainError } from '../errors.js';
import { FILL_TASK_STATUS, type FillTaskStatusCode, type TaskFlowStatusCode, type TaskStatusCode } from '../enums/tasks.js';

/**
 * The inventory task's state machine (spec §4 fill-task statuses 1-7), as data: every
 * service asks `nextTaskStatus(from, event)` and never compares statuses in `if` chains.
 * The task-flow and plain task statuses of spec §4 are views of the same state (below).
 */
const S = FILL_TASK_STATUS.codes;

export const TASK_EVENTS = [
  /** The issuer sends the task: an organisation with subordinates must distribute it first. */
  'issueToParent',
  'issueToLeaf',
  /** The organisation hands its task down to its subordinates (it may fill its own sources too). */
  'distribute',
  /** The scheduled job: the deadline passed before submission. */
  'timeout',
  /** Submitted with approvers: waits for the first (legal-entity supervisor) decision. */
  'submit',
  /** Submitted with "None": no approval needed at this node, passes at once. */
  'submitWithoutApproval',
  /** An approver agreed and later steps remain. */
  'stepAgreed',
  /** The last approver agreed. */
  'approved',
  /** An approver rejected: back to the submitter. */
  'rejected',
  /** The submitter took the submission back before the first decision. */
  'withdrawn',
] as const;
export type TaskEvent = (typeof TASK_EVENTS)[number];

export type TaskTransition = { readonly event: TaskEvent; readonly from: readonly FillTaskStatusCode[]; readonly to: FillTaskStatusCode };

/** Every allowed transition; anything else is refused with `inventory.task.transition`. */
export const TASK_TRANSITIONS: readonly TaskTransition[] = Object.freeze([
  { event: 'issueToParent', from: [S.pendingIssue], to: S.pendingDistribution },
  { event: 'issueToLeaf', from: [S.pendingIssue], to: S.processing },
  { event: 'distribute', from: [S.pendingDistribution, S.processing, S.timedOut], to: S.processing },
  { event: 'timeout', from: [S.pendingDistribution, S.processing], to: S.timedOut },
  { event: 'submit', from: [S.pendingDistribution, S.processing, S.timedOut], to: S.pendingLegalEntitySupervisorReview },
  { event: 'submitWithoutApproval', from: [S.pendingDistribution, S.processing, S.timedOut], to: S.firstFillingCompleted },
  { event: 'stepAgreed', from: [S.pendingLegalEntitySupervisorReview, S.pendingBusinessGroupReview], to: S.pendingBusinessGroupReview },
  { event: 'approved', from: [S.pendingLegalEntitySupervisorReview, S.pendingBusinessGroupReview], to: S.firstFillingCompleted },
  { event: 'rejected', from: [S.pendingLegalEntitySupervisorReview, S.pendingBusinessGroupReview], to: S.processing },
  { event: 'withdrawn', from: [S.pendingLegalEntitySupervisorReview], to: S.processing },
]);

/** The status after `event`, or a refusal naming the status the task is in. */
export function nextTaskStatus(from: FillTaskStatusCode, event: TaskEvent): FillTaskStatusCode {
  const t = TASK_TRANSITIONS.find((x) => x.event === event && x.from.includes(from));
  if (!t) throw new DomainError(1012001, 'inventory.task.transition', { status: `enum.fillTaskStatus.${statusName(from)}` });
  return t.to;
}

/** Whether `event` is allowed from `from`. */
export const canTaskTransition = (from: FillTaskStatusCode, event: TaskEvent): boolean =>
  TASK_TRANSITIONS.some((x) => x.event === event && x.from.includes(from));

function statusName(code: FillTaskStatusCode): string {
  return FILL_TASK_STATUS.items.find((i) => i.code === code)?.name ?? String(code);
}

/** Statuses in which the task's own entries may be written (not while submitted or completed). */
export const TASK_EDITABLE_STATUSES: readonly FillTaskStatusCode[] = [S.pendingDistribution, S.processing, S.timedOut];
/** Statuses whose entries count in the summaries (submitted or approved). */
export const TASK_COUNTED_STATUSES: readonly FillTaskStatusCode[] = [
  S.pendingLegalEntitySupervisorReview,
  S.pendingBusinessGroupReview,
  S.firstFillingCompleted,
];

/** Spec §4 task-flow status of a fill-task status (the same numbers 1-7, named for the review flow). */
export const taskFlowStatusOf = (s: FillTaskStatusCode): TaskFlowStatusCode => s;

/** Spec §4 plain task status: 1-4 alike, review in progress shown as processing, 7 as completed. */
export function plainTaskStatusOf(s: FillTaskStatusCode): TaskStatusCode {
  if (s === S.firstFillingCompleted) return 5;
  if (s === S.pendingLegalEntitySupervisorReview || s === S.pendingBusinessGroupReview) return 3;
  return s;
}
