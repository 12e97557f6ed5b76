import {
  calendarDay,
  FACTOR_AUDIT_ENTITY,
  FACTOR_CODE,
  factorAddRequest,
  fuelCodeParts,
  toNonNegative,
  toPage,
  versionInForce,
  type Page,
  type FactorAddRequest,
  type FactorEditRequest,
  type FactorFilter,
  type FactorRow,
  type FactorSheetKey,
  type Locale,
  type ResolvedFactor,
  conflict,
  fail,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { ImportQueue } from '../../platform/files/import-queue.js';
import type { RequestContext } from '../../platform/http/context.js';
import { factorRepo, factorUsage, type FactorRecord, type FactorValues } from './factor.repo.js';
import { FACTOR_KIT, factorToSheet } from './factor.sheet.js';
import type { ImportSheet } from '../../platform/files/sheet-kit.js';
import { endVersions, planVersions, versionsOfRows } from './factor-periods.js';

export type FactorDeps = { db: Db; mutate: Mutate; clock: Clock; imports: ImportQueue };

/** Exports stop here; a library larger than this is filtered first. */
const EXPORT_LIMIT = 50_000;
const ENTITY = FACTOR_AUDIT_ENTITY;

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

/** The row as a calculation needs it; a row of a fuel's parameter set brings the whole set (domain factors/fuels.ts). */
async function resolvedWithSet(db: Db, r: FactorRecord): Promise<ResolvedFactor> {
  const parts = fuelCodeParts(r.code);
  if (!parts) return toResolved(r);
  const set = await factorRepo.fuelSet(db, parts.prefix, r.factorVersion);
  const fuel = Object.fromEntries(
    set.flatMap((row) => {
      const kind = fuelCodeParts(row.code)?.kind;
      return kind ? [[kind, toResolved(row)]] : [];
    }),
  );
  return { ...toResolved(r), fuel };
}

const notExist = () => fail(FACTOR_CODE.NOT_EXIST);
const repeat = (code: string, factorVersion: string) => fail(FACTOR_CODE.VERSION_REPEAT, { code, factorVersion });

async function assertUnused(db: Db, id: number): Promise<void> {
  const count = await factorUsage(db, id);
  if (count > 0) throw fail(FACTOR_CODE.IN_USE, { count });
}

export function createFactorService({ db, mutate, clock, imports }: FactorDeps) {
  async function assertFree(tx: Db, code: string, factorVersion: string, selfId?: number) {
    const other = await factorRepo.findByCodeVersion(tx, code, factorVersion);
    if (other && other.id !== selfId) throw repeat(code, factorVersion);
  }

  /** A unique-index violation (two writers racing for one code + version) is reported as the repeat error. */
  const repeatOf = (b: { code: string; factorVersion: string }) => ({ unique: () => repeat(b.code, b.factorVersion) });

  return {
    async page(filter: FactorFilter, pageNo: number, pageSize: number): Promise<Page<FactorRow>> {
      const { rows, total } = await factorRepo.page(db, filter, pageNo, pageSize);
      return toPage(rows.map(toFactorRow), total, pageNo, pageSize);
    },

    /** `via`: the caller's transaction, if it is in one (PGlite runs one connection). */
    async detail(id: number, via: Db = db): Promise<FactorRow> {
      const row = await factorRepo.findById(via, id);
      if (!row) throw notExist();
      return toFactorRow(row);
    },

    async versions(code: string): Promise<FactorRow[]> {
      return (await factorRepo.versions(db, code)).map(toFactorRow);
    },

    /**
     * A new row; a new version of an existing code is added the same way (same code, new
     * factorVersion). Without a start date a new version starts today and the version it
     * follows ends the day before (factor-periods.ts): never two versions active at once.
     */
    async add(ctx: RequestContext, b: FactorAddRequest): Promise<FactorRow> {
      return mutate(
        ctx,
        async (tx, audit) => {
          await assertFree(tx, b.code, b.factorVersion);
          const now = clock.now();
          const plan = planVersions([b], await factorRepo.versions(tx, b.code), calendarDay(now));
          if (plan.refused[0]) throw plan.refused[0].error;
          const [row] = await factorRepo.insert(tx, [values(plan.rows[0]!)], now);
          const after = toFactorRow(row!);
          await audit({ action: 'add', entity: ENTITY, entityId: after.id, after });
          await endVersions(tx, audit, plan.ends, now, toFactorRow);
          return after;
        },
        repeatOf(b),
      );
    },

    /** Edits a row at the version the caller read; a row in use is refused (add a version instead). */
    async edit(ctx: RequestContext, b: FactorEditRequest): Promise<FactorRow> {
      const id = Number(b.id);
      return mutate(
        ctx,
        async (tx, audit) => {
          const before = await factorRepo.lockLive(tx, id, 'update');
          if (!before) throw notExist();
          await assertUnused(tx, id);
          await assertFree(tx, b.code, b.factorVersion, id);
          const row = await factorRepo.update(tx, id, b.version, values(b), clock.now());
          if (!row) throw conflict();
          const after = toFactorRow(row);
          await audit({ action: 'edit', entity: ENTITY, entityId: after.id, before: toFactorRow(before), after });
          return after;
        },
        repeatOf(b),
      );
    },

    /** Logical delete (STATUS.DELETED); refused while the row is used. */
    async remove(ctx: RequestContext, b: { id: string; version?: number | undefined }): Promise<void> {
      const id = Number(b.id);
      await mutate(ctx, async (tx, audit) => {
        const before = await factorRepo.lockLive(tx, id, 'update');
        if (!before) throw notExist();
        await assertUnused(tx, id);
        const done = await factorRepo.softDelete(tx, id, b.version ?? before.version, clock.now());
        if (!done) throw conflict();
        await audit({ action: 'delete', entity: ENTITY, entityId: String(id), before: toFactorRow(before) });
      });
    },

    /**
     * All or nothing: every row is checked (schema, duplicates in the file and in the library)
     * before any insert; the rows go in batches in one transaction. Runs as a job of the
     * import queue (streaming read, byte and row limits, progress).
     */
    async importSheet(ctx: RequestContext, data: Buffer): Promise<{ inserted: number }> {
      return imports.run(ctx, 'factor', async (job) => {
        const sheet = await FACTOR_KIT.read(data, ctx.locale, job);
        job.phase('checking');
        const checked = sheet.parse(factorAddRequest);
        return mutate(
          ctx,
          async (tx, audit) => {
            const valid = checkKeys(sheet, checked, await factorRepo.liveKeys(tx));
            const now = clock.now();
            const rows = valid.map((v) => v.data);
            const plan = planVersions(rows, await versionsOfRows(tx, rows), calendarDay(now));
            for (const { index, error } of plan.refused) sheet.fail(valid[index]!.row, 'validFrom', error.key, error.params);
            sheet.assertNoFailures();
            job.phase('writing');
            job.total(rows.length);
            const inserted = await factorRepo.insert(tx, plan.rows.map(values), now, job.written);
            await endVersions(tx, audit, plan.ends, now, toFactorRow);
            const ids = inserted.map((r) => String(r.id));
            await audit({ action: 'import', entity: ENTITY, entityId: null, after: { count: ids.length, ids } });
            return { inserted: inserted.length };
          },
          repeatOf({ code: '', factorVersion: '' }),
        );
      });
    },

    async exportSheet(locale: Locale, filter: FactorFilter): Promise<Buffer> {
      const rows = await factorRepo.list(db, filter, EXPORT_LIMIT);
      return FACTOR_KIT.exportRows(
        locale,
        rows.map((r) => factorToSheet(toFactorRow(r))),
      );
    },

    template(locale: Locale): Promise<Buffer> {
      return FACTOR_KIT.template(locale);
    },

    /** The live row as a calculation needs it, or undefined (preview: a factor id outside the library). */
    async resolve(id: number): Promise<ResolvedFactor | undefined> {
      const r = await factorRepo.findById(db, id);
      return r ? resolvedWithSet(db, r) : undefined;
    },

    /**
     * Holds live factor row `id` against edit and delete until the caller's transaction `tx`
     * ends (a stored result is being written with it); false when the row is gone.
     */
    async pin(tx: Db, id: number): Promise<boolean> {
      return (await factorRepo.lockLive(tx, id, 'share')) !== undefined;
    },

    /** The live row of `code` at `factorVersion` as a calculation needs it (recalculation's target), or undefined. */
    /** `via`: the caller's transaction, if it is in one (PGlite runs one connection). */
    async resolveVersion(code: string, factorVersion: string, via: Db = db): Promise<ResolvedFactor | undefined> {
      const found = await factorRepo.findByCodeVersion(via, code, factorVersion);
      const r = found ? await factorRepo.findById(via, found.id) : undefined;
      return r ? resolvedWithSet(via, r) : undefined;
    },

    /** The live version of `code` in force in `period` (domain versionInForce), as a calculation needs it, or undefined. */
    /** A row of a fuel's parameter set brings the whole set of that version, as resolveVersion does. */
    async resolveInForce(code: string, period: { from: string; to: string }, via: Db = db): Promise<ResolvedFactor | undefined> {
      const found = versionInForce(await factorRepo.versionsOf(via, [code]), period);
      return found ? resolvedWithSet(via, found) : undefined;
    },
  };
}

export type FactorService = ReturnType<typeof createFactorService>;

type Checked = { row: number; data: FactorAddRequest };

/** The rows whose code and version are new to the file and to the library; the others fail at the code column. */
function checkKeys(sheet: ImportSheet<FactorSheetKey>, rows: Checked[], existing: Set<string>): Checked[] {
  const valid: Checked[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const b = r.data;
    const key = `${b.code}\u0000${b.factorVersion}`;
    const first = seen.get(key);
    if (first !== undefined) sheet.fail(r.row, 'code', 'factor.import.duplicateInFile', { row: first });
    else seen.set(key, r.row);
    if (existing.has(key)) sheet.fail(r.row, 'code', 'factor.import.exists', { code: b.code, factorVersion: b.factorVersion });
    if (!sheet.failed(r.row)) valid.push(r);
  }
  return valid;
}
