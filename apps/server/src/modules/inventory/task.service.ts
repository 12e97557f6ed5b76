import {
  type OpenSubtasksRule,
  FILL_TASK_STATUS,
  INVENTORY_AUDIT,
  INVENTORY_CODE,
  ORG_CODE,
  canTaskTransition,
  nextTaskStatus,
  toPage,
  type FillTaskStatusCode,
  type InventoryTaskDetail,
  type InventorySection,
  type InventoryTaskRow,
  type Page,
  type inventoryTaskDistributeRequest,
  type inventoryTaskEditRequest,
  type inventoryTaskIssueRequest,
  type inventoryTaskPageQuery,
  conflict,
  fail,
} from '@carbon/domain';
import type { z } from 'zod';
import { assertInScope, type DataScope, inScope } from '../../platform/auth/data-scope.js';
import { permissionsAmong, usersWithPermissionIn } from '../../platform/auth/grants.repo.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { TASK_SUBJECT, type ApprovalPort } from './approval-port.js';
import { projectRepo } from './project.repo.js';
import { versionNote } from './project.service.js';
import { assertCanFill, loadTask, mayFill, progressOf, sectionsOf, taskInScope, toTaskRow } from './task-access.js';
import { isBelow, type OrgInfo, type TaskListed, type TaskRecord, taskRepo, taskScope } from './task.repo.js';
import { templateRepo } from './template.repo.js';
import { fillTodo, issuedNotice, type FillTodos } from './fill-todos.js';

type IssueRequest = z.infer<typeof inventoryTaskIssueRequest>;
type DistributeRequest = z.infer<typeof inventoryTaskDistributeRequest>;
type EditRequest = z.infer<typeof inventoryTaskEditRequest>;
type PageQuery = z.infer<typeof inventoryTaskPageQuery>;

export type TaskDeps = { db: Db; mutate: Mutate; clock: Clock; approval: ApprovalPort; todo: FillTodos };

const ENTITY = INVENTORY_AUDIT.task;
const PENDING_ISSUE: FillTaskStatusCode = 1;

/** Default boundary: the legal entity's recorded control, else its equity share, else operational control. */
function boundaryOf(org: OrgInfo): InventoryTaskRow['boundaryMethod'] {
  if (org.operationalControl) return 'operational-control';
  if (org.financialControl) return 'financial-control';
  if (org.equitySharePct !== null) return 'equity-share';
  return 'operational-control';
}

const repeat = (names: string) => fail(INVENTORY_CODE.TASK_REPEAT, { org: names });

/** Live organisations of `ids`, each in the caller's scope (1013003), or the organisation's not-exist error. */
async function liveOrgs(tx: Db, scope: DataScope, ids: number[]): Promise<OrgInfo[]> {
  for (const id of ids) assertInScope(scope, id);
  const orgs = await taskRepo.orgs(tx, ids);
  if (orgs.length !== ids.length) throw fail(ORG_CODE.NOT_EXIST);
  return ids.map((id) => orgs.find((o) => o.id === id)!);
}

/** Spec §4 fill-task status: approved (first filling completed). */
const APPROVED_STATUS = FILL_TASK_STATUS.codes.firstFillingCompleted;
const OPEN_FLOW = new Set(['waiting', 'in_progress']);

