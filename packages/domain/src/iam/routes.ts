/**
 * The route table of spec §2: the one source for the seeded menu rows (server) and
 * the registered routes (web). `code` is the route name the shell filters on; every
 * title is the i18n key `menu.<code>` in i18n/messages/menus.ts.
 */
import { routeDir as dir, route as r, type RouteDef } from '../shared/route-def.js';
import { placeAfter } from '../shared/module.js';
import { DOMAIN_MODULES } from '../modules.js';

export type { MenuKind, RouteDef } from '../shared/route-def.js';

const TABLE: readonly RouteDef[] = [
  r('dashboard', '/', null, { icon: 'dashboard' }),
  // the menus of the modules declared by manifest (modules.ts, ADR 020), between the business entries and administration
  ...DOMAIN_MODULES.flatMap((m) => m.menus.filter((x) => !x.after).map((x) => x.route)),
  dir('organizationalStructure', '/organizationalStructure', null, { icon: 'team' }),
  r('orgManage', '/organizationalStructure/orgManage', 'organizationalStructure'),
  r('accountManage', '/organizationalStructure/accountManage', 'organizationalStructure'),
  r('roleManage', '/organizationalStructure/roleManage', 'organizationalStructure'),
  r('menuManage', '/organizationalStructure/menuManage', 'organizationalStructure'),
  // spec §2: "back-office management" and an audit log exist; their paths are not shown, so these are ours.
  r('backOffice', '/organizationalStructure/backOffice', 'organizationalStructure'),
  r('auditLog', '/organizationalStructure/auditLog', 'organizationalStructure'),
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
