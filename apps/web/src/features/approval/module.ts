import type { PageLoader } from '../../components/lazy-page';

/**
 * The approval centre. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  approvalCenter: () => import('./components/approval-center-page').then((m) => ({ default: m.ApprovalCenterPage })),
};
