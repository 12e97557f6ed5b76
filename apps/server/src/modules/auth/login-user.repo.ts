import { sql } from 'drizzle-orm';
import { STATUS } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { generationOf } from '../../platform/db/generation.js';
import { rowsOf } from '../../platform/db/sql-kit.js';

export type SnapshotMenu = {
  id: number;
  pid: number;
  code: string;
  name: string;
  type: number;
  icon: string | null;
  router: string | null;
  component: string | null;
  permission: string | null;
  openType: number;
  visible: string;
  link: string | null;
  redirect: string | null;
  weight: number;
};

export type LoginSnapshot = {
  user: {
    id: number;
    account: string;
    name: string;
    nickName: string | null;
    email: string | null;
    phone: string | null;
    tel: string | null;
    jobNum: string | null;
    orgId: number | null;
    orgName: string | null;
    adminType: number;
    userType: number;
    mustChangePassword: boolean;
    lastLoginIp: string | null;
    lastLoginTime: string | null;
  } | null;
  roles: { id: number; code: string; name: string }[];
  positions: { posCode: string; posName: string }[];
  apps: { code: string; name: string; active: boolean }[];
  /** Ids of the live menus the user holds, in menu order; null for "every live menu". */
  menuIds: number[] | null;
  /** Changes whenever any menu row is added, edited or removed (the table's generation). */
  menuStamp: string;
};

/** The menu table's change counter (bumped by a trigger on every write). */
const MENU_STAMP = generationOf('sys_menu');

/**
 * Everything getLoginUser needs in one round trip (contract §4): on the embedded
 * database each statement has a fixed cost, so five small queries cost far more than
 * one. `allMenus` is true for the super admin, who sees every live menu.
 */
export async function loginSnapshot(db: Db, userId: number, allMenus: boolean): Promise<LoginSnapshot> {
  type Row = Record<'user' | 'roles' | 'positions' | 'apps' | 'menu_ids' | 'menu_stamp', unknown>;
  const [row] = await rowsOf<Row>(
    db,
    sql`
    select
      (select json_build_object(
          'id', u.id, 'account', u.account, 'name', u.name, 'nickName', u.nick_name, 'email', u.email,
          'phone', u.phone, 'tel', u.tel, 'jobNum', u.job_num, 'orgId', u.org_id, 'orgName', o.name,
          'adminType', u.admin_type, 'userType', u.user_type, 'mustChangePassword', u.must_change_password,
          'lastLoginIp', u.last_login_ip, 'lastLoginTime', to_char(u.last_login_time at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'))
        from sys_user u left join sys_org o on o.id = u.org_id where u.id = ${userId}) as "user",
      coalesce((select json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name) order by r.sort, r.id)
        from sys_user_role ur join sys_role r on r.id = ur.role_id and r.status = ${STATUS.NORMAL}
        where ur.user_id = ${userId}), '[]') as roles,
      coalesce((select json_agg(json_build_object('posCode', p.code, 'posName', p.name) order by p.sort)
        from sys_user_pos up join sys_pos p on p.id = up.pos_id where up.user_id = ${userId}), '[]') as positions,
      coalesce((select json_agg(json_build_object('code', a.code, 'name', a.name, 'active', a.active) order by a.sort)
        from sys_app a where a.status <> ${STATUS.DELETED}), '[]') as apps,
      -- the super admin holds every live menu: the cache knows them, no need to list them here
      case when ${allMenus} then null else (select coalesce(json_agg(m.id order by m.sort, m.id), '[]')
        from sys_menu m
        where m.status = ${STATUS.NORMAL} and m.id in (
          select rm.menu_id from sys_user_role ur
          join sys_role r on r.id = ur.role_id and r.status = ${STATUS.NORMAL}
          join sys_role_menu rm on rm.role_id = r.id
          where ur.user_id = ${userId})) end as menu_ids,
      ${MENU_STAMP} as menu_stamp
  `,
  );
  if (!row) throw new Error('the login snapshot returned no row');
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    user: parse(row.user),
    roles: parse(row.roles),
    positions: parse(row.positions),
    apps: parse(row.apps),
    menuIds: row.menu_ids === null ? null : parse<(number | string)[]>(row.menu_ids).map(Number),
    menuStamp: String(row.menu_stamp),
  };
}

/** Every live menu row, in menu order, with the generation it was read at (one statement, so they agree). */
export async function allMenusWithStamp(db: Db): Promise<{ stamp: string; menus: SnapshotMenu[] }> {
  const [row] = await rowsOf<{ stamp: unknown; menus: unknown }>(
    db,
    sql`
    select ${MENU_STAMP} as stamp,
      coalesce((select json_agg(json_build_object(
          'id', m.id, 'pid', m.pid, 'code', m.code, 'name', m.name, 'type', m.type, 'icon', m.icon,
          'router', m.router, 'component', m.component, 'permission', m.permission, 'openType', m.open_type,
          'visible', m.visible, 'link', m.link, 'redirect', m.redirect, 'weight', m.weight) order by m.sort, m.id)
        from sys_menu m where m.status = ${STATUS.NORMAL}), '[]') as menus
  `,
  );
  if (!row) throw new Error('the menu query returned no row');
  const menus = (typeof row.menus === 'string' ? JSON.parse(row.menus) : row.menus) as SnapshotMenu[];
  return { stamp: String(row.stamp), menus: menus.map((m) => ({ ...m, id: Number(m.id), pid: Number(m.pid) })) };
}

/** Every live organisation id (for a non-super-admin whose role scope is "all"). */
export async function allOrgIds(db: Db): Promise<number[]> {
  const rows = await rowsOf<{ id: number | string }>(db, sql`select id from sys_org where status <> ${STATUS.DELETED}`);
  return rows.map((r) => Number(r.id));
}
