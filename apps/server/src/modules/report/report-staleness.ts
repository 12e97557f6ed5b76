import type { Db } from '../../platform/db/database.js';
import { freshness } from '../../platform/db/freshness.js';
import { inputsChanged, type StalenessSpec } from './staleness.repo.js';

/** Whether a draft's inputs changed after it was generated, and when they last changed (null: not stale). */
export type Staleness = { stale: boolean; inputsChangedAt: string | null };

const NOT_STALE: Staleness = { stale: false, inputsChangedAt: null };
const cache = new WeakMap<Db, Map<string, { stamp: string; value: Promise<Staleness> }>>();
const MAX_KEPT = 200;

async function compute(db: Db, spec: StalenessSpec, generatedAt: Date): Promise<Staleness> {
  const changed = await inputsChanged(db, spec, generatedAt);
  return changed.after ? { stale: true, inputsChangedAt: changed.at } : NOT_STALE;
}

/**
 * Issue 25: a draft (versionNo 0) is stale when any of its inputs changed after its generation; a published version is a
 * record and never stale. On the read path (`cached`) the answer is kept until the database changes (freshness stamp): the
 * check reads the report's tasks and their counted entries, which a detail asked again and again need not repeat.
 */
export async function stalenessOf(
  db: Db,
  r: StalenessSpec & { id: number; generatedAt: Date },
  versionNo: number,
  cached: boolean,
): Promise<Staleness> {
  if (versionNo !== 0) return NOT_STALE;
  if (!cached) return compute(db, r, r.generatedAt);
  const { any: stamp } = await freshness(db);
  let kept = cache.get(db);
  if (!kept) cache.set(db, (kept = new Map()));
  const key = `${r.id}:${r.generatedAt.getTime()}`;
  const hit = kept.get(key);
  if (hit?.stamp === stamp) return hit.value;
  const value = compute(db, r, r.generatedAt);
  kept.delete(key);
  kept.set(key, { stamp, value });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  value.catch(() => kept.get(key)?.value === value && kept.delete(key));
  return value;
}
