/** A row of the route table (iam/routes.ts): a menu directory, a page, or a standalone page. */
export type MenuKind = 0 | 1 | 2; // contract §5.1 menu_type: 0 directory, 1 menu, 2 button

export type RouteDef = {
  code: string;
  path: string;
  parent: string | null;
  type: MenuKind;
  /** Shown in the top menu; hidden routes are registered but never listed (contract meta.show). */
  visible: boolean;
  /** Spec §6: "Menus flagged invisible are hidden from the super administrator" (contract weight 2). */
  hiddenFromSuperAdmin?: boolean;
  redirect?: string;
  icon?: string;
  /** Renders without the shell (login, cockpit, map, ...). */
  standalone?: boolean;
  /** Needs no sign-in. */
  anonymous?: boolean;
};

export const route = (code: string, path: string, parent: string | null, extra: Partial<RouteDef> = {}): RouteDef => ({
  code,
  path,
  parent,
  type: extra.type ?? 1,
  visible: extra.visible ?? true,
  ...extra,
});
export const routeDir = (code: string, path: string, parent: string | null, extra: Partial<RouteDef> = {}) =>
  route(code, path, parent, { type: 0, ...extra });
export const hiddenRoute = (code: string, path: string, parent: string | null) => route(code, path, parent, { visible: false });
