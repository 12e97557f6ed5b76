import crypto from 'node:crypto';
import {
  CODE,
  DomainError,
  PASSWORD_POLICY,
  checkPassword,
  generatePassword,
  invalid,
  type SysUserResult,
  type UserAddRequest,
  type UserEditRequest,
  type UserFilterQuery,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Clock, SessionStore } from '../../platform/auth/sessions.js';
import { assertInScope } from '../../platform/auth/data-scope.js';
import { writeAudit } from '../../platform/audit/audit.js';
import type { RequestContext } from '../../platform/http/context.js';
import { page, type Page } from '../../platform/http/envelope.js';
import { hashPassword } from '../auth/auth.service.js';
import { createCountCache } from '../../platform/db/generation.js';
import type { Position } from './user.repo.js';
import { userRepo, type UserFilter, type UserRow, type UserValues } from './user.repo.js';

export type UserServiceDeps = { db: Db; clock: Clock; sessions: SessionStore };

const ENTITY = 'sysUser';
export const fail = (code: number, key = `error.${code}`, params: Record<string, string | number> = {}) =>
  new DomainError(code, key, params);
export const uniqueIds = (ids: string[]) => [...new Set(ids.map(Number))];
const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** True for PostgreSQL's unique_violation (23505), looking through the ORM's wrapping. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

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

export function createUserService(deps: UserServiceDeps) {
  const { db, clock } = deps;
  // A page's total over tens of thousands of accounts would dominate each request on PGlite.
  const cachedCount = createCountCache(['sys_user', 'sys_org']);

  /** Runs `work` in one transaction; a concurrent duplicate account surfaces as 2020002. */
  const inTx = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(work).catch((e: unknown) => {
      throw isUniqueViolation(e) ? fail(2020002) : e;
    });

  /**
   * A live user the caller may manage: 2020001 if gone; for anyone but the super admin,
   * 1013003 when its organisation is outside their data scope or it is the super admin.
   */
  async function loadManaged(ctx: RequestContext, id: number): Promise<UserRow> {
    const user = await userRepo.find(db, id);
    if (!user) throw fail(CODE.USER_NOT_EXIST);
    if (ctx.user.adminType !== 1) {
      if (user.adminType === 1) throw fail(CODE.DATA_SCOPE);
      assertInScope(await ctx.scope(), user.orgId);
    }
    return user;
  }

  /** The organisation and positions named by a form must exist (2017001 / 2018001). */
  async function checkReferences(tx: Db, orgId: number, posIds: number[]): Promise<void> {
    if ((await userRepo.liveOrgs(tx, { ids: [orgId] })).length !== 1) throw fail(2017001, 'user.orgNotExist');
    if ((await userRepo.livePositions(tx, { ids: posIds })).length !== posIds.length) throw fail(2018001, 'user.posNotExist');
  }

  async function assertAccountFree(tx: Db, account: string, exceptId?: number): Promise<void> {
    if ((await userRepo.takenAccounts(tx, [account], exceptId)).length) throw fail(2020002);
  }

  async function pageOf(ctx: RequestContext, q: UserFilterQuery & { pageNo: number; pageSize: number }): Promise<Page<SysUserResult>> {
    const { rows, positions, total } = await userRepo.page(
      db,
      filterOf(q),
      await ctx.scope(),
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
      cachedCount,
    );
    return page(
      rows.map((r) => toResult(r, positions)),
      total,
      q.pageNo,
      q.pageSize,
    );
  }

  async function detail(ctx: RequestContext, id: number): Promise<SysUserResult> {
    const user = await loadManaged(ctx, id);
    return toResult(user, await userRepo.positionsOf(db, [id]));
  }

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
    const at = clock.now();
    await inTx(async (tx) => {
      await checkReferences(tx, values.orgId, posIds);
      await assertAccountFree(tx, values.account);
      const id = await userRepo.insert(tx, { ...values, passwordHash }, at);
      await userRepo.setPositions(tx, id, posIds);
      await writeAudit(
        tx,
        ctx.actor,
        { action: 'add', entity: ENTITY, entityId: id, orgId: values.orgId, after: snapshot(values, posIds) },
        at,
      );
    });
  }

  /** POST edit: optimistic lock on `version` (1017004 when the row changed since it was read). */
  async function edit(ctx: RequestContext, body: UserEditRequest): Promise<void> {
    const id = Number(body.id);
    const current = await loadManaged(ctx, id);
    if (current.version !== body.version) throw fail(CODE.CONFLICT);
    const values = valuesOf(body);
    const posIds = uniqueIds(body.sysEmpParam.posIdList);
    assertInScope(await ctx.scope(), values.orgId);
    const before = snapshot(
      current,
      (await userRepo.positionsOf(db, [id])).map((p) => p.posId),
    );
    const at = clock.now();
    await inTx(async (tx) => {
      // The versioned UPDATE comes first: it takes the row lock, so a concurrent edit waits and then finds the new version.
      if (!(await userRepo.update(tx, id, body.version, values, at))) throw fail(CODE.CONFLICT);
      await checkReferences(tx, values.orgId, posIds);
      await assertAccountFree(tx, values.account, id);
      await userRepo.setPositions(tx, id, posIds);
      await writeAudit(
        tx,
        ctx.actor,
        { action: 'edit', entity: ENTITY, entityId: id, orgId: values.orgId, before, after: snapshot(values, posIds) },
        at,
      );
    });
  }

  return { loadManaged, inTx, pageOf, detail, ownRole, ownData, add, edit };
}

export type UserCoreService = ReturnType<typeof createUserService>;
