import { parsePids } from '@carbon/domain';
import type { DataScope } from '../../platform/auth/data-scope.js';

/** What tree building needs of an organisation row. */
export type TreeSourceRow = { id: number; pid: number; pids: string };

/**
 * The rows a scoped tree shows. `withAncestors` (GET tree): the scoped organisations plus
 * every ancestor named in their `pids`, so the tree is whole up to a root ("用于构造完整树",
 * contract §7). Otherwise (treeWithoutParent): only the scoped organisations.
 * O(n · depth); the super admin gets every row back unchanged.
 */
export function scopedRows<R extends TreeSourceRow>(rows: readonly R[], scope: DataScope, withAncestors: boolean): R[] {
  if (scope.all) return [...rows];
  const scoped = new Set(scope.orgIds);
  if (!withAncestors) return rows.filter((r) => scoped.has(r.id));
  const keep = new Set<number>();
  for (const r of rows) {
    if (!scoped.has(r.id)) continue;
    keep.add(r.id);
    for (const a of parsePids(r.pids)) keep.add(a);
  }
  return rows.filter((r) => keep.has(r.id));
}

/**
 * Builds a forest in one pass over rows already in sibling order (sort, id). Roots are the
 * rows whose parent id is 0 ('pidZero', contract §1.3 TreeBuildFactory) or whose parent is
 * not among the rows ('orphans', treeWithoutParent). Every node gets `children`, leaves [].
 */
export function buildForest<R extends TreeSourceRow, N extends { children: N[] }>(
  rows: readonly R[],
  toNode: (row: R) => N,
  roots: 'pidZero' | 'orphans',
): N[] {
  const nodes = new Map<number, N>();
  for (const r of rows) nodes.set(r.id, toNode(r));
  const forest: N[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.pid === 0 ? undefined : nodes.get(r.pid);
    if (parent) parent.children.push(node);
    else if (r.pid === 0 || roots === 'orphans') forest.push(node);
  }
  return forest;
}
