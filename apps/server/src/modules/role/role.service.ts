import {
  CODE,
  DomainError,
  MENU_CODE,
  ORG_CODE,
  ROLE_CODE,
  toPage,
  type Page,
  type RoleAddRequest,
  type RoleEditRequest,
  type RoleGrantDataRequest,
  type RoleGrantMenuRequest,
  type RoleOption,
  type RolePageQuery,
  type RoleRow,
  conflict,
  fail,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { Clock } from '../../platform/auth/sessions.js';
import { DATA_SCOPE, assertInScope, inScope } from '../../platform/auth/data-scope.js';
import type { RequestContext } from '../../platform/http/context.js';
import { roleRepo, type RoleRecord } from './role.repo.js';
import type { CallerRights, RoleRules } from './role-rules.service.js';

export type RoleDeps = { db: Db; clock: Clock; mutate: Mutate; roleRules: RoleRules };

const ENTITY = 'sys_role';
const denied = (field: string) => fail(CODE.DATA_SCOPE, {}, field);
const ids = (list: readonly string[] | null | undefined) => [...new Set((list ?? []).map(Number))];

export function toRoleRow(r: RoleRecord): RoleRow {
  return {
    id: String(r.id),
    name: r.name,
    code: r.code,
    sort: r.sort,
    dataScopeType: r.dataScopeType,
    remark: r.remark,
    orgId: r.orgId === null ? null : String(r.orgId),
    status: r.status,
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

/**
 * Roles (contract §5.5): CRUD, menu grants and data-scope grants, each change audited in its
 * transaction. Roles have an owning organisation; a caller other than the super admin sees
 * the roles owned within their scope (and their own), and changes only those whose grants and
 * holders stay within their own rights (ADR 008).
 */
export function createRoleService({ db, clock, mutate, roleRules: rules }: RoleDeps) {
  async function mustFind(tx: Db, id: number): Promise<RoleRecord> {
    const role = await roleRepo.find(tx, id);
    if (!role) throw fail(ROLE_CODE.NOT_EXIST);
    return role;
  }

  async function assertUnique(tx: Db, v: { name: string; code: string }, exceptId?: number) {
    const clash = await roleRepo.clashes(tx, v, exceptId);
    if (clash.name) throw fail(ROLE_CODE.NAME_REPEAT, {}, 'name');
    if (clash.code) throw fail(ROLE_CODE.CODE_REPEAT, {}, 'code');
  }

  /** The owner a form names: a live organisation (2017001) in the caller's scope (1013003). */
  async function checkOwner(tx: Db, r: CallerRights, orgId: number | null): Promise<void> {
    if (orgId !== null && (await roleRepo.liveOrgs(tx, [orgId])).length !== 1)
      throw new DomainError(ORG_CODE.NOT_EXIST, 'admin.org.notExist', {}, 'orgId');
    if (r !== null) assertInScope(r.scope, orgId);
  }

  /** The role to change: live (2019001) and within the caller's rights (1013003, ADR 008). */
  async function manageable(tx: Db, r: CallerRights, id: number): Promise<RoleRecord> {
    const role = await mustFind(tx, id);
    await rules.assertManageable(r, id, tx);
    return role;
  }

  async function list(ctx: RequestContext, q: RolePageQuery): Promise<Page<RoleRow>> {
    const visibility = rules.visibility(ctx, await rules.rightsOf(ctx));
    const { rows, total } = await roleRepo.page(db, q, q.pageSize, (q.pageNo - 1) * q.pageSize, visibility);
    return toPage(rows.map(toRoleRow), total, q.pageNo, q.pageSize);
  }

  /** The roles the caller may grant: every live role for the super admin (contract §5.5); see ADR 008 for the others. */
  async function dropDown(ctx: RequestContext): Promise<RoleOption[]> {
    const r = await rules.rightsOf(ctx);
    const rows = await roleRepo.options(db, rules.visibility(ctx, r));
    const grantable = await rules.grantableIds(
      r,
      rows.map((x) => x.id),
    );
    return rows.filter((x) => grantable.has(x.id)).map((x) => ({ id: String(x.id), code: x.code, name: x.name }));
  }

  async function ownMenu(ctx: RequestContext, id: number): Promise<string[]> {
    await mustFind(db, id);
    await rules.assertVisible(await rules.rightsOf(ctx), id);
    return (await roleRepo.menuIds(db, id)).map(String);
  }

  async function ownData(ctx: RequestContext, id: number): Promise<string[]> {
    await mustFind(db, id);
    await rules.assertVisible(await rules.rightsOf(ctx), id);
    return (await roleRepo.orgIds(db, id)).map(String);
  }

  /**
   * POST add: owned by the organisation named, or the caller's own. A role added by a caller
   * who does not see all data starts with data scope "self only" (4) rather than "all" (1),
   * so it never starts above its creator.
   */
  async function add(ctx: RequestContext, body: RoleAddRequest): Promise<RoleRow> {
    const r = await rules.rightsOf(ctx);
    const orgId = body.orgId === undefined ? ctx.user.orgId : Number(body.orgId);
    const { name, code, sort, remark } = body;
    const narrow = r !== null && !r.scope.all ? { dataScopeType: DATA_SCOPE.SELF } : {};
    return mutate(ctx, async (tx, audit) => {
      await checkOwner(tx, r, orgId);
      await assertUnique(tx, body);
      const row = toRoleRow(await roleRepo.insert(tx, { name, code, sort, remark, orgId, ...narrow }, clock.now()));
      await audit({ action: 'add', entity: ENTITY, entityId: row.id, after: row });
      return row;
    });
  }

  /**
   * POST edit: with `version`, the optimistic lock (1017004); without (XiaoNuo 1.x), the edit
   * applies to the row as read in the transaction and is audited as unversioned (ADR 004).
   * `orgId` moves the role to another owner in the caller's scope.
   */
  async function edit(ctx: RequestContext, body: RoleEditRequest): Promise<RoleRow> {
    const r = await rules.rightsOf(ctx);
    return mutate(ctx, async (tx, audit) => {
      const id = Number(body.id);
      const before = await manageable(tx, r, id);
      const owner = body.orgId === undefined ? {} : { orgId: Number(body.orgId) };
      if (owner.orgId !== undefined) await checkOwner(tx, r, owner.orgId);
      await assertUnique(tx, body, id);
      const { name, code, sort, remark } = body;
      const updated = await roleRepo.update(tx, id, body.version ?? before.version, { name, code, sort, remark, ...owner }, clock.now());
      if (!updated) throw conflict();
      const row = toRoleRow(updated);
      const unversioned = body.version === undefined ? { reason: 'unversioned' } : {};
      await audit({ action: 'edit', entity: ENTITY, entityId: id, before: toRoleRow(before), after: row, ...unversioned });
      return row;
    });
  }

  async function remove(ctx: RequestContext, id: number): Promise<void> {
    const r = await rules.rightsOf(ctx);
    return mutate(ctx, async (tx, audit) => {
      const before = await manageable(tx, r, id);
      const snapshot = {
        ...toRoleRow(before),
        menuIds: (await roleRepo.menuIds(tx, id)).map(String),
        orgIds: (await roleRepo.orgIds(tx, id)).map(String),
      };
      await roleRepo.remove(tx, id, clock.now());
      await audit({ action: 'delete', entity: ENTITY, entityId: id, before: snapshot });
    });
  }

  /**
   * Replaces the role's menus. A non-super-admin changes only a role within their rights
   * (ADR 008: so the role holds no menu they lack) and grants only menus they hold (1013003).
   */
  async function grantMenu(ctx: RequestContext, body: RoleGrantMenuRequest): Promise<void> {
    const r = await rules.rightsOf(ctx);
    const id = Number(body.id);
    const wanted = ids(body.grantMenuIdList);
    return mutate(
      ctx,
      async (tx, audit) => {
        await manageable(tx, r, id);
        const existing = await roleRepo.liveMenus(tx, wanted);
        if (existing.length !== wanted.length) throw fail(MENU_CODE.NOT_EXIST, {}, 'grantMenuIdList');
        const current = await roleRepo.menuIds(tx, id);
        if (r !== null && wanted.some((m) => !r.menus.has(m))) throw denied('grantMenuIdList');
        const next = wanted;
        await roleRepo.replaceMenus(tx, id, next);
        await roleRepo.touch(tx, id, clock.now());
        const before = { menuIds: current.map(String) };
        await audit({ action: 'grantMenu', entity: ENTITY, entityId: id, before, after: { menuIds: next.map(String) } });
      },
      // two grants of the same role at once: the later one finds the other's rows
      { unique: conflict },
    );
  }

  /**
   * Sets the role's data-scope type and, for type 5, its organisations. A non-super-admin
   * changes only a role within their rights (ADR 008), may not grant type 1, may grant only
   * organisations in their own scope, and the change may not leave a holder seeing data
   * outside that scope (type 2 applies to each holder's organisation) (1013003).
   */
  async function grantData(ctx: RequestContext, body: RoleGrantDataRequest): Promise<void> {
    // resolved before the transaction: on the embedded database a query outside it would wait for it
    const r = await rules.rightsOf(ctx);
    const id = Number(body.id);
    const type = body.dataScopeType;
    const wanted = type === DATA_SCOPE.CUSTOM ? ids(body.grantOrgIdList) : [];
    return mutate(
      ctx,
      async (tx, audit) => {
        const before = await manageable(tx, r, id);
        if ((await roleRepo.liveOrgs(tx, wanted)).length !== wanted.length)
          throw new DomainError(ORG_CODE.NOT_EXIST, 'admin.org.notExist', {}, 'grantOrgIdList');
        const current = await roleRepo.orgIds(tx, id);
        const next = wanted;
        if (r !== null) {
          if (type === DATA_SCOPE.ALL) throw denied('dataScopeType');
          if (wanted.some((o) => !inScope(r.scope, o))) throw denied('grantOrgIdList');
        }
        await roleRepo.replaceOrgs(tx, id, next);
        await roleRepo.touch(tx, id, clock.now(), type);
        await rules.assertHoldersWithin(r, id, tx, 'role.manage.holdersWouldExceed');
        await audit({
          action: 'grantData',
          entity: ENTITY,
          entityId: id,
          before: { dataScopeType: before.dataScopeType, orgIds: current.map(String) },
          after: { dataScopeType: type, orgIds: next.map(String) },
        });
      },
      { unique: conflict },
    );
  }

  return { list, dropDown, ownMenu, ownData, add, edit, remove, grantMenu, grantData };
}

export type RoleService = ReturnType<typeof createRoleService>;
