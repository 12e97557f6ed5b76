import { CODE, DomainError } from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import { writeAudit } from '../../platform/audit/audit.js';
import type { RequestContext } from '../../platform/http/context.js';
import { hashPassword } from '../auth/auth.service.js';
import { userRepo } from './user.repo.js';
import { fail, temporaryPassword, uniqueIds, type UserCoreService, type UserServiceDeps } from './user.service.js';

const ENTITY = 'sysUser';
const STATUS_DELETED = 2;
const STATUS_DEACTIVATED = 1;

/**
 * Operations that change what an account may do: delete, deactivate, reset the password,
 * grant roles and data scope. Whenever access shrinks, the user's sessions end at once
 * (ADR 003, security-and-reliability V7): the row, not the token, decides.
 */
export function createUserAccessService(deps: UserServiceDeps, core: UserCoreService) {
  const { db, clock, sessions } = deps;
  const { loadManaged, inTx } = core;

  /** POST delete: status 2; roles, data scope and positions go; the super admin cannot be deleted (2020005). */
  async function remove(ctx: RequestContext, id: number): Promise<void> {
    const user = await loadManaged(ctx, id);
    if (user.adminType === 1) throw fail(2020005);
    const at = clock.now();
    await inTx(async (tx) => {
      await userRepo.setStatus(tx, id, STATUS_DELETED, at);
      await userRepo.setRoles(tx, id, []);
      await userRepo.setDataOrgs(tx, id, []);
      await userRepo.setPositions(tx, id, []);
      await writeAudit(
        tx,
        ctx.actor,
        { action: 'delete', entity: ENTITY, entityId: id, orgId: user.orgId, before: { account: user.account, status: user.status } },
        at,
      );
    });
    await sessions.endAllForUser(id, 'revoked');
  }

  /** POST changeStatus: 0 normal, 1 deactivated (sessions end at once); not for the super admin (2020006). */
  async function changeStatus(ctx: RequestContext, id: number, status: number): Promise<void> {
    const user = await loadManaged(ctx, id);
    if (user.adminType === 1) throw fail(2020006);
    const at = clock.now();
    await inTx(async (tx) => {
      await userRepo.setStatus(tx, id, status, at);
      await writeAudit(
        tx,
        ctx.actor,
        { action: 'changeStatus', entity: ENTITY, entityId: id, orgId: user.orgId, before: { status: user.status }, after: { status } },
        at,
      );
    });
    if (status === STATUS_DEACTIVATED) await sessions.endAllForUser(id, 'deactivated');
  }

  /**
   * POST resetPwd: a random temporary password meeting the policy, returned once to the
   * administrator; the user must change it at the next sign-in, and every session ends.
   */
  async function resetPassword(ctx: RequestContext, id: number): Promise<{ password: string }> {
    const user = await loadManaged(ctx, id);
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const at = clock.now();
    await inTx(async (tx) => {
      await userRepo.setTemporaryPassword(tx, id, passwordHash, at);
      await writeAudit(
        tx,
        ctx.actor,
        { action: 'resetPwd', entity: ENTITY, entityId: id, orgId: user.orgId, reason: 'temporary password issued' },
        at,
      );
    });
    await sessions.endAllForUser(id, 'password-changed');
    return { password };
  }

  /** Role ids the caller holds (a non-super-admin may only hand out or withdraw these). */
  async function callerRoleIds(ctx: RequestContext): Promise<Set<number>> {
    return new Set((await userRepo.rolesOf(db, [ctx.user.id])).map((r) => r.roleId));
  }

  /**
   * POST grantRole: the set is replaced. Roles must exist (2019001). A non-super-admin may
   * only add or withdraw roles they hold themselves, so nobody can raise an account above
   * their own rights (1013003). Withdrawing a role ends the user's sessions: the client
   * builds its menus and buttons from getLoginUser once, at sign-in, so a live session would
   * keep showing screens the user may no longer use until they sign in again.
   */
  async function grantRole(ctx: RequestContext, id: number, grantRoleIdList: string[]): Promise<void> {
    const user = await loadManaged(ctx, id);
    const wanted = uniqueIds(grantRoleIdList);
    if ((await userRepo.liveRoles(db, { ids: wanted })).length !== wanted.length) throw fail(2019001, 'user.roleNotExist');
    const current = (await userRepo.rolesOf(db, [id])).map((r) => r.roleId);
    const removed = current.filter((r) => !wanted.includes(r));
    const changed = [...removed, ...wanted.filter((r) => !current.includes(r))];
    if (ctx.user.adminType !== 1) {
      const own = await callerRoleIds(ctx);
      if (changed.some((r) => !own.has(r))) throw new DomainError(CODE.DATA_SCOPE, 'user.roleNotGrantable');
    }
    const at = clock.now();
    await inTx(async (tx) => {
      await userRepo.setRoles(tx, id, wanted);
      await writeAudit(
        tx,
        ctx.actor,
        { action: 'grantRole', entity: ENTITY, entityId: id, orgId: user.orgId, before: { roleIds: current }, after: { roleIds: wanted } },
        at,
      );
    });
    if (removed.length) await sessions.endAllForUser(id, 'revoked');
  }

  /** POST grantData: organisations granted to the user directly; each must exist (2017001) and be in the granter's scope (1013003). */
  async function grantData(ctx: RequestContext, id: number, grantOrgIdList: string[]): Promise<void> {
    const user = await loadManaged(ctx, id);
    const wanted = uniqueIds(grantOrgIdList);
    const scope = await ctx.scope();
    for (const orgId of wanted) assertInScope(scope, orgId);
    if ((await userRepo.liveOrgs(db, { ids: wanted })).length !== wanted.length) throw fail(2017001, 'user.orgNotExist');
    const current = await userRepo.dataOrgIdsOf(db, id);
    const at = clock.now();
    await inTx(async (tx) => {
      await userRepo.setDataOrgs(tx, id, wanted);
      await writeAudit(
        tx,
        ctx.actor,
        { action: 'grantData', entity: ENTITY, entityId: id, orgId: user.orgId, before: { orgIds: current }, after: { orgIds: wanted } },
        at,
      );
    });
  }

  return { remove, changeStatus, resetPassword, grantRole, grantData, callerRoleIds };
}

export type UserAccessService = ReturnType<typeof createUserAccessService>;
