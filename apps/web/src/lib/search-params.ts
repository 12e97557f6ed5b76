import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A change to the address's query: a key set to its value, or removed for undefined, null or ''. */
export type SearchChange = Record<string, string | number | null | undefined>;

/** The query `prev` with `change` applied, the other keys kept. */
export function changedSearch(prev: URLSearchParams, change: SearchChange): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(change)) {
    if (v === undefined || v === null || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  return next;
}

/**
 * Changes the address's query (what a page keeps there: the organisation, the year, the tab, the record shown), the
 * other keys kept; `replace` swaps the history entry instead of adding one.
 */
export function useSetSearch(options: { replace?: boolean } = {}): (change: SearchChange) => void {
  const [, setParams] = useSearchParams();
  const replace = options.replace ?? false;
  return useCallback((change: SearchChange) => setParams((prev) => changedSearch(prev, change), { replace }), [setParams, replace]);
}
