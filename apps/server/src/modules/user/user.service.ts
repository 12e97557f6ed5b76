import crypto from 'node:crypto';
import {
  CODE,
  DomainError,
  PASSWORD_POLICY,
  SEX,
  USER_CODE,
  checkPassword,
  generatePassword,
  invalid,
  toPage,
  type MessageParams,
  type Page,
  type SysUserResult,
  type UserAddRequest,
  type UserEditRequest,
  type UserFilterQuery,
  type UserPageQuery,
  conflict,
  fail,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { Clock, SessionStore } from '../../platform/auth/sessions.js';
import { assertInScope, resolveDataScope } from '../../platform/auth/data-scope.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import type { RequestContext } from '../../platform/http/context.js';
import { hashPassword } from '../auth/auth.service.js';
import { outsideRights, scopeWithin, type RoleRules } from '../role/role-rules.service.js';
import { createCountCache } from '../../platform/db/generation.js';
import type { Position } from './user.repo.js';
import { userRepo, type UserFilter, type UserRow, type UserValues } from './user.repo.js';

export type UserServiceDeps = { db: Db; clock: Clock; sessions: SessionStore; mutate: Mutate };
/** The account services also apply the rules of ADR 008, kept by the role module. */
export type UserManageDeps = UserServiceDeps & { roleRules: RoleRules };

/** The audit entity of every account change. */
export const ENTITY = 'sysUser';
type UserCode = (typeof USER_CODE)[keyof typeof USER_CODE];
/** A refusal of the account API: message `key` (default `error.<code>`), optionally naming the failing input. */
export const userError = (code: UserCode, key = `error.${code}`, params: MessageParams = {}, field?: string) =>
  new DomainError(code, key, params, field);
/** A concurrent or repeated account name: 2020002 (also what a unique violation maps to). */
export const accountTaken = () => userError(USER_CODE.ACCOUNT_REPEAT, undefined, {}, 'account');
/** `mutate` options of every account change: a unique violation is a taken account name. */
export const onDuplicateAccount = { unique: accountTaken };
export const uniqueIds = (ids: string[]) => [...new Set(ids.map(Number))];
const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** Throws 1012001 with the policy text when the password does not meet spec §5 / §9. */
export function assertPasswordPolicy(password: string, field = 'password'): void {
  if (checkPassword(password).length > 0) {
    throw new DomainError(CODE.PARAM_ERROR, 'password.policy', { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength }, field);
  }
}

/** A random temporary password meeting the policy (never a fixed default: security-and-reliability V6). */
export const temporaryPassword = () => generatePassword((n) => new Uint8Array(crypto.randomBytes(n)));

/** The page/export filter from the query (contract's dotted `sysEmpParam.orgId`, or `orgId`). */
export function filterOf(q: UserFilterQuery): UserFilter {
  const org = q['sysEmpParam.orgId'] ?? q.orgId;
  return { searchValue: q.searchValue, searchStatus: q.searchStatus, orgId: org === undefined ? undefined : Number(org) };
}

/** contract §5.2 SysUserResult (+ userType, version, mustChangePassword); never the password hash. */
export function toResult(row: UserRow, positions: Position[]): SysUserResult {
  return {
    id: String(row.id),
    account: row.account,
    name: row.name,
    nickName: row.nickName,
    email: row.email,
    phone: row.phone,
    tel: row.tel,
    status: row.status,
    userType: row.userType,
    version: row.version,
    mustChangePassword: row.mustChangePassword,
    lastLoginTime: row.lastLoginTime ? row.lastLoginTime.toISOString() : null,
    sex: SEX.codes.unknown, // not kept by this product (spec §5): always unknown
    birthday: null,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    sysEmpInfo: {
      jobNum: row.jobNum,
      orgId: row.orgId === null ? null : String(row.orgId),
      orgName: row.orgName,
      extOrgPos: [],
      positions: positions
        .filter((p) => p.userId === row.id)
        .map((p) => ({ posId: String(p.posId), posCode: p.posCode, posName: p.posName })),
    },
  };
}

function valuesOf(body: UserAddRequest | UserEditRequest): UserValues {
  return {
    account: body.account,
    name: body.name.trim(),
    nickName: blank(body.nickName),
    email: blank(body.email),
    phone: blank(body.phone),
    tel: blank(body.tel),
    jobNum: body.sysEmpParam.jobNum.trim(),
    orgId: Number(body.sysEmpParam.orgId),
    userType: body.userType,
  };
}

type Snapshotable = Omit<UserValues, 'orgId' | 'jobNum'> & { orgId: number | null; jobNum: string | null };

/** What the audit trail keeps of an account: its fields and positions, never a password. */
const snapshot = (v: Snapshotable, posIds: number[]) => ({
  account: v.account,
  name: v.name,
  nickName: v.nickName,
  email: v.email,
  phone: v.phone,
  tel: v.tel,
  jobNum: v.jobNum,
  orgId: v.orgId,
  userType: v.userType,
  posIds,
});

export function createUserService(deps: UserManageDeps) {
  const { db, clock, mutate, roleRules } = deps;
  // A page's total over tens of thousands of accounts would dominate each request on PGlite.
  const cachedCount = createCountCache(['sys_user', 'sys_org']);

  /**
   * A live user the caller may see: 2020001 if gone; for anyone but the super admin,
   * 1013003 when its organisation is outside their data scope or it is the super admin.
   */
  async function loadVisible(ctx: RequestContext, id: number): Promise<UserRow> {
    const user = await userRepo.find(db, id);
    if (!user) throw userError(USER_CODE.NOT_EXIST);
    if (!isSuperAdmin(ctx.user)) {
      if (isSuperAdmin(user)) throw fail(CODE.DATA_SCOPE);
      assertInScope(await ctx.scope(), user.orgId);
    }
    return user;
  }

  /**
   * A live user the caller may manage (ADR 008): visible, and for anyone but the super admin
   * within the caller's own rights: every role it holds is one the caller may grant
   * (1013003 "holds a role you may not grant"), and its data scope lies within the caller's
   * (1013003 "sees data outside your scope"). Otherwise a scoped manager could reset the
   * password of an all-data administrator of their group and act as them.
   */
  async function loadManaged(ctx: RequestContext, id: number): Promise<UserRow> {
    const user = await loadVisible(ctx, id);
    const rights = await roleRules.rightsOf(ctx);
    if (rights === null) return user;
    const held = (await userRepo.rolesOf(db, [id])).map((r) => r.roleId);
    const grantable = await roleRules.grantableIds(rights, held);
    if (held.some((r) => !grantable.has(r))) throw outsideRights('user.manage.rolesAbove');
    if (!scopeWithin(await resolveDataScope(db, user), rights.scope)) throw outsideRights('user.manage.scopeAbove');
    return user;
  }

  /**
   * After a change that can widen an account's data scope (a move, a role grant), in its
   * transaction: the account must still see nothing outside the caller's scope (1013003).
   * Type 2 roles apply to the account's organisation, so a role the caller may grant can
   * still reach further from another organisation.
   */
  async function assertStillWithin(ctx: RequestContext, tx: Db, user: Pick<UserRow, 'id' | 'adminType' | 'orgId'>): Promise<void> {
    if (isSuperAdmin(ctx.user)) return;
    const scope = await ctx.scope(); // resolved by loadManaged, before the transaction
    if (!scopeWithin(await resolveDataScope(tx, user), scope)) throw outsideRights('user.manage.grantAbove');
  }

  /** The organisation and positions named by a form must exist (2017001 / 2018001). */
  async function checkReferences(tx: Db, orgId: number, posIds: number[]): Promise<void> {
    if ((await userRepo.liveOrgs(tx, { ids: [orgId] })).length !== 1)
      throw userError(USER_CODE.ORG_NOT_EXIST, 'user.orgNotExist', {}, 'sysEmpParam.orgId');
    if ((await userRepo.livePositions(tx, { ids: posIds })).length !== posIds.length)
      throw userError(USER_CODE.POS_NOT_EXIST, 'user.posNotExist', {}, 'sysEmpParam.posIdList');
  }

  async function assertAccountFree(tx: Db, account: string, exceptId?: number): Promise<void> {
    if ((await userRepo.takenAccounts(tx, [account], exceptId)).length) throw accountTaken();
  }

  async function pageOf(ctx: RequestContext, q: UserPageQuery): Promise<Page<SysUserResult>> {
    const { rows, positions, total } = await userRepo.page(
      db,
      filterOf(q),
      await ctx.scope(),
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
      cachedCount,
    );
    return toPage(
      rows.map((r) => toResult(r, positions)),
      total,
      q.pageNo,
      q.pageSize,
    );
  }

  /** The form's read: what the page already lists, so the organisation scope decides (ADR 008). */
  async function detail(ctx: RequestContext, id: number): Promise<SysUserResult> {
    const user = await loadVisible(ctx, id);
    return toResult(user, await userRepo.positionsOf(db, [id]));
  }

  /** ownRole and ownData serve the grant dialogs: only for an account the caller may manage (ADR 008). */
  async function ownRole(ctx: RequestContext, id: number): Promise<string[]> {
    await loadManaged(ctx, id);
    return (await userRepo.rolesOf(db, [id])).map((r) => String(r.roleId));
  }

  async function ownData(ctx: RequestContext, id: number): Promise<string[]> {
    await loadManaged(ctx, id);
    return (await userRepo.dataOrgIdsOf(db, id)).map(String);
  }

  /** POST add: the administrator's password must be repeated and meet the policy; it must be changed at first sign-in. */
  async function add(ctx: RequestContext, body: UserAddRequest): Promise<void> {
    if (body.password !== body.confirm) throw invalid('user.passwordMismatch', {}, 'confirm');
    const values = valuesOf(body);
    const posIds = uniqueIds(body.sysEmpParam.posIdList);
    assertInScope(await ctx.scope(), values.orgId);
    assertPasswordPolicy(body.password);
    const passwordHash = await hashPassword(body.password);
    await mutate(
      ctx,
      async (tx, audit) => {
        await checkReferences(tx, values.orgId, posIds);
        await assertAccountFree(tx, values.account);
        const id = await userRepo.insert(tx, { ...values, passwordHash }, clock.now());
        await userRepo.setPositions(tx, id, posIds);
        await audit({ action: 'add', entity: ENTITY, entityId: id, orgId: values.orgId, after: snapshot(values, posIds) });
      },
      onDuplicateAccount,
    );
  }

  /**
   * POST edit: optimistic lock on `version` (1017004 when the row changed since it was read).
   * Without `version` (XiaoNuo 1.x) the edit applies to the row as read here and is audited
   * as unversioned (ADR 004).
   */
  async function edit(ctx: RequestContext, body: UserEditRequest): Promise<void> {
    const id = Number(body.id);
    const current = await loadManaged(ctx, id);
    if (body.version !== undefined && current.version !== body.version) throw conflict();
    const version = body.version ?? current.version;
    const values = valuesOf(body);
    const posIds = uniqueIds(body.sysEmpParam.posIdList);
    assertInScope(await ctx.scope(), values.orgId);
    const before = snapshot(
      current,
      (await userRepo.positionsOf(db, [id])).map((p) => p.posId),
    );
    await mutate(
      ctx,
      async (tx, audit) => {
        // The versioned UPDATE comes first: it takes the row lock, so a concurrent edit waits and then finds the new version.
        if (!(await userRepo.update(tx, id, version, values, clock.now()))) throw conflict();
        await checkReferences(tx, values.orgId, posIds);
        await assertAccountFree(tx, values.account, id);
        await userRepo.setPositions(tx, id, posIds);
        if (values.orgId !== current.orgId) await assertStillWithin(ctx, tx, { ...current, orgId: values.orgId });
        const unversioned = body.version === undefined ? { reason: 'unversioned' } : {};
        const after = snapshot(values, posIds);
        await audit({ action: 'edit', entity: ENTITY, entityId: id, orgId: values.orgId, before, after, ...unversioned });
      },
      onDuplicateAccount,
    );
  }

  return { loadManaged, assertStillWithin, pageOf, detail, ownRole, ownData, add, edit };
}

export type UserCoreService = ReturnType<typeof createUserService>;

export type UserService = ReturnType<typeof createUserService>;
