import type { PageLoader } from '../../components/lazy-page';

/**
 * Factor maintenance. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  factor: () => import('./components/factor-page').then((m) => ({ default: m.FactorPage })),
};
