import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import {
  BOUNDARY_METHOD,
  DATA_QUALITY_LEVEL,
  REPORT_APPROACHES,
  REPORT_TEMPLATE,
  type ReportApproach,
  type ReportLine,
  type ReportRow,
} from '@carbon/domain';
import { enumText } from '../../../lib/enum-labels';
import { formatDecimal } from '../../../lib/format';
import { DOMAIN_NS } from '../../../lib/i18n';

/** The report screens' namespace (locales/<lang>/report.json in the feature's folder). */
export const REPORT_NS = 'report';

/** Routes of the report screens (hidden in the menu: reached by links). */
export const REPORT_ROUTES = {
  report: (id: string, versionNo?: number) =>
    `/carbonButler/report?id=${encodeURIComponent(id)}${versionNo === undefined ? '' : `&versionNo=${versionNo}`}`,
  totalReport: '/carbonButler/totalReport',
  allReport: '/carbonButler/allReport',
} as const;

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export { enumText };

const DISPLAY_DECIMALS = 4;

/**
 * A decimal string as shown: rounded to four decimals (half up) with the language's digit
 * grouping. Display only: the figure's own string is what sums and derivations use. A value
 * that is not a decimal shows as a dash.
 */
export function formatFigure(value: string | null | undefined, locale = i18next.language): string {
  return formatDecimal(value, { decimals: DISPLAY_DECIMALS, locale });
}

/** A percentage as shown: "60%", "33.3333%". */
export const formatPct = (value: string | null | undefined) => (value === null || value === undefined ? '—' : `${formatFigure(value)}%`);

/** The report screens' texts and every code they show as its label (template, status, approach, relationship, reasons). */
export function useReportLabels() {
  const { t, i18n } = useTranslation(REPORT_NS);
  const { t: tdRaw } = useTranslation(DOMAIN_NS);
  const td = tdRaw as Translate;
  const template = useCallback((code: string | null | undefined) => enumText(td, REPORT_TEMPLATE, code), [td]);
  const approach = useCallback(
    (code: ReportApproach | null | undefined) => (code ? enumText(td, BOUNDARY_METHOD, REPORT_APPROACHES[code]) : '—'),
    [td],
  );
  const boundary = useCallback((code: string | null | undefined) => enumText(td, BOUNDARY_METHOD, code), [td]);
  const quality = useCallback((level: number | null | undefined) => enumText(td, DATA_QUALITY_LEVEL, level), [td]);
  const relationship = useCallback(
    (code: string) => td(`calc.consolidation.relationship.${code}`, { defaultValue: t('unknown') }),
    [td, t],
  );
  const reason = useCallback(
    (line: Pick<ReportLine, 'reasonKey' | 'reasonParams'>) => td(line.reasonKey, { ...line.reasonParams, defaultValue: t('unknown') }),
    [td, t],
  );
  /** Draft, or "Published v3". */
  const status = useCallback(
    (row: Pick<ReportRow, 'publishedVersion'>) =>
      row.publishedVersion > 0 ? t('status.publishedVersion', { version: row.publishedVersion }) : t('status.draft'),
    [t],
  );
  const kind = useCallback((code: ReportRow['kind']) => t(`kind.${code}`), [t]);
  /** A gas family: the formula itself, "CO2e (not split by gas)", "Other gases". */
  const gas = useCallback((code: string) => (code === 'CO2e' || code === 'other' ? t(`gas.${code}`) : code), [t]);
  return useMemo(
    () => ({ t, td, language: i18n.language, template, approach, boundary, quality, relationship, reason, status, kind, gas }),
    [t, td, i18n.language, template, approach, boundary, quality, relationship, reason, status, kind, gas],
  );
}

export type ReportLabels = ReturnType<typeof useReportLabels>;

/** A figure's name: its catalogue key when the server gave one, else its label (an organisation's name, a gas). */
export function figureName(L: ReportLabels, part: { figure: string | null; label: string; labelKey: string | null }): string {
  if (part.labelKey) return L.td(part.labelKey, { defaultValue: part.label });
  if (part.figure?.startsWith('gas:')) return L.gas(part.label);
  return part.label;
}
