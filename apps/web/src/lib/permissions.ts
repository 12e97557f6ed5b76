import { ALWAYS_ALLOWED_ROUTES, ROUTES, type RouteDef } from '@carbon/domain';

/** What the menu rule needs from getLoginUser. */
export type MenuUser = { adminType: number; menus: ReadonlyArray<{ name: string }> };

export type MenuNode = { code: string; path: string; children: MenuNode[] };

const SUPER_ADMIN = 1;

function grantedCodes(user: MenuUser): Set<string> {
  return new Set(user.menus.map((m) => m.name));
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
 * The top menu: visible, non-standalone entries the user may open, nested by parent.
 * A directory with nothing left to show is dropped, and so is everything under a
 * directory the user may not open.
 */
export function buildMenuTree(user: MenuUser, routes: readonly RouteDef[] = ROUTES): MenuNode[] {
  const shown = routes.filter((r) => r.visible && !r.standalone && r.type !== 2 && canAccessRoute(r.code, user, routes));
  const childrenOf = (parent: string | null): MenuNode[] =>
    shown
      .filter((r) => r.parent === parent)
      .map((r) => ({ code: r.code, path: r.path, children: r.type === 0 ? childrenOf(r.code) : [], isDir: r.type === 0 }))
      .filter((n) => !n.isDir || n.children.length > 0)
      .map(({ code, path, children }) => ({ code, path, children }));
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
