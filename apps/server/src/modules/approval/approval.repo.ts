import { and, asc, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STATUS, type ApprovalDecisionKind, type ApprovalFlowStatus, type ApprovalShownStatus } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import {
  approvalDecision,
  approvalFlow,
  approvalStep,
  sysMenu,
  sysOrg,
  sysRole,
  sysRoleMenu,
  sysUser,
  sysUserRole,
} from '../../platform/db/schema/index.js';
import { contains } from '../../platform/db/sql-kit.js';
import { pageOffset, firstRow } from '../../platform/db/paged-list.js';

export type FlowRecord = typeof approvalFlow.$inferSelect;
export type StepRecord = typeof approvalStep.$inferSelect;
export type DecisionRecord = typeof approvalDecision.$inferSelect;
export type ApprovalView = 'submitted' | 'waiting' | 'history';
export type PageFilter = { subjectType?: string | undefined; status?: ApprovalShownStatus | undefined; keyword?: string | undefined };

export const OPEN_STATUSES: ApprovalFlowStatus[] = ['waiting', 'in_progress'];

const currentStep = alias(approvalStep, 'cur_step');
const currentApprover = alias(sysUser, 'cur_approver');
const submitter = alias(sysUser, 'submitter');

const isOpen = inArray(approvalFlow.status, OPEN_STATUSES);
/** An open flow whose current approver is deactivated or deleted (or gone). */
const abnormalCond = sql`(${approvalFlow.status} in ('waiting', 'in_progress') and (${currentApprover.id} is null or ${currentApprover.status} <> ${STATUS.NORMAL}))`;
const shownStatus = sql<ApprovalShownStatus>`case when ${abnormalCond} then 'abnormal' else ${approvalFlow.status} end`;

/** The flows a view lists for a user. */
function viewCondition(view: ApprovalView, userId: number): SQL {
  if (view === 'submitted') return eq(approvalFlow.submitterId, userId);
  if (view === 'waiting') return and(isOpen, eq(currentStep.approverId, userId))!;
  // history: flows the user decided (agreed or rejected) on
  return exists(
    sql`(select 1 from ${approvalDecision} where ${approvalDecision.flowId} = ${approvalFlow.id} and ${approvalDecision.actorId} = ${userId} and ${approvalDecision.decision} in ('agree', 'reject'))`,
  );
}

function filterCondition(f: PageFilter): SQL[] {
  const conds: SQL[] = [];
  if (f.subjectType) conds.push(eq(approvalFlow.subjectType, f.subjectType));
  if (f.status === 'abnormal') conds.push(abnormalCond);
  else if (f.status) conds.push(and(eq(approvalFlow.status, f.status), sql`not ${abnormalCond}`)!);
  const kw = contains(approvalFlow.title, f.keyword);
  if (kw) conds.push(kw);
  return conds;
}

const itemColumns = {
  flow: approvalFlow,
  orgName: sysOrg.name,
  submitterName: submitter.name,
  currentApproverId: currentStep.approverId,
  currentApproverName: currentApprover.name,
  shownStatus,
};

function itemQuery(db: Db) {
  return db
    .select(itemColumns)
    .from(approvalFlow)
    .leftJoin(currentStep, and(eq(currentStep.flowId, approvalFlow.id), eq(currentStep.stepNo, approvalFlow.currentStep)))
    .leftJoin(currentApprover, eq(currentApprover.id, currentStep.approverId))
    .leftJoin(submitter, eq(submitter.id, approvalFlow.submitterId))
    .leftJoin(sysOrg, eq(sysOrg.id, approvalFlow.orgId));
}

export type ItemRecord = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];

function countQuery(db: Db, cond: SQL) {
  return db
    .select({ total: count() })
    .from(approvalFlow)
    .leftJoin(currentStep, and(eq(currentStep.flowId, approvalFlow.id), eq(currentStep.stepNo, approvalFlow.currentStep)))
    .leftJoin(currentApprover, eq(currentApprover.id, currentStep.approverId))
    .where(cond);
}

