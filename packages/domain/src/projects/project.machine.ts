import { DomainError } from '../errors.js';
import type { ProjectStageCode, ProjectStatusCode } from '../enums/projects.js';

/**
 * The energy-saving project's workflow (spec §4, issue 12) as data. A draft is submitted to the
 * generic approval flow; when the flow passes the project is approved. From there the owner
 * (the initiator, or a holder of project:changeStatus with the project in scope) reports
 * procurement, implementation and acceptance; then the named reviewers review the result in
 * turn — supervisor, business group, and Fii when the benefit requires it — and the owner closes
 * it. A reviewer may send the project back to implementation (acceptance must be redone).
 */

/** Who moves a transition: the approval flow, the project's owner, or the named reviewer of that node. */
export type ProjectActor = 'approval' | 'owner' | 'supervisor' | 'businessGroup' | 'fii';
/** Whether a transition applies always, only when Fii review is needed, or only when it is not. */
export type FiiCondition = 'any' | 'required' | 'notNeeded';

export type ProjectTransition = {
  readonly from: ProjectStatusCode;
  readonly to: ProjectStatusCode;
  readonly actor: ProjectActor;
  readonly kind: 'forward' | 'reject';
  /** The acceptance time must be given (spec §5 "Acceptance time is required on acceptance"). */
  readonly acceptanceTime?: true;
  readonly fii: FiiCondition;
};

/** Every allowed transition; anything else is refused (2034002). */
export const PROJECT_TRANSITIONS: readonly ProjectTransition[] = Object.freeze([
  { from: 'draft', to: 'project_approved', actor: 'approval', kind: 'forward', fii: 'any' },
  { from: 'project_approved', to: 'procurement_completed', actor: 'owner', kind: 'forward', fii: 'any' },
  { from: 'procurement_completed', to: 'implementation_completed', actor: 'owner', kind: 'forward', fii: 'any' },
  { from: 'implementation_completed', to: 'acceptance_completed', actor: 'owner', kind: 'forward', acceptanceTime: true, fii: 'any' },
  { from: 'acceptance_completed', to: 'supervisor_review_completed', actor: 'supervisor', kind: 'forward', fii: 'any' },
  { from: 'supervisor_review_completed', to: 'business_group_review_completed', actor: 'businessGroup', kind: 'forward', fii: 'any' },
  { from: 'business_group_review_completed', to: 'fii_review_completed', actor: 'fii', kind: 'forward', fii: 'required' },
  { from: 'business_group_review_completed', to: 'closed', actor: 'owner', kind: 'forward', fii: 'notNeeded' },
  { from: 'fii_review_completed', to: 'closed', actor: 'owner', kind: 'forward', fii: 'any' },
  { from: 'acceptance_completed', to: 'implementation_completed', actor: 'supervisor', kind: 'reject', fii: 'any' },
  { from: 'supervisor_review_completed', to: 'implementation_completed', actor: 'businessGroup', kind: 'reject', fii: 'any' },
  { from: 'business_group_review_completed', to: 'implementation_completed', actor: 'fii', kind: 'reject', fii: 'required' },
] satisfies ProjectTransition[]);

const applies = (t: ProjectTransition, needsFii: boolean) => t.fii === 'any' || (t.fii === 'required') === needsFii;

/** The transition from → to for a project that does (or does not) need Fii review, or undefined. */
export function findTransition(from: ProjectStatusCode, to: ProjectStatusCode, needsFii: boolean): ProjectTransition | undefined {
  return PROJECT_TRANSITIONS.find((t) => t.from === from && t.to === to && applies(t, needsFii));
}

/** Error codes of the energy-saving projects (2034xxx); messages `error.<code>` in i18n/messages/projects.ts. */
export const PROJECT_CODE = {
  NOT_EXIST: 2034001,
  /** This status change is not one of PROJECT_TRANSITIONS. */
  TRANSITION: 2034002,
  /** Someone changed the status first (the loser of two at once). */
  STATUS_CHANGED: 2034003,
  /** The caller is not the one who moves this transition (the named reviewer, or the owner). */
  NOT_ACTOR: 2034004,
  /** Only a draft not waiting for approval may be edited, deleted or submitted. */
  NOT_EDITABLE: 2034005,
  /** Project-approval material cannot be uploaded while the project is a draft (spec §5). */
  APPROVAL_MATERIAL_DRAFT: 2034006,
  ATTACHMENT_NOT_EXIST: 2034007,
  ATTACHMENT_TYPE: 2034008,
  ATTACHMENT_SIZE: 2034009,
  /** A proposal file must be uploaded before submission. */
  PROPOSAL_MISSING: 2034010,
  /** Only the initiator can view the approval progress. */
  NOT_INITIATOR: 2034011,
  /** Measurements start after acceptance, for months after the acceptance month and not in the future. */
  MEASURE_MONTH: 2034012,
  MEASUREMENT_NOT_EXIST: 2034013,
  /** The implementing organisation lies under no business group and park. */
  ORG_POSITION: 2034014,
  /** Measurements only once acceptance is completed. */
  NOT_ACCEPTED: 2034015,
} as const;

