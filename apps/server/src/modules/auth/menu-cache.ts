import type { Db } from '../../platform/db/database.js';
import { allMenusWithStamp, type SnapshotMenu } from './login-user.repo.js';

/**
 * The menu table changes rarely and is read at every getLoginUser: this process keeps a
 * copy keyed by the table's generation counter, which every snapshot query returns. A
 * change made by any process bumps it, so the next read reloads — never a stale menu.
 */
export function createMenuCache(db: Db) {
  let cached: { stamp: string; byId: Map<number, SnapshotMenu>; all: SnapshotMenu[] } | undefined;
  let loading: Promise<void> | undefined;

  async function reload() {
    const { stamp, menus } = await allMenusWithStamp(db);
    cached = { stamp, byId: new Map(menus.map((m) => [m.id, m])), all: menus };
  }

  /** The live menu rows for `ids` (in that order; null = all of them), as of the generation `stamp`. */
  async function menus(ids: number[] | null, stamp: string): Promise<SnapshotMenu[]> {
    if (cached?.stamp !== stamp) {
      loading ??= reload().finally(() => (loading = undefined));
      await loading;
    }
    if (ids === null) return cached!.all;
    const byId = cached!.byId;
    // a row added between the snapshot and the reload is simply not shown until the next call
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return { menus };
}

export type MenuCache = ReturnType<typeof createMenuCache>;
