import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, timestamps, version } from './columns.js';

/**
 * The generic approval workflow (issue 10, modules/approval): a flow over any subject
 * (subject_type + subject_id), its ordered steps and an append-only list of decisions. A
 * decision moves the flow with a conditional update on (id, current_step, status), so two
 * approvers acting at once produce one decision; approval_decision is never updated.
 */
export const approvalFlow = pgTable(
  'approval_flow',
  {
    id: id(),
    subjectType: text('subject_type').notNull(),
    subjectId: ref('subject_id').notNull(),
    orgId: ref('org_id').notNull(),
    title: text('title').notNull(),
    submitterId: ref('submitter_id').notNull(),
    /** waiting | in_progress | passed | rejected | withdrawn */
    status: text('status').notNull(),
    /** 1-based; step_count + 1 once passed. */
    currentStep: integer('current_step').notNull().default(1),
    stepCount: integer('step_count').notNull(),
    /** Where the web opens the subject. */
    link: text('link').notNull(),
    submittedAt: at('submitted_at').notNull(),
    closedAt: at('closed_at'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('approval_flow_subject_idx').on(t.subjectType, t.subjectId),
    index('approval_flow_submitter_idx').on(t.submitterId, t.id),
    index('approval_flow_status_idx').on(t.status),
  ],
);

export const approvalStep = pgTable(
  'approval_step',
  {
    id: id(),
    flowId: ref('flow_id').notNull(),
    stepNo: integer('step_no').notNull(),
    approverId: ref('approver_id').notNull(),
    /** Spec §6 approval level of the step (domain APPROVER_LEVELS), from the approver's organisation. */
    level: text('level'),
    /** Who named this approver: the submitter, or the subject's initiator for a later step. */
    namedBy: ref('named_by'),
    /** pending | agreed | rejected | skipped */
    status: text('status').notNull().default('pending'),
    decidedAt: at('decided_at'),
  },
  (t) => [uniqueIndex('approval_step_flow_no_idx').on(t.flowId, t.stepNo), index('approval_step_approver_idx').on(t.approverId, t.status)],
);

export const approvalDecision = pgTable(
  'approval_decision',
  {
    id: id(),
    flowId: ref('flow_id').notNull(),
    stepNo: integer('step_no').notNull(),
    actorId: ref('actor_id').notNull(),
    /** submit | none | agree | reject | withdraw | reassign */
    decision: text('decision').notNull(),
    comment: text('comment'),
    reason: text('reason'),
    at: at('at').notNull(),
  },
  (t) => [index('approval_decision_flow_idx').on(t.flowId, t.id), index('approval_decision_actor_idx').on(t.actorId)],
);

/**
 * To-dos and notices every workflow stores for its users (the workbench issue shows them).
 * A to-do is closed when its item is handled; a notice is read or not.
 */
export const sysTodo = pgTable(
  'sys_todo',
  {
    id: id(),
    userId: ref('user_id').notNull(),
    /** e.g. approval, inventory_fill */
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: ref('subject_id').notNull(),
    /** i18n key of the title and its parameters (rendered in the reader's language). */
    titleKey: text('title_key').notNull(),
    params: text('params').notNull().default('{}'),
    link: text('link').notNull(),
    /** todo | in_progress | delayed | completed | overdue */
    state: text('state').notNull().default('todo'),
    deadline: at('deadline'),
    doneAt: at('done_at'),
    ...timestamps(),
  },
  (t) => [
    index('sys_todo_user_idx').on(t.userId, t.state),
    index('sys_todo_subject_idx').on(t.subjectType, t.subjectId),
    // the workbench's deadline job reads open to-dos by deadline (overdue, due soon)
    index('sys_todo_open_deadline_idx')
      .on(t.deadline)
      .where(sql`state in ('todo', 'in_progress') and deadline is not null`),
  ],
);

export const sysNotice = pgTable(
  'sys_notice',
  {
    id: id(),
    userId: ref('user_id').notNull(),
    kind: text('kind').notNull(),
    titleKey: text('title_key').notNull(),
    params: text('params').notNull().default('{}'),
    link: text('link').notNull(),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sys_notice_user_idx').on(t.userId, t.id)],
);
