import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_TYPE, STATUS } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { CachedCount } from '../../platform/db/generation.js';
import { updateAtVersion } from '../../platform/db/versioned-rows.js';
import { contains, liveRow, rowsOf, subtreeOf } from '../../platform/db/sql-kit.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';
import { SUPER_ADMIN_TYPE } from '../../platform/auth/super-admin.js';
import { sysOrg, sysPos, sysRole, sysUser, sysUserDataScope, sysUserPos, sysUserRole } from '../../platform/db/schema/index.js';

/** The rows a user names: by id (a form) or by code (an import). */
type IdsOrCodes = { ids?: number[]; codes?: string[] };

/** Of the organisations, positions or roles named by `by.ids` (else `by.codes`), the enabled ones: their ids and codes. */
async function enabledAmong(db: Db, table: typeof sysOrg | typeof sysPos | typeof sysRole, by: IdsOrCodes) {
  if ((by.ids ?? by.codes ?? []).length === 0) return [];
  const cond = by.ids ? inArray(table.id, by.ids) : inArray(table.code, by.codes ?? []);
  return db
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(and(cond, eq(table.status, STATUS.NORMAL)));
}

/** What the page and export filter on (contract §5.2 GET /sysUser/page). */
export type UserFilter = { searchValue?: string | undefined; searchStatus?: number | undefined; orgId?: number | undefined };

export type UserValues = {
  account: string;
  name: string;
  nickName: string | null;
  email: string | null;
  phone: string | null;
  tel: string | null;
  jobNum: string;
  orgId: number;
  userType: number;
};

const userColumns = {
  id: sysUser.id,
  account: sysUser.account,
  name: sysUser.name,
  nickName: sysUser.nickName,
  email: sysUser.email,
  phone: sysUser.phone,
  tel: sysUser.tel,
  jobNum: sysUser.jobNum,
  orgId: sysUser.orgId,
  orgName: sysOrg.name,
  orgCode: sysOrg.code,
  adminType: sysUser.adminType,
  userType: sysUser.userType,
  status: sysUser.status,
  mustChangePassword: sysUser.mustChangePassword,
  lastLoginTime: sysUser.lastLoginTime,
  version: sysUser.version,
  createdAt: sysUser.createdAt,
  updatedAt: sysUser.updatedAt,
};

/** One query shape for every read of users: the row plus its organisation's name and code. */
function selectUsers(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  return db
    .select(userColumns)
    .from(sysUser)
    .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
    .where(where)
    .orderBy(asc(sysUser.id))
    .limit(limit)
    .offset(offset);
}

export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** A position a user holds. */
export type Position = { userId: number; posId: number; posCode: string; posName: string };

/** That organisation or any of its descendants. */
const inOrgSubtree = (orgId: number): SQL =>
  inArray(sysUser.orgId, sql`(select ${sysOrg.id} from ${sysOrg} where ${subtreeOf(sysOrg.id, sysOrg.pids, orgId)})`);

/** The page/export condition: live, never the super admin, the filters, and the caller's data scope. */
function listCondition(filter: UserFilter, scope: DataScope): SQL | undefined {
  const search = filter.searchValue?.trim();
  return and(
    liveRow(sysUser.status),
    ne(sysUser.adminType, SUPER_ADMIN_TYPE),
    search ? or(contains(sysUser.account, search), contains(sysUser.name, search), contains(sysUser.phone, search)) : undefined,
    filter.searchStatus === undefined ? undefined : eq(sysUser.status, filter.searchStatus),
    filter.orgId === undefined ? undefined : inOrgSubtree(filter.orgId),
    scopeCondition(scope, sysUser.orgId),
  );
}