/** Drizzle queries of the generic approval workflow; always given the db or a transaction. */
export const approvalRepo = {
  async page(db: Db, userId: number, view: ApprovalView, filter: PageFilter, pageNo: number, pageSize: number) {
    const cond = and(viewCondition(view, userId), ...filterCondition(filter))!;
    const [{ total } = { total: 0 }] = await countQuery(db, cond);
    const rows = await itemQuery(db).where(cond).orderBy(desc(approvalFlow.id)).limit(pageSize).offset(pageOffset(pageNo, pageSize));
    return { rows, total };
  },

  async count(db: Db, userId: number, view: ApprovalView): Promise<number> {
    const [{ total } = { total: 0 }] = await countQuery(db, viewCondition(view, userId));
    return total;
  },

  async item(db: Db, id: number): Promise<ItemRecord | undefined> {
    const [row] = await itemQuery(db).where(eq(approvalFlow.id, id)).limit(1);
    return row;
  },

  itemsOfSubject(db: Db, subjectType: string, subjectId: number) {
    return itemQuery(db)
      .where(and(eq(approvalFlow.subjectType, subjectType), eq(approvalFlow.subjectId, subjectId)))
      .orderBy(desc(approvalFlow.id));
  },

  async findFlow(db: Db, id: number): Promise<FlowRecord | undefined> {
    return firstRow(db, approvalFlow, eq(approvalFlow.id, id));
  },

  /** Each flow's shown status and the spec §6 level of its current step's approver (null when the step has none recorded). */
  async shownStatus(db: Db, ids: number[]): Promise<{ id: number; status: ApprovalShownStatus; level: string | null }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: approvalFlow.id, status: shownStatus, level: currentStep.level })
      .from(approvalFlow)
      .leftJoin(currentStep, and(eq(currentStep.flowId, approvalFlow.id), eq(currentStep.stepNo, approvalFlow.currentStep)))
      .leftJoin(currentApprover, eq(currentApprover.id, currentStep.approverId))
      .where(inArray(approvalFlow.id, ids));
  },

  steps(db: Db, flowIds: number[]) {
    if (flowIds.length === 0) return Promise.resolve([]);
    return db
      .select({ step: approvalStep, approverName: sysUser.name, approverStatus: sysUser.status })
      .from(approvalStep)
      .leftJoin(sysUser, eq(sysUser.id, approvalStep.approverId))
      .where(inArray(approvalStep.flowId, flowIds))
      .orderBy(asc(approvalStep.flowId), asc(approvalStep.stepNo));
  },

  decisions(db: Db, flowIds: number[]) {
    if (flowIds.length === 0) return Promise.resolve([]);
    return db
      .select({ decision: approvalDecision, actorName: sysUser.name })
      .from(approvalDecision)
      .leftJoin(sysUser, eq(sysUser.id, approvalDecision.actorId))
      .where(inArray(approvalDecision.flowId, flowIds))
      .orderBy(asc(approvalDecision.flowId), asc(approvalDecision.id));
  },

  /** Whether the user is the submitter, an approver of a step, or has decided on the flow. */
  async takesPart(db: Db, flowId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: approvalFlow.id })
      .from(approvalFlow)
      .where(
        and(
          eq(approvalFlow.id, flowId),
          or(
            eq(approvalFlow.submitterId, userId),
            exists(
              sql`(select 1 from ${approvalStep} where ${approvalStep.flowId} = ${flowId} and ${approvalStep.approverId} = ${userId})`,
            ),
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async insertFlow(db: Db, values: typeof approvalFlow.$inferInsert): Promise<FlowRecord> {
    const [row] = await db.insert(approvalFlow).values(values).returning();
    return row!;
  },

  async insertSteps(db: Db, values: (typeof approvalStep.$inferInsert)[]): Promise<void> {
    if (values.length) await db.insert(approvalStep).values(values);
  },

  async insertDecision(
    db: Db,
    v: {
      flowId: number;
      stepNo: number;
      actorId: number;
      decision: ApprovalDecisionKind;
      comment?: string | null;
      reason?: string | null;
      at: Date;
    },
  ): Promise<void> {
    await db.insert(approvalDecision).values({ ...v, comment: v.comment ?? null, reason: v.reason ?? null });
  },

  /**
   * The one move of a flow: from (current step, open status) to the next state. Conditional on
   * the step and status read before, so of two concurrent moves exactly one updates a row.
   */
  async move(
    db: Db,
    id: number,
    from: { step: number; statuses: ApprovalFlowStatus[] },
    to: { step: number; status: ApprovalFlowStatus; closedAt: Date | null },
    at: Date,
  ): Promise<FlowRecord | undefined> {
    const [row] = await db
      .update(approvalFlow)
      .set({ currentStep: to.step, status: to.status, closedAt: to.closedAt, version: sql`${approvalFlow.version} + 1`, updatedAt: at })
      .where(and(eq(approvalFlow.id, id), eq(approvalFlow.currentStep, from.step), inArray(approvalFlow.status, from.statuses)))
      .returning();
    return row;
  },

  async setStepStatus(db: Db, flowId: number, stepNo: number, status: string, at: Date | null): Promise<void> {
    await db
      .update(approvalStep)
      .set({ status, decidedAt: at })
      .where(and(eq(approvalStep.flowId, flowId), eq(approvalStep.stepNo, stepNo)));
  },

  async skipPendingSteps(db: Db, flowId: number): Promise<void> {
    await db
      .update(approvalStep)
      .set({ status: 'skipped' })
      .where(and(eq(approvalStep.flowId, flowId), eq(approvalStep.status, 'pending')));
  },

  /** Replaces the approver of a pending step, conditional on the approver read before. */
  /** The submitter (`by`) puts `toId` in `fromId`'s place on a pending step. */
  async replaceApprover(
    db: Db,
    flowId: number,
    stepNo: number,
    fromId: number,
    to: { id: number; level: string | undefined; by: number },
  ): Promise<boolean> {
    const toId = to.id;
    const rows = await db
      .update(approvalStep)
      .set({ approverId: toId, level: to.level ?? null, namedBy: to.by })
      .where(
        and(
          eq(approvalStep.flowId, flowId),
          eq(approvalStep.stepNo, stepNo),
          eq(approvalStep.approverId, fromId),
          eq(approvalStep.status, 'pending'),
        ),
      )
      .returning({ id: approvalStep.id });
    return rows.length > 0;
  },

  async users(db: Db, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: sysUser.id,
        name: sysUser.name,
        account: sysUser.account,
        status: sysUser.status,
        adminType: sysUser.adminType,
        orgId: sysUser.orgId,
        orgName: sql<string>`coalesce(${sysOrg.name}, '')`,
        orgType: sysOrg.orgType,
      })
      .from(sysUser)
      .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
      .where(inArray(sysUser.id, ids));
  },

  /** Active users whose live roles grant the button permission `code`, with their organisation's name, by id. */
  usersWithPermission(db: Db, code: string, limit: number) {
    return db
      .selectDistinct({
        id: sysUser.id,
        name: sysUser.name,
        account: sysUser.account,
        orgId: sysUser.orgId,
        adminType: sysUser.adminType,
        orgName: sql<string>`coalesce(${sysOrg.name}, '')`,
        orgType: sysOrg.orgType,
      })
      .from(sysUser)
      .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
      .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.status, STATUS.NORMAL)))
      .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.id))
      .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), eq(sysMenu.status, STATUS.NORMAL), eq(sysMenu.permission, code)))
      .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
      .where(eq(sysUser.status, STATUS.NORMAL))
      .orderBy(sysUser.id)
      .limit(limit);
  },

  /** Every approver named in the flow's steps. */
  async approverIds(db: Db, flowId: number): Promise<number[]> {
    const rows = await db.select({ id: approvalStep.approverId }).from(approvalStep).where(eq(approvalStep.flowId, flowId));
    return rows.map((r) => r.id);
  },
};
