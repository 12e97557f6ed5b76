import {
  CODE,
  DomainError,
  MENU_CODE,
  ORG_CODE,
  ROLE_CODE,
  toPage,
  type Page,
  type RoleAddRequest,
  type RoleCode,
  type RoleEditRequest,
  type RoleGrantDataRequest,
  type RoleGrantMenuRequest,
  type RoleOption,
  type RolePageQuery,
  type RoleRow,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { Clock } from '../../platform/auth/sessions.js';
import { DATA_SCOPE, inScope } from '../../platform/auth/data-scope.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import type { RequestContext } from '../../platform/http/context.js';
import { roleRepo, type RoleRecord } from './role.repo.js';

export type RoleDeps = { db: Db; clock: Clock; mutate: Mutate };

const ENTITY = 'sys_role';
const fail = (code: RoleCode, field?: string) => new DomainError(code, `error.${code}`, {}, field);
const denied = (field: string) => new DomainError(CODE.DATA_SCOPE, `error.${CODE.DATA_SCOPE}`, {}, field);
const conflict = () => new DomainError(CODE.CONFLICT, `error.${CODE.CONFLICT}`);
const ids = (list: readonly string[] | null | undefined) => [...new Set((list ?? []).map(Number))];

export function toRoleRow(r: RoleRecord): RoleRow {
  return {
    id: String(r.id),
    name: r.name,
    code: r.code,
    sort: r.sort,
    dataScopeType: r.dataScopeType,
    remark: r.remark,
    status: r.status,
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

/** Roles (contract §5.5): CRUD, menu grants and data-scope grants, each change audited in its transaction. */
export function createRoleService({ db, clock, mutate }: RoleDeps) {
  async function mustFind(tx: Db, id: number): Promise<RoleRecord> {
    const role = await roleRepo.find(tx, id);
    if (!role) throw fail(ROLE_CODE.NOT_EXIST);
    return role;
  }

  async function assertUnique(tx: Db, v: { name: string; code: string }, exceptId?: number) {
    const clash = await roleRepo.clashes(tx, v, exceptId);
    if (clash.name) throw fail(ROLE_CODE.NAME_REPEAT, 'name');
    if (clash.code) throw fail(ROLE_CODE.CODE_REPEAT, 'code');
  }

  async function list(q: RolePageQuery): Promise<Page<RoleRow>> {
    const { rows, total } = await roleRepo.page(db, q, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return toPage(rows.map(toRoleRow), total, q.pageNo, q.pageSize);
  }

  /** Every live role for the super admin; others get only their own (contract §5.5). */
  async function dropDown(ctx: RequestContext): Promise<RoleOption[]> {
    const rows = await roleRepo.options(db, isSuperAdmin(ctx.user) ? null : ctx.user.id);
    return rows.map((r) => ({ id: String(r.id), code: r.code, name: r.name }));
  }

  async function ownMenu(id: number): Promise<string[]> {
    await mustFind(db, id);
    return (await roleRepo.menuIds(db, id)).map(String);
  }

  async function ownData(id: number): Promise<string[]> {
    await mustFind(db, id);
    return (await roleRepo.orgIds(db, id)).map(String);
  }

  function add(ctx: RequestContext, body: RoleAddRequest): Promise<RoleRow> {
    return mutate(ctx, async (tx, audit) => {
      await assertUnique(tx, body);
      const row = toRoleRow(await roleRepo.insert(tx, body, clock.now()));
      await audit({ action: 'create', entity: ENTITY, entityId: row.id, after: row });
      return row;
    });
  }

  function edit(ctx: RequestContext, body: RoleEditRequest): Promise<RoleRow> {
    return mutate(ctx, async (tx, audit) => {
      const id = Number(body.id);
      const before = await mustFind(tx, id);
      await assertUnique(tx, body, id);
      const { name, code, sort, remark } = body;
      const updated = await roleRepo.update(tx, id, body.version, { name, code, sort, remark }, clock.now());
      if (!updated) throw conflict();
      const row = toRoleRow(updated);
      await audit({ action: 'update', entity: ENTITY, entityId: id, before: toRoleRow(before), after: row });
      return row;
    });
  }

  function remove(ctx: RequestContext, id: number): Promise<void> {
    return mutate(ctx, async (tx, audit) => {
      const before = await mustFind(tx, id);
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
   * Replaces the role's menus. A non-super-admin may grant only menus they hold themselves
   * (1013003), and menus of the role they do not hold (and so cannot see) are kept.
   */
  function grantMenu(ctx: RequestContext, body: RoleGrantMenuRequest): Promise<void> {
    const id = Number(body.id);
    const wanted = ids(body.grantMenuIdList);
    return mutate(
      ctx,
      async (tx, audit) => {
        await mustFind(tx, id);
        const existing = await roleRepo.liveMenus(tx, wanted);
        if (existing.length !== wanted.length)
          throw new DomainError(MENU_CODE.NOT_EXIST, `error.${MENU_CODE.NOT_EXIST}`, {}, 'grantMenuIdList');
        const current = await roleRepo.menuIds(tx, id);
        let next = wanted;
        if (!isSuperAdmin(ctx.user)) {
          const held = await roleRepo.heldMenus(tx, ctx.user.id);
          if (wanted.some((m) => !held.has(m))) throw denied('grantMenuIdList');
          next = [...new Set([...wanted, ...current.filter((m) => !held.has(m))])];
        }
        await roleRepo.replaceMenus(tx, id, next);
        await roleRepo.touch(tx, id, clock.now());
        const before = { menuIds: current.map(String) };
        await audit({ action: 'grant-menu', entity: ENTITY, entityId: id, before, after: { menuIds: next.map(String) } });
      },
      // two grants of the same role at once: the later one finds the other's rows
      { unique: conflict },
    );
  }

  /**
   * Sets the role's data-scope type and, for type 5, its organisations. A non-super-admin
   * may not grant type 1 and may grant only organisations in their own scope (1013003).
   */
  async function grantData(ctx: RequestContext, body: RoleGrantDataRequest): Promise<void> {
    // resolved before the transaction: on the embedded database a query outside it would wait for it
    const scope = isSuperAdmin(ctx.user) ? null : await ctx.scope();
    const id = Number(body.id);
    const type = body.dataScopeType;
    const wanted = type === DATA_SCOPE.CUSTOM ? ids(body.grantOrgIdList) : [];
    return mutate(
      ctx,
      async (tx, audit) => {
        const before = await mustFind(tx, id);
        if ((await roleRepo.liveOrgs(tx, wanted)).length !== wanted.length)
          throw new DomainError(ORG_CODE.NOT_EXIST, 'admin.org.notExist', {}, 'grantOrgIdList');
        const current = await roleRepo.orgIds(tx, id);
        let next = wanted;
        if (scope) {
          if (type === DATA_SCOPE.ALL) throw denied('dataScopeType');
          if (wanted.some((o) => !inScope(scope, o))) throw denied('grantOrgIdList');
          if (type === DATA_SCOPE.CUSTOM) next = [...new Set([...wanted, ...current.filter((o) => !inScope(scope, o))])];
        }
        await roleRepo.replaceOrgs(tx, id, next);
        await roleRepo.touch(tx, id, clock.now(), type);
        await audit({
          action: 'grant-data',
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
