import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef } from '@carbon/domain';
import { loadActiveLocale } from '../lib/i18n';
import { lazyEntry } from './lazy-entry';
import { pageLoader, prefetchPage } from './page-registry';

type SignedIn = typeof import('./signed-in');

/**
 * The router is the entry's: it knows the route table and nothing else. The login page is
 * a chunk of its own; everything behind the sign-in (session check, permission gate, shell,
 * pages, the rest of the language's texts) is in `./signed-in` and the page chunks, loaded
 * once the route needs them, so /login downloads neither the shell nor the contracts nor
 * pro-components (issue 8: bundle split).
 */
let signedIn: SignedIn | undefined;
function loadSignedIn(): Promise<SignedIn> {
  // With the texts of the signed-in screens (the login page had only its own).
  return Promise.all([import('./signed-in'), loadActiveLocale()]).then(([m]) => (signedIn = m));
}

/** The signed-in module's component `pick` returns, as a lazily loaded page (timeout and retry). */
function fromSignedIn(pick: (m: SignedIn) => ComponentType): ComponentType {
  return lazyEntry(() => loadSignedIn().then((m) => ({ default: pick(m) })));
}

/** The page being opened is fetched alongside the shell, not after the shell has rendered. */
const ShellLayout = lazyEntry(() => {
  const opening = ROUTES.find((r) => r.path === window.location.pathname);
  if (opening) prefetchPage(opening.code);
  return loadSignedIn().then((m) => ({ default: m.SignedInShell }));
});

/**
 * A route inside the shell. It renders only in the shell's outlet, so the signed-in module
 * has loaded by then.
 */
function InShell({ route }: { route?: RouteDef }) {
  if (!signedIn) throw new Error('a shell route rendered before the shell loaded');
  return route ? signedIn.inShellElement(route) : <signedIn.NotFound />;
}

/** Route handle: the route code, read by the breadcrumb, the menu and the page title. */
export type RouteHandle = { code: string };

function toRouteObject(route: RouteDef): RouteObject {
  const handle: RouteHandle = { code: route.code };
  if (route.anonymous) {
    const loader = pageLoader(route.code);
    const Page = loader ? lazyEntry(loader) : fromSignedIn((m) => m.NotAvailable);
    return { path: route.path, element: <Page />, handle };
  }
  if (!route.standalone) return { path: route.path, element: <InShell route={route} />, handle };
  const Standalone = fromSignedIn((m) => () => m.standaloneElement(route));
  return { path: route.path, element: <Standalone />, handle };
}

/**
 * The whole route tree, generated from the domain's route table (spec §2): standalone
 * routes render on their own, every other route inside the signed-in shell.
 */
export function buildRoutes(routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  const standalone = routes.filter((r) => r.standalone).map(toRouteObject);
  const inShell = routes.filter((r) => !r.standalone).map(toRouteObject);
  return [...standalone, { element: <ShellLayout />, children: [...inShell, { path: '*', element: <InShell /> }] }];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
