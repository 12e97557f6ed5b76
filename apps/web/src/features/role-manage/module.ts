import type { PageLoader } from '../../components/lazy-page';

/**
 * Role management. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  roleManage: () => import('./components/role-manage-page').then((m) => ({ default: m.RoleManagePage })),
};
