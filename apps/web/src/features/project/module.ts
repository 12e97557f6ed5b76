import type { PageLoader } from '../../components/lazy-page';

/**
 * Energy-saving projects: the list, a case, an approval. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  FoxconnProject: () => import('./components/list/project-list-page').then((m) => ({ default: m.ProjectListPage })),
  caseDetail: () => import('./components/detail/case-detail-page').then((m) => ({ default: m.CaseDetailPage })),
  ApprovalDetail: () => import('./components/approval-detail-page').then((m) => ({ default: m.ApprovalDetailPage })),
};
