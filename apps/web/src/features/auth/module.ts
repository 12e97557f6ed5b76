import type { PageLoader } from '../../components/lazy-page';

/**
 * The sign-in page. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  login: () => import('./components/login-page').then((m) => ({ default: m.LoginPage })),
};