/** Drizzle queries of the user module; always given the db or a transaction. */
export const userRepo = {
  /**
   * One page with each user's positions and the total. The page is one statement returning
   * one JSON value (on the embedded database a single value is far cheaper than rows); the
   * total comes from `cachedCount` while users and organisations are unchanged.
   */
  async page(db: Db, filter: UserFilter, scope: DataScope, limit: number, offset: number, cachedCount: CachedCount) {
    const where = listCondition(filter, scope);
    const key = JSON.stringify({ filter, scope });
    const total = await cachedCount(db, key, async () => {
      const [row] = await db.select({ n: count() }).from(sysUser).where(where);
      return Number(row?.n ?? 0);
    });
    const [result] = await rowsOf<{ page: unknown }>(
      db,
      sql`
      select coalesce(json_agg(x order by x.id), '[]') as page from (
        select ${sysUser.id} as id, ${sysUser.account} as account, ${sysUser.name} as name, ${sysUser.nickName} as "nickName",
          ${sysUser.email} as email, ${sysUser.phone} as phone, ${sysUser.tel} as tel, ${sysUser.jobNum} as "jobNum",
          ${sysUser.orgId} as "orgId", ${sysOrg.name} as "orgName", ${sysOrg.code} as "orgCode", ${sysUser.adminType} as "adminType",
          ${sysUser.userType} as "userType", ${sysUser.status} as status, ${sysUser.mustChangePassword} as "mustChangePassword",
          ${sysUser.lastLoginTime} as "lastLoginTime", ${sysUser.version} as version, ${sysUser.createdAt} as "createdAt",
          ${sysUser.updatedAt} as "updatedAt",
          (select coalesce(json_agg(json_build_object('userId', up.user_id, 'posId', p.id, 'posCode', p.code, 'posName', p.name) order by p.sort, p.id), '[]')
             from sys_user_pos up join sys_pos p on p.id = up.pos_id where up.user_id = ${sysUser.id}) as positions
        from ${sysUser} left join ${sysOrg} on ${sysOrg.id} = ${sysUser.orgId}
        where ${where ?? sql`true`}
        order by ${sysUser.id} limit ${limit} offset ${offset}) x`,
    );
    const raw = result?.page;
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as (Record<string, unknown> & { positions: Position[] })[];
    const date = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)));
    const rows = parsed.map(({ positions: _p, ...r }) => ({
      ...r,
      lastLoginTime: date(r.lastLoginTime),
      createdAt: date(r.createdAt)!,
      updatedAt: date(r.updatedAt)!,
    })) as UserRow[];
    return { rows, positions: parsed.flatMap((r) => r.positions), total };
  },

  list(db: Db, filter: UserFilter, scope: DataScope, max: number): Promise<UserRow[]> {
    return selectUsers(db, listCondition(filter, scope), max);
  },

  /** A live (not deleted) user with its organisation's name and code. */
  async find(db: Db, id: number): Promise<UserRow | undefined> {
    const [row] = await selectUsers(db, and(eq(sysUser.id, id), liveRow(sysUser.status)), 1);
    return row;
  },

  async positionsOf(db: Db, userIds: number[]) {
    if (userIds.length === 0) return [];
    return db
      .select({ userId: sysUserPos.userId, posId: sysPos.id, posCode: sysPos.code, posName: sysPos.name })
      .from(sysUserPos)
      .innerJoin(sysPos, eq(sysPos.id, sysUserPos.posId))
      .where(inArray(sysUserPos.userId, userIds))
      .orderBy(asc(sysPos.sort), asc(sysPos.id));
  },

  async rolesOf(db: Db, userIds: number[]) {
    if (userIds.length === 0) return [];
    return db
      .select({ userId: sysUserRole.userId, roleId: sysRole.id, roleCode: sysRole.code })
      .from(sysUserRole)
      .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), liveRow(sysRole.status)))
      .where(inArray(sysUserRole.userId, userIds))
      .orderBy(asc(sysRole.sort), asc(sysRole.id));
  },

  async dataOrgIdsOf(db: Db, userId: number): Promise<number[]> {
    const rows = await db
      .select({ orgId: sysUserDataScope.orgId })
      .from(sysUserDataScope)
      .innerJoin(sysOrg, and(eq(sysOrg.id, sysUserDataScope.orgId), liveRow(sysOrg.status)))
      .where(eq(sysUserDataScope.userId, userId))
      .orderBy(asc(sysUserDataScope.orgId));
    return rows.map((r) => r.orgId);
  },

  /** Accounts among `accounts` already held by a live user other than `exceptId`. */
  async takenAccounts(db: Db, accounts: string[], exceptId?: number): Promise<string[]> {
    if (accounts.length === 0) return [];
    const rows = await db
      .select({ account: sysUser.account })
      .from(sysUser)
      .where(
        and(inArray(sysUser.account, accounts), liveRow(sysUser.status), exceptId === undefined ? undefined : ne(sysUser.id, exceptId)),
      );
    return rows.map((r) => r.account);
  },

  liveOrgs: (db: Db, by: IdsOrCodes) => enabledAmong(db, sysOrg, by),
  livePositions: (db: Db, by: IdsOrCodes) => enabledAmong(db, sysPos, by),
  liveRoles: (db: Db, by: IdsOrCodes) => enabledAmong(db, sysRole, by),

  async insert(tx: Db, values: UserValues & { passwordHash: string }, at: Date): Promise<number> {
    const [row] = await tx
      .insert(sysUser)
      .values({
        ...values,
        adminType: ADMIN_TYPE.codes.nonAdmin,
        status: STATUS.NORMAL,
        mustChangePassword: true,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: sysUser.id });
    return row!.id;
  },

  /** The optimistic-lock edit: true when the row still had `version` and was updated. */
  async update(tx: Db, id: number, version: number, values: UserValues, at: Date): Promise<boolean> {
    return (await updateAtVersion(tx, sysUser, id, version, { ...values, updatedAt: at })) !== undefined;
  },

  async setStatus(tx: Db, id: number, status: number, at: Date): Promise<void> {
    await tx
      .update(sysUser)
      .set({ status, updatedAt: at, version: sql`${sysUser.version} + 1` })
      .where(eq(sysUser.id, id));
  },

  async setTemporaryPassword(tx: Db, id: number, passwordHash: string, at: Date): Promise<void> {
    await tx
      .update(sysUser)
      .set({ passwordHash, mustChangePassword: true, updatedAt: at, version: sql`${sysUser.version} + 1` })
      .where(eq(sysUser.id, id));
  },

  async setPositions(tx: Db, userId: number, posIds: number[]): Promise<void> {
    await tx.delete(sysUserPos).where(eq(sysUserPos.userId, userId));
    if (posIds.length) await tx.insert(sysUserPos).values(posIds.map((posId) => ({ userId, posId })));
  },

  async setRoles(tx: Db, userId: number, roleIds: number[]): Promise<void> {
    await tx.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
    if (roleIds.length) await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
  },

  async setDataOrgs(tx: Db, userId: number, orgIds: number[]): Promise<void> {
    await tx.delete(sysUserDataScope).where(eq(sysUserDataScope.userId, userId));
    if (orgIds.length) await tx.insert(sysUserDataScope).values(orgIds.map((orgId) => ({ userId, orgId })));
  },
};
