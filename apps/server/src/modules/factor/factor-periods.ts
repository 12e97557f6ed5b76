import { DomainError, FACTOR_AUDIT_ENTITY, planNewVersion, type FactorAddRequest, type VersionPeriod } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Audit } from '../../platform/db/mutate.js';
import { factorRepo, type FactorRecord } from './factor.repo.js';

/**
 * Validity periods of new factor versions (issue 9; the rule is the domain's planNewVersion):
 * a new version without a start date starts today and the version it follows ends the day
 * before, so two versions are never active at once.
 */

/** An existing live version that a new one ends on `validTo`. */
export type PeriodEnd = { id: number; validTo: string };

export type VersionsPlan = {
  /** The rows to insert, in order, each with its start. */
  rows: FactorAddRequest[];
  /** The existing versions that end (one entry per row, the last date planned). */
  ends: PeriodEnd[];
  /** Rows refused (by index into the input): e.g. 2026004, a later version in the way of a defaulted start. */
  refused: { index: number; error: DomainError }[];
};

const NEW = 'new:';

/**
 * Plans `rows` in order against the live versions `existing` of their codes: each row's start
 * and the versions it ends. Rows of one code in one batch (an import) supersede each other in
 * file order; an earlier row of the batch that is superseded gets its end date before insert.
 */
export function planVersions(rows: readonly FactorAddRequest[], existing: readonly FactorRecord[], today: string): VersionsPlan {
  const byCode = new Map<string, VersionPeriod[]>();
  const periodsOf = (code: string) => byCode.get(code) ?? byCode.set(code, []).get(code)!;
  for (const r of existing)
    periodsOf(r.code).push({ id: String(r.id), factorVersion: r.factorVersion, validFrom: r.validFrom, validTo: r.validTo });
  const out = rows.map((r) => ({ ...r }));
  const ends = new Map<number, string>();
  const refused: VersionsPlan['refused'] = [];
  for (const [index, row] of out.entries()) {
    const periods = periodsOf(row.code);
    let plan;
    try {
      plan = planNewVersion(periods, row, today);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push({ index, error });
      continue;
    }
    row.validFrom = plan.validFrom;
    for (const end of plan.ends) {
      periods.find((p) => p.id === end.id)!.validTo = end.validTo;
      if (end.id.startsWith(NEW)) out[Number(end.id.slice(NEW.length))]!.validTo = end.validTo;
      else ends.set(Number(end.id), end.validTo);
    }
    periods.push({ id: `${NEW}${index}`, factorVersion: row.factorVersion, validFrom: row.validFrom, validTo: row.validTo });
  }
  return { rows: out, ends: [...ends].map(([id, validTo]) => ({ id, validTo })), refused };
}

/** The live versions of the codes of `rows` (what planVersions plans against). */
export const versionsOfRows = (tx: Db, rows: readonly { code: string }[]) =>
  factorRepo.versionsOf(tx, [...new Set(rows.map((r) => r.code))]);

/**
 * Ends the superseded versions, each with an audit record (before and after). A version used
 * by stored results may end: its value, code and version, which the results refer to, stay.
 */
export async function endVersions(
  tx: Db,
  audit: Audit,
  ends: readonly PeriodEnd[],
  at: Date,
  toRow: (r: FactorRecord) => unknown,
): Promise<void> {
  for (const end of ends) {
    const before = await factorRepo.lockLive(tx, end.id, 'update');
    if (!before) continue;
    const after = await factorRepo.endOn(tx, end.id, end.validTo, at);
    if (!after) continue;
    await audit({ action: 'edit', entity: FACTOR_AUDIT_ENTITY, entityId: String(end.id), before: toRow(before), after: toRow(after) });
  }
}
