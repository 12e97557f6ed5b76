import {
  INVENTORY_AUDIT,
  INVENTORY_CODE,
  TASK_TRANSITIONS,
  nextTaskStatus,
  type FillTaskStatusCode,
  type InventoryTaskDetail,
  type InventoryTaskSummary,
  type TaskEvent,
  conflict,
  fail,
} from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Audit, Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { SupersededResult } from '../calc/recalc.service.js';
import { TASK_SUBJECT, type ApprovalFlowRef, type ApprovalPort, type ApprovalSubjectHandler } from './approval-port.js';
import { entryRepo } from './entry.repo.js';
import { projectRepo } from './project.repo.js';
import { FILL_TODO_KIND, fillTodo, type FillTodos } from './fill-todos.js';
import { applyBuckets, entryDelta, isCounted, ownBuckets, summaryOf } from './rollup.repo.js';
import { assertCanFill, loadTask } from './task-access.js';
import { taskRepo, type TaskRecord } from './task.repo.js';
import type { TaskService } from './task.service.js';

export type TaskFlowDeps = { db: Db; mutate: Mutate; clock: Clock; approval: ApprovalPort; tasks: TaskService; todo: FillTodos };

const ENTITY = INVENTORY_AUDIT.task;
/** The timeout job's name in the scheduler, its interval, and the tasks it times out per run at most (the next run takes the rest). */
export const TIMEOUT_JOB = 'inventory-task-timeout';
export const TIMEOUT_INTERVAL_MS = 60_000;
const TIMEOUT_BATCH = 500;
const TIMEOUT_FROM = TASK_TRANSITIONS.find((t) => t.event === 'timeout')!.from;

const link = (taskId: number) => `/carbonButler/ReportInventory?taskId=${taskId}`;
const chain = (t: TaskRecord) => [t.id, ...t.path];

/**
 * Submission, withdrawal and the approval outcome of inventory tasks, with the roll-up kept in
 * the same transaction; the scheduled timeout; recalculations reaching entries.
 */
