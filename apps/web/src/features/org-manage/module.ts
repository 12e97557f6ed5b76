import type { PageLoader } from '../../components/lazy-page';

/**
 * Organisation management. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  orgManage: () => import('./components/org-manage-page').then((m) => ({ default: m.OrgManagePage })),
};
