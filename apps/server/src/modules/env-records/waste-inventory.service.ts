import {
  CODE,
  ENV_WASTE_AUDIT,
  ENV_WASTE_CODE,
  INVENTORY_CODE,
  TASK_EDITABLE_STATUSES,
  translate,
  type InventoryEntryRow,
  type Locale,
  type InventoryEntrySaveRequest,
  type InventoryTaskDetail,
  type WasteFactorEditRequest,
  type WasteFactorRow,
  type WasteToInventoryRequest,
  type WasteToInventoryResult,
  conflict,
  fail,
} from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Audit, Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { methodKey } from './waste.service.js';
import { wasteRepo, type WasteListed } from './waste.repo.js';
import { catalogueLabel } from './waste.view.js';

/** What this module uses of the inventory: its own entry-creating function and task read (never its repo). */
export type InventoryPort = {
  tasks: { detail(ctx: RequestContext, id: number): Promise<InventoryTaskDetail> };
  entries: {
    save(ctx: RequestContext, b: InventoryEntrySaveRequest): Promise<InventoryEntryRow>;
    detail(ctx: RequestContext, id: number): Promise<InventoryEntryRow>;
  };
};
export type WasteInventoryDeps = { db: Db; mutate: Mutate; clock: Clock; inventory: InventoryPort };

/** Scope 3 category 5: waste generated in operations (GHG Protocol Scope 3 Standard, Table 5.1). */
const CATEGORY = 5;
const SOURCE_NAME_MAX = 100;

type MapRow = Awaited<ReturnType<typeof wasteRepo.factorMap>>[number];
const toFactorRow = (method: number, r: MapRow | undefined, locale: Locale): WasteFactorRow => ({
  disposalMethod: method,
  factorId: r?.f ? String(r.f.id) : null,
  factorCode: r?.f?.code ?? null,
  factorVersion: r?.f?.factorVersion ?? null,
  // the library keeps a Chinese and an English name; traditional Chinese readers read the Chinese one
  factorName: (locale === 'en-US' ? r?.f?.nameEn || r?.f?.nameZh : r?.f?.nameZh) ?? null,
  factorValue: r?.f?.value ?? null,
  factorUnit: r?.f?.factorUnit ?? null,
  factorSource: r?.f?.sourceTitle ?? null,
  version: r?.m.version ?? 1,
  updatedAt: r?.m.updatedAt?.toISOString() ?? null,
});

/**
 * The carbon side of waste (ADR 015): the disposal method → factor mapping (data an administrator
 * changes), and adding waste records to an inventory task as scope 3 category 5 entries through
 * the inventory's own `entries.save`, so each entry carries the engine's explanation and the
 * pinned factor version like any other. A (record, task) pair is claimed first under a unique
 * index, so a record is never added twice, even by two requests at once.
 */
