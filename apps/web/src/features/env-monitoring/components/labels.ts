import i18next from 'i18next';
import { ALARM_RANK, ALARM_STATUS, ALARM_TYPE, Decimal, FILL_TYPE, MODE_TYPE, MONITORING_TYPE, POINT_TYPE } from '@carbon/domain';
import { enumText, enumValueEnum, type EnumTranslate } from '../../../lib/enum-labels';
import { idParam } from '../../../lib/id-param';
import { useFeatureLabels } from '../../../lib/use-feature-labels';
import { formatDecimal } from '../../../lib/format';

/** The monitoring screens' namespace (locales/<lang>/envMonitoring.json in the feature's folder). */
export const ENV_NS = 'envMonitoring';

/** The routes of the monitoring screens (packages/domain/src/iam/routes.ts). */
export const ENV_ROUTES = {
  points: '/environment/envPoint',
  data: (pointId?: string) => (pointId ? `/environment/envData?pointId=${encodeURIComponent(pointId)}` : '/environment/envData'),
  alarm: (id?: string) => (id ? `/environment/alarmLog?id=${encodeURIComponent(id)}` : '/environment/alarmLog'),
} as const;

export type Translate = EnumTranslate;
type Code = string | number | null | undefined;

export { enumText, enumValueEnum, idParam };

/**
 * A decimal string as shown, with the language's digit grouping and at most `decimals` places
 * (half up; trailing zeros kept as stored). Display only. Not a number: a dash.
 */
export function formatValue(value: string | null | undefined, decimals = 4, locale = i18next.language): string {
  return formatDecimal(value, { decimals, locale });
}

/** average ÷ limit as shown: "2.53×" (two places, half up); a dash when either is missing or the limit is 0. */
export function formatRatio(average: string | null | undefined, limit: string | null | undefined): string {
  if (!average || !limit) return '—';
  try {
    const l = new Decimal(limit);
    if (l.isZero()) return '—';
    return `${new Decimal(average).dividedBy(l).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)}×`;
  } catch {
    return '—';
  }
}

/** Every code the monitoring screens show, as its label. */
const envLabels = (_t: Translate, td: Translate) => ({
  monitoringType: (code: Code) => enumText(td, MONITORING_TYPE, code),
  pointType: (code: Code) => enumText(td, POINT_TYPE, code),
  modeType: (code: Code) => enumText(td, MODE_TYPE, code),
  fillType: (code: Code) => enumText(td, FILL_TYPE, code),
  rank: (code: Code) => enumText(td, ALARM_RANK, code),
  alarmType: (code: Code) => enumText(td, ALARM_TYPE, code),
  alarmStatus: (code: Code) => enumText(td, ALARM_STATUS, code),
});

/** The monitoring screens' texts and every code they show as its label. */
export const useEnvLabels = () => useFeatureLabels(ENV_NS, envLabels);

export type EnvLabels = ReturnType<typeof useEnvLabels>;

/** Tag colours of the alarm ranks (0 urgent, 1 important, 2 general) and statuses (0 unassigned, 1 unprocessed, 2 processed). */
export const RANK_COLOR: Record<string, string> = { '0': 'red', '1': 'orange', '2': 'blue' };
export const STATUS_COLOR: Record<string, string> = { '0': 'default', '1': 'processing', '2': 'success' };
