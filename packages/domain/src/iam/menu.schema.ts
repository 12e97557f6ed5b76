import { z } from 'zod';
import { SYS_CODE_PATTERN, sysId, sysInt, sysOptionalText, sysText, sysTime, sysVersion } from './role.schema.js';

/** Request and response shapes of the menu API (contract §5.4, §1.3; spec §3 Menu). */

/** Contract 2016xxx codes of the menu module (message key `error.<code>` unless noted). */
export const MENU_CODE = {
  /** the menu (or the parent named by pid) does not exist */
  NOT_EXIST: 2016001,
  /** the code is used by another menu, deleted ones included */
  CODE_REPEAT: 2016002,
  /** a sibling already has the name */
  NAME_REPEAT: 2016003,
  /** a directory or menu without a router */
  ROUTER_EMPTY: 2016004,
  /** a component menu without a component */
  COMPONENT_EMPTY: 2016005,
  /** a menu without an open type */
  OPEN_TYPE_EMPTY: 2016006,
  /** a descendant chosen as parent: the contract has no code of its own, it answers 2016006 (message `admin.menu.pidIsChild`) */
  PID_IS_CHILD: 2016006,
  /** a button without a permission */
  PERMISSION_EMPTY: 2016007,
  /** a permission without ':' */
  PERMISSION_FORMAT: 2016008,
  /** a permission naming no API */
  PERMISSION_NOT_EXIST: 2016009,
  /** a child's application follows its parent; only a root may change it */
  CANT_MOVE_APP: 20160010,
  /** a menu chosen as its own parent */
  PID_IS_SELF: 20160011,
} as const;
export type MenuCode = (typeof MENU_CODE)[keyof typeof MENU_CODE];

export const menuListQuery = z.object({ application: z.string().max(64).optional(), name: z.string().max(100).optional() });
export type MenuListQuery = z.infer<typeof menuListQuery>;

export const menuTreeQuery = z.object({ application: z.string().max(64).optional() });
export type MenuTreeQuery = z.infer<typeof menuTreeQuery>;

/**
 * A menu link the shell may open: an http(s) URL, or a path on this site ("/x", "x/y", "?q", "#h").
 * Refused: other schemes (javascript:, data:, vbscript:, ...), "//host" and backslashes (which
 * browsers read as another host), and whitespace or control characters (which browsers strip,
 * so "java\tscript:" would still run).
 */
export function isSafeMenuLink(link: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(link) || link.startsWith('//')) return false;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(link)) return true;
  return /^https?:\/\/[^/?#]+/i.test(link);
}

const menuFields = {
  /** "0" for a root. */
  pid: sysId,
  name: sysText(64),
  /** The route name the shell filters on; unique. */
  code: sysText(64).regex(SYS_CODE_PATTERN),
  /** 0 directory, 1 menu, 2 button. */
  type: sysInt(0, 2),
  application: sysText(64).default('system'),
  /** 0 none, 1 component, 2 inner link, 3 outer link; required for type 1 (2016006). */
  openType: sysInt(0, 3).nullish(),
  visible: z.enum(['Y', 'N']).default('Y'),
  /** 1 system weight, 2 business weight (hidden from the super admin's navigation). */
  weight: sysInt(1, 2).default(1),
  sort: sysInt(-1_000_000, 1_000_000).default(100),
  icon: sysOptionalText(64),
  router: sysOptionalText(255),
  component: sysOptionalText(255),
  permission: sysOptionalText(128),
  link: sysOptionalText(1024).refine((v) => v === null || isSafeMenuLink(v), { message: 'http(s) or relative links only' }),
  redirect: sysOptionalText(255),
  remark: sysOptionalText(255),
};

export const menuAddRequest = z.object(menuFields);
export type MenuAddRequest = z.infer<typeof menuAddRequest>;

/** `version` is the optimistic lock when sent; absent (XiaoNuo 1.x), the edit is audited as unversioned (ADR 004). */
export const menuEditRequest = z.object({ id: sysId, version: sysVersion.optional(), ...menuFields });
export type MenuEditRequest = z.infer<typeof menuEditRequest>;

/** POST /sysMenu/detail reads `id` from the query or the body (contract §0). */
export const menuDetailQuery = z.object({ id: sysId.optional() });
export const menuDetailBody = z.object({ id: sysId.optional() }).nullish();

/** A SysMenu row (list, detail); `children` only in the list tree. */
export const menuRow = z.object({
  id: z.string(),
  pid: z.string(),
  pids: z.string(),
  /** The stored name (edit forms). */
  name: z.string(),
  /** The name to display, in the caller's language for a seeded menu that keeps its seeded name. */
  title: z.string(),
  code: z.string(),
  type: z.number().int(),
  icon: z.string().nullable(),
  router: z.string().nullable(),
  component: z.string().nullable(),
  permission: z.string().nullable(),
  application: z.string(),
  openType: z.number().int(),
  visible: z.string(),
  link: z.string().nullable(),
  redirect: z.string().nullable(),
  weight: z.number().int(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: sysTime,
  updateTime: sysTime,
});
export type MenuRow = z.infer<typeof menuRow>;
export type MenuListNode = MenuRow & { children: MenuListNode[] };

/** GET /sysMenu/list node: the row plus its children (leaves have []). */
export const menuListNode: z.ZodType<MenuListNode> = menuRow.extend({
  get children() {
    return z.array(menuListNode);
  },
});

/**
 * contract §1.3 MenuBaseTreeNode: `weight` is the menu's sort, `value` = id. `type` (0 directory, 1 menu,
 * 2 button) lets the role's menu grant tick a menu's buttons with it.
 */
export type MenuTreeNode = {
  id: string;
  parentId: string;
  title: string;
  value: string;
  weight: number;
  type?: number;
  children: MenuTreeNode[];
};
export const menuTreeNode: z.ZodType<MenuTreeNode> = z.object({
  id: z.string(),
  parentId: z.string(),
  title: z.string(),
  value: z.string(),
  weight: z.number().int(),
  type: z.number().int().optional(),
  get children() {
    return z.array(menuTreeNode);
  },
});
