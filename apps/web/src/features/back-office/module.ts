import type { PageLoader } from '../../components/lazy-page';

/**
 * Back-office management. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  backOffice: () => import('./components/back-office-page').then((m) => ({ default: m.BackOfficePage })),
};
