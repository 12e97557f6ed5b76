import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabelKey, formatAmount, formatPercent, resolveLocale, type EnumDef } from '@carbon/domain';
import { DOMAIN_NS } from '../../../lib/i18n';

/** The dashboard's namespace (locales/<lang>/dashboard.json in the feature's folder). */
export const DASHBOARD_NS = 'dashboard';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The dashboard's words and numbers in the page's language: amounts with 万/亿 in Chinese and
 * thousands separators in English (the domain's `formatAmount`), "data not reported" for null.
 */
export function useDashboardLabels() {
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const { t: td } = useTranslation(DOMAIN_NS);
  const { t: ts } = useTranslation('sourceInput');
  const locale = resolveLocale(i18n.language);
  const notReported = t('notReported');
  const amount = useCallback((v: string | null | undefined) => formatAmount(v, locale) ?? notReported, [locale, notReported]);
  const percent = useCallback((v: string | null | undefined) => formatPercent(v) ?? notReported, [notReported]);
  const enumText = useCallback(
    (def: EnumDef, code: string | number) => {
      const key = enumLabelKey(def, code);
      return key ? td(key) : '—';
    },
    [td],
  );
  return useMemo(
    () => ({
      t: t as Translate,
      ts: ts as Translate,
      locale,
      notReported,
      amount,
      percent,
      enumText,
      month: (m: number) => t('month', { month: m }),
    }),
    [t, ts, locale, notReported, amount, percent, enumText],
  );
}

export type DashboardLabels = ReturnType<typeof useDashboardLabels>;

/** The current year. */
export const thisYear = () => new Date().getFullYear();
