import { z } from 'zod';
import { sysId, sysPageParams } from './role.schema.js';

/** Request and response shapes of the audit-trail search (ADR 004; security-and-reliability: logging). */

/**
 * Every action an audit record may carry: the verbs the server's services pass to `audit()`
 * today (`grep -rhoE "action: '[a-zA-Z_-]+'" apps/server/src`). Verbs that name the same kind
 * of change (add/create, edit/update, grant-data/grantData) stay listed while records carrying
 * them exist; their labels say the same thing (`grantMenu` is listed ahead of a server that
 * settles on the contract's own verb). The i18n check fails on a server action missing
 * here and on an action without a label (`audit.action.<action>`, i18n/messages/audit.ts).
 */
export const AUDIT_ACTIONS = [
  'login',
  'login-failed',
  'logout',
  'denied',
  'denied-suppressed',
  'set-language',
  'add',
  'create',
  'edit',
  'update',
  'delete',
  'import',
  'export',
  'changeStatus',
  'resetPwd',
  'updatePwd',
  'grantRole',
  'grantMenu',
  'grantData',
  'grant-menu',
  'grant-data',
  'publish',
  'recalculate',
  'reconcile',
  'issue',
  'distribute',
  'submit',
  'withdraw',
  'agree',
  'reject',
  'reassign',
  'timeout',
  'copy',
  'share',
  'revoke',
  'generate',
  'consolidate',
  'refresh',
  'publish-report',
  'set-base-year',
  'construction-status',
  'add-to-inventory',
  'rotate-key',
  'assign',
  'handle',
  'raise',
  'clear',
  'start',
  'read',
  'push',
  'remind',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Every entity an audit record may name: the `audit` entity each contract POST declares, plus
 * those the server writes outside a contract POST (`route` for denied requests, `sys_audit`
 * for an export, `sys_menu` for the start-up reconcile). Labels: `audit.entity.<entity>`.
 */
export const AUDIT_ENTITIES = [
  'session',
  'sysUser',
  'sysOrg',
  'sysPark',
  'sysOrgOwnership',
  'sysConsolidationSetting',
  'sys_role',
  'sys_menu',
  'sys_pos',
  'sys_dict_type',
  'sys_dict_data',
  'emission_factor',
  'exchange_rate',
  'calc_result',
  'inventory_project',
  'inventory_task',
  'inventory_report',
  'inventory_entry',
  'inventory_offset',
  'inventory_attachment',
  'carbon_template',
  'certificate',
  'certificate_share',
  'display_link',
  'display_geojson',
  'goal',
  'goal_file',
  'energy_project',
  'energy_project_attachment',
  'energy_project_measurement',
  'energy_project_setting',
  'env_waste_catalogue',
  'env_waste',
  'env_waste_factor',
  'env_permit',
  'env_emergency_plan',
  'env_honor',
  'env_record_file',
  'env_point',
  'env_manual_data',
  'env_alarm',
  'env_alarm_setting',
  'approval',
  'workbench_entrance',
  'notice_push',
  'sys_notice',
  'sys_todo',
  'sys_audit',
  'route',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** i18n key of an audit action's label (domain catalogue). */
export const auditActionKey = (action: string) => `audit.action.${action}`;
/** i18n key of an audited entity's label (domain catalogue). */
export const auditEntityKey = (entity: string) => `audit.entity.${entity}`;

/** A UTC instant ("2026-01-31T08:00:00Z", an offset allowed) or a calendar day ("2026-01-31", read in UTC). */
const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** Filters shared by the page and the export. */
export const auditFilter = z.object({
  /** An account name (exact) or a user id. */
  actor: z.string().trim().min(1).max(64).optional(),
  entity: z.string().trim().min(1).max(64).optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  /** From this instant (inclusive); a day means its start. */
  from: instant.optional(),
  /** Up to this instant (inclusive); a day means up to its end. */
  to: instant.optional(),
  /** That organisation and its descendants. */
  orgId: sysId.optional(),
});
export type AuditFilter = z.infer<typeof auditFilter>;

export const auditPageQuery = auditFilter.extend(sysPageParams);
export type AuditPageQuery = z.infer<typeof auditPageQuery>;

/** One audit record; `at` is ISO 8601 UTC, `before`/`after` the JSON snapshots. */
export const auditRow = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorAccount: z.string().nullable(),
  actorRoles: z.string().nullable(),
  orgId: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

/** GET /sysAudit/verify: whether the hash chain is intact, and where it first breaks. */
export const auditVerifyResult = z.object({ ok: z.boolean(), records: z.number().int(), brokenAtId: z.string().optional() });
export type AuditVerifyResult = z.infer<typeof auditVerifyResult>;

/** The most rows one export may hold; a wider filter is refused rather than cut silently. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
