import {
  AUDIT_EXPORT_MAX_ROWS,
  invalid,
  toPage,
  translate,
  type Page,
  type AuditFilter,
  type AuditPageQuery,
  type AuditRow,
  type AuditVerifyResult,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Clock } from '../../platform/auth/sessions.js';
import { assertInScope } from '../../platform/auth/data-scope.js';
import { verifyAuditChain } from '../../platform/audit/audit.js';
import type { Mutate } from '../../platform/db/mutate.js';
import { writeSheet, type SheetColumn } from '../../platform/files/excel.js';
import type { RequestContext } from '../../platform/http/context.js';
import { auditCondition, auditRepo, type AuditRecord } from './audit.repo.js';

/** Entity of the records an export writes about itself. */
const AUDIT_ENTITY = 'sys_audit';

const str = (v: number | null) => (v === null ? null : String(v));

export function toAuditRow(r: AuditRecord): AuditRow {
  return {
    id: String(r.id),
    at: r.at.toISOString(),
    actorId: str(r.actorId),
    actorAccount: r.actorAccount,
    actorRoles: r.actorRoles,
    orgId: str(r.orgId),
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before,
    after: r.after,
    reason: r.reason,
    requestId: r.requestId,
    ip: r.ip,
  };
}

const COLUMNS = [
  'id',
  'at',
  'actorAccount',
  'actorId',
  'actorRoles',
  'orgId',
  'action',
  'entity',
  'entityId',
  'before',
  'after',
  'reason',
  'requestId',
  'ip',
] as const;

export type AuditDeps = { db: Db; mutate: Mutate; clock: Clock };

/** The audit-trail search, export and chain check (ADR 004). */
export function createAuditService(deps: AuditDeps) {
  const { db, mutate, clock } = deps;

  /** The condition for the caller: a named organisation must be in their scope (1013003). */
  async function condition(ctx: RequestContext, f: AuditFilter) {
    const scope = await ctx.scope();
    if (f.orgId) assertInScope(scope, Number(f.orgId));
    return auditCondition(db, f, scope, ctx.user.id);
  }

  async function search(ctx: RequestContext, q: AuditPageQuery): Promise<Page<AuditRow>> {
    const where = await condition(ctx, q);
    const [total, rows] = await Promise.all([
      auditRepo.count(db, where),
      auditRepo.rows(db, where, q.pageSize, (q.pageNo - 1) * q.pageSize),
    ]);
    return toPage(rows.map(toAuditRow), total, q.pageNo, q.pageSize);
  }

  /**
   * The same search as an .xlsx (every text cell formula-safe), newest first. More than
   * AUDIT_EXPORT_MAX_ROWS matches are refused rather than cut. The export is itself audited.
   */
  async function exportSheet(ctx: RequestContext, f: AuditFilter): Promise<{ filename: string; body: Buffer }> {
    const where = await condition(ctx, f);
    const total = await auditRepo.count(db, where);
    if (total > AUDIT_EXPORT_MAX_ROWS) throw invalid('admin.audit.exportTooMany', { max: AUDIT_EXPORT_MAX_ROWS });
    const rows = (await auditRepo.rows(db, where, AUDIT_EXPORT_MAX_ROWS)).map((r) => {
      const row = toAuditRow(r);
      return {
        ...row,
        before: row.before === null ? null : JSON.stringify(row.before),
        after: row.after === null ? null : JSON.stringify(row.after),
      };
    });
    const columns: SheetColumn[] = COLUMNS.map((key) => ({
      key,
      header: translate(ctx.locale, `admin.audit.col.${key}`),
      width: key === 'before' || key === 'after' ? 60 : 20,
    }));
    const body = await writeSheet(translate(ctx.locale, 'admin.audit.sheet'), columns, rows);
    await mutate(ctx, (_tx, audit) => audit({ action: 'export', entity: AUDIT_ENTITY, after: { filter: f, rows: rows.length } }));
    return { filename: `audit-${clock.now().toISOString().slice(0, 10)}.xlsx`, body };
  }

  async function verify(): Promise<AuditVerifyResult> {
    const check = await verifyAuditChain(db);
    return check.ok ? { ok: true, records: check.records } : { ok: false, records: check.records, brokenAtId: String(check.brokenAtId) };
  }

  return { search, exportSheet, verify };
}

export type AuditService = ReturnType<typeof createAuditService>;