/** Inventory tasks down the organisation tree: issue, distribute, lists, detail, edit. */
export function createTaskService({ db, mutate, clock, approval, todo }: TaskDeps) {
  /** Rows with members, progress and the approval status shown (members and counts read apart only when the listing lacks them). */
  async function rowsOf(tx: Db, listed: TaskListed[], known = new Map<number | null, InventorySection[]>()): Promise<InventoryTaskRow[]> {
    const ids = listed.flatMap((l) => (l.memberIds === undefined || l.sections === undefined ? [l.task.id] : []));
    const members = await taskRepo.membersOf(tx, ids);
    const counts = await taskRepo.sectionCounts(tx, ids);
    const flowIds = listed.flatMap((l) => (l.task.flowId === null ? [] : [l.task.flowId]));
    const shown = flowIds.length ? await approval.shownStates(tx, flowIds) : new Map<number, { status: string; level: string | null }>();
    const sections = new Map(known);
    const out: InventoryTaskRow[] = [];
    for (const l of listed) {
      const t = l.task;
      if (!sections.has(t.templateId)) sections.set(t.templateId, await sectionsOf(tx, t.templateId));
      // an approved task is complete, whichever sections it filled (issue 25)
      const progress =
        t.taskStatus === APPROVED_STATUS
          ? 100
          : progressOf(sections.get(t.templateId)!, l.sections ?? counts.filter((c) => c.taskId === t.id));
      const state = t.flowId === null ? undefined : shown.get(t.flowId);
      const approvalStatus = state?.status ?? 'not_submitted';
      // the level of the approver the open flow waits for: the status then reads "waiting for <that level>", not always the entity's supervisor
      const waitingLevel = state && OPEN_FLOW.has(state.status) ? state.level : null;
      out.push(toTaskRow(l, { members: l.memberIds ?? members.get(t.id) ?? [], progress, approvalStatus, waitingLevel }));
    }
    return out;
  }

  async function rowOf(tx: Db, id: number): Promise<InventoryTaskRow> {
    const l = await taskRepo.findListed(tx, id);
    if (!l) throw fail(INVENTORY_CODE.TASK_NOT_EXIST);
    return (await rowsOf(tx, [l]))[0]!;
  }

  async function detailOf(tx: Db, ctx: RequestContext, scope: DataScope, id: number): Promise<InventoryTaskDetail> {
    const l = await taskRepo.findListed(tx, id);
    if (!l) throw fail(INVENTORY_CODE.TASK_NOT_EXIST);
    const t = l.task;
    const sections = await sectionsOf(tx, t.templateId);
    const row = (await rowsOf(tx, [l], new Map([[t.templateId, sections]])))[0]!;
    const counts = l.sections ?? (await taskRepo.sectionCounts(tx, [t.id]));
    const members = l.memberIds ?? (await taskRepo.members(tx, t.id));
    const granted = await permissionsAmong(tx, ctx.user.id, ['inventoryTask:fill', 'inventoryTask:submit', 'inventoryTask:distribute']);
    const fill = mayFill(ctx, scope, t, members);
    const [canFill, canSubmit, canDistribute] = [
      granted.has('inventoryTask:fill'),
      granted.has('inventoryTask:submit'),
      granted.has('inventoryTask:distribute'),
    ];
    const status = t.taskStatus as FillTaskStatusCode;
    const orgHasChildren = (await taskRepo.orgs(tx, [t.orgId]))[0]?.hasChildren ?? false;
    const rule = ((await projectRepo.findById(tx, t.projectId))?.openSubtasks ?? 'warn') as OpenSubtasksRule;
    return {
      ...row,
      laterApprovers: await approval.approverRows(tx, t.laterApproverIds, t.orgId),
      openSubtasks: (await taskRepo.openBelow(tx, t.id)).map((o) => ({ ...o, id: String(o.id) })),
      openSubtasksRule: rule,
      sections: sections.map((s) => ({ ...s, entryCount: counts.find((c) => c.scope === s.scope && c.category === s.category)?.n ?? 0 })),
      can: {
        edit: fill && canFill,
        fill: fill && canFill,
        submit: fill && canSubmit && canTaskTransition(status, 'submit'),
        withdraw: canSubmit && t.submittedBy === ctx.user.id && canTaskTransition(status, 'withdrawn'),
        distribute: inScope(scope, t.orgId) && canDistribute && orgHasChildren && canTaskTransition(status, 'distribute'),
        viewApprovals: t.initiatorId === ctx.user.id || l.projectCreatedBy === ctx.user.id,
        nameLaterApprovers: t.initiatorId === ctx.user.id,
      },
    };
  }

  /** Later approvers named by an initiator (spec §6): distinct, each allowed to approve every one of the organisations. */
  async function vetLater(tx: Db, raw: string[] | undefined, orgIds: number[]): Promise<number[]> {
    const ids = [...new Set((raw ?? []).map(Number))];
    await approval.vetApprovers(tx, ids, orgIds);
    return ids;
  }

  async function insertTasks(
    tx: Db,
    base: Omit<Parameters<typeof taskRepo.insert>[1], 'orgId' | 'name' | 'taskStatus' | 'boundaryMethod'>,
    orgs: OrgInfo[],
    projectName: string,
    boundary: string | undefined,
  ): Promise<TaskRecord[]> {
    const taken = await taskRepo.takenOrgs(
      tx,
      base.projectId,
      orgs.map((o) => o.id),
    );
    if (taken.length)
      throw repeat(
        orgs
          .filter((o) => taken.includes(o.id))
          .map((o) => o.name)
          .join(', '),
      );
    const out: TaskRecord[] = [];
    const fillers = await usersWithPermissionIn(
      tx,
      'inventoryTask:fill',
      orgs.map((o) => o.id),
    );
    for (const org of orgs) {
      const taskStatus = nextTaskStatus(PENDING_ISSUE, org.hasChildren ? 'issueToParent' : 'issueToLeaf');
      const name = `${projectName} - ${org.name}`;
      out.push(
        await taskRepo.insert(tx, { ...base, orgId: org.id, name, taskStatus, boundaryMethod: boundary ?? boundaryOf(org) }, clock.now()),
      );
    }
    // a to-do and a "task issued" notice for every user of each organisation who may fill its task (the workbench lists them)
    const pairs = out.flatMap((t) => fillers.filter((u) => u.orgId === t.orgId).map((u) => [u.userId, t] as const));
    if (pairs.length) {
      await todo.add(
        tx,
        pairs.map(([u, t]) => fillTodo(u, t)),
      );
      await todo.notify(
        tx,
        pairs.map(([u, t]) => issuedNotice(u, t)),
      );
    }
    return out;
  }

  return {
    rowOf,
    detailOf,

    async page(ctx: RequestContext, q: PageQuery): Promise<Page<InventoryTaskRow>> {
      const scope = await ctx.scope();
      const orgId = q.orgId === undefined ? undefined : Number(q.orgId);
      if (orgId !== undefined) assertInScope(scope, orgId);
      const filter = {
        relation: q.relation,
        status: q.status,
        projectId: q.projectId === undefined ? undefined : Number(q.projectId),
        orgId,
        name: q.name,
        year: q.year,
      };
      const { rows, total } = await taskRepo.page(db, taskScope(scope), ctx.user, filter, q.pageNo, q.pageSize);
      return toPage(await rowsOf(db, rows), total, q.pageNo, q.pageSize);
    },

    async detail(ctx: RequestContext, id: number): Promise<InventoryTaskDetail> {
      const scope = await ctx.scope();
      await taskInScope(db, scope, id);
      return detailOf(db, ctx, scope, id);
    },

    /** One task per named organisation (any in the caller's scope), status by the machine. */
    async issue(ctx: RequestContext, b: IssueRequest): Promise<InventoryTaskRow[]> {
      const scope = await ctx.scope();
      const orgIds = [...new Set(b.orgIds.map(Number))];
      let names = '';
      return mutate(
        ctx,
        async (tx, audit) => {
          const project = await projectRepo.findById(tx, Number(b.projectId), true);
          if (!project) throw fail(INVENTORY_CODE.PROJECT_NOT_EXIST);
          assertInScope(scope, project.orgId);
          const orgs = await liveOrgs(tx, scope, orgIds);
          names = orgs.map((o) => o.name).join(', ');
          const laterApproverIds = await vetLater(tx, b.laterApproverIds, orgIds);
          const templateId = b.templateId === undefined ? null : Number(b.templateId);
          if (templateId !== null && !(await templateRepo.findById(tx, templateId))) throw fail(INVENTORY_CODE.TEMPLATE_NOT_EXIST);
          const base = {
            projectId: project.id,
            parentId: null,
            path: [],
            initiatorId: ctx.user.id,
            inventoryWay: b.inventoryWay,
            deadline: b.deadline ?? project.deadline,
            purpose: b.purpose ?? null,
            templateId,
            laterApproverIds,
          };
          const tasks = await insertTasks(tx, base, orgs, project.name, b.boundaryMethod);
          const rows: InventoryTaskRow[] = [];
          for (const t of tasks) {
            const row = await rowOf(tx, t.id);
            await audit({ action: 'issue', entity: ENTITY, entityId: row.id, orgId: t.orgId, after: row });
            rows.push(row);
          }
          return rows;
        },
        { unique: () => repeat(names) },
      );
    },

    /** Subordinate tasks for organisations strictly below the task's own (2030005 otherwise). */
    async distribute(ctx: RequestContext, b: DistributeRequest): Promise<InventoryTaskRow[]> {
      const scope = await ctx.scope();
      const orgIds = [...new Set(b.orgIds.map(Number))];
      let names = '';
      return mutate(
        ctx,
        async (tx, audit) => {
          const parent = await taskInScope(tx, scope, Number(b.taskId), true);
          const to = nextTaskStatus(parent.taskStatus as FillTaskStatusCode, 'distribute');
          const orgs = await liveOrgs(tx, scope, orgIds);
          names = orgs.map((o) => o.name).join(', ');
          const foreign = orgs.find((o) => !isBelow(o, parent.orgId));
          if (foreign) throw fail(INVENTORY_CODE.NOT_SUBORDINATE, { org: foreign.name });
          const laterApproverIds = await vetLater(tx, b.laterApproverIds, orgIds);
          const project = await projectRepo.findById(tx, parent.projectId);
          if (!project) throw fail(INVENTORY_CODE.PROJECT_NOT_EXIST);
          const base = {
            projectId: parent.projectId,
            parentId: parent.id,
            path: [...parent.path, parent.id],
            initiatorId: ctx.user.id,
            inventoryWay: parent.inventoryWay,
            deadline: b.deadline ?? parent.deadline,
            purpose: parent.purpose,
            templateId: parent.templateId,
            laterApproverIds,
          };
          const tasks = await insertTasks(tx, base, orgs, project.name, parent.boundaryMethod);
          if (!(await taskRepo.update(tx, parent.id, { status: parent.taskStatus }, { taskStatus: to }, clock.now()))) throw conflict();
          const rows: InventoryTaskRow[] = [];
          for (const t of tasks) {
            const row = await rowOf(tx, t.id);
            await audit({
              action: 'distribute',
              entity: ENTITY,
              entityId: row.id,
              orgId: t.orgId,
              after: { ...row, from: String(parent.id) },
            });
            rows.push(row);
          }
          return rows;
        },
        { unique: () => repeat(names) },
      );
    },

    /** The task's descriptive fields and collaborators, while the task is editable. */
    async edit(ctx: RequestContext, b: EditRequest): Promise<InventoryTaskDetail> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      return mutate(ctx, async (tx, audit) => {
        const task = await loadTask(tx, id);
        await assertCanFill(tx, ctx, scope, task);
        const before = await rowOf(tx, id);
        const { id: _id, version, memberIds, ...fields } = b;
        const set: Partial<TaskRecord> = {};
        for (const [k, v] of Object.entries(fields)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
        const done = await taskRepo.update(tx, id, { version: version ?? task.version }, set, clock.now());
        if (!done) throw conflict();
        if (memberIds !== undefined) {
          const ids = [...new Set(memberIds.map(Number))];
          const users = await taskRepo.liveUsers(tx, ids);
          if (users.length !== ids.length) throw fail(2020001);
          await taskRepo.setMembers(tx, id, ids);
        }
        const after = await detailOf(tx, ctx, scope, id);
        await audit({ action: 'edit', entity: ENTITY, entityId: after.id, orgId: task.orgId, before, after, reason: versionNote(version) });
        return after;
      });
    },

    /** Users who hold approval:decide and have the task's organisation in their data scope (not the caller): the approval module's list. */
    async approverCandidates(ctx: RequestContext, id: number) {
      const task = await taskInScope(db, await ctx.scope(), id);
      return approval.approverCandidates(task.orgId, [ctx.user.id]);
    },

    /** Who the task's initiator (only: 2030010) may name as later approvers: the approval module's list for the task's organisation. */
    async laterApproverCandidates(ctx: RequestContext, id: number) {
      const task = await taskInScope(db, await ctx.scope(), id);
      if (task.initiatorId !== ctx.user.id) throw fail(INVENTORY_CODE.NOT_INITIATOR);
      return approval.approverCandidates(task.orgId, []);
    },

    /**
     * Spec §6: the initiator names the approvers after the submitter's own. They apply to the
     * next submission; a flow already running keeps its steps.
     */
    async setLaterApprovers(ctx: RequestContext, b: { id: string; laterApproverIds: string[] }): Promise<InventoryTaskDetail> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      return mutate(ctx, async (tx, audit) => {
        const task = await taskInScope(tx, scope, id, true);
        if (task.initiatorId !== ctx.user.id) throw fail(INVENTORY_CODE.NOT_INITIATOR);
        const laterApproverIds = await vetLater(tx, b.laterApproverIds, [task.orgId]);
        if (!(await taskRepo.update(tx, id, { version: task.version }, { laterApproverIds }, clock.now()))) throw conflict();
        await audit({
          action: 'edit',
          entity: ENTITY,
          entityId: String(id),
          orgId: task.orgId,
          before: { laterApproverIds: task.laterApproverIds.map(String) },
          after: { laterApproverIds: laterApproverIds.map(String) },
        });
        return detailOf(tx, ctx, scope, id);
      });
    },

    /** viewApprovals: only the task's initiator or its project's creator (2030010), with the task in scope. */
    async approvals(ctx: RequestContext, id: number) {
      const l = await taskRepo.findListed(db, id);
      if (!l) throw fail(INVENTORY_CODE.TASK_NOT_EXIST);
      assertInScope(await ctx.scope(), l.task.orgId);
      if (l.task.initiatorId !== ctx.user.id && l.projectCreatedBy !== ctx.user.id) throw fail(INVENTORY_CODE.NOT_INITIATOR);
      return approval.history(TASK_SUBJECT, id, ctx.user.id);
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
