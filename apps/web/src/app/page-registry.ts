import type { PageLoader } from '../components/lazy-page';

/**
 * The pages of every feature (ADR 020), found by file name: each
 * `features/<feature>/module.ts` exports its `pages` (route code → chunk loader). Eager: the
 * manifests hold loaders only, the pages stay in their own chunks.
 */
const FEATURE_MODULES = import.meta.glob<{ pages: Readonly<Record<string, PageLoader>> }>('../features/*/module.ts', { eager: true });

/**
 * Route code → page chunk: every feature's pages, and the cockpit, the one page composed of two features (it shows
 * the park-map feature's chart; a feature never imports another). Every other route shows the "not available yet" page.
 */
const LOADERS: Readonly<Record<string, PageLoader>> = {
  ...Object.fromEntries(Object.values(FEATURE_MODULES).flatMap((m) => Object.entries(m.pages))),
  cockpit: () =>
    Promise.all([import('../features/cockpit/components/cockpit-page'), import('../features/park-map/components/park-map-chart')]).then(
      ([c, m]) => ({ default: c.cockpitWithMap(m.ParkMapChart) }),
    ),
};

/** Starts loading a route's page chunk ahead of its first render (a failure shows when it renders). */
export function prefetchPage(code: string): void {
  LOADERS[code]?.().catch(() => undefined);
}

/**
 * The chunk loader of a route code's page, if its feature has landed. The entry imports this
 * file: it holds loaders only, the components that render them live in the chunks that need
 * them (route-elements `pageFor`, the login route in router.tsx; issue 8).
 */
export function pageLoader(code: string): PageLoader | undefined {
  return LOADERS[code];
}