export function createTaskFlowService({ db, mutate, clock, approval, tasks, todo }: TaskFlowDeps) {
  /** Moves the task by `event` with a conditional update; adds or subtracts its own sums when it enters or leaves a counted status. */
  async function move(tx: Db, task: TaskRecord, event: TaskEvent, set: Partial<TaskRecord> = {}): Promise<FillTaskStatusCode> {
    const from = task.taskStatus as FillTaskStatusCode;
    const to = nextTaskStatus(from, event);
    if (!(await taskRepo.update(tx, task.id, { status: from }, { ...set, taskStatus: to }, clock.now()))) throw conflict();
    const wasCounted = isCounted(from);
    if (wasCounted !== isCounted(to)) await applyBuckets(tx, chain(task), await ownBuckets(tx, task.id), wasCounted ? -1 : 1);
    return to;
  }

  /** The approval outcome of a flow over a task, in the decision's transaction. */
  const outcome =
    (event: TaskEvent, action: 'agree' | 'reject') =>
    async (tx: Db, audit: Audit, flow: ApprovalFlowRef): Promise<void> => {
      const task = await loadTask(tx, flow.subjectId, true);
      const to = await move(tx, task, event);
      // a rejected task is the submitter's to fix and submit again
      if (event === 'rejected') await todo.add(tx, fillTodo(flow.submitterId, task));
      const entry = { action, entity: ENTITY, entityId: String(task.id), orgId: task.orgId };
      await audit({
        ...entry,
        before: { status: task.taskStatus },
        after: { status: to, flowId: String(flow.id), step: flow.currentStep },
      });
    };

  const handler: ApprovalSubjectHandler = {
    onStepAgreed: outcome('stepAgreed', 'agree'),
    onPassed: outcome('approved', 'agree'),
    onRejected: outcome('rejected', 'reject'),
    /** The task's initiator and its project's creator follow its approvals too (viewApprovals). */
    async canView(from: Db, userId: number, flow: ApprovalFlowRef): Promise<boolean> {
      const l = await taskRepo.findListed(from, flow.subjectId);
      return !!l && (l.task.initiatorId === userId || l.projectCreatedBy === userId);
    },
  };

  return {
    handler,

    /** Summary of the task and its subtree's submitted or approved entries: one indexed read. */
    async summary(ctx: RequestContext, id: number): Promise<InventoryTaskSummary> {
      const scope = await ctx.scope();
      // one round trip: the task's organisation (scope, existence) with its total rows
      const found = await taskRepo.withTotals(db, id);
      if (!found) throw fail(INVENTORY_CODE.TASK_NOT_EXIST);
      assertInScope(scope, found.orgId);
      return summaryOf(id, found.totals);
    },

    /**
     * Sends the task for approval (or, with `['none']`, passes it at once): every entry needs
     * its amounts (2030009); the task's sums join the roll-up in the same transaction.
     */
    async submit(ctx: RequestContext, b: { id: string; approverIds: string[] }): Promise<InventoryTaskDetail> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      return mutate(ctx, async (tx, audit) => {
        const task = await loadTask(tx, id, true);
        await assertCanFill(tx, ctx, scope, task);
        nextTaskStatus(task.taskStatus as FillTaskStatusCode, 'submit');
        const missing = await entryRepo.withoutAmounts(tx, id);
        if (missing > 0) throw fail(INVENTORY_CODE.INCOMPLETE, { count: missing });
        // distributed subtasks still open: listed in the submit dialog (warn, the default) or refused, by the project's rule
        const open = await taskRepo.openBelow(tx, id);
        if (open.length > 0 && (await projectRepo.findById(tx, task.projectId))?.openSubtasks === 'refuse')
          throw fail(INVENTORY_CODE.OPEN_SUBTASKS, { count: open.length, tasks: open.map((o) => o.orgName).join(', ') });
        const start = {
          subjectType: TASK_SUBJECT,
          subjectId: id,
          orgId: task.orgId,
          title: task.name,
          link: link(id),
          approverIds: b.approverIds,
          later: { approverIds: task.laterApproverIds, namedBy: task.initiatorId },
        };
        const { flowId, passed } = await approval.start(tx, audit, ctx, start);
        const now = clock.now();
        const to = await move(tx, task, passed ? 'submitWithoutApproval' : 'submit', {
          flowId,
          submittedBy: ctx.user.id,
          submittedAt: now,
        });
        await todo.complete(tx, { subjectType: TASK_SUBJECT, subjectId: id, kinds: [FILL_TODO_KIND] });
        const after = {
          status: to,
          flowId: String(flowId),
          approverIds: b.approverIds,
          ...(open.length ? { openSubtasks: open.map((o) => String(o.id)) } : {}),
        };
        await audit({
          action: 'submit',
          entity: ENTITY,
          entityId: String(id),
          orgId: task.orgId,
          before: { status: task.taskStatus },
          after,
        });
        return tasks.detailOf(tx, ctx, scope, id);
      });
    },

    /** Takes the submission back before the first decision (the approval module checks who and when: 2031007). */
    async withdraw(ctx: RequestContext, id: number): Promise<InventoryTaskDetail> {
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const task = await loadTask(tx, id, true);
        assertInScope(scope, task.orgId);
        nextTaskStatus(task.taskStatus as FillTaskStatusCode, 'withdrawn');
        if (task.flowId === null) throw fail(INVENTORY_CODE.TASK_NOT_EXIST);
        await approval.withdraw(tx, audit, ctx, task.flowId);
        const to = await move(tx, task, 'withdrawn');
        await audit({
          action: 'withdraw',
          entity: ENTITY,
          entityId: String(id),
          orgId: task.orgId,
          before: { status: task.taskStatus },
          after: { status: to },
        });
        return tasks.detailOf(tx, ctx, scope, id);
      });
    },

    /**
     * The scheduled job (platform scheduler, in its transaction and with the system actor):
     * tasks past their deadline (before today, UTC) while pending distribution or processing
     * become timed out, each audited. A conditional update per task, so a task is timed out
     * once even if two runs overlapped. Returns how many it changed.
     */
    async timeoutJob(tx: Db, audit: Audit): Promise<number> {
      const today = clock.now().toISOString().slice(0, 10);
      let changed = 0;
      for (const t of await taskRepo.overdue(tx, TIMEOUT_FROM, today, TIMEOUT_BATCH)) {
        const to = nextTaskStatus(t.taskStatus as FillTaskStatusCode, 'timeout');
        if (!(await taskRepo.update(tx, t.id, { status: t.taskStatus }, { taskStatus: to }, clock.now()))) continue;
        changed++;
        const entry = { action: 'timeout', entity: ENTITY, entityId: String(t.id), orgId: t.orgId, reason: `deadline ${t.deadline}` };
        await audit({ ...entry, before: { status: t.taskStatus }, after: { status: to } });
      }
      return changed;
    },

    /**
     * A recalculation replaced stored results (recalc.service, in its transaction): entries that
     * point at them follow to the new rows with the new figures, and counted tasks' totals (and
     * their ancestors') change by the difference.
     */
    async onSuperseded(tx: Db, replaced: SupersededResult[]): Promise<void> {
      const byOld = new Map(replaced.map((r) => [r.oldId, r]));
      const entries = await entryRepo.byResults(tx, [...byOld.keys()]);
      for (const e of entries) {
        const loc = e.resultId === null ? undefined : byOld.get(e.resultId);
        const mkt = e.marketResultId === null ? undefined : byOld.get(e.marketResultId);
        const before = { tco2e: e.tco2e ?? '0', market: e.tco2eMarket, bio: e.biogenicCo2 };
        const after = { tco2e: loc?.tco2e ?? before.tco2e, market: mkt?.tco2e ?? before.market, bio: loc ? loc.biogenicCo2 : before.bio };
        const set = {
          ...(loc
            ? {
                resultId: loc.newId,
                tco2e: loc.tco2e,
                biogenicCo2: loc.biogenicCo2,
                factorVersion: loc.factorVersion,
                factorId: loc.factorId,
              }
            : {}),
          ...(mkt ? { marketResultId: mkt.newId, tco2eMarket: mkt.tco2e } : {}),
        };
        if (!(await entryRepo.update(tx, e.id, e.version, set, clock.now()))) throw conflict();
        const task = await taskRepo.findById(tx, e.taskId);
        if (task && isCounted(task.taskStatus)) await applyBuckets(tx, chain(task), entryDelta(e, before, after), 1);
      }
    },
  };
}

export type TaskFlowService = ReturnType<typeof createTaskFlowService>;
