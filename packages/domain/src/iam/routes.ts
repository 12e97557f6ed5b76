/**
 * The route table of spec §2: the one source for the seeded menu rows (server) and
 * the registered routes (web). `code` is the route name the shell filters on; every
 * title is the i18n key `menu.<code>` in i18n/messages/menus.ts.
 */
import { route as r, type RouteDef } from '../shared/route-def.js';
import { placeAfter } from '../shared/module.js';
import { DOMAIN_MODULES } from '../modules.js';

export type { MenuKind, RouteDef } from '../shared/route-def.js';

/**
 * The shell's own pages: the home page first, the standalone sign-in and preview and the personal centre last. Every
 * module's pages come from its manifest (modules.ts, ADR 020): the rows that name their place (`after`) where the
 * seeded sort has them, the others between the home page and the shell's last pages.
 */
const TABLE: readonly RouteDef[] = [
  r('dashboard', '/', null, { icon: 'dashboard' }),
  ...DOMAIN_MODULES.flatMap((m) => m.menus.filter((x) => !x.after).map((x) => x.route)),
  r('login', '/login', null, { visible: false, standalone: true, anonymous: true }),
  r('preview', '/preview', null, { visible: false, standalone: true }),
  r('userInfo', '/userInfo', null, { visible: false }),
];

/** The route table: the rows above, and the manifests' rows that name their place (`after`) at it. */
export const ROUTES: readonly RouteDef[] = placeAfter(
  TABLE,
  (x) => x.code,
  DOMAIN_MODULES.flatMap((m) => m.menus.flatMap((x) => (x.after ? [{ item: x.route, after: x.after }] : []))),
);

/** Routes every signed-in user may open whatever their menus (the shell's own pages). */
export const ALWAYS_ALLOWED_ROUTES: readonly string[] = ['login', 'userInfo'];

export function routeByCode(code: string): RouteDef | undefined {
  return ROUTES.find((x) => x.code === code);
}
