import crypto from 'node:crypto';
import type { DataScope } from '../../platform/auth/data-scope.js';
import { prepared } from '../../platform/http/prepared-body.js';

/** A data scope as a short key: 'all', or a digest of its sorted organisation ids. */
export function scopeKey(scope: DataScope): string {
  if (scope.all) return 'all';
  const ids = Int32Array.from(scope.orgIds).sort();
  return crypto.createHash('sha256').update(ids.join(',')).digest('base64url');
}

/**
 * Organisation trees kept per kind of tree and data scope, as of the organisation table's
 * change counter (issue 8: the 10,000-organisation tree is 1.5 MB of JSON). Each is kept
 * serialised and compressed too (`prepared`), so a hit is neither rebuilt nor re-encoded.
 * Two callers share a tree only when their scopes hold exactly the same organisations.
 */
export function createOrgTreeCache(maxEntries = 32) {
  const entries = new Map<string, { stamp: string; tree: Promise<object> }>();

  /** The tree `kind` for `scope` as of `stamp` (read before the rows `build` reads). */
  return function cachedTree<T extends object>(kind: string, scope: DataScope, stamp: string, build: () => Promise<T>): Promise<T> {
    const key = `${kind}:${scopeKey(scope)}`;
    const hit = entries.get(key);
    if (hit?.stamp === stamp) {
      entries.delete(key); // most recently used last
      entries.set(key, hit);
      return hit.tree as Promise<T>;
    }
    const tree = build().then(prepared);
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { stamp, tree });
    tree.catch(() => {
      if (entries.get(key)?.tree === tree) entries.delete(key);
    });
    return tree;
  };
}

export type OrgTreeCache = ReturnType<typeof createOrgTreeCache>;
