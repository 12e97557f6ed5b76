import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteDef } from '@carbon/domain';
import { lazyPage } from '../components/lazy-page';
import { Forbidden, NotAvailable } from '../components/results';
import { useLoginUser } from '../lib/login-user';
import { canAccessRoute, firstAccessibleChild, firstMenuPath } from '../lib/permissions';
import { pageLoader } from './page-registry';

const HOME_CODE = 'dashboard';

const pages = new Map<string, ComponentType>();

/** The page component of a route code (lazily loaded), built once per code; "not available yet" without a feature. */
export function pageFor(code: string): ComponentType {
  const loader = pageLoader(code);
  if (!loader) return NotAvailable;
  const known = pages.get(code);
  if (known) return known;
  const page = lazyPage(loader);
  pages.set(code, page);
  return page;
}

/** Shows the page only when the user's menus (or admin type) allow the route; 403 otherwise. */
export function RouteGate({ code, children }: { code: string; children: ReactNode }) {
  const { data: user } = useLoginUser();
  if (user && canAccessRoute(code, user)) return <>{children}</>;
  // Home is where login lands; a user without it goes to their first menu page instead of a 403.
  const landing = user && code === HOME_CODE ? firstMenuPath(user) : undefined;
  if (landing) return <Navigate to={landing} replace />;
  return <Forbidden />;
}

/** A directory has no page: follow its redirect, else open its first permitted child. */
export function DirRedirect({ route }: { route: RouteDef }) {
  const { data: user } = useLoginUser();
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  const child = user ? firstAccessibleChild(route.code, user) : undefined;
  if (!child) return <Forbidden />;
  return <Navigate to={child.path} replace />;
}

/** The element a route of the table renders (inside the shell or standalone). */
export function routeElement(route: RouteDef): ReactNode {
  if (route.type === 0) return <DirRedirect route={route} />;
  const Page = pageFor(route.code);
  if (route.anonymous) return <Page />;
  return (
    <RouteGate code={route.code}>
      <Page />
    </RouteGate>
  );
}
