import { CODE, MENU_TYPE, MENU_WEIGHT, MESSAGES, OPEN_TYPE, type Locale, type LoginMenu, type LoginUser, fail } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { freshness } from '../../platform/db/freshness.js';
import { prepared } from '../../platform/http/prepared-body.js';
import { resolveDataScope, type DataScope } from '../../platform/auth/data-scope.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import type { AuthUser } from '../../platform/http/types.js';
import { allOrgIds, loginSnapshot, type LoginSnapshot, type SnapshotMenu } from './login-user.repo.js';
import { createMenuCache } from './menu-cache.js';

const MENU_TYPE_BUTTON = MENU_TYPE.codes.button;
/** contract §5.1 menu_weight 2: business weight, kept out of the super admin's navigation. */
const WEIGHT_HIDDEN_FROM_SUPER_ADMIN = MENU_WEIGHT.codes.business;
const OPEN_TYPE_OUTER_LINK = OPEN_TYPE.codes.outerLink;

/**
 * A seeded menu still carrying its seeded name shows its title in the caller's language;
 * a menu an administrator added or renamed shows the name they gave it.
 */
function menuTitle(locale: Locale, m: SnapshotMenu): string {
  const key = `menu.${m.code}`;
  return m.name === MESSAGES['zh-CN'][key] ? (MESSAGES[locale][key] ?? m.name) : m.name;
}

/** contract §4.4 LoginMenuTreeNode. */
function toLoginMenu(locale: Locale, m: SnapshotMenu): LoginMenu {
  const outer = m.openType === OPEN_TYPE_OUTER_LINK;
  return {
    id: String(m.id),
    pid: String(m.pid),
    name: m.code,
    path: (outer ? m.link : m.router) ?? '',
    component: m.component,
    redirect: outer ? m.link : m.redirect,
    hidden: false,
    meta: { title: menuTitle(locale, m), icon: m.icon, show: m.visible !== 'N', target: outer ? '_blank' : null, link: m.link },
  };
}

/** Users whose login snapshot this process keeps (the least recently built goes first). */
const SNAPSHOTS_MAX = 1_000;

export function createLoginUserService(deps: { db: Db }) {
  const { db } = deps;
  const menuCache = createMenuCache(db);
  type Loaded = { snap: LoginSnapshot; dataScopes: string[] };
  type Entry = { stamp: string; loaded: Promise<Loaded>; views: Map<Locale, Promise<LoginUser>> };
  const snapshots = new Map<string, Entry>();

  /** contract §4.1: the super admin's list is empty (unrestricted); others get every org id they may see. */
  async function dataScopeIds(auth: AuthUser): Promise<string[]> {
    if (isSuperAdmin(auth)) return [];
    const scope: DataScope = await resolveDataScope(db, auth);
    const ids = scope.all ? await allOrgIds(db) : scope.orgIds;
    return ids.map(String);
  }

  /**
   * The user's snapshot and data scope as of the database's current state: rebuilt after
   * any write (a grant, a role, a menu, by any process or by hand), reused while nothing at
   * all has changed; every call reads the stamp afresh (platform/db/freshness.ts).
   */
  async function entryFor(auth: AuthUser, superAdmin: boolean): Promise<Entry> {
    const stamp = (await freshness(db)).any;
    const key = `${auth.id}:${auth.adminType}:${auth.orgId}`;
    const cached = snapshots.get(key);
    if (cached?.stamp === stamp) return cached;
    const loaded = Promise.all([loginSnapshot(db, auth.id, superAdmin), dataScopeIds(auth)]).then(([snap, dataScopes]) => ({
      snap,
      dataScopes,
    }));
    const entry: Entry = { stamp, loaded, views: new Map() };
    snapshots.delete(key);
    if (snapshots.size >= SNAPSHOTS_MAX) snapshots.delete(snapshots.keys().next().value!);
    snapshots.set(key, entry);
    loaded.catch(() => {
      if (snapshots.get(key) === entry) snapshots.delete(key);
    });
    return entry;
  }

  /** getLoginUser: what the database holds now, so grants apply at once; built and serialised once per state and language. */
  async function get(auth: AuthUser, locale: Locale): Promise<LoginUser> {
    const superAdmin = isSuperAdmin(auth);
    const entry = await entryFor(auth, superAdmin);
    let view = entry.views.get(locale);
    if (!view) {
      view = entry.loaded.then((loaded) => build(loaded, superAdmin, locale)).then(prepared);
      entry.views.set(locale, view);
      view.catch(() => entry.views.delete(locale));
    }
    return view;
  }

  async function build({ snap, dataScopes }: Loaded, superAdmin: boolean, locale: Locale): Promise<LoginUser> {
    const user = snap.user;
    if (!user) throw fail(CODE.NO_LOGIN_USER);
    const menus = await menuCache.menus(snap.menuIds, snap.menuStamp);
    const navigation = menus.filter((m) => m.type !== MENU_TYPE_BUTTON && !(superAdmin && m.weight === WEIGHT_HIDDEN_FROM_SUPER_ADMIN));
    const permissions = superAdmin
      ? []
      : [...new Set(menus.flatMap((m) => (m.type === MENU_TYPE_BUTTON && m.permission ? [m.permission] : [])))];
    const activeIndex = Math.max(
      0,
      snap.apps.findIndex((a) => a.active),
    );
    return {
      id: String(user.id),
      account: user.account,
      name: user.name,
      nickName: user.nickName,
      email: user.email,
      phone: user.phone,
      tel: user.tel,
      avatar: null,
      adminType: user.adminType,
      userType: user.userType,
      mustChangePassword: user.mustChangePassword,
      lastLoginIp: user.lastLoginIp,
      lastLoginTime: user.lastLoginTime,
      loginEmpInfo: {
        jobNum: user.jobNum,
        orgId: user.orgId === null ? null : String(user.orgId),
        orgName: user.orgName,
        extOrgPos: [],
        positions: snap.positions,
      },
      apps: snap.apps.map((a, i) => ({ code: a.code, name: a.name, active: i === activeIndex })),
      roles: snap.roles.map((r) => ({ id: String(r.id), code: r.code, name: r.name })),
      permissions,
      menus: navigation.map((m) => toLoginMenu(locale, m)),
      dataScopes,
    };
  }

  return { get };
}

export type LoginUserService = ReturnType<typeof createLoginUserService>;
