import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Decimal,
  fieldLabelKey,
  GOAL_ACHIEVEMENT,
  GOAL_ORG_LEVEL,
  type AchievementStatus,
  type MonthAchievementStatus,
} from '@carbon/domain';
import { enumText } from '../../../lib/enum-labels';
import { formatDecimal, SCREEN_DECIMALS } from '../../../lib/format';
import { DOMAIN_NS } from '../../../lib/i18n';

/** The goal screens' namespace (locales/<lang>/goal.json in the feature's folder). */
export const GOAL_NS = 'goal';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export { enumText };

/**
 * A figure as the goal screens show it: 2 decimals at most (issue 25: screens 2, reports 4), half up, grouped
 * by language, trailing zeros dropped as on the dashboard and the cockpit they are compared with. Display only:
 * the exact string is what the server sums (keep it in the element's title).
 */
export const formatFigure = (value: string | null | undefined, decimals = SCREEN_DECIMALS, locale?: string): string =>
  formatDecimal(value, { decimals, ...(locale ? { locale } : {}) });

/** A fraction (0.125) as a percentage ("12.5%"); a dash when there is none. */
export function formatShare(fraction: string | null | undefined): string {
  if (fraction === null || fraction === undefined || fraction === '') return '—';
  try {
    return `${formatDecimal(new Decimal(fraction).times(100).toFixed(), { decimals: 2 })}%`;
  } catch {
    return '—';
  }
}

/** A decimal string as a chart number (display only), null for none. */
export const chartNumber = (value: string | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** The achievement states on the wire, as the GOAL_ACHIEVEMENT codes that label them ("annual data only" has its own message). */
const STATUS_CODE: Record<AchievementStatus, string> = {
  met: 'meets',
  notMet: 'does_not_meet',
  notReported: 'not_reported',
};
const ANNUAL_ONLY_KEY = 'goal.achievement.status.annualOnly';

/** The goal screens' texts, the domain catalogue, and the labels of the codes they show. */
export function useGoalLabels() {
  const { t, i18n } = useTranslation(GOAL_NS);
  const { t: tdRaw } = useTranslation(DOMAIN_NS);
  const td = tdRaw as Translate;
  const level = useCallback((code: string | null | undefined) => enumText(td, GOAL_ORG_LEVEL, code), [td]);
  const status = useCallback(
    (code: MonthAchievementStatus) => (code === 'annualOnly' ? td(ANNUAL_ONLY_KEY) : enumText(td, GOAL_ACHIEVEMENT, STATUS_CODE[code])),
    [td],
  );
  /** A request field by its label (the `goal` contract's wording first). */
  const field = useCallback(
    (path: string, tag = 'goal') => {
      const key = fieldLabelKey(path, tag);
      return key ? td(key) : path;
    },
    [td],
  );
  /** A month's short name: "Jan", "1月". */
  const month = useCallback(
    (m: number) => new Intl.DateTimeFormat(i18n.language || 'en-US', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, m - 1, 1)),
    [i18n.language],
  );
  return useMemo(
    () => ({ t, td, language: i18n.language, level, status, field, month }),
    [t, td, i18n.language, level, status, field, month],
  );
}

export type GoalLabels = ReturnType<typeof useGoalLabels>;

/** The twelve months, January first. */
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The current year (the screens open on it). */
export const thisYear = () => new Date().getFullYear();
