import {
  Decimal,
  INVENTORY_AUDIT,
  INVENTORY_CODE,
  type inventoryOffsetRow,
  type inventoryOffsetSaveRequest,
  conflict,
  fail,
} from '@carbon/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { entryRepo, type OffsetRecord } from './entry.repo.js';
import { versionNote } from './project.service.js';
import { assertCanFill, loadTask, taskInScope } from './task-access.js';

type OffsetRow = z.infer<typeof inventoryOffsetRow>;
type SaveRequest = z.infer<typeof inventoryOffsetSaveRequest>;
export type OffsetDeps = { db: Db; mutate: Mutate; clock: Clock };

const ENTITY = INVENTORY_AUDIT.offset;
/** Offsets reuse the entry's not-exist message (an offset is a line of the task's fill-in). */
const notExist = () => fail(INVENTORY_CODE.ENTRY_NOT_EXIST);

const toOffsetRow = (o: OffsetRecord): OffsetRow => ({
  id: String(o.id),
  taskId: String(o.taskId),
  name: o.name,
  standard: o.standard,
  serialNumber: o.serialNumber,
  vintage: o.vintage,
  tco2e: o.tco2e,
  version: o.version,
});

/** Purchased offsets of a task: reported apart from the scopes, never netted (spec §3). */
export function createOffsetService({ db, mutate, clock }: OffsetDeps) {
  return {
    async list(ctx: RequestContext, taskId: number): Promise<OffsetRow[]> {
      await taskInScope(db, await ctx.scope(), taskId);
      return (await entryRepo.listOffsets(db, taskId)).map(toOffsetRow);
    },

    async save(ctx: RequestContext, b: SaveRequest): Promise<OffsetRow> {
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const task = await loadTask(tx, Number(b.taskId), true);
        await assertCanFill(tx, ctx, scope, task);
        const v = {
          name: b.name,
          standard: b.standard,
          serialNumber: b.serialNumber ?? null,
          vintage: b.vintage ?? null,
          tco2e: new Decimal(b.tco2e).toFixed(),
        };
        if (b.id === undefined) {
          const row = toOffsetRow(
            await entryRepo.insertOffset(tx, { ...v, taskId: task.id, orgId: task.orgId, createdBy: ctx.user.id }, clock.now()),
          );
          await audit({ action: 'add', entity: ENTITY, entityId: row.id, orgId: task.orgId, after: row });
          return row;
        }
        const before = await entryRepo.findOffset(tx, Number(b.id));
        if (!before || before.taskId !== task.id) throw notExist();
        const updated = await entryRepo.updateOffset(tx, before.id, b.version ?? before.version, v, clock.now());
        if (!updated) throw conflict();
        const row = toOffsetRow(updated);
        await audit({
          action: 'edit',
          entity: ENTITY,
          entityId: row.id,
          orgId: task.orgId,
          before: toOffsetRow(before),
          after: row,
          reason: versionNote(b.version),
        });
        return row;
      });
    },

    async remove(ctx: RequestContext, id: number): Promise<void> {
      const scope = await ctx.scope();
      await mutate(ctx, async (tx, audit) => {
        const before = await entryRepo.findOffset(tx, id);
        if (!before) throw notExist();
        const task = await loadTask(tx, before.taskId, true);
        await assertCanFill(tx, ctx, scope, task);
        if (!(await entryRepo.deleteOffset(tx, id, clock.now()))) throw notExist();
        await audit({ action: 'delete', entity: ENTITY, entityId: String(id), orgId: task.orgId, before: toOffsetRow(before) });
      });
    },
  };
}

export type OffsetService = ReturnType<typeof createOffsetService>;
