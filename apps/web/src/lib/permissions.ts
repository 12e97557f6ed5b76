import { ALWAYS_ALLOWED_ROUTES, ROUTES, type RouteDef } from '@carbon/domain';
// Only the route titles of the three languages, not the whole catalogue of each (issue 14).
import SEEDED_TITLES from 'virtual:carbon-domain-messages/all/menu';

/** What getLoginUser's menu rows say about display (contract §4.4 meta). */
export type MenuMeta = { title?: string; icon?: string | null; show?: boolean };

/**
 * A menu the user holds: `name` is the route code. A full getLoginUser row also carries
 * `meta` (the name, icon and visibility the administrator gave it); the list comes in the
 * administrators' sort order (the server sorts by sort, id). A row without `meta` is a
 * grant only, and the entry keeps the route table's title, order and visibility.
 */
export type MenuRow = { name: string; meta?: MenuMeta };

/** What the menu rule needs from getLoginUser. */
export type MenuUser = { adminType: number; menus: ReadonlyArray<MenuRow> };

export type MenuNode = {
  code: string;
  path: string;
  children: MenuNode[];
  /** The administrator's name for the entry, when they renamed it (else the route title applies). */
  title?: string;
  /** The icon name of the menu row (e.g. "team"), if any. */
  icon?: string;
};

const SUPER_ADMIN = 1;

function grantedCodes(user: MenuUser): Set<string> {
  return new Set(user.menus.map((m) => m.name));
}

/** The rows that carry display attributes, by code, with their position in the sort order. */
function displayRows(user: MenuUser): Map<string, { meta: MenuMeta; order: number }> {
  const rows = new Map<string, { meta: MenuMeta; order: number }>();
  user.menus.forEach((m, order) => {
    if (m.meta && !rows.has(m.name)) rows.set(m.name, { meta: m.meta, order });
  });
  return rows;
}

/**
 * The administrator's name for a route code, or undefined while the entry is not renamed.
 * Not renamed: the row's title is empty or one of the seeded titles of `menu.<code>` (zh-CN,
 * en-US or zh-TW). The server seeds the zh-CN title as the row's name and sends a row still
 * carrying it translated into the caller's language; any other name is the administrator's
 * and is shown as they wrote it, in every language.
 */
export function renamedTitle(code: string, meta: MenuMeta | undefined): string | undefined {
  const title = meta?.title?.trim();
  if (!title) return undefined;
  const seeded = SEEDED_TITLES[`menu.${code}`]?.includes(title);
  return seeded ? undefined : title;
}

/** The administrator's names of the user's menus, by route code (renamed entries only). */
export function renamedTitles(user: MenuUser | undefined): Map<string, string> {
  const titles = new Map<string, string>();
  for (const m of user?.menus ?? []) {
    const title = renamedTitle(m.name, m.meta);
    if (title && !titles.has(m.name)) titles.set(m.name, title);
  }
  return titles;
}

/**
 * Spec §6: a route is open to a user when their menu list holds its code; a super
 * admin (adminType 1) may open every route except those hidden from the super
 * administrator. The shell's own pages (ALWAYS_ALLOWED_ROUTES) are open to everyone.
 */
export function canAccessRoute(code: string, user: MenuUser, routes: readonly RouteDef[] = ROUTES): boolean {
  if (ALWAYS_ALLOWED_ROUTES.includes(code)) return true;
  if (grantedCodes(user).has(code)) return true;
  if (user.adminType !== SUPER_ADMIN) return false;
  const route = routes.find((r) => r.code === code);
  return !!route && !route.hiddenFromSuperAdmin;
}

/**
 * Siblings in route-table order, except that the entries with a menu row take the places
 * of those entries in the rows' order (so an administrator's sort applies, and an entry
 * without a row keeps its place).
 */
function sortSiblings(routes: RouteDef[], rows: Map<string, { order: number }>): RouteDef[] {
  const ranked = routes.filter((r) => rows.has(r.code)).sort((a, b) => rows.get(a.code)!.order - rows.get(b.code)!.order);
  let next = 0;
  return routes.map((r) => (rows.has(r.code) ? ranked[next++]! : r));
}

/**
 * The top menu: the shown, non-standalone entries the user may open, nested by parent,
 * with the administrator's name, sort, icon and visibility where a menu row carries them.
 * A directory with nothing left to show is dropped, and so is everything under a
 * directory the user may not open or that is hidden. Paths and nesting come from the route table.
 */
export function buildMenuTree(user: MenuUser, routes: readonly RouteDef[] = ROUTES): MenuNode[] {
  const rows = displayRows(user);
  const visible = (r: RouteDef) => rows.get(r.code)?.meta.show ?? r.visible;
  const shown = routes.filter((r) => visible(r) && !r.standalone && r.type !== 2 && canAccessRoute(r.code, user, routes));
  const childrenOf = (parent: string | null): MenuNode[] =>
    sortSiblings(
      shown.filter((r) => r.parent === parent),
      rows,
    ).flatMap((r) => {
      const children = r.type === 0 ? childrenOf(r.code) : [];
      if (r.type === 0 && children.length === 0) return [];
      const meta = rows.get(r.code)?.meta;
      const node: MenuNode = { code: r.code, path: r.path, children };
      const title = renamedTitle(r.code, meta);
      if (title) node.title = title;
      const icon = meta ? meta.icon : r.icon;
      if (icon) node.icon = icon;
      return [node];
    });
  return childrenOf(null);
}

/** The first page of the user's menu (depth first), e.g. a landing page when home is not granted. */
export function firstMenuPath(user: MenuUser, routes: readonly RouteDef[] = ROUTES): string | undefined {
  let nodes = buildMenuTree(user, routes);
  while (nodes[0]) {
    const [first] = nodes;
    if (first.children.length === 0) return first.path;
    nodes = first.children;
  }
  return undefined;
}

/** The route and its ancestors, outermost first (for the breadcrumb and menu selection). */
export function routeChain(code: string, routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  const chain: RouteDef[] = [];
  let current = routes.find((r) => r.code === code);
  while (current && chain.length < routes.length) {
    chain.unshift(current);
    const parent = current.parent;
    current = parent === null ? undefined : routes.find((r) => r.code === parent);
  }
  return chain;
}

/** Where a directory without its own redirect should lead: its first child the user may open. */
export function firstAccessibleChild(code: string, user: MenuUser, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  for (const child of routes.filter((r) => r.parent === code && r.visible)) {
    if (!canAccessRoute(child.code, user, routes)) continue;
    if (child.type !== 0) return child;
    const nested = firstAccessibleChild(child.code, user, routes);
    if (nested) return nested;
  }
  return undefined;
}

/** What the button rule needs from getLoginUser. */
export type PermUser = { adminType: number; permissions: readonly string[] };

/**
 * Whether to show a button: the user holds its permission code, or is a super admin
 * (adminType 1 holds every button). Only display: the server enforces it anyway.
 */
export function hasPerm(user: PermUser | null | undefined, code: string): boolean {
  if (!user) return false;
  return user.adminType === SUPER_ADMIN || user.permissions.includes(code);
}
