import {
  APPROVAL_CODE,
  DomainError,
  PARAM_ERROR,
  STATUS,
  approvalLevelOf,
  toPage,
  type ApprovalDecideRequest,
  type ApprovalDetail,
  type ApprovalItemRow,
  type ApprovalPageQuery,
  type ApprovalShownStatus,
  type ApproverCandidateRow,
  type Page,
  fail,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Audit, Mutate } from '../../platform/db/mutate.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { RequestContext } from '../../platform/http/context.js';
import { userHasPermission } from '../../platform/auth/grants.repo.js';
import { inScope, resolveDataScope } from '../../platform/auth/data-scope.js';
import type { TodoService } from '../todo/todo.service.js';
import { APPROVAL_PERMISSION, createApproverCandidates } from './approval.candidates.js';
import { approvalRepo, OPEN_STATUSES, type FlowRecord } from './approval.repo.js';
import { details, toItem } from './approval.view.js';

export type Tx = Db;
export type { Audit };

/** What a subject handler learns about the flow that moved. */
export type ApprovalFlowRef = {
  id: number;
  subjectType: string;
  subjectId: number;
  orgId: number;
  submitterId: number;
  currentStep: number;
  stepCount: number;
};

/**
 * What a subject module (inventory tasks, energy-saving project stages…) does when its flow
 * moves; each runs in the decision's transaction.
 */
export type ApprovalSubjectHandler = {
  onStepAgreed(tx: Tx, audit: Audit, flow: ApprovalFlowRef): Promise<void>;
  onPassed(tx: Tx, audit: Audit, flow: ApprovalFlowRef): Promise<void>;
  /** The subject goes back to its submitter. */
  onRejected(tx: Tx, audit: Audit, flow: ApprovalFlowRef): Promise<void>;
  /** Who may open the detail besides the submitter and the approvers (e.g. the task's initiator); optional. */
  canView?(db: Db, userId: number, flow: ApprovalFlowRef): Promise<boolean>;
};

/** The caller of start/withdraw: a request context (its user and audit actor). */
export type ApprovalCaller = Pick<RequestContext, 'user'>;

export type ApprovalStart = {
  subjectType: string;
  subjectId: number;
  orgId: number;
  title: string;
  /** Where the web opens the subject (a route path with its query). */
  link: string;
  /** User ids in step order, or ['none']: no approval needed at this node (passes at once, recorded). */
  approverIds: string[];
  /**
   * Spec §6 "some nodes let the initiator specify later approvers": the subject's initiator
   * named these for the steps after the submitter's own (with 'none', they are the only steps).
   */
  later?: { approverIds: number[]; namedBy: number };
};

export type ApprovalDeps = { db: Db; mutate: Mutate; clock: Clock; todo: TodoService };

const ENTITY = 'approval';
const TODO_KIND = 'approval';
/** Who may submit with approver "None" (spec §5): a button permission seeded to the administrator and manager roles. */
const SKIP_PERMISSION = 'approval:skip';
/** The approval centre, where an approver's to-do opens the item. */
const centreLink = (flowId: number) => `/carbonButler/approvalCenter?id=${flowId}`;

const selfApproval = () => fail(APPROVAL_CODE.SELF_APPROVAL, {}, 'approverIds');

const ref = (f: FlowRecord): ApprovalFlowRef => ({
  id: f.id,
  subjectType: f.subjectType,
  subjectId: f.subjectId,
  orgId: f.orgId,
  submitterId: f.submitterId,
  currentStep: f.currentStep,
  stepCount: f.stepCount,
});

/**
 * The generic approval workflow (issue 10): flows of ordered steps over any subject, the
 * current approver, an append-only list of decisions. Subject modules register a handler
 * per subject type and start/withdraw flows in their own transactions; decisions and
 * reassignments come through the approval centre's routes.
 */
