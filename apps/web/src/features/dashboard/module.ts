import type { PageLoader } from '../../components/lazy-page';

/**
 * The home page (the dashboard). The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  dashboard: () => import('./components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
};
