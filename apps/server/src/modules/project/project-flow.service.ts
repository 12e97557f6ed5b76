import {
  PARAM_ERROR,
  PROJECT_AUDIT,
  PROJECT_CODE,
  PROJECT_SUBJECT,
  DomainError,
  assertSubmittable,
  assertTransition,
  isPositioned,
  positionOf,
  transitionRefused,
  type ProjectDetail,
  type ProjectStatusCode,
  type projectChangeStatusRequest,
  fail,
} from '@carbon/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Audit, Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { ApprovalFlowRef, ApprovalSubjectHandler } from '../approval/approval.service.js';
import { buttonsOf, isEditableDraft, labelIn, loadProject, notEditable, projectInScope, rolesOf, todayOf } from './project-access.js';
import { detailOf } from './project-detail.js';
import { partsRepo } from './project-parts.repo.js';
import { projectRepo, type ProjectRecord } from './project.repo.js';
import type { ProjectApprovalPort } from './project.service.js';
import { projectLink, syncReviewTodos, type ReviewTodos } from './project-review-todos.js';

type ChangeStatusRequest = z.infer<typeof projectChangeStatusRequest>;
export type ProjectFlowDeps = { db: Db; mutate: Mutate; clock: Clock; approval: ProjectApprovalPort; todo: ReviewTodos };

const ENTITY = PROJECT_AUDIT.project;
const required = (field: string) => new DomainError(PARAM_ERROR, 'validation.required', { field }, field);

/** The approval steps of a submission, each with its PROJECT_APPROVAL_STEP label (spec §4; ADR 012: Fii before approval). */
export function approvalSteps(p: ProjectRecord): { approverId: number; label: string }[] {
  const steps: { approverId: number; label: string }[] = [];
  if (p.supervisorReviewerId !== null) steps.push({ approverId: p.supervisorReviewerId, label: 'department_supervisor' });
  if (p.businessGroupReviewerId !== null) steps.push({ approverId: p.businessGroupReviewerId, label: 'efficiency_officer' });
  for (const id of p.energyReviewerIds) steps.push({ approverId: id, label: 'energy_saving_reviewer' });
  if (p.needsFii && p.fiiReviewerId !== null) steps.push({ approverId: p.fiiReviewerId, label: 'central_approval' });
  return steps;
}

/**
 * Submission to the approval flow and its outcome, the status changes after approval (a
 * conditional update: of two changes at once one wins, the other gets 2034003), and the
 * approval progress only the initiator sees.
 */
