import { z } from 'zod';
import { idString, pageQuery } from '../shared/envelope.js';
import { APPROVAL_LEVEL, type ApprovalLevelCode, type OrgTypeCode } from '../enums/system.js';

/**
 * The generic approval workflow (issue 10): a flow of ordered steps over any subject (an
 * inventory task today, an energy-saving project stage next), its current approver, and an
 * immutable history of decisions. Subject modules register what happens when a flow passes or
 * is rejected; nothing here knows their tables.
 */

/** Spec §5: rejection reasons at most 50 characters. */
export const APPROVAL_REASON_MAX = 50;

/** Stored flow statuses. "Abnormal" is shown, not stored: an open flow whose current approver is deactivated or gone. */
export const APPROVAL_FLOW_STATUSES = ['waiting', 'in_progress', 'passed', 'rejected', 'withdrawn'] as const;
export type ApprovalFlowStatus = (typeof APPROVAL_FLOW_STATUSES)[number];
/** What lists show: the stored status, or abnormal. */
export type ApprovalShownStatus = ApprovalFlowStatus | 'abnormal';
export const APPROVAL_DECISIONS = ['submit', 'none', 'agree', 'reject', 'withdraw', 'reassign'] as const;
export type ApprovalDecisionKind = (typeof APPROVAL_DECISIONS)[number];

/**
 * Spec §6 approval levels, from where the approver's organisation sits relative to the
 * subject's: its own organisation's supervisor is the direct one; an approver of the group
 * (root) is the group central owner, of a business group the business group owner; any other
 * organisation above (a park, a parent legal entity) gives a high-level supervisor.
 */
export function approvalLevelOf(subjectOrgId: number, approverOrg: { id: number; type: OrgTypeCode | string } | null): ApprovalLevelCode {
  if (approverOrg && approverOrg.id === subjectOrgId) return 'org_direct_supervisor';
  if (approverOrg?.type === 'group') return 'group_central_owner';
  if (approverOrg?.type === 'business_group') return 'business_group_owner';
  return 'org_senior_supervisor';
}
const approvalLevel = z.enum(APPROVAL_LEVEL.items.map((i) => i.code) as [ApprovalLevelCode, ...ApprovalLevelCode[]]);

export const approvalPageQuery = pageQuery.extend({
  view: z.enum(['submitted', 'waiting', 'history']),
  subjectType: z.string().trim().max(40).optional(),
  status: z.enum(['waiting', 'in_progress', 'passed', 'rejected', 'withdrawn', 'abnormal']).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type ApprovalPageQuery = z.infer<typeof approvalPageQuery>;

export const approvalDecideRequest = z
  .object({
    /** The approval item (flow) id shown by /approval/page. */
    id: idString,
    action: z.enum(['agree', 'reject']),
    /** Spec §5: required ("Please fill in the approval comments!"). */
    comment: z.string().trim().max(500).default(''),
    /** Required for a rejection, at most 50 characters. */
    reason: z.string().trim().max(APPROVAL_REASON_MAX).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.comment.length === 0) ctx.addIssue({ code: 'custom', message: 'approval.comment.required', path: ['comment'] });
    if (b.action === 'reject' && !b.reason) ctx.addIssue({ code: 'custom', message: 'approval.reason.required', path: ['reason'] });
  });
export type ApprovalDecideRequest = z.infer<typeof approvalDecideRequest>;

export const approvalReassignRequest = z.object({ id: idString, approverId: idString });

export const approvalStepRow = z.object({
  stepNo: z.number().int(),
  approverId: z.string(),
  approverName: z.string(),
  /** Spec §6 level of the approver for the subject's organisation (null on flows from before levels were kept). */
  level: approvalLevel.nullable(),
  /** The subject's initiator named this later approver (spec §6), not the submitter. */
  namedByInitiator: z.boolean(),
  /** pending | agreed | rejected | skipped */
  status: z.string(),
  /** The approver is deactivated or deleted. */
  approverInactive: z.boolean(),
  decidedAt: z.string().nullable(),
});
export const approvalDecisionRow = z.object({
  id: z.string(),
  stepNo: z.number().int(),
  actorId: z.string(),
  actorName: z.string(),
  decision: z.enum(APPROVAL_DECISIONS),
  comment: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export const approvalItemRow = z.object({
  id: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  title: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  submitterId: z.string(),
  submitterName: z.string(),
  submittedAt: z.string(),
  status: z.enum(['waiting', 'in_progress', 'passed', 'rejected', 'withdrawn', 'abnormal']),
  currentStep: z.number().int(),
  stepCount: z.number().int(),
  currentApproverId: z.string().nullable(),
  currentApproverName: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Where the web opens the item: a route path with its query. */
  link: z.string(),
});
export type ApprovalItemRow = z.infer<typeof approvalItemRow>;
export const approvalDetail = approvalItemRow.extend({
  steps: z.array(approvalStepRow),
  decisions: z.array(approvalDecisionRow),
  can: z.object({ decide: z.boolean(), withdraw: z.boolean(), reassign: z.boolean() }),
});
export type ApprovalDetail = z.infer<typeof approvalDetail>;
export const approvalCounts = z.object({ submitted: z.number().int(), waiting: z.number().int(), history: z.number().int() });
/** Every flow of one subject, newest first (the subject's approval progress). */
export const approvalHistory = z.array(approvalDetail);
/** A user who may approve a flow's organisation: holds approval:decide, is active, has the organisation in their data scope. */
export const approverCandidateRow = z.object({
  id: z.string(),
  name: z.string(),
  account: z.string(),
  orgName: z.string(),
  /** The level this approver would have for the organisation asked about. */
  level: approvalLevel,
});
export type ApproverCandidateRow = z.infer<typeof approverCandidateRow>;

/** Approval error codes (2031xxx). Messages `error.<code>` in i18n/messages/approval.ts. */
export const APPROVAL_CODE = {
  NOT_EXIST: 2031001,
  /** The caller is not the current approver of this flow. */
  NOT_CURRENT_APPROVER: 2031002,
  /** The step was already decided (by someone else at the same moment, or earlier). */
  ALREADY_DECIDED: 2031003,
  /** The flow is closed (passed, rejected or withdrawn). */
  CLOSED: 2031004,
  /** 'None' together with approvers ("You have selected none, please cancel first!"). */
  NONE_WITH_OTHERS: 2031005,
  /** The approver lacks the approval permission or the subject's organisation in their data scope. */
  APPROVER_NOT_ALLOWED: 2031006,
  /** Withdraw after a decision, or by someone other than the submitter. */
  CANNOT_WITHDRAW: 2031007,
  /** Reassign only an abnormal flow, by its submitter. */
  CANNOT_REASSIGN: 2031008,
  /** The same approver twice in one flow. */
  APPROVER_REPEAT: 2031009,
  /** The submitter named as an approver of their own submission, or deciding it (spec §6: no one approves their own numbers). */
  SELF_APPROVAL: 2031010,
  /** Approver "None" without the approval:skip button permission. */
  SKIP_NOT_ALLOWED: 2031011,
} as const;
