import dayjs, { type Dayjs } from 'dayjs';
import type { WasteFields, WasteRow, WasteToInventoryResult } from '@carbon/domain';

/**
 * The waste dialog's values and how they map to the contract: the month is one picker (year and
 * month on the wire), the quantity stays a decimal string (never a float), optional texts are
 * trimmed and sent empty when cleared (the server stores null).
 */
export type WasteValues = {
  orgId?: string;
  period?: Dayjs | null;
  catalogueId?: string;
  quantity?: string;
  disposalMethod?: number;
  receiver?: string;
  remark?: string;
};

/** The form's values from a stored record; a new record starts in the previous month (the one usually reported). */
export function wasteValuesOf(row: WasteRow | undefined): Partial<WasteValues> {
  if (!row) return { period: dayjs().subtract(1, 'month').startOf('month') };
  return {
    orgId: row.orgId,
    period: dayjs(`${row.year}-${String(row.month).padStart(2, '0')}-01`),
    catalogueId: row.catalogueId,
    quantity: row.quantity,
    disposalMethod: row.disposalMethod,
    receiver: row.receiver ?? '',
    remark: row.remark ?? '',
  };
}

/** The request body of the values (validated by the form first). */
export function wasteBodyOf(v: WasteValues): WasteFields {
  const period = v.period ?? dayjs();
  return {
    orgId: v.orgId ?? '',
    year: period.year(),
    month: period.month() + 1,
    catalogueId: v.catalogueId ?? '',
    quantity: (v.quantity ?? '').trim(),
    disposalMethod: v.disposalMethod ?? 0,
    receiver: (v.receiver ?? '').trim(),
    remark: (v.remark ?? '').trim(),
  };
}

/** The server's failing field → the form's (year and month are one picker). */
export const wasteFieldOf = (field: string): string => (field === 'year' || field === 'month' ? 'period' : field);

/** One organisation and one year: what a single inventory task can take. */
export type Batch = { orgId: string; orgName: string; year: number; months: number[] } | 'mixed' | 'empty';

/** The selection's organisation, year and months, or why it cannot go to one task. */
export function batchOf(rows: readonly Pick<WasteRow, 'orgId' | 'orgName' | 'year' | 'month'>[]): Batch {
  const [first] = rows;
  if (!first) return 'empty';
  if (rows.some((r) => r.orgId !== first.orgId || r.year !== first.year)) return 'mixed';
  return {
    orgId: first.orgId,
    orgName: first.orgName,
    year: first.year,
    months: [...new Set(rows.map((r) => r.month))].sort((a, b) => a - b),
  };
}

/** A task fits the batch: same organisation and year; a monthly task also the one month of every record. */
export function taskFits(task: { orgId: string; year: number; month: number | null }, batch: Exclude<Batch, 'mixed' | 'empty'>): boolean {
  if (task.orgId !== batch.orgId || task.year !== batch.year) return false;
  return task.month === null || batch.months.every((m) => m === task.month);
}

/** What the answer says: how many records became entries now, how many were already in the task. */
export const outcomeOf = (r: WasteToInventoryResult) => ({ added: r.entryIds.length, skipped: r.skipped.length });
