import { and, eq, sql } from 'drizzle-orm';
import { averageQualityLevel, Decimal, TASK_COUNTED_STATUSES, type FillTaskStatusCode, type InventoryTaskSummary } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { inventoryEntry, inventoryOffset, inventoryTaskTotal } from '../../platform/db/schema/index.js';
import { liveRow, rowsOf } from '../../platform/db/sql-kit.js';
import type { EntryRecord } from './entry.repo.js';

/**
 * Roll-up of submitted or approved figures (design: inventory_task_total). Each task row holds
 * the totals of its own counted entries and of its whole subtree, one row per bucket; a task
 * entering a counted status adds its own sums to itself and every ancestor (its `path`), in the
 * same transaction, and subtracts them when it leaves. A summary is then one indexed read.
 *
 * Buckets: s1, s2l (scope 2 location), s2m (scope 2 market: the market figure where there is one,
 * else the location one), s3, c1..c15 (scope-3 categories), bio (biogenic CO2), off (offsets),
 * qw (Σ (activity + factor + calibration grade) × location tCO2e), qn (Σ location tCO2e),
 * n (entries). The data-quality score is qw / (3 × qn): each entry's score is its grade sum / 3
 * (spec §5), weighted by its tCO2e; keeping the sum of grades keeps every total exact.
 */
export type Buckets = Map<string, Decimal>;

const add = (b: Buckets, key: string, v: Decimal.Value | null | undefined) => {
  if (v === null || v === undefined) return;
  b.set(key, (b.get(key) ?? new Decimal(0)).plus(v));
};

type SectionSums = {
  scope: number;
  category: number | null;
  n: number;
  t: string | null;
  m: string | null;
  b: string | null;
  q: string | null;
};

/** The task's own live entries and offsets, as bucket sums. */
export async function ownBuckets(tx: Db, taskId: number): Promise<Buckets> {
  const rows = await rowsOf<SectionSums>(
    tx,
    sql`select ${inventoryEntry.scope} as scope, ${inventoryEntry.category} as category, count(*)::int as n,
          sum(${inventoryEntry.tco2e})::text as t,
          sum(coalesce(${inventoryEntry.tco2eMarket}, ${inventoryEntry.tco2e}))::text as m,
          sum(coalesce(${inventoryEntry.biogenicCo2}, 0))::text as b,
          sum((${inventoryEntry.activityQuality} + ${inventoryEntry.factorQuality} + ${inventoryEntry.calibrationLevel}) * ${inventoryEntry.tco2e})::text as q
        from ${inventoryEntry}
        where ${inventoryEntry.taskId} = ${taskId} and ${liveRow(inventoryEntry.status)}
        group by ${inventoryEntry.scope}, ${inventoryEntry.category}`,
  );
  const b: Buckets = new Map();
  for (const r of rows) addSection(b, r.scope, r.category, { n: r.n, t: r.t, m: r.m, bio: r.b, q: r.q });
  const [off] = await tx
    .select({ v: sql<string | null>`sum(${inventoryOffset.tco2e})::text` })
    .from(inventoryOffset)
    .where(and(eq(inventoryOffset.taskId, taskId), liveRow(inventoryOffset.status)));
  add(b, 'off', off?.v);
  return b;
}

function addSection(
  b: Buckets,
  scope: number,
  category: number | null,
  s: { n: number; t: string | null; m: string | null; bio: string | null; q: string | null },
) {
  if (scope === 1) add(b, 's1', s.t);
  if (scope === 2) {
    add(b, 's2l', s.t);
    add(b, 's2m', s.m);
  }
  if (scope === 3) {
    add(b, 's3', s.t);
    if (category !== null) add(b, `c${category}`, s.t);
  }
  add(b, 'bio', s.bio);
  add(b, 'qw', s.q);
  add(b, 'qn', s.t);
  add(b, 'n', s.n);
}

/** The bucket change when an entry's figures change from `before` to `after` (a recalculation). */
export function entryDelta(
  e: Pick<EntryRecord, 'scope' | 'category' | 'activityQuality' | 'factorQuality' | 'calibrationLevel'>,
  before: { tco2e: string; market: string | null; bio: string | null },
  after: { tco2e: string; market: string | null; bio: string | null },
): Buckets {
  const grades = (e.activityQuality ?? 0) + (e.factorQuality ?? 0) + (e.calibrationLevel ?? 0);
  const figures = (x: typeof before) => ({
    n: 0,
    t: x.tco2e,
    m: x.market ?? x.tco2e,
    bio: x.bio ?? '0',
    q: new Decimal(x.tco2e).times(grades).toFixed(),
  });
  const b: Buckets = new Map();
  addSection(b, e.scope, e.category, figures(after));
  const minus: Buckets = new Map();
  addSection(minus, e.scope, e.category, figures(before));
  for (const [k, v] of minus) add(b, k, v.negated());
  return b;
}

/** Whether a task in this status counts in the roll-up. */
export const isCounted = (status: number): boolean => TASK_COUNTED_STATUSES.includes(status as FillTaskStatusCode);

/** Adds `sign` × `buckets` to the rows of `taskIds` (the task and its ancestors), in ascending id order. */
export async function applyBuckets(tx: Db, taskIds: number[], buckets: Buckets, sign: 1 | -1): Promise<void> {
  const values = [...buckets].filter(([, v]) => !v.isZero()).map(([k, v]) => [k, (sign === 1 ? v : v.negated()).toFixed()] as const);
  if (values.length === 0) return;
  const ids = [...new Set(taskIds)].sort((a, b) => a - b);
  const rows = ids.flatMap((taskId) => values.map(([bucket, value]) => ({ taskId, bucket, value })));
  await tx
    .insert(inventoryTaskTotal)
    .values(rows)
    .onConflictDoUpdate({
      target: [inventoryTaskTotal.taskId, inventoryTaskTotal.bucket],
      set: { value: sql`${inventoryTaskTotal.value} + excluded.value` },
    });
}

const zero = (v: Decimal | undefined) => (v ?? new Decimal(0)).toFixed();

/** The summary of a task from its total rows (bucket → decimal string). */
export function summaryOf(taskId: number, rows: readonly { bucket: string; value: string }[]): InventoryTaskSummary {
  const b = new Map(rows.map((r) => [r.bucket, new Decimal(r.value)]));
  const s1 = b.get('s1') ?? new Decimal(0);
  const s2l = b.get('s2l') ?? new Decimal(0);
  const s3 = b.get('s3') ?? new Decimal(0);
  const byCategory: Record<string, string> = {};
  for (let c = 1; c <= 15; c++) byCategory[String(c)] = zero(b.get(`c${c}`));
  const qn = b.get('qn') ?? new Decimal(0);
  const score = qn.isZero() ? null : (b.get('qw') ?? new Decimal(0)).dividedBy(qn.times(3));
  return {
    taskId: String(taskId),
    scope1: s1.toFixed(),
    scope2Location: s2l.toFixed(),
    scope2Market: zero(b.get('s2m')),
    scope3: s3.toFixed(),
    total: s1.plus(s2l).plus(s3).toFixed(),
    byCategory,
    offsets: zero(b.get('off')),
    biogenicCo2: zero(b.get('bio')),
    entryCount: (b.get('n') ?? new Decimal(0)).toNumber(),
    dataQuality:
      score === null
        ? { score: null, level: null }
        : { score: score.toFixed(2), level: averageQualityLevel(score.toDecimalPlaces(10, Decimal.ROUND_DOWN).toFixed()) },
  };
}
