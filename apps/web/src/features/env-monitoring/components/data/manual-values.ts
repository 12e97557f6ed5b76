import type { EnvManualRow, EnvPointRow } from '@carbon/domain';

/** Spec §3 fill type 1: annual (one period a year, "YYYY"); 2: monthly ("YYYY-MM"). */
const ANNUAL = 1;

/** The periods of a year a manual point is filled for: the year itself, or its twelve months. */
export function periodsOf(fillType: number | null, year: number): string[] {
  if (fillType === ANNUAL) return [String(year)];
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

/** One table row per period: the stored value of each pollutant (by code), undefined where none is stored. */
export type PeriodRow = { period: string; values: Record<string, string | undefined>; updatedAt: string | undefined };

export function periodRows(point: Pick<EnvPointRow, 'fillType'>, year: number, stored: readonly EnvManualRow[]): PeriodRow[] {
  return periodsOf(point.fillType, year).map((period) => {
    const own = stored.filter((r) => r.period === period);
    const latest = own.map((r) => r.updatedAt).sort().at(-1);
    return { period, values: Object.fromEntries(own.map((r) => [r.pollutant, r.value])), updatedAt: latest };
  });
}

/** The save body's values: the pollutants given a value (trimmed), in the point's order. */
export function manualValuesOf(point: Pick<EnvPointRow, 'pollutants'>, typed: Record<string, string | undefined>) {
  return point.pollutants
    .map((p) => ({ pollutant: p.code, value: (typed[p.code] ?? '').trim() }))
    .filter((v) => v.value !== '');
}
