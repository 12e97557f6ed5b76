import {
  ACTIVITY_QUALITY,
  APPROVAL_LEVEL,
  BOUNDARY_METHOD,
  CALIBRATION_LEVEL,
  DATA_QUALITY_LEVEL,
  EMISSION_SCOPE,
  FACTOR_QUALITY,
  FILL_TASK_STATUS,
  INVENTORY_WAY,
  OFFSET_STANDARD,
  SCOPE3_CATEGORY,
  TASK_APPROVAL_STATUS,
} from '@carbon/domain';
import { enumOptions, enumText } from '../../../lib/enum-labels';

/** The fill-in screens' namespace (locales/<lang>/inventoryFill.json in the feature's folder). */
export const FILL_NS = 'inventoryFill';

export type T = (key: string, options?: Record<string, unknown>) => string;

export { enumOptions, enumText };

export const scopeText = (td: T, scope: number) => enumText(td, EMISSION_SCOPE, scope);
export const categoryText = (td: T, category: number | null | undefined) => enumText(td, SCOPE3_CATEGORY, category);
/** "Scope 3 · 6 Business travel", "Scope 1". */
export const sectionText = (td: T, s: { scope: number; category: number | null }) =>
  s.scope === 3 && s.category ? `${scopeText(td, 3)} · ${s.category} ${categoryText(td, s.category)}` : scopeText(td, s.scope);
export const sectionKey = (s: { scope: number; category: number | null }) => `${s.scope}-${s.category ?? 0}`;

export const taskStatusText = (td: T, status: number) => enumText(td, FILL_TASK_STATUS, status);
/**
 * A task's status as a user reads it: while its approval is open, "waiting for <the level of the approver actually
 * chosen>" (issue 25: not always the legal entity's supervisor); otherwise the spec §4 status.
 */
export const taskStatusLabel = (td: T, task: { status: number; waitingLevel: string | null }) =>
  task.waitingLevel && (task.status === 5 || task.status === 6)
    ? td('inventory.status.waitingFor', { level: enumText(td, APPROVAL_LEVEL, task.waitingLevel) })
    : taskStatusText(td, task.status);
export const approvalStatusText = (td: T, status: string) => enumText(td, TASK_APPROVAL_STATUS, status);
export const qualityLevelText = (td: T, level: number | null) => enumText(td, DATA_QUALITY_LEVEL, level);
/** Spec §6 approver level (organisation direct supervisor … group central owner). */
export const approvalLevelText = (td: T, level: string | null | undefined) => enumText(td, APPROVAL_LEVEL, level);

export const GRADES = { activityQuality: ACTIVITY_QUALITY, factorQuality: FACTOR_QUALITY, calibrationLevel: CALIBRATION_LEVEL } as const;
export { BOUNDARY_METHOD, INVENTORY_WAY, OFFSET_STANDARD };

/** Routes of the inventory screens. */
export const ROUTES = {
  taskList: '/carbonButler/inventoryTask',
  fill: (taskId: string) => `/carbonButler/reportTemplate?taskId=${taskId}`,
  details: (taskId: string) => `/carbonButler/ReportInventory?taskId=${taskId}`,
  approvals: (taskId: string) => `/carbonButler/viewApprovals?taskId=${taskId}`,
};