/** Renders an i18n key (the server passes its translate in the caller's language). */
export type LabelOf = (key: string) => string;

/** A refused status change, naming both statuses by their labels. */
export const transitionRefused = (from: string, to: string, label: LabelOf = (k) => k) =>
  new DomainError(PROJECT_CODE.TRANSITION, `error.${PROJECT_CODE.TRANSITION}`, {
    from: label(`enum.projectStatus.${statusName(from)}`),
    to: label(`enum.projectStatus.${statusName(to)}`),
  });

/** The transition from → to, or a refusal (2034002). */
export function assertTransition(from: ProjectStatusCode, to: ProjectStatusCode, needsFii: boolean, label?: LabelOf): ProjectTransition {
  const t = findTransition(from, to, needsFii);
  if (!t) throw transitionRefused(from, to, label);
  return t;
}

/** The status's camelCase name (its label is `enum.projectStatus.<name>`). */
export function statusName(code: string): string {
  return code.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The stage a status is in (spec §4); the business-group-reviewed project waits for Fii only when it needs Fii review. */
export function stageOf(status: ProjectStatusCode, needsFii: boolean): ProjectStageCode {
  switch (status) {
    case 'draft':
      return 'initiation';
    case 'project_approved':
      return 'procurement';
    case 'procurement_completed':
      return 'implementation';
    case 'implementation_completed':
      return 'acceptance';
    case 'acceptance_completed':
      return 'supervisor_review';
    case 'supervisor_review_completed':
      return 'business_group_review';
    case 'business_group_review_completed':
      return needsFii ? 'fii_review' : 'closure';
    case 'fii_review_completed':
    case 'closed':
      return 'closure';
  }
}

/** The statuses that are in a given stage (for list filters), for either Fii case. */
export type StageMember = { status: ProjectStatusCode; needsFii: boolean | 'any' };
export function statusesInStage(stage: ProjectStageCode): StageMember[] {
  const all: ProjectStatusCode[] = [
    'draft',
    'project_approved',
    'procurement_completed',
    'implementation_completed',
    'acceptance_completed',
    'supervisor_review_completed',
    'business_group_review_completed',
    'fii_review_completed',
    'closed',
  ];
  return all.flatMap((status): StageMember[] => {
    const yes = stageOf(status, true) === stage;
    const no = stageOf(status, false) === stage;
    if (yes && no) return [{ status, needsFii: 'any' }];
    if (yes) return [{ status, needsFii: true }];
    if (no) return [{ status, needsFii: false }];
    return [];
  });
}

/** The project as the machine sees it. */
export type MachineProject = { status: ProjectStatusCode; needsFiiReview: boolean };

/** The transitions an actor holding `roles` may take now (the status dialog's "to" options), in PROJECT_TRANSITIONS order. */
export function nextStatuses(project: MachineProject, roles: ReadonlySet<ProjectActor>): ProjectTransition[] {
  return PROJECT_TRANSITIONS.filter(
    (t) => t.from === project.status && applies(t, project.needsFiiReview) && t.actor !== 'approval' && roles.has(t.actor),
  );
}

/** Statuses before acceptance is completed (a project past its estimated end in one of them is overdue). */
export const BEFORE_ACCEPTANCE: readonly ProjectStatusCode[] = [
  'draft',
  'project_approved',
  'procurement_completed',
  'implementation_completed',
];

/** Statuses from acceptance on: measured use may be recorded. */
export const ACCEPTED: readonly ProjectStatusCode[] = [
  'acceptance_completed',
  'supervisor_review_completed',
  'business_group_review_completed',
  'fii_review_completed',
  'closed',
];