export function createWasteInventoryService({ db, mutate, clock, inventory }: WasteInventoryDeps) {
  async function factorRows(tx: Db, locale: Locale): Promise<WasteFactorRow[]> {
    const rows = await wasteRepo.factorMap(tx);
    return Array.from({ length: 11 }, (_, i) =>
      toFactorRow(
        i + 1,
        rows.find((r) => r.m.disposalMethod === i + 1),
        locale,
      ),
    );
  }

  /** The records, each in scope and of the task's organisation and period. */
  function checkRecords(scopeCheck: (orgId: number) => void, task: InventoryTaskDetail, ids: number[], rows: WasteListed[]) {
    if (rows.length !== new Set(ids).size) throw fail(ENV_WASTE_CODE.WASTE_NOT_EXIST);
    for (const { w } of rows) {
      scopeCheck(w.orgId);
      const samePeriod = w.year === task.year && (task.month === null || task.month === w.month);
      if (String(w.orgId) !== task.orgId || !samePeriod) throw fail(ENV_WASTE_CODE.TASK_MISMATCH);
    }
  }

  /** Links whose entry was deleted in the inventory no longer count: released, so the record can be added again. */
  async function staleLinks(ctx: RequestContext, links: { id: number; entryId: number | null }[]): Promise<number[]> {
    const stale: number[] = [];
    for (const l of links) {
      if (l.entryId === null) continue;
      const live = await inventory.entries.detail(ctx, l.entryId).then(
        () => true,
        () => false,
      );
      if (!live) stale.push(l.id);
    }
    return stale;
  }

  return {
    factors: (locale: Locale) => factorRows(db, locale),

    async mapFactor(ctx: RequestContext, b: WasteFactorEditRequest): Promise<WasteFactorRow> {
      return mutate(ctx, async (tx, audit) => {
        const before = (await factorRows(tx, ctx.locale))[b.disposalMethod - 1];
        const factorId = b.factorId === null ? null : Number(b.factorId);
        if (factorId !== null && !(await wasteRepo.factorExists(tx, factorId))) throw fail(ENV_WASTE_CODE.FACTOR_NOT_EXIST, {}, 'factorId');
        if (!(await wasteRepo.upsertFactor(tx, b.disposalMethod, factorId, b.version, clock.now()))) throw conflict();
        const after = (await factorRows(tx, ctx.locale))[b.disposalMethod - 1]!;
        await audit({ action: 'edit', entity: ENV_WASTE_AUDIT.factor, entityId: String(b.disposalMethod), before, after });
        return after;
      });
    },

    async toInventory(ctx: RequestContext, b: WasteToInventoryRequest): Promise<WasteToInventoryResult> {
      const scope = await ctx.scope();
      const task = await inventory.tasks.detail(ctx, Number(b.taskId));
      // a task the caller cannot fill is refused before anything is claimed (issue 29: it failed only
      // when its entries were saved, after a claim and its release, each audited)
      if (!task.can.fill) throw cannotFill(ctx, task);
      const ids = [...new Set(b.ids.map(Number))];
      const rows = await wasteRepo.listedByIds(db, ids);
      checkRecords((orgId) => assertInScope(scope, orgId), task, ids, rows);
      const map = await factorRows(db, ctx.locale);
      for (const { w } of rows) {
        if (map[w.disposalMethod - 1]?.factorId === null)
          throw fail(ENV_WASTE_CODE.NO_FACTOR, { method: translate(ctx.locale, methodKey(w.disposalMethod)) });
      }
      const stale = await staleLinks(ctx, await wasteRepo.links(db, Number(task.id), ids));
      const claimed = await mutate(ctx, async (tx, audit) => {
        await wasteRepo.releaseLinks(tx, stale);
        const got = await wasteRepo.claim(tx, Number(task.id), ids, clock.now());
        await audited(audit, task, { claimed: got.map((g) => String(g.wasteId)), released: stale.map(String) });
        return got;
      });
      const done: { linkId: number; entryId: number }[] = [];
      try {
        for (const c of claimed) {
          const r = rows.find((x) => x.w.id === c.wasteId)!;
          const entry = await inventory.entries.save(ctx, entryOf(ctx, task, r, map[r.w.disposalMethod - 1]!.factorId!));
          done.push({ linkId: c.id, entryId: Number(entry.id) });
        }
      } catch (e) {
        await settle(
          ctx,
          claimed.filter((c) => !done.some((d) => d.linkId === c.id)).map((c) => c.id),
          done,
          task,
        );
        throw e;
      }
      await settle(ctx, [], done, task);
      const added = new Set(claimed.map((c) => c.wasteId));
      return { entryIds: done.map((d) => String(d.entryId)), skipped: ids.filter((id) => !added.has(id)).map(String) };
    },
  };

  /** Records the entries made and releases the claims that made none (audited). */
  async function settle(ctx: RequestContext, release: number[], done: { linkId: number; entryId: number }[], task: InventoryTaskDetail) {
    await mutate(ctx, async (tx, audit) => {
      for (const d of done) await wasteRepo.setEntry(tx, d.linkId, d.entryId);
      await wasteRepo.releaseLinks(tx, release);
      await audited(audit, task, { entryIds: done.map((d) => String(d.entryId)), released: release.map(String) });
    });
  }
}

/** The audit entry of a step of adding records to an inventory task (claiming them, then settling the entries made). */
function audited(audit: Audit, task: InventoryTaskDetail, after: Record<string, unknown>): Promise<void> {
  return audit({
    action: 'add-to-inventory',
    entity: ENV_WASTE_AUDIT.waste,
    entityId: null,
    orgId: Number(task.orgId),
    after: { taskId: task.id, ...after },
  });
}

/** Why the caller cannot fill the task: read-only (submitted or completed), not one of its members, or no fill right. */
function cannotFill(ctx: RequestContext, task: InventoryTaskDetail) {
  if (!(TASK_EDITABLE_STATUSES as readonly number[]).includes(task.status)) return fail(INVENTORY_CODE.TASK_READ_ONLY);
  if (task.memberIds.length > 0 && !task.memberIds.includes(String(ctx.user.id))) return fail(INVENTORY_CODE.NOT_MEMBER);
  return fail(CODE.NO_PERMISSION);
}

/** The category-5 entry of a waste record: quantity in tonnes × the mapped factor, by the engine's average-data method. */
function entryOf(ctx: RequestContext, task: InventoryTaskDetail, r: WasteListed, factorId: string): InventoryEntrySaveRequest {
  const name = translate(ctx.locale, 'envRecords.entry.source', {
    code: r.c.code,
    label: catalogueLabel(r.c, ctx.locale),
    method: translate(ctx.locale, methodKey(r.w.disposalMethod)),
    year: r.w.year,
    month: r.w.month,
  });
  return {
    taskId: task.id,
    scope: 3,
    category: CATEGORY,
    sourceName: name.length > SOURCE_NAME_MAX ? `${name.slice(0, SOURCE_NAME_MAX - 1)}…` : name,
    ...(r.w.receiver ? { facility: r.w.receiver.slice(0, 100) } : {}),
    input: { type: 'scope3-average', category: CATEGORY, quantity: r.w.quantity, unit: 't' },
    factorId,
    remark: `envWaste:${r.w.id}`,
  };
}

export type WasteInventoryService = ReturnType<typeof createWasteInventoryService>;