export function createApprovalService({ db, mutate, clock, todo }: ApprovalDeps) {
  const handlers = new Map<string, ApprovalSubjectHandler>();

  const handlerOf = (type: string): ApprovalSubjectHandler => {
    const h = handlers.get(type);
    if (!h) throw new Error(`approval: no handler registered for subject type ${type}`);
    return h;
  };

  /**
   * Each approver exists, is active, holds approval:decide and sees every one of the
   * organisations (2031006, naming the approver); their rows with the spec §6 level for the first.
   */
  async function vetApprovers(tx: Db, ids: number[], orgIds: number[]): Promise<ApproverCandidateRow[]> {
    if (ids.length === 0 || orgIds.length === 0) return [];
    const rows = await approverRows(tx, ids, orgIds[0]!);
    const users = new Map((await approvalRepo.users(tx, ids)).map((u) => [u.id, u]));
    for (const id of ids) {
      const u = users.get(id);
      if (!u || u.status !== STATUS.NORMAL) throw fail(APPROVAL_CODE.APPROVER_NOT_ALLOWED, { name: u?.name ?? String(id) });
      const scope = (await userHasPermission(tx, id, APPROVAL_PERMISSION))
        ? await resolveDataScope(tx, { id, adminType: u.adminType, orgId: u.orgId })
        : null;
      if (!scope || orgIds.some((orgId) => !inScope(scope, orgId))) throw fail(APPROVAL_CODE.APPROVER_NOT_ALLOWED, { name: u.name });
    }
    return rows;
  }

  /** The approvers `ids` as rows with their spec §6 level for `orgId`, in the order given (unknown ids left out); no checks. */
  async function approverRows(from: Db, ids: number[], orgId: number): Promise<ApproverCandidateRow[]> {
    const users = new Map((await approvalRepo.users(from, ids)).map((u) => [u.id, u]));
    return ids.flatMap((id) => {
      const u = users.get(id);
      if (!u) return [];
      const level = approvalLevelOf(orgId, u.orgId === null ? null : { id: u.orgId, type: u.orgType ?? '' });
      return [{ id: String(u.id), name: u.name, account: u.account, orgName: u.orgName, level }];
    });
  }

  async function assertApprovers(tx: Db, ids: number[], orgId: number): Promise<Map<number, string>> {
    return new Map((await vetApprovers(tx, ids, [orgId])).map((r) => [Number(r.id), r.level]));
  }

  /** Parses the chosen approvers: ['none'] alone, else distinct user ids. */
  function parseApprovers(raw: string[]): number[] | 'none' {
    const list = raw.map((s) => s.trim());
    if (list.includes('none')) {
      if (list.length > 1) throw fail(APPROVAL_CODE.NONE_WITH_OTHERS);
      return 'none';
    }
    if (list.length === 0) throw new DomainError(PARAM_ERROR, 'approval.approvers.required', {}, 'approverIds');
    const ids = list.map((s) => (/^[1-9]\d{0,17}$/.test(s) ? Number(s) : NaN));
    if (ids.some((n) => !Number.isSafeInteger(n)))
      throw fail(APPROVAL_CODE.APPROVER_NOT_ALLOWED, { name: list[ids.findIndex((n) => !Number.isSafeInteger(n))]! });
    if (new Set(ids).size !== ids.length) throw fail(APPROVAL_CODE.APPROVER_REPEAT);
    return ids;
  }

  async function todoFor(tx: Db, flow: FlowRecord, approverId: number): Promise<void> {
    await todo.add(tx, {
      userId: approverId,
      kind: TODO_KIND,
      subjectType: ENTITY,
      subjectId: flow.id,
      titleKey: 'approval.todo.decide',
      params: { title: flow.title },
      link: centreLink(flow.id),
    });
    await todo.notify(tx, {
      userId: approverId,
      kind: TODO_KIND,
      titleKey: 'approval.notice.waiting',
      params: { title: flow.title },
      link: centreLink(flow.id),
    });
  }

  async function detailIn(tx: Db, id: number, viewerId: number): Promise<ApprovalDetail> {
    const item = await approvalRepo.item(tx, id);
    if (!item) throw fail(APPROVAL_CODE.NOT_EXIST);
    return (await details(tx, [item], viewerId))[0]!;
  }

  async function assertCanView(tx: Db, flow: FlowRecord, userId: number): Promise<void> {
    if (await approvalRepo.takesPart(tx, flow.id, userId)) return;
    const extra = handlers.get(flow.subjectType)?.canView;
    if (extra && (await extra(tx, userId, ref(flow)))) return;
    throw fail(APPROVAL_CODE.NOT_EXIST);
  }

  return {
    /** approverCandidates(orgId, excludeIds) for subject modules; candidates(ctx, flowId) for the reassign dialog. */
    ...createApproverCandidates(db),

    vetApprovers,
    approverRows,

    registerSubject(type: string, handler: ApprovalSubjectHandler): void {
      if (handlers.has(type)) throw new Error(`approval: subject type ${type} is registered twice`);
      handlers.set(type, handler);
    },

    /**
     * In the caller's transaction: validates the approvers ('none' alone; each holds
     * approval:decide and has orgId in their data scope; no repeats), writes the flow, its
     * steps and a 'submit' (or 'none') decision, and a to-do + notice for the first approver.
     */
    async start(tx: Tx, audit: Audit, ctx: ApprovalCaller, s: ApprovalStart): Promise<{ flowId: number; passed: boolean }> {
      handlerOf(s.subjectType);
      const approvers = parseApprovers(s.approverIds);
      const at = clock.now();
      const none = approvers === 'none';
      if (none && !(await userHasPermission(tx, ctx.user.id, SKIP_PERMISSION))) throw fail(APPROVAL_CODE.SKIP_NOT_ALLOWED);
      const own = none ? [] : approvers;
      if (own.includes(ctx.user.id)) throw selfApproval();
      // the initiator's later approvers follow the submitter's own; one already chosen (or the submitter) is not asked twice
      const later = (s.later?.approverIds ?? []).filter((id) => !own.includes(id) && id !== ctx.user.id);
      const steps = [
        ...own.map((approverId) => ({ approverId, namedBy: ctx.user.id })),
        ...later.map((approverId) => ({ approverId, namedBy: s.later!.namedBy })),
      ];
      const levels = await assertApprovers(
        tx,
        steps.map((st) => st.approverId),
        s.orgId,
      );
      const passed = steps.length === 0;
      const flow = await approvalRepo.insertFlow(tx, {
        subjectType: s.subjectType,
        subjectId: s.subjectId,
        orgId: s.orgId,
        title: s.title,
        submitterId: ctx.user.id,
        status: passed ? 'passed' : 'waiting',
        currentStep: 1,
        stepCount: steps.length,
        link: s.link,
        submittedAt: at,
        closedAt: passed ? at : null,
        createdAt: at,
        updatedAt: at,
      });
      await approvalRepo.insertSteps(
        tx,
        steps.map((st, i) => ({
          flowId: flow.id,
          stepNo: i + 1,
          approverId: st.approverId,
          namedBy: st.namedBy,
          level: levels.get(st.approverId),
        })),
      );
      await approvalRepo.insertDecision(tx, { flowId: flow.id, stepNo: 0, actorId: ctx.user.id, decision: none ? 'none' : 'submit', at });
      if (!passed) await todoFor(tx, flow, steps[0]!.approverId);
      await audit({
        action: 'submit',
        entity: ENTITY,
        entityId: flow.id,
        orgId: s.orgId,
        after: {
          subjectType: s.subjectType,
          subjectId: String(s.subjectId),
          approverIds: none ? ['none'] : own.map(String),
          laterApproverIds: later.length ? later.map(String) : undefined,
          passed,
        },
      });
      return { flowId: flow.id, passed };
    },

    /** In the caller's transaction: only the submitter, only before any agree/reject (2031007). Closes the to-dos. */
    async withdraw(tx: Tx, audit: Audit, ctx: ApprovalCaller, flowId: number): Promise<void> {
      const flow = await approvalRepo.findFlow(tx, flowId);
      if (!flow) throw fail(APPROVAL_CODE.NOT_EXIST);
      if (flow.submitterId !== ctx.user.id || flow.status !== 'waiting') throw fail(APPROVAL_CODE.CANNOT_WITHDRAW);
      const at = clock.now();
      const moved = await approvalRepo.move(
        tx,
        flowId,
        { step: flow.currentStep, statuses: ['waiting'] },
        { step: flow.currentStep, status: 'withdrawn', closedAt: at },
        at,
      );
      if (!moved) throw fail(APPROVAL_CODE.CANNOT_WITHDRAW);
      await approvalRepo.skipPendingSteps(tx, flowId);
      await approvalRepo.insertDecision(tx, { flowId, stepNo: flow.currentStep, actorId: ctx.user.id, decision: 'withdraw', at });
      await todo.complete(tx, { subjectType: ENTITY, subjectId: flowId });
      await audit({
        action: 'withdraw',
        entity: ENTITY,
        entityId: flowId,
        orgId: flow.orgId,
        before: { status: flow.status },
        after: { status: 'withdrawn' },
      });
    },

    /** Shown status per flow id (abnormal when the current approver is deactivated/deleted). */
    async shownStatus(from: Db, flowIds: number[]): Promise<Map<number, ApprovalShownStatus>> {
      return new Map((await approvalRepo.shownStatus(from, flowIds)).map((r) => [r.id, r.status]));
    },

    /** Shown status per flow id, with the level of the approver the current step waits for (issue 25: "waiting for <level>"). */
    async shownStates(from: Db, flowIds: number[]): Promise<Map<number, { status: ApprovalShownStatus; level: string | null }>> {
      return new Map((await approvalRepo.shownStatus(from, flowIds)).map((r) => [r.id, { status: r.status, level: r.level }]));
    },

    /** Every flow of one subject, newest first, with steps and decisions (the subject's approval progress). */
    async history(subjectType: string, subjectId: number, viewerId?: number): Promise<ApprovalDetail[]> {
      return details(db, await approvalRepo.itemsOfSubject(db, subjectType, subjectId), viewerId);
    },

    async page(ctx: RequestContext, q: ApprovalPageQuery): Promise<Page<ApprovalItemRow>> {
      const { rows, total } = await approvalRepo.page(db, ctx.user.id, q.view, q, q.pageNo, q.pageSize);
      return toPage(rows.map(toItem), total, q.pageNo, q.pageSize);
    },

    async counts(ctx: RequestContext): Promise<{ submitted: number; waiting: number; history: number }> {
      const [submitted, waiting, history] = await Promise.all(
        (['submitted', 'waiting', 'history'] as const).map((v) => approvalRepo.count(db, ctx.user.id, v)),
      );
      return { submitted: submitted!, waiting: waiting!, history: history! };
    },

    async detail(ctx: RequestContext, id: number): Promise<ApprovalDetail> {
      const flow = await approvalRepo.findFlow(db, id);
      if (!flow) throw fail(APPROVAL_CODE.NOT_EXIST);
      await assertCanView(db, flow, ctx.user.id);
      return detailIn(db, id, ctx.user.id);
    },

    /**
     * Agree or reject the current step: only its approver (2031002), who still sees the
     * organisation (2031006). The flow moves by a conditional update on (id, current step,
     * open status): of two decisions on one step exactly one is recorded, the other gets
     * 2031003. The subject's handler runs in the same transaction.
     */
    async decide(ctx: RequestContext, b: ApprovalDecideRequest): Promise<ApprovalDetail> {
      const id = Number(b.id);
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const flow = await approvalRepo.findFlow(tx, id);
        if (!flow) throw fail(APPROVAL_CODE.NOT_EXIST);
        const item = (await approvalRepo.item(tx, id))!;
        const open = OPEN_STATUSES.includes(flow.status as never);
        if (!open || item.currentApproverId !== ctx.user.id) {
          // The caller already decided a step of it (twice, or the loser of two at once): 2031003.
          const mine = (await approvalRepo.steps(tx, [id])).filter((s) => s.step.approverId === ctx.user.id);
          if (mine.some((s) => s.step.status === 'agreed' || s.step.status === 'rejected')) throw fail(APPROVAL_CODE.ALREADY_DECIDED);
          if (!open && (mine.length > 0 || flow.submitterId === ctx.user.id)) throw fail(APPROVAL_CODE.CLOSED);
          throw fail(APPROVAL_CODE.NOT_CURRENT_APPROVER);
        }
        if (!inScope(scope, flow.orgId)) throw fail(APPROVAL_CODE.APPROVER_NOT_ALLOWED, { name: ctx.user.account });
        // a flow from before this rule (or a reassignment that named the submitter) never lets them decide their own
        if (flow.submitterId === ctx.user.id) throw selfApproval();
        const handler = handlerOf(flow.subjectType);
        const at = clock.now();
        const step = flow.currentStep;
        const last = step >= flow.stepCount;
        const to =
          b.action === 'reject'
            ? { step, status: 'rejected' as const, closedAt: at }
            : last
              ? { step: step + 1, status: 'passed' as const, closedAt: at }
              : { step: step + 1, status: 'in_progress' as const, closedAt: null };
        const moved = await approvalRepo.move(tx, id, { step, statuses: OPEN_STATUSES }, to, at);
        if (!moved) throw fail(APPROVAL_CODE.ALREADY_DECIDED);
        await approvalRepo.setStepStatus(tx, id, step, b.action === 'agree' ? 'agreed' : 'rejected', at);
        await approvalRepo.insertDecision(tx, {
          flowId: id,
          stepNo: step,
          actorId: ctx.user.id,
          decision: b.action,
          comment: b.comment,
          reason: b.action === 'reject' ? (b.reason ?? null) : null,
          at,
        });
        await todo.complete(tx, { subjectType: ENTITY, subjectId: id, userId: ctx.user.id });
        await audit({
          action: b.action,
          entity: ENTITY,
          entityId: id,
          orgId: flow.orgId,
          before: { status: flow.status, currentStep: step },
          after: { status: to.status, currentStep: to.step, comment: b.comment, reason: b.action === 'reject' ? b.reason : undefined },
        });
        if (b.action === 'reject') {
          await approvalRepo.skipPendingSteps(tx, id);
          await todo.complete(tx, { subjectType: ENTITY, subjectId: id });
          await todo.notify(tx, {
            userId: flow.submitterId,
            kind: TODO_KIND,
            titleKey: 'approval.notice.rejected',
            params: { title: flow.title, reason: b.reason ?? '' },
            link: flow.link,
          });
          await handler.onRejected(tx, audit, ref(moved));
        } else if (to.status === 'passed') {
          await todo.notify(tx, {
            userId: flow.submitterId,
            kind: TODO_KIND,
            titleKey: 'approval.notice.passed',
            params: { title: flow.title },
            link: flow.link,
          });
          await handler.onPassed(tx, audit, ref(moved));
        } else {
          const [next] = (await approvalRepo.steps(tx, [id])).filter((s) => s.step.stepNo === to.step);
          if (next) await todoFor(tx, moved, next.step.approverId);
          await handler.onStepAgreed(tx, audit, ref(moved));
        }
        return detailIn(tx, id, ctx.user.id);
      });
    },

    /** An abnormal flow: its submitter names a new approver for the current step (2031008 otherwise). */
    async reassign(ctx: RequestContext, b: { id: string; approverId: string }): Promise<ApprovalDetail> {
      const id = Number(b.id);
      const approverId = Number(b.approverId);
      return mutate(ctx, async (tx, audit) => {
        const flow = await approvalRepo.findFlow(tx, id);
        if (!flow) throw fail(APPROVAL_CODE.NOT_EXIST);
        const item = (await approvalRepo.item(tx, id))!;
        if (flow.submitterId !== ctx.user.id || item.shownStatus !== 'abnormal') throw fail(APPROVAL_CODE.CANNOT_REASSIGN);
        if (approverId === flow.submitterId) throw selfApproval();
        const steps = await approvalRepo.steps(tx, [id]);
        if (steps.some((s) => s.step.approverId === approverId && s.step.stepNo >= flow.currentStep))
          throw fail(APPROVAL_CODE.APPROVER_REPEAT);
        const levels = await assertApprovers(tx, [approverId], flow.orgId);
        const oldId = item.currentApproverId!;
        const at = clock.now();
        const to = { id: approverId, level: levels.get(approverId), by: ctx.user.id };
        if (!(await approvalRepo.replaceApprover(tx, id, flow.currentStep, oldId, to))) throw fail(APPROVAL_CODE.ALREADY_DECIDED);
        await approvalRepo.insertDecision(tx, {
          flowId: id,
          stepNo: flow.currentStep,
          actorId: ctx.user.id,
          decision: 'reassign',
          comment: `${oldId} → ${approverId}`,
          at,
        });
        await todo.complete(tx, { subjectType: ENTITY, subjectId: id, userId: oldId });
        await todoFor(tx, flow, approverId);
        await audit({
          action: 'reassign',
          entity: ENTITY,
          entityId: id,
          orgId: flow.orgId,
          before: { step: flow.currentStep, approverId: String(oldId) },
          after: { step: flow.currentStep, approverId: String(approverId) },
        });
        return detailIn(tx, id, ctx.user.id);
      });
    },
  };
}

export type ApprovalService = ReturnType<typeof createApprovalService>;
