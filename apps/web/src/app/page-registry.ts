import type { ComponentType } from 'react';
import { lazyPage, type PageLoader } from '../components/lazy-page';
import { NotAvailable } from '../components/results';

/**
 * Route code → page chunk, for features that have landed. Every other route shows
 * the "not available yet" page; the dashboard too, until its feature exists.
 */
const LOADERS: Readonly<Record<string, PageLoader>> = {
  login: () => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
  userInfo: () => import('../features/user-info/components/user-info-page').then((m) => ({ default: m.UserInfoPage })),
  factor: () => import('../features/factor/components/factor-page').then((m) => ({ default: m.FactorPage })),
  exchangeRate: () => import('../features/exchange-rate/components/exchange-rate-page').then((m) => ({ default: m.ExchangeRatePage })),
  orgManage: () => import('../features/org-manage/components/org-manage-page').then((m) => ({ default: m.OrgManagePage })),
  accountManage: () => import('../features/account-manage/components/account-manage-page').then((m) => ({ default: m.AccountManagePage })),
  roleManage: () => import('../features/role-manage/components/role-manage-page').then((m) => ({ default: m.RoleManagePage })),
  menuManage: () => import('../features/menu-manage/components/menu-manage-page').then((m) => ({ default: m.MenuManagePage })),
  backOffice: () => import('../features/back-office/components/back-office-page').then((m) => ({ default: m.BackOfficePage })),
  auditLog: () => import('../features/audit-log/components/audit-log-page').then((m) => ({ default: m.AuditLogPage })),
};

const cache = new Map<string, ComponentType>();

/** Starts loading a route's page chunk ahead of its first render (a failure shows when it renders). */
export function prefetchPage(code: string): void {
  LOADERS[code]?.().catch(() => undefined);
}

/** The page component of a route code (lazily loaded), built once per code. */
export function pageFor(code: string): ComponentType {
  const loader = LOADERS[code];
  if (!loader) return NotAvailable;
  const known = cache.get(code);
  if (known) return known;
  const page = lazyPage(loader);
  cache.set(code, page);
  return page;
}
