import { ALARM_RANK, ALARM_STATUS, ALARM_TYPE, translate, type EnvAlarmRow, type Locale } from '@carbon/domain';
import type { SheetColumn } from '../../platform/files/excel.js';

const COLUMNS = [
  'point',
  'org',
  'park',
  'pollutant',
  'alarmType',
  'rank',
  'status',
  'average',
  'limit',
  'ratio',
  'periodStart',
  'handler',
  'note',
  'cleared',
] as const;

/** The alarm log's export columns, headed in the reader's language. */
export const alarmColumns = (locale: Locale): SheetColumn[] =>
  COLUMNS.map((key) => ({ key, header: translate(locale, `envAlarm.column.${key}`), width: key === 'note' ? 40 : 18 }));

const label = (locale: Locale, items: readonly { code: number | string; key: string }[], code: number) =>
  translate(locale, items.find((i) => i.code === code)?.key ?? String(code));

/** Rows of the export: enumerations as labels, times as ISO 8601 (UTC). */
export const alarmSheetRows = (locale: Locale, rows: EnvAlarmRow[]) =>
  rows.map((r) => ({
    point: r.pointName,
    org: r.orgName,
    park: r.parkName ?? '',
    pollutant: r.unit ? `${r.pollutant} (${r.unit})` : r.pollutant,
    alarmType: label(locale, ALARM_TYPE.items, r.alarmType),
    rank: label(locale, ALARM_RANK.items, r.rank),
    status: label(locale, ALARM_STATUS.items, r.status),
    average: r.average,
    limit: r.limit,
    ratio: r.ratio,
    periodStart: r.periodStart,
    handler: r.handlerName ?? '',
    note: r.note ?? '',
    cleared: translate(locale, r.cleared ? 'envAlarm.yes' : 'envAlarm.no'),
  }));
