import {
  CODE,
  DomainError,
  type RoleAddRequest,
  type RoleEditRequest,
  type RoleGrantDataRequest,
  type RoleGrantMenuRequest,
  type RoleOption,
  type RolePageQuery,
  type RoleRow,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Clock } from '../../platform/auth/sessions.js';
import { DATA_SCOPE, inScope } from '../../platform/auth/data-scope.js';
import { writeAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { page, type Page } from '../../platform/http/envelope.js';
import type { RequestContext } from '../../platform/http/context.js';
import { roleRepo, type RoleRecord } from './role.repo.js';

const ENTITY = 'sys_role';
const fail = (code: number, key = `error.${code}`) => new DomainError(code, key);
const denied = () => fail(CODE.DATA_SCOPE);
const isSuperAdmin = (ctx: RequestContext) => ctx.user.adminType === 1;
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
export function createRoleService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Runs `work` and its audit record in one transaction. */
  function audited<T>(ctx: RequestContext, work: (tx: Db) => Promise<{ result: T; audit: AuditEntry }>): Promise<T> {
    return db.transaction(async (tx) => {
      const { result, audit } = await work(tx);
      await writeAudit(tx, ctx.actor, audit, clock.now());
      return result;
    });
  }

  async function mustFind(tx: Db, id: number): Promise<RoleRecord> {
    const role = await roleRepo.find(tx, id);
    if (!role) throw fail(2019001);
    return role;
  }

  async function assertUnique(tx: Db, v: { name: string; code: string }, exceptId?: number) {
    const clash = await roleRepo.clashes(tx, v, exceptId);
    if (clash.name) throw fail(2019003);
    if (clash.code) throw fail(2019002);
  }

  async function list(q: RolePageQuery): Promise<Page<RoleRow>> {
    const { rows, total } = await roleRepo.page(db, q, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return page(rows.map(toRoleRow), total, q.pageNo, q.pageSize);
  }

  /** Every live role for the super admin; others get only their own (contract §5.5). */
  async function dropDown(ctx: RequestContext): Promise<RoleOption[]> {
    const rows = await roleRepo.options(db, isSuperAdmin(ctx) ? null : ctx.user.id);
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
    return audited(ctx, async (tx) => {
      await assertUnique(tx, body);
      const row = toRoleRow(await roleRepo.insert(tx, body, clock.now()));
      return { result: row, audit: { action: 'create', entity: ENTITY, entityId: row.id, after: row } };
    });
  }

  function edit(ctx: RequestContext, body: RoleEditRequest): Promise<RoleRow> {
    return audited(ctx, async (tx) => {
      const id = Number(body.id);
      const before = await mustFind(tx, id);
      await assertUnique(tx, body, id);
      const { name, code, sort, remark } = body;
      const updated = await roleRepo.update(tx, id, body.version, { name, code, sort, remark }, clock.now());
      if (!updated) throw fail(CODE.CONFLICT);
      const row = toRoleRow(updated);
      return { result: row, audit: { action: 'update', entity: ENTITY, entityId: id, before: toRoleRow(before), after: row } };
    });
  }

  function remove(ctx: RequestContext, id: number): Promise<void> {
    return audited(ctx, async (tx) => {
      const before = await mustFind(tx, id);
      const snapshot = {
        ...toRoleRow(before),
        menuIds: (await roleRepo.menuIds(tx, id)).map(String),
        orgIds: (await roleRepo.orgIds(tx, id)).map(String),
      };
      await roleRepo.remove(tx, id, clock.now());
      return { result: undefined, audit: { action: 'delete', entity: ENTITY, entityId: id, before: snapshot } };
    });
  }

  /**
   * Replaces the role's menus. A non-super-admin may grant only menus they hold themselves
   * (1013003), and menus of the role they do not hold (and so cannot see) are kept.
   */
  function grantMenu(ctx: RequestContext, body: RoleGrantMenuRequest): Promise<void> {
    return audited(ctx, async (tx) => {
      const id = Number(body.id);
      await mustFind(tx, id);
      const wanted = ids(body.grantMenuIdList);
      const existing = await roleRepo.liveMenus(tx, wanted);
      if (existing.length !== wanted.length) throw fail(2016001);
      const current = await roleRepo.menuIds(tx, id);
      let next = wanted;
      if (!isSuperAdmin(ctx)) {
        const held = await roleRepo.heldMenus(tx, ctx.user.id);
        if (wanted.some((m) => !held.has(m))) throw denied();
        next = [...new Set([...wanted, ...current.filter((m) => !held.has(m))])];
      }
      await roleRepo.replaceMenus(tx, id, next);
      await roleRepo.touch(tx, id, clock.now());
      const audit = {
        action: 'grant-menu',
        entity: ENTITY,
        entityId: id,
        before: { menuIds: current.map(String) },
        after: { menuIds: next.map(String) },
      };
      return { result: undefined, audit };
    });
  }

  /**
   * Sets the role's data-scope type and, for type 5, its organisations. A non-super-admin
   * may not grant type 1 and may grant only organisations in their own scope (1013003).
   */
  async function grantData(ctx: RequestContext, body: RoleGrantDataRequest): Promise<void> {
    // resolved before the transaction: on the embedded database a query outside it would wait for it
    const scope = isSuperAdmin(ctx) ? null : await ctx.scope();
    return audited(ctx, async (tx) => {
      const id = Number(body.id);
      const before = await mustFind(tx, id);
      const type = body.dataScopeType;
      const wanted = type === DATA_SCOPE.CUSTOM ? ids(body.grantOrgIdList) : [];
      if ((await roleRepo.liveOrgs(tx, wanted)).length !== wanted.length) throw new DomainError(2017001, 'admin.org.notExist');
      const current = await roleRepo.orgIds(tx, id);
      let next = wanted;
      if (scope) {
        if (type === DATA_SCOPE.ALL) throw denied();
        if (wanted.some((o) => !inScope(scope, o))) throw denied();
        if (type === DATA_SCOPE.CUSTOM) next = [...new Set([...wanted, ...current.filter((o) => !inScope(scope, o))])];
      }
      await roleRepo.replaceOrgs(tx, id, next);
      await roleRepo.touch(tx, id, clock.now(), type);
      const audit = {
        action: 'grant-data',
        entity: ENTITY,
        entityId: id,
        before: { dataScopeType: before.dataScopeType, orgIds: current.map(String) },
        after: { dataScopeType: type, orgIds: next.map(String) },
      };
      return { result: undefined, audit };
    });
  }

  return { list, dropDown, ownMenu, ownData, add, edit, remove, grantMenu, grantData };
}

export type RoleService = ReturnType<typeof createRoleService>;
