import { CODE, DomainError, MESSAGES, type Locale, type LoginMenu, type LoginUser } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { sysMenu } from '../../platform/db/schema/index.js';
import { resolveDataScope } from '../../platform/auth/data-scope.js';
import type { AuthUser } from '../../platform/http/types.js';
import { loginUserRepo } from './login-user.repo.js';

type MenuRow = typeof sysMenu.$inferSelect;
const MENU_TYPE_BUTTON = 2;
/** contract §5.1 menu_weight 2: business weight, kept out of the super admin's navigation. */
const WEIGHT_HIDDEN_FROM_SUPER_ADMIN = 2;
const OPEN_TYPE_OUTER_LINK = 3;

/** A seeded menu shows its title in the caller's language; a menu an admin added keeps its name. */
function menuTitle(locale: Locale, m: MenuRow): string {
  return MESSAGES[locale][`menu.${m.code}`] ?? m.name;
}

/** contract §4.4 LoginMenuTreeNode. */
function toLoginMenu(locale: Locale, m: MenuRow): LoginMenu {
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

const fmt = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : null);

export function createLoginUserService(deps: { db: Db }) {
  const { db } = deps;

  /** getLoginUser: rebuilt from the database on every call, so grants apply at once. */
  async function get(auth: AuthUser, locale: Locale): Promise<LoginUser> {
    const row = await loginUserRepo.user(db, auth.id);
    if (!row) throw new DomainError(CODE.NO_LOGIN_USER, `error.${CODE.NO_LOGIN_USER}`);
    const { user } = row;
    const superAdmin = user.adminType === 1;
    const [roles, positions, apps, scope] = await Promise.all([
      loginUserRepo.roles(db, user.id),
      loginUserRepo.positions(db, user.id),
      loginUserRepo.apps(db),
      resolveDataScope(db, auth),
    ]);
    const granted = superAdmin ? await loginUserRepo.allMenus(db) : await loginUserRepo.menusOfRoles(db, roles.map((r) => r.id));
    const navigation = granted.filter(
      (m) => m.type !== MENU_TYPE_BUTTON && !(superAdmin && m.weight === WEIGHT_HIDDEN_FROM_SUPER_ADMIN),
    );
    const permissions = superAdmin ? [] : [...new Set(granted.flatMap((m) => (m.type === MENU_TYPE_BUTTON && m.permission ? [m.permission] : [])))];
    const activeApp = apps.find((a) => a.active) ?? apps[0];
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
      lastLoginTime: fmt(user.lastLoginTime),
      loginEmpInfo: {
        jobNum: user.jobNum,
        orgId: user.orgId === null ? null : String(user.orgId),
        orgName: row.orgName,
        extOrgPos: [],
        positions,
      },
      apps: apps.map((a) => ({ code: a.code, name: a.name, active: a === activeApp })),
      roles: roles.map((r) => ({ id: String(r.id), code: r.code, name: r.name })),
      permissions,
      menus: navigation.map((m) => toLoginMenu(locale, m)),
      dataScopes: await dataScopeIds(scope, superAdmin),
    };
  }

  /** contract §4.1: the super admin's list is empty (unrestricted); others get every org id they may see. */
  async function dataScopeIds(scope: Awaited<ReturnType<typeof resolveDataScope>>, superAdmin: boolean) {
    if (superAdmin) return [];
    const ids = scope.all ? await loginUserRepo.allOrgIds(db) : scope.orgIds;
    return ids.map(String);
  }

  return { get };
}

export type LoginUserService = ReturnType<typeof createLoginUserService>;
