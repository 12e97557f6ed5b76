import type { PageLoader } from '../../components/lazy-page';

/**
 * The personal centre. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  userInfo: () => import('./components/user-info-page').then((m) => ({ default: m.UserInfoPage })),
};
