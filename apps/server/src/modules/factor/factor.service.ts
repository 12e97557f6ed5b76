import {
  CODE,
  DomainError,
  FACTOR_CODE,
  factorAddRequest,
  toNonNegative,
  translate,
  type FactorAddRequest,
  type FactorEditRequest,
  type FactorFilter,
  type FactorRow,
  type Locale,
  type ResolvedFactor,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import { writeAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/database.js';
import { assertNoFailures, readSheet, writeSheet, type RowFailure } from '../../platform/files/excel.js';
import { page, type Page } from '../../platform/http/envelope.js';
import type { RequestContext } from '../../platform/http/context.js';
import { factorRepo, factorUsage, type FactorRecord, type FactorValues } from './factor.repo.js';
import { FACTOR_COLUMNS, factorFromSheet, factorToSheet } from './factor.sheet.js';
import { issueReasons } from '../../platform/files/sheet-cells.js';

export type FactorDeps = { db: Db; clock: Clock };

/** Exports stop here; a library larger than this is filtered first. */
const EXPORT_LIMIT = 50_000;
const ENTITY = 'emission_factor';

export const toFactorRow = (r: FactorRecord): FactorRow => ({
  id: String(r.id),
  tableCode: r.tableCode,
  class1: r.class1,
  class2: r.class2,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  code: r.code,
  factorVersion: r.factorVersion,
  country: r.country,
  sector: r.sector,
  gas: r.gas,
  value: r.value,
  factorUnit: r.factorUnit,
  gasUnit: r.gasUnit,
  activityUnit: r.activityUnit,
  sourceTitle: r.sourceTitle,
  sourceYear: r.sourceYear,
  sourceUrl: r.sourceUrl,
  validFrom: r.validFrom,
  validTo: r.validTo,
  note: r.note,
  status: r.status,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The columns written: the value normalised (no exponent, no trailing zeros). */
function values(b: FactorAddRequest): FactorValues {
  const { tableCode, class1, class2, nameZh, nameEn, code, factorVersion, country, sector, gas, factorUnit, gasUnit, activityUnit } = b;
  const { sourceTitle, sourceYear, sourceUrl, validFrom, validTo, note } = b;
  const value = toNonNegative(b.value, 'value').toFixed();
  return {
    tableCode,
    class1,
    class2,
    nameZh,
    nameEn,
    code,
    factorVersion,
    country,
    sector,
    gas,
    value,
    factorUnit,
    gasUnit,
    activityUnit,
    sourceTitle,
    sourceYear,
    sourceUrl,
    validFrom,
    validTo,
    note,
  };
}

const toResolved = (r: FactorRecord): ResolvedFactor => {
  const { code, factorVersion, gas, value, factorUnit, gasUnit, activityUnit, sourceTitle } = r;
  return { id: String(r.id), code, factorVersion, name: r.nameEn || r.nameZh, gas, value, factorUnit, gasUnit, activityUnit, sourceTitle };
};

const notExist = () => new DomainError(FACTOR_CODE.NOT_EXIST, `error.${FACTOR_CODE.NOT_EXIST}`);
const repeat = (code: string, factorVersion: string) =>
  new DomainError(FACTOR_CODE.VERSION_REPEAT, `error.${FACTOR_CODE.VERSION_REPEAT}`, { code, factorVersion });

/** A unique-index violation (two writers racing for one code + version) reported as the repeat error. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err, d = 0; e && typeof e === 'object' && d < 5; e = (e as { cause?: unknown }).cause, d++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function assertUnused(db: Db, id: number): Promise<void> {
  const count = await factorUsage(db, id);
  if (count > 0) throw new DomainError(FACTOR_CODE.IN_USE, `error.${FACTOR_CODE.IN_USE}`, { count });
}

export function createFactorService({ db, clock }: FactorDeps) {
  async function assertFree(tx: Db, code: string, factorVersion: string, selfId?: number) {
    const other = await factorRepo.findByCodeVersion(tx, code, factorVersion);
    if (other && other.id !== selfId) throw repeat(code, factorVersion);
  }

  async function guarded<T>(b: { code: string; factorVersion: string }, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (isUniqueViolation(e)) throw repeat(b.code, b.factorVersion);
      throw e;
    }
  }

  return {
    async page(filter: FactorFilter, pageNo: number, pageSize: number): Promise<Page<FactorRow>> {
      const { rows, total } = await factorRepo.page(db, filter, pageNo, pageSize);
      return page(rows.map(toFactorRow), total, pageNo, pageSize);
    },

    async detail(id: number): Promise<FactorRow> {
      const row = await factorRepo.findById(db, id);
      if (!row) throw notExist();
      return toFactorRow(row);
    },

    async versions(code: string): Promise<FactorRow[]> {
      return (await factorRepo.versions(db, code)).map(toFactorRow);
    },

    /** A new row; a new version of an existing code is added the same way (same code, new factorVersion). */
    async add(ctx: RequestContext, b: FactorAddRequest): Promise<FactorRow> {
      return guarded(b, () =>
        db.transaction(async (tx) => {
          await assertFree(tx, b.code, b.factorVersion);
          const [row] = await factorRepo.insert(tx, [values(b)], clock.now());
          const after = toFactorRow(row!);
          await writeAudit(tx, ctx.actor, { action: 'add', entity: ENTITY, entityId: after.id, after }, clock.now());
          return after;
        }),
      );
    },

    /** Edits a row at the version the caller read; a row in use is refused (add a version instead). */
    async edit(ctx: RequestContext, b: FactorEditRequest): Promise<FactorRow> {
      const id = Number(b.id);
      return guarded(b, () =>
        db.transaction(async (tx) => {
          const before = await factorRepo.lockLive(tx, id, 'update');
          if (!before) throw notExist();
          await assertUnused(tx, id);
          await assertFree(tx, b.code, b.factorVersion, id);
          const row = await factorRepo.update(tx, id, b.version, values(b), clock.now());
          if (!row) throw new DomainError(CODE.CONFLICT, 'error.1017004');
          const after = toFactorRow(row);
          await writeAudit(
            tx,
            ctx.actor,
            { action: 'edit', entity: ENTITY, entityId: after.id, before: toFactorRow(before), after },
            clock.now(),
          );
          return after;
        }),
      );
    },

    /** Logical delete (status 2); refused while the row is used. */
    async remove(ctx: RequestContext, b: { id: string; version?: number | undefined }): Promise<void> {
      const id = Number(b.id);
      await db.transaction(async (tx) => {
        const before = await factorRepo.lockLive(tx, id, 'update');
        if (!before) throw notExist();
        await assertUnused(tx, id);
        const done = await factorRepo.softDelete(tx, id, b.version ?? before.version, clock.now());
        if (!done) throw new DomainError(CODE.CONFLICT, 'error.1017004');
        await writeAudit(
          tx,
          ctx.actor,
          { action: 'delete', entity: ENTITY, entityId: String(id), before: toFactorRow(before) },
          clock.now(),
        );
      });
    },

    /** All or nothing: every row is checked (schema, duplicates in the file and in the library) before any insert. */
    async importSheet(ctx: RequestContext, data: Buffer): Promise<{ inserted: number }> {
      const rows = await readSheet(data, FACTOR_COLUMNS, ctx.locale);
      return guarded({ code: '', factorVersion: '' }, () =>
        db.transaction(async (tx) => {
          const { valid, failures } = checkRows(rows, await factorRepo.liveKeys(tx), ctx.locale);
          assertNoFailures(failures);
          const inserted = await factorRepo.insert(tx, valid.map(values), clock.now());
          const ids = inserted.map((r) => String(r.id));
          await writeAudit(
            tx,
            ctx.actor,
            { action: 'import', entity: ENTITY, entityId: null, after: { count: ids.length, ids } },
            clock.now(),
          );
          return { inserted: inserted.length };
        }),
      );
    },

    async exportSheet(locale: Locale, filter: FactorFilter): Promise<Buffer> {
      const rows = await factorRepo.list(db, filter, EXPORT_LIMIT);
      return writeSheet(
        translate(locale, 'factor.sheet.name'),
        FACTOR_COLUMNS[locale],
        rows.map((r) => factorToSheet(toFactorRow(r))),
      );
    },

    template(locale: Locale): Promise<Buffer> {
      return writeSheet(translate(locale, 'factor.sheet.name'), FACTOR_COLUMNS[locale], []);
    },

    /** The live row as a calculation needs it, or undefined (preview: a factor id outside the library). */
    async resolve(id: number): Promise<ResolvedFactor | undefined> {
      const r = await factorRepo.findById(db, id);
      return r ? toResolved(r) : undefined;
    },

    /**
     * Holds live factor row `id` against edit and delete until the caller's transaction `tx`
     * ends (a stored result is being written with it); false when the row is gone.
     */
    async pin(tx: Db, id: number): Promise<boolean> {
      return (await factorRepo.lockLive(tx, id, 'share')) !== undefined;
    },

    /** The live row of `code` at `factorVersion` as a calculation needs it (recalculation's target), or undefined. */
    async resolveVersion(code: string, factorVersion: string): Promise<ResolvedFactor | undefined> {
      const found = await factorRepo.findByCodeVersion(db, code, factorVersion);
      const r = found ? await factorRepo.findById(db, found.id) : undefined;
      return r ? toResolved(r) : undefined;
    },
  };
}

export type FactorService = ReturnType<typeof createFactorService>;

type Parsed = { row: number; values: Record<string, string> };

/** Validates import rows; reasons are in the caller's language. */
function checkRows(rows: Parsed[], existing: Set<string>, locale: Locale) {
  const valid: FactorAddRequest[] = [];
  const failures: RowFailure[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const parsed = factorAddRequest.safeParse(factorFromSheet(r.values));
    if (!parsed.success) {
      failures.push({ row: r.row, reasons: issueReasons(locale, parsed.error, 'factor') });
      continue;
    }
    const b = parsed.data;
    const key = `${b.code}\u0000${b.factorVersion}`;
    const reasons: string[] = [];
    const first = seen.get(key);
    if (first !== undefined) reasons.push(translate(locale, 'factor.import.duplicateInFile', { row: first }));
    if (existing.has(key)) reasons.push(translate(locale, 'factor.import.exists', { code: b.code, factorVersion: b.factorVersion }));
    if (first === undefined) seen.set(key, r.row);
    if (reasons.length) failures.push({ row: r.row, reasons });
    else valid.push(b);
  }
  return { valid, failures };
}