export function createProjectFlowService({ db, mutate, clock, approval, todo }: ProjectFlowDeps) {
  const today = () => todayOf(clock);

  const handler: ApprovalSubjectHandler = {
    onStepAgreed: async () => {},
    async onPassed(tx: Db, audit: Audit, flow: ApprovalFlowRef): Promise<void> {
      const p = await loadProject(tx, flow.subjectId, true);
      const at = clock.now();
      const moved = await projectRepo.move(
        tx,
        p.id,
        { status: 'draft', flowId: flow.id },
        { projectStatus: 'project_approved', approvalStatus: 'passed' },
        at,
      );
      if (!moved) return;
      const actorId = (await projectRepo.lastApprover(tx, flow.id, flow.stepCount)) ?? flow.submitterId;
      await partsRepo.insertLog(tx, { projectId: p.id, fromStatus: 'draft', toStatus: 'project_approved', actorId, at });
      const entry = { action: 'agree', entity: ENTITY, entityId: String(p.id), orgId: p.orgId };
      await audit({ ...entry, before: { status: 'draft' }, after: { status: 'project_approved', flowId: String(flow.id) } });
    },
    async onRejected(tx: Db, audit: Audit, flow: ApprovalFlowRef): Promise<void> {
      const p = await loadProject(tx, flow.subjectId, true);
      const moved = await projectRepo.move(tx, p.id, { status: 'draft', flowId: flow.id }, { approvalStatus: 'rejected' }, clock.now());
      if (!moved) return;
      const entry = { action: 'reject', entity: ENTITY, entityId: String(p.id), orgId: p.orgId };
      await audit({
        ...entry,
        before: { approvalStatus: p.approvalStatus },
        after: { approvalStatus: 'rejected', flowId: String(flow.id) },
      });
    },
    /** Only the project's initiator follows its approvals besides the approvers (issue 12). */
    async canView(from: Db, userId: number, flow: ApprovalFlowRef): Promise<boolean> {
      const p = await projectRepo.findById(from, flow.subjectId);
      return !!p && p.createdBy === userId;
    },
  };

  return {
    handler,

    /** Checks every spec §5 rule and starts the approval flow; a rejected project is submitted again the same way. */
    async submit(ctx: RequestContext, id: number): Promise<ProjectDetail> {
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const p = await projectInScope(tx, scope, id, true);
        if (!isEditableDraft(p)) throw notEditable();
        const chain = await projectRepo.orgChain(tx, p.orgId);
        const proposals = await partsRepo.countAttachments(tx, id, 'proposal');
        assertSubmittable({
          ...p,
          orgId: String(p.orgId),
          supervisorReviewerId: p.supervisorReviewerId === null ? null : String(p.supervisorReviewerId),
          businessGroupReviewerId: p.businessGroupReviewerId === null ? null : String(p.businessGroupReviewerId),
          fiiReviewerId: p.fiiReviewerId === null ? null : String(p.fiiReviewerId),
          positioned: isPositioned(positionOf(chain)),
          hasProposal: proposals > 0,
        });
        const steps = approvalSteps(p);
        const start = {
          subjectType: PROJECT_SUBJECT,
          subjectId: id,
          orgId: p.orgId,
          title: `${p.number} ${p.name}`,
          link: projectLink(id),
          approverIds: steps.map((s) => String(s.approverId)),
        };
        const { flowId } = await approval.start(tx, audit, ctx, start);
        const at = clock.now();
        const set = { approvalStatus: 'in_approval', flowId, approvalSteps: steps.map((s) => s.label), submittedAt: at };
        const moved = await projectRepo.move(tx, id, { status: 'draft', approval: ['not_submitted', 'rejected'] }, set, at);
        if (!moved) throw fail(PROJECT_CODE.STATUS_CHANGED);
        await audit({
          action: 'submit',
          entity: ENTITY,
          entityId: String(id),
          orgId: p.orgId,
          before: { approvalStatus: p.approvalStatus },
          after: { approvalStatus: 'in_approval', flowId: String(flowId), steps },
        });
        return detailOf(tx, ctx, scope, id, today());
      });
    },

    /**
     * One transition of PROJECT_TRANSITIONS by its actor: the owner (project:changeStatus with the
     * project in scope) or the named reviewer of the node. A conditional update on the status
     * the caller saw: the loser of two changes at once gets 2034003.
     */
    async changeStatus(ctx: RequestContext, b: ChangeStatusRequest): Promise<ProjectDetail> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      return mutate(ctx, async (tx, audit) => {
        const p = await projectInScope(tx, scope, id);
        const from = p.projectStatus as ProjectStatusCode;
        if (b.from !== undefined && b.from !== from) throw fail(PROJECT_CODE.STATUS_CHANGED);
        const t = assertTransition(from, b.to, p.needsFii, labelIn(ctx));
        if (t.actor === 'approval') throw transitionRefused(from, b.to, labelIn(ctx));
        if (!rolesOf(p, ctx.user.id, await buttonsOf(tx, ctx)).has(t.actor)) throw fail(PROJECT_CODE.NOT_ACTOR);
        if (t.acceptanceTime && !b.acceptanceTime) throw required('acceptanceTime');
        if (b.attachmentId !== undefined) {
          const a = await partsRepo.findAttachment(tx, Number(b.attachmentId));
          if (!a || a.projectId !== id) throw fail(PROJECT_CODE.ATTACHMENT_NOT_EXIST);
        }
        const at = clock.now();
        // acceptance records its time; a reviewer's rejection sends the project back to implementation, to be accepted again
        const acceptanceTime = t.acceptanceTime ? b.acceptanceTime! : t.kind === 'reject' ? null : p.acceptanceTime;
        const moved = await projectRepo.move(tx, id, { status: from }, { projectStatus: b.to, acceptanceTime }, at);
        if (!moved) throw fail(PROJECT_CODE.STATUS_CHANGED);
        await partsRepo.insertLog(tx, {
          projectId: id,
          fromStatus: from,
          toStatus: b.to,
          opinion: b.opinion,
          acceptanceTime: t.acceptanceTime ? b.acceptanceTime! : null,
          attachmentId: b.attachmentId === undefined ? null : Number(b.attachmentId),
          actorId: ctx.user.id,
          at,
        });
        // the named reviewers' to-dos: the awaited review closes, the next one opens (ADR 012)
        await syncReviewTodos(todo, tx, p, b.to);
        await audit({
          action: 'changeStatus',
          entity: ENTITY,
          entityId: String(id),
          orgId: p.orgId,
          before: { status: from, acceptanceTime: p.acceptanceTime },
          after: { status: b.to, kind: t.kind, actor: t.actor, acceptanceTime, opinion: b.opinion },
        });
        return detailOf(tx, ctx, scope, id, today());
      });
    },

    /** The approval progress (ApprovalDetail): only the project's initiator (2034011). */
    async approvals(ctx: RequestContext, id: number) {
      const p = await projectInScope(db, await ctx.scope(), id);
      if (p.createdBy !== ctx.user.id) throw fail(PROJECT_CODE.NOT_INITIATOR);
      return { stepLabels: p.approvalSteps as string[], flows: await approval.history(PROJECT_SUBJECT, id, ctx.user.id) };
    },
  };
}

export type ProjectFlowService = ReturnType<typeof createProjectFlowService>;
