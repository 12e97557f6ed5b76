import {
  INVENTORY_CODE,
  TASK_EDITABLE_STATUSES,
  plainTaskStatusOf,
  taskFlowStatusOf,
  type FillTaskStatusCode,
  type InventorySection,
  type InventoryTaskRow,
  fail,
} from '@carbon/domain';
import { assertInScope, inScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import { taskRepo, type TaskListed, type TaskRecord } from './task.repo.js';
import { templateRepo } from './template.repo.js';

/** Checks and row shapes every inventory service shares. */

export const taskNotExist = () => fail(INVENTORY_CODE.TASK_NOT_EXIST);
export const readOnly = () => fail(INVENTORY_CODE.TASK_READ_ONLY);

/** Without a template a task fills scope 1, scope 2 and each of the 15 scope-3 categories. */
export const DEFAULT_SECTIONS: readonly InventorySection[] = [
  { scope: 1, category: null },
  { scope: 2, category: null },
  ...Array.from({ length: 15 }, (_, i) => ({ scope: 3, category: i + 1 })),
];

const sectionKey = (s: { scope: number; category: number | null | undefined }) => `${s.scope}:${s.category ?? ''}`;

/** The sections the task fills: its template's, or all of them. */
export async function sectionsOf(db: Db, templateId: number | null): Promise<InventorySection[]> {
  if (templateId === null) return [...DEFAULT_SECTIONS];
  const t = await templateRepo.findById(db, templateId);
  if (!t) return [...DEFAULT_SECTIONS];
  return (t.sections as { scope: number; category?: number | null }[]).map((s) => ({ scope: s.scope, category: s.category ?? null }));
}

export const hasSection = (sections: InventorySection[], s: { scope: number; category: number | null | undefined }) =>
  sections.some((x) => sectionKey(x) === sectionKey(s));

/** 0..100: the share of sections holding at least one entry. */
export function progressOf(sections: InventorySection[], counts: { scope: number; category: number | null; n: number }[]): number {
  if (sections.length === 0) return 0;
  const filled = new Set(counts.filter((c) => c.n > 0).map(sectionKey));
  return Math.round((100 * sections.filter((s) => filled.has(sectionKey(s))).length) / sections.length);
}

/** The live task, or 2030003. */
export async function loadTask(db: Db, id: number, lock = false): Promise<TaskRecord> {
  const t = await taskRepo.findById(db, id, lock);
  if (!t) throw taskNotExist();
  return t;
}

/** The live task in the caller's scope: 2030003 when gone, 1013003 when foreign. */
export async function taskInScope(db: Db, scope: DataScope, id: number, lock = false): Promise<TaskRecord> {
  const t = await loadTask(db, id, lock);
  assertInScope(scope, t.orgId);
  return t;
}

export const isEditable = (status: number) => TASK_EDITABLE_STATUSES.includes(status as FillTaskStatusCode);

/**
 * Fill rights on the task (design "Fill"): editable status (2030007), in scope (1013003), and a
 * collaborator when the task names any (2030008). The button permission is the route's.
 */
export async function assertCanFill(tx: Db, ctx: RequestContext, scope: DataScope, task: TaskRecord): Promise<void> {
  assertInScope(scope, task.orgId);
  if (!isEditable(task.taskStatus)) throw readOnly();
  const members = await taskRepo.members(tx, task.id);
  if (members.length > 0 && !members.includes(ctx.user.id)) throw fail(INVENTORY_CODE.NOT_MEMBER);
}

/** Whether the caller may fill the task (the `can.fill` flag), without throwing. */
export function mayFill(ctx: RequestContext, scope: DataScope, task: TaskRecord, members: number[]): boolean {
  return inScope(scope, task.orgId) && isEditable(task.taskStatus) && (members.length === 0 || members.includes(ctx.user.id));
}

type ReasonItem = { item: string; reason: string };

export function toTaskRow(
  l: TaskListed,
  extra: { members: number[]; progress: number; approvalStatus: string; waitingLevel: string | null },
): InventoryTaskRow {
  const t = l.task;
  const status = t.taskStatus as FillTaskStatusCode;
  return {
    id: String(t.id),
    projectId: String(t.projectId),
    projectName: l.projectName,
    projectType: l.projectType as InventoryTaskRow['projectType'],
    year: l.year,
    month: l.month,
    gwpSet: l.gwpSet as InventoryTaskRow['gwpSet'],
    parentId: t.parentId === null ? null : String(t.parentId),
    orgId: String(t.orgId),
    orgName: l.orgName,
    name: t.name,
    status,
    flowStatus: taskFlowStatusOf(status),
    plainStatus: plainTaskStatusOf(status),
    approvalStatus: extra.approvalStatus,
    waitingLevel: extra.waitingLevel,
    initiatorId: String(t.initiatorId),
    initiatorName: l.initiatorName,
    boundaryMethod: t.boundaryMethod as InventoryTaskRow['boundaryMethod'],
    inventoryWay: t.inventoryWay as InventoryTaskRow['inventoryWay'],
    inventoryObject: t.inventoryObject,
    legalCompany: t.legalCompany,
    purpose: t.purpose,
    startDate: t.startDate,
    endDate: t.endDate,
    deadline: t.deadline,
    reportTemplate: t.reportTemplate,
    templateId: t.templateId === null ? null : String(t.templateId),
    source: t.source,
    factory: t.factory,
    country: t.country,
    registeredAddress: t.registeredAddress,
    operatingBoundary: t.operatingBoundary,
    exemptions: t.exemptions as ReasonItem[],
    significantIndirect: t.significantIndirect as ReasonItem[],
    reductionProjects: t.reductionProjects as string[],
    memberIds: extra.members.map(String),
    progress: extra.progress,
    subtaskCount: l.subtaskCount,
    submittedAt: t.submittedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    version: t.version,
  };
}
