import type { QueryClient } from '@tanstack/react-query';
import type { DataOf, Endpoint, InputOf } from '@carbon/domain';
import { call } from './api';

/**
 * The query cache's key and one-off read, without the contract registry that lib/query.ts
 * needs to invalidate: the login page reads through the same cache without downloading every
 * contract (issue 8). lib/query.ts re-exports both.
 */

/** The query key of a read: `[path, input]`. */
export const queryKeyOf = <E extends Endpoint>(e: E, input?: InputOf<E>) => [e.path, input ?? {}] as const;

/** Fetches (or reuses) a read outside a component, through the same cache. */
export function fetchCall<E extends Endpoint>(client: QueryClient, e: E, input: InputOf<E>): Promise<DataOf<E>> {
  return client.fetchQuery({ queryKey: queryKeyOf(e, input), queryFn: () => call(e, input), staleTime: 0 });
}
