import type { PageLoader } from '../../components/lazy-page';

/**
 * Account management. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  accountManage: () => import('./components/account-manage-page').then((m) => ({ default: m.AccountManagePage })),
};
