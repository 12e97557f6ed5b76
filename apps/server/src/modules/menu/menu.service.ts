import {
  APP_CODE,
  DomainError,
  MENU_CODE,
  invalid,
  type Locale,
  type MenuAddRequest,
  type MenuEditRequest,
  type MenuListNode,
  type MenuListQuery,
  type MenuRow,
  type MenuTreeNode,
  fail,
  conflict,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { Clock } from '../../platform/auth/sessions.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import type { RequestContext } from '../../platform/http/context.js';
import { menuRepo, type MenuRecord, type MenuValues } from './menu.repo.js';
import { buildTree, menuTitle, toMenuRow } from './menu.tree.js';

const ENTITY = 'sys_menu';
const TYPE = { DIR: 0, MENU: 1, BUTTON: 2 } as const;
const OPEN = { NONE: 0, COMPONENT: 1, INNER: 2, OUTER: 3 } as const;
const notExist = (field?: string) => fail(MENU_CODE.NOT_EXIST, {}, field);
const codeRepeat = () => fail(MENU_CODE.CODE_REPEAT, {}, 'code');

export type MenuDeps = {
  db: Db;
  clock: Clock;
  mutate: Mutate;
  /** Whether a permission identifier names an API of this server (contract 2016009). */
  permissionExists: (permission: string) => boolean;
};

/** Contract §5.4 checkParam, the parts that need no database; returns the values to store. */
function checkParam(v: MenuAddRequest, permissionExists: MenuDeps['permissionExists']): Omit<MenuValues, 'pid' | 'pids'> {
  const openType = v.openType ?? (v.type === TYPE.MENU ? undefined : v.type === TYPE.BUTTON ? OPEN.NONE : OPEN.COMPONENT);
  if (v.type !== TYPE.BUTTON && !v.router) throw fail(MENU_CODE.ROUTER_EMPTY, {}, 'router');
  if (openType === undefined) throw fail(MENU_CODE.OPEN_TYPE_EMPTY, {}, 'openType');
  if (v.type === TYPE.MENU && openType === OPEN.COMPONENT && !v.component) throw fail(MENU_CODE.COMPONENT_EMPTY, {}, 'component');
  if ((openType === OPEN.INNER || openType === OPEN.OUTER) && !v.link) throw invalid('admin.menu.linkRequired', {}, 'link');
  if (v.type === TYPE.BUTTON) {
    if (!v.permission) throw fail(MENU_CODE.PERMISSION_EMPTY, {}, 'permission');
    if (!v.permission.includes(':')) throw fail(MENU_CODE.PERMISSION_FORMAT, {}, 'permission');
    if (!permissionExists(v.permission)) throw fail(MENU_CODE.PERMISSION_NOT_EXIST, { permission: v.permission }, 'permission');
  }
  const { name, code, type, application, visible, weight, sort, icon, router, component, permission, link, redirect, remark } = v;
  return { name, code, type, application, openType, visible, weight, sort, icon, router, component, permission, link, redirect, remark };
}

/** Menus (contract §5.4): the tables behind the shell's navigation and the button permissions. */
export function createMenuService({ db, clock, mutate, permissionExists }: MenuDeps) {
  async function mustFind(tx: Db, id: number, field?: string): Promise<MenuRecord> {
    const m = await menuRepo.find(tx, id);
    if (!m) throw notExist(field);
    return m;
  }

  /** The parent's ancestor list and application for a menu placed under `pid` ("0" = root). */
  async function placement(tx: Db, pid: number, selfId?: number) {
    if (pid === 0) return { pids: '[0],', application: undefined };
    if (pid === selfId) throw fail(MENU_CODE.PID_IS_SELF, {}, 'pid');
    const parent = await mustFind(tx, pid, 'pid');
    if (selfId !== undefined && parent.pids.includes(`[${selfId}],`))
      throw new DomainError(MENU_CODE.PID_IS_CHILD, 'admin.menu.pidIsChild', {}, 'pid');
    return { pids: `${parent.pids}[${pid}],`, application: parent.application };
  }

  async function assertUnique(tx: Db, v: { code: string; name: string }, pid: number, selfId?: number) {
    if (await menuRepo.codeTaken(tx, v.code, selfId)) throw codeRepeat();
    if (await menuRepo.nameTaken(tx, v.name, pid, selfId)) throw fail(MENU_CODE.NAME_REPEAT, {}, 'name');
  }

  async function values(tx: Db, body: MenuAddRequest, selfId?: number): Promise<MenuValues> {
    const checked = checkParam(body, permissionExists);
    const pid = Number(body.pid);
    const place = await placement(tx, pid, selfId);
    await assertUnique(tx, checked, pid, selfId);
    // a child always lives in its parent's application (contract: only a root may change it)
    const application = place.application ?? body.application;
    if (!(await menuRepo.appExists(tx, application))) throw fail(APP_CODE.NOT_EXIST, {}, 'application');
    return { ...checked, application, pid, pids: place.pids };
  }

  function add(ctx: RequestContext, body: MenuAddRequest): Promise<MenuRow> {
    return mutate(
      ctx,
      async (tx, audit) => {
        const row = toMenuRow(await menuRepo.insert(tx, await values(tx, body), clock.now()), ctx.locale);
        await audit({ action: 'add', entity: ENTITY, entityId: row.id, after: row });
        return row;
      },
      { unique: codeRepeat },
    );
  }

  /**
   * POST edit: with `version`, the optimistic lock (1017004); without (XiaoNuo 1.x), the edit
   * applies to the row as read in the transaction and is audited as unversioned (ADR 004).
   */
  function edit(ctx: RequestContext, body: MenuEditRequest): Promise<MenuRow> {
    const id = Number(body.id);
    return mutate(
      ctx,
      async (tx, audit) => {
        const before = await mustFind(tx, id);
        const samePlace = Number(body.pid) === before.pid;
        if (samePlace && before.pid !== 0 && body.application !== before.application)
          throw fail(MENU_CODE.CANT_MOVE_APP, {}, 'application');
        const v = await values(tx, body, id);
        const now = clock.now();
        const updated = await menuRepo.update(tx, id, body.version ?? before.version, v, now);
        if (!updated) throw conflict();
        if (before.pids !== v.pids || before.application !== v.application) {
          await menuRepo.moveDescendants(tx, id, `${before.pids}[${id}],`, `${v.pids}[${id}],`, v.application ?? before.application, now);
        }
        const row = toMenuRow(updated, ctx.locale);
        const unversioned = body.version === undefined ? { reason: 'unversioned' } : {};
        await audit({ action: 'edit', entity: ENTITY, entityId: id, before: toMenuRow(before, ctx.locale), after: row, ...unversioned });
        return row;
      },
      { unique: codeRepeat },
    );
  }

  /** Deletes the menu and its subtree (status deleted) and removes them from every role. */
  function remove(ctx: RequestContext, id: number): Promise<void> {
    return mutate(ctx, async (tx, audit) => {
      const before = await mustFind(tx, id);
      const descendants = await menuRepo.descendantIds(tx, id);
      await menuRepo.remove(tx, [id, ...descendants], clock.now());
      const snapshot = { ...toMenuRow(before, ctx.locale), descendantIds: descendants.map(String) };
      await audit({ action: 'delete', entity: ENTITY, entityId: id, before: snapshot });
    });
  }

  /** POST /sysMenu/detail: `id` is required, though the contract lets it come from the query or the body. */
  async function detail(ctx: RequestContext, id: string | undefined): Promise<MenuRow> {
    if (!id) throw invalid('admin.menu.idRequired', {}, 'id');
    return toMenuRow(await mustFind(db, Number(id)), ctx.locale);
  }

  /** GET /sysMenu/list: every live menu (buttons too) as a SysMenu tree. */
  async function list(ctx: RequestContext, q: MenuListQuery): Promise<MenuListNode[]> {
    const rows = await menuRepo.list(db, q);
    return buildTree<MenuRecord, MenuListNode>(rows, (m, children) => ({ ...toMenuRow(m, ctx.locale), children }));
  }

  /** MenuBaseTreeNode (contract §5.4); the grant tree adds `type` so ticking a menu can tick its buttons. */
  const treeNode =
    (locale: Locale, withType = false) =>
    (m: MenuRecord, children: MenuTreeNode[]): MenuTreeNode => ({
      id: String(m.id),
      parentId: String(m.pid),
      title: menuTitle(locale, m),
      value: String(m.id),
      weight: m.sort,
      ...(withType ? { type: m.type } : {}),
      children,
    });

  /** GET /sysMenu/tree: directories and menus only, for choosing a parent. */
  async function tree(ctx: RequestContext, application?: string): Promise<MenuTreeNode[]> {
    const rows = await menuRepo.list(db, { application, types: [TYPE.DIR, TYPE.MENU] });
    return buildTree(rows, treeNode(ctx.locale));
  }

  /** GET /sysMenu/treeForGrant: all types; the super admin sees every menu, others those their roles hold. */
  async function treeForGrant(ctx: RequestContext, application?: string): Promise<MenuTreeNode[]> {
    const rows = isSuperAdmin(ctx.user) ? await menuRepo.list(db, { application }) : await menuRepo.held(db, ctx.user.id, { application });
    return buildTree(rows, treeNode(ctx.locale, true));
  }

  return { add, edit, remove, detail, list, tree, treeForGrant };
}

export type MenuService = ReturnType<typeof createMenuService>;
