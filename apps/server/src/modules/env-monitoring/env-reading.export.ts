import { READING_EXTRAS, translate, type EnvReadingRow, type Locale } from '@carbon/domain';
import type { SheetColumn } from '../../platform/files/excel.js';

const COLUMNS = ['time', 'pollutant', 'kind', 'value', ...READING_EXTRAS] as const;

/** The readings export's columns, headed in the reader's language: the main value, then what HJ 212 sent beside it. */
export const readingColumns = (locale: Locale): SheetColumn[] =>
  COLUMNS.map((key) => ({ key, header: translate(locale, `envReading.column.${key}`), width: key === 'time' ? 26 : 16 }));

/** Rows of the export: the kind as its label, times as ISO 8601 (UTC), values as stored (an extra not sent: empty). */
export const readingSheetRows = (locale: Locale, rows: readonly EnvReadingRow[]) =>
  rows.map((r) => ({
    ...Object.fromEntries(READING_EXTRAS.map((k) => [k, r[k] ?? ''])),
    time: r.time,
    pollutant: r.pollutant,
    kind: translate(locale, `envReading.kind.${r.kind}`),
    value: r.value,
  }));
