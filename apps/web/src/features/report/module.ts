import type { PageLoader } from '../../components/lazy-page';

/**
 * The report, summary report and all-reports pages. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  report: () => import('./components/report-page').then((m) => ({ default: m.ReportPage })),
  totalReport: () => import('./components/total-report-page').then((m) => ({ default: m.TotalReportPage })),
  allReport: () => import('./components/all-report-page').then((m) => ({ default: m.AllReportPage })),
};
