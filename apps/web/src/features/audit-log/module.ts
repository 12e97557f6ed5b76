import type { PageLoader } from '../../components/lazy-page';

/**
 * The audit log. The feature's pages by route code (ADR 020): the page registry finds every
 * `features/<feature>/module.ts`.
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  auditLog: () => import('./components/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
};
