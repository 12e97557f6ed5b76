import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Decimal, PROJECT_STAGE, PROJECT_STATUS, PROJECT_TECHNOLOGY, routeByCode, threeRLabelKey, type ThreeR } from '@carbon/domain';
import { enumText } from '../../../lib/enum-labels';
import { formatFigure } from '../../../lib/format';
import { DOMAIN_NS } from '../../../lib/i18n';

/** The overview screens' namespace (locales/<lang>/projectOverview.json in the feature's folder). */
export const OVERVIEW_NS = 'projectOverview';

/** The project's detail page (/foxconn/caseDetail?id=), where every bar and row of the overviews leads. */
export function caseDetailPath(id: string): string {
  return `${routeByCode('caseDetail')?.path ?? '/foxconn/caseDetail'}?id=${encodeURIComponent(id)}`;
}

/** Figures as every screen shows them (lib/format: 2 decimals, grouped by language; the exact string in the cell's title). */
export { formatFigure };

/** A share as a percentage to one decimal at most, half up ("0.8" → "80%", "0.6125" → "61.3%"); null → a dash. */
export function formatShare(ratio: string | null | undefined): string {
  if (ratio === null || ratio === undefined || ratio === '') return '—';
  try {
    return `${new Decimal(ratio).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed()}%`;
  } catch {
    return '—';
  }
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text put into a chart's HTML tooltip (project and organisation names are user input). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The overview screens' texts, and every code they show as its label (status, stage, 3R class, technology). */
export function useOverviewLabels() {
  const { t, i18n } = useTranslation(OVERVIEW_NS);
  const { t: tdRaw } = useTranslation(DOMAIN_NS);
  const td = tdRaw as Translate;
  const status = useCallback((code: string | null | undefined) => enumText(td, PROJECT_STATUS, code), [td]);
  const stage = useCallback((code: string | null | undefined) => enumText(td, PROJECT_STAGE, code), [td]);
  const threeR = useCallback((code: ThreeR | null | undefined) => (code ? td(threeRLabelKey(code)) : t('unclassified')), [td, t]);
  const technology = useCallback(
    (code: string | null | undefined) => (code ? enumText(td, PROJECT_TECHNOLOGY, code) : t('noTechnology')),
    [td, t],
  );
  /** An organisation row: "(own projects)" for the organisation's own, else its name. */
  const org = useCallback(
    (row: { orgName: string; self: boolean }) => (row.self ? t('org.self', { name: row.orgName }) : row.orgName),
    [t],
  );
  /** A year group; null when projects have no estimated start. */
  const year = useCallback((y: number | null) => (y === null ? t('noYear') : String(y)), [t]);
  return useMemo(
    () => ({ t, td, language: i18n.language, status, stage, threeR, technology, org, year }),
    [t, td, i18n.language, status, stage, threeR, technology, org, year],
  );
}

export type OverviewLabels = ReturnType<typeof useOverviewLabels>;
