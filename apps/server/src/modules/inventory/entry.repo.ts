import { and, asc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { firstRow, countRows } from '../../platform/db/paged-list.js';
import { insertStamped, softDelete, updateAtVersion } from '../../platform/db/versioned-rows.js';
import { entryInput, inventoryAttachment, inventoryEntry, inventoryOffset, inventoryTask } from '../../platform/db/schema/index.js';
import { DELETED_STATUS, liveRow, rowsOf } from '../../platform/db/sql-kit.js';
import { insertInBatches } from '../../platform/db/batch-insert.js';
import { cachedTotal, fromJsonRecord, parsedJson, recordColumns } from '../../platform/db/list-kit.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type EntryRecord = typeof inventoryEntry.$inferSelect;
export type EntryValues = Omit<typeof inventoryEntry.$inferInsert, 'id' | 'status' | 'version' | 'createdAt' | 'updatedAt'>;
export type EntryListed = EntryRecord & { attachmentCount: number; explanation: unknown; marketExplanation: unknown };
export type OffsetRecord = typeof inventoryOffset.$inferSelect;
export type OffsetValues = Omit<typeof inventoryOffset.$inferInsert, 'id' | 'status' | 'version' | 'createdAt' | 'updatedAt'>;

const live = liveRow(inventoryEntry.status);
/** Correlated subqueries name the outer table explicitly (drizzle leaves columns unqualified in single-table queries). */
const attachmentCount = sql<number>`(select count(*)::int from inventory_attachment a where a.entry_id = inventory_entry.id and a.status <> 2)`;
/** The stored results' explanations as stored (ADR 019: the service joins them with `calc.explained`). */
const explanation = sql<unknown>`(select r.explanation from calc_result r where r.id = inventory_entry.result_id)`;
const marketExplanation = sql<unknown>`(select r.explanation from calc_result r where r.id = inventory_entry.market_result_id)`;
/** Every column of an entry, its input as stored or as its stored result holds it (entryInput). */
const entryColumns = { ...getTableColumns(inventoryEntry), input: entryInput() };
const listed = { entry: entryColumns, attachmentCount, explanation, marketExplanation };
type ListedRow = { entry: EntryRecord; attachmentCount: number; explanation: unknown; marketExplanation: unknown };
const flat = (r: ListedRow): EntryListed => ({
  ...r.entry,
  attachmentCount: r.attachmentCount,
  explanation: r.explanation,
  marketExplanation: r.marketExplanation,
});

export type EntryFilter = {
  scope?: number | undefined;
  category?: number | undefined;
  /** Issue 25: entries of tasks in (submitted) or out of (draft) the statuses the totals count. */
  stage?: { counted: boolean; statuses: readonly number[] } | undefined;
};

function where(taskCond: SQL, f: EntryFilter): SQL {
  const conds: SQL[] = [live, taskCond];
  if (f.scope !== undefined) conds.push(eq(inventoryEntry.scope, f.scope));
  if (f.category !== undefined) conds.push(eq(inventoryEntry.category, f.category));
  if (f.stage) {
    const counted = sql`(select ${inventoryTask.id} from ${inventoryTask} where ${inArray(inventoryTask.taskStatus, [...f.stage.statuses])})`;
    conds.push(f.stage.counted ? sql`${inventoryEntry.taskId} in ${counted}` : sql`${inventoryEntry.taskId} not in ${counted}`);
  }
  return and(...conds)!;
}

/** Drizzle queries of emission entries and offsets; always given the transaction or the db. */
export const entryRepo = {
  /** Entries of one task, or of the task and its subtree (by the tasks' ancestor paths). */
  async page(db: Db, scope: SQL | undefined, taskId: number, subtree: boolean, f: EntryFilter, pageNo: number, pageSize: number) {
    const taskCond = subtree
      ? or(
          eq(inventoryEntry.taskId, taskId),
          inArray(
            inventoryEntry.taskId,
            db
              .select({ id: inventoryTask.id })
              .from(inventoryTask)
              .where(and(sql`${taskId} = any(${inventoryTask.path})`, liveRow(inventoryTask.status))),
          ),
        )!
      : eq(inventoryEntry.taskId, taskId);
    const cond = scope ? and(where(taskCond, f), scope)! : where(taskCond, f);
    // The total as of the last change (list-kit.ts: a subtree's total counts every entry below the task), then
    // the page in one statement returning one JSON value, each row with its attachment count, its input (as stored or
    // as its result holds it: inventory_entry_input's rule, on the joined row) and its results' explanations as stored.
    const total = await cachedTotal(db, cond, () => countRows(db, inventoryEntry, cond));
    const [result] = await rowsOf<{ page: unknown }>(
      db,
      sql`
      select coalesce(json_agg(json_build_object(
          'entry', row_to_json(e), 'input', coalesce(e.input, r.input),
          'attachmentCount', (select count(*)::int from inventory_attachment a where a.entry_id = e.id and a.status <> 2),
          'explanation', r.explanation, 'marketExplanation', m.explanation
        ) order by e.task_id, e.scope, e.category, e.id), '[]') as page
      from (
        select ${recordColumns(inventoryEntry)} from ${inventoryEntry} where ${cond}
        order by ${inventoryEntry.taskId}, ${inventoryEntry.scope}, ${inventoryEntry.category}, ${inventoryEntry.id}
        limit ${pageSize} offset ${(pageNo - 1) * pageSize}
      ) e
      left join calc_result r on r.id = e.result_id
      left join calc_result m on m.id = e.market_result_id`,
    );
    const page = parsedJson<(Omit<ListedRow, 'entry'> & { entry: Record<string, unknown>; input: unknown })[]>(result?.page);
    return { rows: page.map(({ input, ...r }) => flat({ ...r, entry: { ...fromJsonRecord(inventoryEntry, r.entry), input } })), total };
  },

  /** The name, fill-task status and approval flow of each of the tasks (the states of a page's rows). */
  taskStates(db: Db, taskIds: readonly number[]) {
    if (taskIds.length === 0) return Promise.resolve([]);
    return db
      .select({ id: inventoryTask.id, name: inventoryTask.name, status: inventoryTask.taskStatus, flowId: inventoryTask.flowId })
      .from(inventoryTask)
      .where(inArray(inventoryTask.id, [...taskIds]));
  },

  async findListed(db: Db, id: number): Promise<EntryListed | undefined> {
    const [row] = await db
      .select(listed)
      .from(inventoryEntry)
      .where(and(eq(inventoryEntry.id, id), live))
      .limit(1);
    return row ? flat(row as ListedRow) : undefined;
  },

  async findById(db: Db, id: number, lock = false): Promise<EntryRecord | undefined> {
    const q = db
      .select(entryColumns)
      .from(inventoryEntry)
      .where(and(eq(inventoryEntry.id, id), live))
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async insert(db: Db, v: EntryValues[], at: Date): Promise<EntryRecord[]> {
    if (v.length === 0) return [];
    return db
      .insert(inventoryEntry)
      .values(v.map((x) => ({ ...x, createdAt: at, updatedAt: at })))
      .returning();
  },

  /** An import's entries in as few statements as the bind-parameter limit allows, in the caller's transaction; their ids in order. */
  /** The values objects are given their timestamps in place (copying 100,000 objects of 25 fields took half a second). */
  async insertMany(db: Db, v: EntryValues[], at: Date, onBatch?: (inserted: number) => void): Promise<number[]> {
    const rows = v.map((x) => Object.assign(x, { createdAt: at, updatedAt: at }));
    return (await insertInBatches(db, inventoryEntry, rows, { returning: { id: inventoryEntry.id }, ...(onBatch ? { onBatch } : {}) })).map(
      (r) => r.id,
    );
  },

  /** Conditional on the version read (the optimistic lock); undefined when someone else saved first. */
  update(db: Db, id: number, version: number, v: Partial<EntryValues>, at: Date) {
    return updateAtVersion(db, inventoryEntry, id, version, { ...v, updatedAt: at });
  },

  async softDelete(db: Db, id: number, at: Date) {
    await db
      .update(inventoryAttachment)
      .set({ status: DELETED_STATUS, updatedAt: at })
      .where(and(eq(inventoryAttachment.entryId, id), liveRow(inventoryAttachment.status)));
    return softDelete(db, inventoryEntry, id, at);
  },

  /** Whether a live entry uses stored result `resultId` (location- or market-based). */
  async usesResult(db: Db, resultId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: inventoryEntry.id })
      .from(inventoryEntry)
      .where(and(live, or(eq(inventoryEntry.resultId, resultId), eq(inventoryEntry.marketResultId, resultId))))
      .limit(1);
    return row !== undefined;
  },

  /** Live entries of the task without amounts (copied ones not yet filled in). */
  async withoutAmounts(db: Db, taskId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(inventoryEntry)
      .where(and(eq(inventoryEntry.taskId, taskId), live, isNull(inventoryEntry.tco2e)));
    return row?.n ?? 0;
  },

  /** Every live entry of a task (copy reads the earlier task's sources). */
  listOfTask(db: Db, taskId: number): Promise<EntryRecord[]> {
    return db
      .select(entryColumns)
      .from(inventoryEntry)
      .where(and(eq(inventoryEntry.taskId, taskId), live))
      .orderBy(asc(inventoryEntry.id));
  },

  /** Live entries pointing at any of the stored results (as location or market result), locked. */
  async byResults(db: Db, resultIds: number[]): Promise<EntryRecord[]> {
    if (resultIds.length === 0) return [];
    return db
      .select(entryColumns)
      .from(inventoryEntry)
      .where(and(live, or(inArray(inventoryEntry.resultId, resultIds), inArray(inventoryEntry.marketResultId, resultIds))))
      .orderBy(asc(inventoryEntry.id))
      .for('update');
  },

  // ------------------------------------------------------------ offsets

  listOffsets(db: Db, taskId: number): Promise<OffsetRecord[]> {
    return db
      .select()
      .from(inventoryOffset)
      .where(and(eq(inventoryOffset.taskId, taskId), liveRow(inventoryOffset.status)))
      .orderBy(asc(inventoryOffset.id));
  },

  async findOffset(db: Db, id: number): Promise<OffsetRecord | undefined> {
    return firstRow(db, inventoryOffset, and(eq(inventoryOffset.id, id), liveRow(inventoryOffset.status)));
  },

  insertOffset(db: Db, v: OffsetValues, at: Date): Promise<OffsetRecord> {
    return insertStamped(db, inventoryOffset, v, at);
  },

  updateOffset(db: Db, id: number, version: number, v: Partial<OffsetValues>, at: Date) {
    return updateAtVersion(db, inventoryOffset, id, version, { ...v, updatedAt: at });
  },

  deleteOffset(db: Db, id: number, at: Date): Promise<boolean> {
    return softDelete(db, inventoryOffset, id, at);
  },
};

/** The caller's data scope as a condition on the entries (undefined: everything). */
export const entryScope = (scope: DataScope) => scopeCondition(scope, inventoryEntry.orgId);
