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
};

const cache = new Map<string, ComponentType>();

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
