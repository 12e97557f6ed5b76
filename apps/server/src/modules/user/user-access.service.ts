import { CODE, DomainError, STATUS, USER_CODE } from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import type { RequestContext } from '../../platform/http/context.js';
import { hashPassword } from '../auth/auth.service.js';
import { userRepo } from './user.repo.js';
import { ENTITY, temporaryPassword, uniqueIds, userError, type UserCoreService, type UserManageDeps } from './user.service.js';

export type UserAccessDeps = UserManageDeps & { user: UserCoreService };

/**
 * Operations that change what an account may do: delete, deactivate, reset the password,
 * grant roles and data scope. Each applies only to an account within the caller's own
 * rights (`loadManaged`, ADR 008). Whenever access shrinks, the user's sessions end at once
 * (ADR 003, security-and-reliability V7): the row, not the token, decides.
 */
export function createUserAccessService({ db, clock, sessions, mutate, user: core, roleRules }: UserAccessDeps) {
  const { loadManaged, assertStillWithin } = core;

  /** POST delete: status deleted; roles, data scope and positions go; the super admin cannot be deleted (2020005). */
  async function remove(ctx: RequestContext, id: number): Promise<void> {
    const user = await loadManaged(ctx, id);
    if (isSuperAdmin(user)) throw userError(USER_CODE.SUPER_ADMIN_DELETE);
    await mutate(ctx, async (tx, audit) => {
      await userRepo.setStatus(tx, id, STATUS.DELETED, clock.now());
      await userRepo.setRoles(tx, id, []);
      await userRepo.setDataOrgs(tx, id, []);
      await userRepo.setPositions(tx, id, []);
      await audit({
        action: 'delete',
        entity: ENTITY,
        entityId: id,
        orgId: user.orgId,
        before: { account: user.account, status: user.status },
      });
    });
    await sessions.endAllForUser(id, 'revoked');
  }

  /** POST changeStatus: normal or deactivated (sessions end at once); not for the super admin (2020006). */
  async function changeStatus(ctx: RequestContext, id: number, status: number): Promise<void> {
    const user = await loadManaged(ctx, id);
    if (isSuperAdmin(user)) throw userError(USER_CODE.SUPER_ADMIN_STATUS);
    await mutate(ctx, async (tx, audit) => {
      await userRepo.setStatus(tx, id, status, clock.now());
      await audit({
        action: 'changeStatus',
        entity: ENTITY,
        entityId: id,
        orgId: user.orgId,
        before: { status: user.status },
        after: { status },
      });
    });
    if (status === STATUS.DEACTIVATED) await sessions.endAllForUser(id, 'deactivated');
  }

  /**
   * POST resetPwd: a random temporary password meeting the policy, returned once to the
   * administrator; the user must change it at the next sign-in, and every session ends.
   */
  async function resetPassword(ctx: RequestContext, id: number): Promise<{ password: string }> {
    const user = await loadManaged(ctx, id);
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    await mutate(ctx, async (tx, audit) => {
      await userRepo.setTemporaryPassword(tx, id, passwordHash, clock.now());
      await audit({ action: 'resetPwd', entity: ENTITY, entityId: id, orgId: user.orgId, reason: 'temporary password issued' });
    });
    await sessions.endAllForUser(id, 'password-changed');
    return { password };
  }

  /**
   * POST grantRole: the set is replaced. Roles must exist (2019001). A non-super-admin may
   * only add or withdraw roles they may grant (ADR 008: roles they hold, or roles owned within
   * their scope whose grants do not exceed theirs), and the account may not end up seeing data
   * outside their scope, so nobody can raise an account above their own rights (1013003).
   * Withdrawing a role ends the user's sessions: the client builds its menus and buttons from
   * getLoginUser once, at sign-in, so a live session would keep showing screens the user may
   * no longer use until they sign in again.
   */
  async function grantRole(ctx: RequestContext, id: number, grantRoleIdList: string[]): Promise<void> {
    const user = await loadManaged(ctx, id);
    const wanted = uniqueIds(grantRoleIdList);
    if ((await userRepo.liveRoles(db, { ids: wanted })).length !== wanted.length)
      throw userError(USER_CODE.ROLE_NOT_EXIST, 'user.roleNotExist', {}, 'grantRoleIdList');
    const current = (await userRepo.rolesOf(db, [id])).map((r) => r.roleId);
    const removed = current.filter((r) => !wanted.includes(r));
    const changed = [...removed, ...wanted.filter((r) => !current.includes(r))];
    const grantable = await roleRules.grantableIds(await roleRules.rightsOf(ctx), changed);
    if (changed.some((r) => !grantable.has(r))) throw new DomainError(CODE.DATA_SCOPE, 'user.roleNotGrantable', {}, 'grantRoleIdList');
    await mutate(ctx, async (tx, audit) => {
      await userRepo.setRoles(tx, id, wanted);
      await assertStillWithin(ctx, tx, user);
      await audit({
        action: 'grantRole',
        entity: ENTITY,
        entityId: id,
        orgId: user.orgId,
        before: { roleIds: current },
        after: { roleIds: wanted },
      });
    });
    if (removed.length) await sessions.endAllForUser(id, 'revoked');
  }

  /** POST grantData: organisations granted to the user directly; each must exist (2017001) and be in the granter's scope (1013003). */
  async function grantData(ctx: RequestContext, id: number, grantOrgIdList: string[]): Promise<void> {
    const user = await loadManaged(ctx, id);
    const wanted = uniqueIds(grantOrgIdList);
    const scope = await ctx.scope();
    for (const orgId of wanted) assertInScope(scope, orgId);
    if ((await userRepo.liveOrgs(db, { ids: wanted })).length !== wanted.length)
      throw userError(USER_CODE.ORG_NOT_EXIST, 'user.orgNotExist', {}, 'grantOrgIdList');
    const current = await userRepo.dataOrgIdsOf(db, id);
    await mutate(ctx, async (tx, audit) => {
      await userRepo.setDataOrgs(tx, id, wanted);
      await audit({
        action: 'grantData',
        entity: ENTITY,
        entityId: id,
        orgId: user.orgId,
        before: { orgIds: current },
        after: { orgIds: wanted },
      });
    });
  }

  return { remove, changeStatus, resetPassword, grantRole, grantData };
}

export type UserAccessService = ReturnType<typeof createUserAccessService>;
