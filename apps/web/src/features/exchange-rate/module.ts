import type { PageLoader } from '../../components/lazy-page';

/**
 * The base exchange-rate table. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  exchangeRate: () => import('./components/exchange-rate-page').then((m) => ({ default: m.ExchangeRatePage })),
};
