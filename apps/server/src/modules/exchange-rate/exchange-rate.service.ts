import {
  CODE,
  DomainError,
  toPage,
  type Page,
  EXCHANGE_RATE_CODE,
  EXCHANGE_RATE_SHEET_KEYS,
  RATE_MAX_DECIMALS,
  exchangeRateAddRequest,
  toDecimal,
  translate,
  type ExchangeRateAddRequest,
  type ExchangeRateEditRequest,
  type ExchangeRateFilter,
  type ExchangeRateRow,
  type Locale,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import { assertNoFailures, readSheet, writeSheet, type ParsedRow, type RowFailure } from '../../platform/files/excel.js';
import type { ImportQueue } from '../../platform/files/import-queue.js';
import type { RequestContext } from '../../platform/http/context.js';
import { intCell, issueReasons, plainNumber, sheetColumns } from '../../platform/files/sheet-cells.js';
import { exchangeRateRepo, type RateRecord, type RateValues } from './exchange-rate.repo.js';

export type ExchangeRateDeps = { db: Db; mutate: Mutate; clock: { now(): Date }; imports: ImportQueue };

const ENTITY = 'exchange_rate';
const EXPORT_LIMIT = 50_000;
const COLUMNS = sheetColumns(EXCHANGE_RATE_SHEET_KEYS, 'exchangeRate');

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
const notExist = () => new DomainError(EXCHANGE_RATE_CODE.NOT_EXIST, `error.${EXCHANGE_RATE_CODE.NOT_EXIST}`);
const repeat = (b: { currency: string; year: number; month: number }) =>
  new DomainError(EXCHANGE_RATE_CODE.PERIOD_REPEAT, `error.${EXCHANGE_RATE_CODE.PERIOD_REPEAT}`, {
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
        const rows = await readSheet(data, COLUMNS, ctx.locale, job.reading());
        job.phase('checking');
        return mutate(
          ctx,
          async (tx, audit) => {
            const { valid, failures } = checkRows(rows, await exchangeRateRepo.liveKeys(tx), ctx.locale);
            assertNoFailures(failures);
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
      return writeSheet(translate(locale, 'exchangeRate.sheet.name'), COLUMNS[locale], rows.map(toRateRow));
    },

    template(locale: Locale): Promise<Buffer> {
      return writeSheet(translate(locale, 'exchangeRate.sheet.name'), COLUMNS[locale], []);
    },
  };
}

export type ExchangeRateService = ReturnType<typeof createExchangeRateService>;

function checkRows(rows: ParsedRow[], existing: Set<string>, locale: Locale) {
  const valid: ExchangeRateAddRequest[] = [];
  const failures: RowFailure[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const v = r.values;
    const body = {
      ...v,
      currency: (v.currency ?? '').toUpperCase(),
      year: intCell(v.year),
      month: intCell(v.month),
      rateToUsd: plainNumber(v.rateToUsd ?? ''),
    };
    const parsed = exchangeRateAddRequest.safeParse(body);
    if (!parsed.success) {
      failures.push({ row: r.row, reasons: issueReasons(locale, parsed.error, 'exchangeRate') });
      continue;
    }
    const b = parsed.data;
    const reasons: string[] = [];
    const first = seen.get(key(b));
    if (first !== undefined) reasons.push(translate(locale, 'exchangeRate.import.duplicateInFile', { row: first }));
    if (existing.has(key(b)))
      reasons.push(translate(locale, 'exchangeRate.import.exists', { currency: b.currency, year: b.year, month: b.month }));
    if (first === undefined) seen.set(key(b), r.row);
    if (reasons.length) failures.push({ row: r.row, reasons });
    else valid.push(b);
  }
  return { valid, failures };
}
