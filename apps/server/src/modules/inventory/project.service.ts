import {
  INVENTORY_AUDIT,
  INVENTORY_CODE,
  toPage,
  type InventoryProjectRow,
  ORG_CODE,
  type Page,
  type inventoryProjectAddRequest,
  type inventoryProjectEditRequest,
  type inventoryProjectPageQuery,
  conflict,
  fail,
} from '@carbon/domain';
import type { z } from 'zod';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { type ProjectListed, projectRepo, projectScope, type ProjectValues } from './project.repo.js';

import { taskRepo } from './task.repo.js';

type AddRequest = z.infer<typeof inventoryProjectAddRequest>;
type EditRequest = z.infer<typeof inventoryProjectEditRequest>;
type PageQuery = z.infer<typeof inventoryProjectPageQuery>;

export type ProjectDeps = { db: Db; mutate: Mutate; clock: Clock };

const ENTITY = INVENTORY_AUDIT.project;
const notExist = () => fail(INVENTORY_CODE.PROJECT_NOT_EXIST);

export function toProjectRow(l: ProjectListed): InventoryProjectRow {
  const p = l.project;
  const status = l.taskCount === 0 ? 'not_issued' : l.openCount > 0 ? 'in_progress' : 'completed';
  return {
    id: String(p.id),
    name: p.name,
    type: p.type as InventoryProjectRow['type'],
    year: p.year,
    month: p.month,
    orgId: String(p.orgId),
    orgName: l.orgName,
    deadline: p.deadline,
    gwpSet: p.gwpSet as InventoryProjectRow['gwpSet'],
    openSubtasks: p.openSubtasks as InventoryProjectRow['openSubtasks'],
    remark: p.remark,
    status,
    taskCount: l.taskCount,
    createdBy: String(p.createdBy),
    createdByName: l.createdByName,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    version: p.version,
  };
}

const values = (b: AddRequest): ProjectValues => ({
  name: b.name,
  type: b.type,
  year: b.year,
  month: b.month ?? null,
  orgId: Number(b.orgId),
  deadline: b.deadline,
  gwpSet: b.gwpSet,
  openSubtasks: b.openSubtasks,
  remark: b.remark ?? null,
});

/** Inventory projects (spec §3): data-scoped by their main body organisation. */
export function createProjectService({ db, mutate, clock }: ProjectDeps) {
  async function listed(tx: Db, id: number): Promise<InventoryProjectRow> {
    const l = await projectRepo.findListed(tx, id);
    if (!l) throw notExist();
    return toProjectRow(l);
  }

  return {
    async page(ctx: RequestContext, q: PageQuery): Promise<Page<InventoryProjectRow>> {
      const scope = await ctx.scope();
      const orgId = q.orgId === undefined ? undefined : Number(q.orgId);
      if (orgId !== undefined) assertInScope(scope, orgId);
      const filter = { name: q.name, type: q.type, year: q.year, status: q.status, orgId };
      const { rows, total } = await projectRepo.page(db, projectScope(scope), filter, q.pageNo, q.pageSize);
      return toPage(rows.map(toProjectRow), total, q.pageNo, q.pageSize);
    },

    async detail(ctx: RequestContext, id: number): Promise<InventoryProjectRow> {
      const scope = await ctx.scope();
      const row = await listed(db, id);
      assertInScope(scope, Number(row.orgId));
      return row;
    },

    async add(ctx: RequestContext, b: AddRequest): Promise<InventoryProjectRow> {
      const scope = await ctx.scope();
      assertInScope(scope, Number(b.orgId));
      return mutate(ctx, async (tx, audit) => {
        await assertLiveOrg(tx, Number(b.orgId));
        const row = await projectRepo.insert(tx, values(b), ctx.user.id, clock.now());
        const after = await listed(tx, row.id);
        await audit({ action: 'add', entity: ENTITY, entityId: after.id, orgId: row.orgId, after });
        return after;
      });
    },

    async edit(ctx: RequestContext, b: EditRequest): Promise<InventoryProjectRow> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      return mutate(ctx, async (tx, audit) => {
        const before = await listed(tx, id);
        assertInScope(scope, Number(before.orgId));
        assertInScope(scope, Number(b.orgId));
        await assertLiveOrg(tx, Number(b.orgId));
        const row = await projectRepo.update(tx, id, b.version ?? before.version, values(b), clock.now());
        if (!row) throw conflict();
        const after = await listed(tx, id);
        await audit({
          action: 'edit',
          entity: ENTITY,
          entityId: after.id,
          orgId: row.orgId,
          before,
          after,
          reason: versionNote(b.version),
        });
        return after;
      });
    },

    /** Refused (2030002) while a task of the project was ever submitted; otherwise the project and its tasks go. */
    async remove(ctx: RequestContext, id: number): Promise<void> {
      const scope = await ctx.scope();
      await mutate(ctx, async (tx, audit) => {
        const before = await listed(tx, id);
        assertInScope(scope, Number(before.orgId));
        await projectRepo.findById(tx, id, true);
        if ((await projectRepo.submittedTaskCount(tx, id)) > 0) throw fail(INVENTORY_CODE.PROJECT_HAS_SUBMITTED);
        if (!(await projectRepo.softDelete(tx, id, clock.now()))) throw notExist();
        await audit({ action: 'delete', entity: ENTITY, entityId: before.id, orgId: Number(before.orgId), before });
      });
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;

/** An edit without a version (older clients) is accepted and says so in the audit record (design "Concurrency"). */
export const versionNote = (version: number | undefined) => (version === undefined ? 'saved without a version' : null);

async function assertLiveOrg(tx: Db, orgId: number): Promise<void> {
  if ((await taskRepo.orgs(tx, [orgId])).length === 0) throw fail(ORG_CODE.NOT_EXIST);
}
