import type { PageLoader } from '../../components/lazy-page';

/**
 * Menu management. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  menuManage: () => import('./components/menu-manage-page').then((m) => ({ default: m.MenuManagePage })),
};
