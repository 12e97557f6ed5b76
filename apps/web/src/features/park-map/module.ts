import type { PageLoader } from '../../components/lazy-page';

/**
 * The feature's pages by route code (ADR 020): the page registry finds every `features/<feature>/module.ts`. The
 * cockpit, which shows this feature's map beside its own figures, is composed in the registry (a feature never
 * imports another).
 */
export const pages: Readonly<Record<string, PageLoader>> = {
  map: () => import('./components/park-map-page').then((m) => ({ default: m.ParkMapPage })),
};
