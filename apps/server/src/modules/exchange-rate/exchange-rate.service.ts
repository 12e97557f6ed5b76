import {
  CODE,
  DomainError,
  toPage,
  type Page,
  EXCHANGE_RATE_CODE,
  EXCHANGE_RATE_SHEET,
  type ExchangeRateSheetKey,
  RATE_MAX_DECIMALS,
  exchangeRateAddRequest,
  toDecimal,
  type ExchangeRateAddRequest,
  type ExchangeRateEditRequest,
  type ExchangeRateFilter,
  type ExchangeRateRow,
  type Locale,
  fail,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { ImportQueue } from '../../platform/files/import-queue.js';
import type { RequestContext } from '../../platform/http/context.js';
import { createSheetKit, type ImportSheet } from '../../platform/files/sheet-kit.js';
import { exchangeRateRepo, type RateRecord, type RateValues } from './exchange-rate.repo.js';

export type ExchangeRateDeps = { db: Db; mutate: Mutate; clock: { now(): Date }; imports: ImportQueue };

const ENTITY = 'exchange_rate';
const EXPORT_LIMIT = 50_000;
/** Template, reading, checks and report of the import, from the domain's sheet definition. */
const KIT = createSheetKit(EXCHANGE_RATE_SHEET);

export const toRateRow = (r: RateRecord): ExchangeRateRow => ({
  id: String(r.id),
  currency: r.currency,
  year: r.year,
  month: r.month,
  rateToUsd: r.rateToUsd,
  source: r.source,
  status: r.status,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const values = (b: ExchangeRateAddRequest): RateValues => ({
  currency: b.currency,
  year: b.year,
  month: b.month,
  rateToUsd: toDecimal(b.rateToUsd, 'rateToUsd', RATE_MAX_DECIMALS).toFixed(),
  source: b.source,
});

const key = (b: { currency: string; year: number; month: number }) => `${b.currency}-${b.year}-${b.month}`;
const notExist = () => fail(EXCHANGE_RATE_CODE.NOT_EXIST);
const repeat = (b: { currency: string; year: number; month: number }) =>
  fail(EXCHANGE_RATE_CODE.PERIOD_REPEAT, {
    currency: b.currency,
    year: b.year,
    month: b.month,
  });

export function createExchangeRateService({ db, mutate, clock, imports }: ExchangeRateDeps) {
  async function assertFree(tx: Db, b: ExchangeRateAddRequest, selfId?: number) {
    const other = await exchangeRateRepo.findByPeriod(tx, b.currency, b.year, b.month);
    if (other && other.id !== selfId) throw repeat(b);
  }

  return {
    async page(filter: ExchangeRateFilter, pageNo: number, pageSize: number): Promise<Page<ExchangeRateRow>> {
      const { rows, total } = await exchangeRateRepo.page(db, filter, pageNo, pageSize);
      return toPage(rows.map(toRateRow), total, pageNo, pageSize);
    },

    async detail(id: number): Promise<ExchangeRateRow> {
      const row = await exchangeRateRepo.findById(db, id);
      if (!row) throw notExist();
      return toRateRow(row);
    },

    /** USD per one unit of `currency` in that month, or undefined when the table has no live row. */
    async rateFor(currency: string, year: number, month: number, tx: Db = db): Promise<string | undefined> {
      return (await exchangeRateRepo.findByPeriod(tx, currency.trim().toUpperCase(), year, month))?.rateToUsd;
    },

    async add(ctx: RequestContext, b: ExchangeRateAddRequest): Promise<ExchangeRateRow> {
      return mutate(
        ctx,
        async (tx, audit) => {
          await assertFree(tx, b);
          const [row] = await exchangeRateRepo.insert(tx, [values(b)], clock.now());
          const after = toRateRow(row!);
          await audit({ action: 'add', entity: ENTITY, entityId: after.id, after });
          return after;
        },
        { unique: () => repeat(b) },
      );
    },

    async edit(ctx: RequestContext, b: ExchangeRateEditRequest): Promise<ExchangeRateRow> {
      const id = Number(b.id);
      return mutate(
        ctx,
        async (tx, audit) => {
          const before = await exchangeRateRepo.findById(tx, id);
          if (!before) throw notExist();
          await assertFree(tx, b, id);
          const row = await exchangeRateRepo.update(tx, id, b.version, values(b), clock.now());
          if (!row) throw new DomainError(CODE.CONFLICT, 'error.1017004');
          const after = toRateRow(row);
          await audit({ action: 'edit', entity: ENTITY, entityId: after.id, before: toRateRow(before), after });
          return after;
        },
        { unique: () => repeat(b) },
      );
    },

    async remove(ctx: RequestContext, b: { id: string; version?: number | undefined }): Promise<void> {
      const id = Number(b.id);
      await mutate(ctx, async (tx, audit) => {
        const before = await exchangeRateRepo.findById(tx, id);
        if (!before) throw notExist();
        const done = await exchangeRateRepo.softDelete(tx, id, b.version ?? before.version, clock.now());
        if (!done) throw new DomainError(CODE.CONFLICT, 'error.1017004');
        await audit({ action: 'delete', entity: ENTITY, entityId: String(id), before: toRateRow(before) });
      });
    },

    /** All or nothing, in batches in one transaction, as a job of the import queue, like the factor import. */
    async importSheet(ctx: RequestContext, data: Buffer): Promise<{ inserted: number }> {
      return imports.run(ctx, 'exchangeRate', async (job) => {
        const sheet = await KIT.read(data, ctx.locale, job);
        job.phase('checking');
        for (const r of sheet.rows) if (typeof r.values.currency === 'string') r.values.currency = r.values.currency.toUpperCase();
        const checked = sheet.parse(exchangeRateAddRequest);
        return mutate(
          ctx,
          async (tx, audit) => {
            const valid = checkPeriods(sheet, checked, await exchangeRateRepo.liveKeys(tx));
            sheet.assertNoFailures();
            job.phase('writing');
            job.total(valid.length);
            const ids = (await exchangeRateRepo.insertImported(tx, valid.map(values), clock.now(), job.written)).map(String);
            await audit({ action: 'import', entity: ENTITY, entityId: null, after: { count: ids.length, ids } });
            return { inserted: ids.length };
          },
          { unique: () => repeat({ currency: '', year: 0, month: 0 }) },
        );
      });
    },

    async exportSheet(locale: Locale, filter: ExchangeRateFilter): Promise<Buffer> {
      const rows = await exchangeRateRepo.list(db, filter, EXPORT_LIMIT);
      return KIT.exportRows(locale, rows.map(toRateRow));
    },

    template(locale: Locale): Promise<Buffer> {
      return KIT.template(locale);
    },
  };
}

export type ExchangeRateService = ReturnType<typeof createExchangeRateService>;

/** The rows whose currency and month are new to the file and to the table; the others fail at the currency column. */
function checkPeriods(
  sheet: ImportSheet<ExchangeRateSheetKey>,
  rows: { row: number; data: ExchangeRateAddRequest }[],
  existing: Set<string>,
): ExchangeRateAddRequest[] {
  const valid: ExchangeRateAddRequest[] = [];
  const seen = new Map<string, number>();
  for (const { row, data: b } of rows) {
    const first = seen.get(key(b));
    if (first !== undefined) sheet.fail(row, 'currency', 'exchangeRate.import.duplicateInFile', { row: first });
    else seen.set(key(b), row);
    if (existing.has(key(b)))
      sheet.fail(row, 'currency', 'exchangeRate.import.exists', { currency: b.currency, year: b.year, month: b.month });
    if (!sheet.failed(row)) valid.push(b);
  }
  return valid;
}
