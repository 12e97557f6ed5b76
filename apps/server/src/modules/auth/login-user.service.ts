import {
  CODE,
  DomainError,
  MENU_TYPE,
  MENU_WEIGHT,
  MESSAGES,
  OPEN_TYPE,
  type Locale,
  type LoginMenu,
  type LoginUser,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { resolveDataScope, type DataScope } from '../../platform/auth/data-scope.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import type { AuthUser } from '../../platform/http/types.js';
import { allOrgIds, loginSnapshot, type SnapshotMenu } from './login-user.repo.js';
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

export function createLoginUserService(deps: { db: Db }) {
  const { db } = deps;
  const menuCache = createMenuCache(db);

  /** contract §4.1: the super admin's list is empty (unrestricted); others get every org id they may see. */
  async function dataScopeIds(auth: AuthUser): Promise<string[]> {
    if (isSuperAdmin(auth)) return [];
    const scope: DataScope = await resolveDataScope(db, auth);
    const ids = scope.all ? await allOrgIds(db) : scope.orgIds;
    return ids.map(String);
  }

  /** getLoginUser: rebuilt from the database on every call, so grants apply at once. */
  async function get(auth: AuthUser, locale: Locale): Promise<LoginUser> {
    const superAdmin = isSuperAdmin(auth);
    const [snap, dataScopes] = await Promise.all([loginSnapshot(db, auth.id, superAdmin), dataScopeIds(auth)]);
    const user = snap.user;
    if (!user) throw new DomainError(CODE.NO_LOGIN_USER, `error.${CODE.NO_LOGIN_USER}`);
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
