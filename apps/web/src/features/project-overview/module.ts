import type { PageLoader } from '../../components/lazy-page';

/**
 * The project overviews: progress, status, investment and the MACC. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  Project_ERPC: () => import('./components/progress-page').then((m) => ({ default: m.ProgressPage })),
  Project: () => import('./components/status-overview-page').then((m) => ({ default: m.StatusOverviewPage })),
  reduce_investment: () => import('./components/investment-overview-page').then((m) => ({ default: m.InvestmentOverviewPage })),
  projectList: () => import('./components/macc-page').then((m) => ({ default: m.MaccPage })),
};
