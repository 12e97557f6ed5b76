import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef } from '@carbon/domain';
import { lazyPage } from '../components/lazy-page';
import { NotFound } from '../components/results';
import { prefetchPage } from './page-registry';
import { RequireAuth } from './require-auth';
import { routeElement } from './route-elements';

/**
 * The signed-in shell (top menu, breadcrumb, user menu) is a chunk of its own: the login
 * page, the first thing every user downloads, does not carry it (issue 8: bundle split).
 * The page being opened is fetched alongside, not after the shell has rendered.
 */
const ShellLayout = lazyPage(() => {
  const opening = ROUTES.find((r) => r.path === window.location.pathname);
  if (opening) prefetchPage(opening.code);
  return import('./layout/shell-layout').then((m) => ({ default: m.ShellLayout }));
});

/** Route handle: the route code, read by the breadcrumb, the menu and the page title. */
export type RouteHandle = { code: string };

function toRouteObject(route: RouteDef): RouteObject {
  const handle: RouteHandle = { code: route.code };
  const element = routeElement(route);
  if (!route.standalone || route.anonymous) return { path: route.path, element, handle };
  return { path: route.path, element: <RequireAuth>{element}</RequireAuth>, handle };
}

/**
 * The whole route tree, generated from the domain's route table (spec §2): standalone
 * routes render on their own, every other route inside the signed-in shell.
 */
export function buildRoutes(routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  const standalone = routes.filter((r) => r.standalone).map(toRouteObject);
  const inShell = routes.filter((r) => !r.standalone).map(toRouteObject);
  return [
    ...standalone,
    {
      element: (
        <RequireAuth>
          <ShellLayout />
        </RequireAuth>
      ),
      children: [...inShell, { path: '*', element: <NotFound /> }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
