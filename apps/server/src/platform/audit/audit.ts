import crypto from 'node:crypto';
import type { Db } from '../db/database.js';
import { actorRoleCodes, auditBatchAfter, insertAudit, lastAuditHash, lockAuditChain, type AuditRecord } from './audit.repo.js';

/** Who acted, and in which request (built from the request by requestContext). */
export type AuditActor = { id: number | null; account: string | null; requestId: string | null; ip: string | null };

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  orgId?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

const GENESIS = '0'.repeat(64);

/** JSON with sorted keys, after a JSON round trip: the same text before and after jsonb storage. */
export function canonical(value: unknown): string {
  const normal = value === undefined ? null : JSON.parse(JSON.stringify(value));
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, walk((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(walk(normal));
}

type HashedFields = Omit<AuditRecord, 'id' | 'hash'>;

function hashOf(row: HashedFields): string {
  const body = canonical({ ...row, at: row.at.toISOString() });
  return crypto.createHash('sha256').update(body).digest('hex');
}

/**
 * Appends one audit record in the caller's transaction (ADR 004). Records are chained:
 * each stores the previous record's hash, taken under an advisory lock so the chain is a
 * single line even with concurrent writers.
 */
export async function writeAudit(tx: Db, actor: AuditActor, entry: AuditEntry, at: Date = new Date()): Promise<void> {
  await lockAuditChain(tx);
  const lastHash = await lastAuditHash(tx);
  const roles = actor.id ? await actorRoleCodes(tx, actor.id) : [];
  const row: HashedFields = {
    at,
    actorId: actor.id,
    actorAccount: actor.account,
    actorRoles: roles.join(',') || null,
    orgId: entry.orgId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : JSON.parse(canonical(entry.before)),
    after: entry.after === undefined ? null : JSON.parse(canonical(entry.after)),
    reason: entry.reason ?? null,
    requestId: actor.requestId,
    ip: actor.ip,
    prevHash: lastHash ?? GENESIS,
  };
  await insertAudit(tx, { ...row, hash: hashOf(row) });
}

export type ChainCheck = { ok: true; records: number } | { ok: false; records: number; brokenAtId: number };

/** Recomputes the chain from the first record: any changed, removed or inserted record breaks it. */
export async function verifyAuditChain(db: Db, batch = 2000): Promise<ChainCheck> {
  let prev = GENESIS;
  let after = 0;
  let records = 0;
  for (;;) {
    const rows = await auditBatchAfter(db, after, batch);
    if (rows.length === 0) return { ok: true, records };
    for (const r of rows) {
      const { id, hash, ...fields } = r;
      if (fields.prevHash !== prev || hashOf(fields) !== hash) return { ok: false, records, brokenAtId: id };
      prev = hash;
      after = id;
      records++;
    }
  }
}
