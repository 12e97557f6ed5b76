import { useCallback, useEffect, useRef } from 'react';

/**
 * Spec §2: the project list is the only page that keeps its state when the user leaves it and
 * comes back — its filters, page, sort and scroll position. The state lives in the session's
 * storage (this tab, until it closes), keyed by the route, so a reload keeps it too and another
 * tab starts afresh.
 */

export type SortOrder = 'ascend' | 'descend';

export type KeptListState = {
  filters: Record<string, unknown>;
  pageNo: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  scrollY: number;
};

const PREFIX = 'carbon.listState:';
export const DEFAULT_LIST_STATE: KeptListState = Object.freeze({ filters: {}, pageNo: 1, pageSize: 10, scrollY: 0 }) as KeptListState;

const storageKey = (route: string) => `${PREFIX}${route}`;
const positive = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The kept state of a list route (the defaults when nothing, or nothing readable, is kept). */
export function readListState(route: string): KeptListState {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(storageKey(route)) ?? 'null');
  } catch {
    raw = null;
  }
  if (!isPlainObject(raw)) return { ...DEFAULT_LIST_STATE, filters: {} };
  const order = raw.sortOrder === 'ascend' || raw.sortOrder === 'descend' ? raw.sortOrder : undefined;
  const field = typeof raw.sortField === 'string' && order ? raw.sortField : undefined;
  return {
    filters: isPlainObject(raw.filters) ? raw.filters : {},
    pageNo: positive(raw.pageNo, 1),
    pageSize: positive(raw.pageSize, DEFAULT_LIST_STATE.pageSize),
    ...(field && order ? { sortField: field, sortOrder: order } : {}),
    scrollY: typeof raw.scrollY === 'number' && raw.scrollY >= 0 ? raw.scrollY : 0,
  };
}

/** Merges `patch` into the kept state of a list route. */
export function writeListState(route: string, patch: Partial<KeptListState>): void {
  const next: Record<string, unknown> = { ...readListState(route), ...patch };
  if (!next.sortField || !next.sortOrder) {
    delete next.sortField;
    delete next.sortOrder;
  }
  try {
    sessionStorage.setItem(storageKey(route), JSON.stringify(next));
  } catch {
    // storage full or refused: the list simply starts afresh next time
  }
}

/**
 * Keeps the window's scroll position of a list route while it is shown, and puts it back once
 * (`restore`, after the first page of rows is on screen).
 */
export function useKeptScroll(route: string, initialY: number) {
  const pending = useRef(initialY > 0);
  const y = useRef(initialY);
  useEffect(() => {
    const onScroll = () => {
      // until the rows are back the page is short and the browser clamps the position: keep the kept one
      if (!pending.current) y.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      writeListState(route, { scrollY: y.current });
    };
  }, [route]);
  const restore = useCallback(() => {
    if (!pending.current) return;
    setTimeout(() => {
      pending.current = false;
      window.scrollTo({ top: y.current });
    }, 0);
  }, []);
  return { restore };
}
