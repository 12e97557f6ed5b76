import { useMutation, useQuery, useQueryClient, type Query, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { Contract, DataOf, Endpoint, InputOf } from '@carbon/domain';
import CONTRACT_PATHS from 'virtual:carbon-contracts/paths';
import { call } from './api';
import { fetchCall, queryKeyOf } from './query-key';

/**
 * One cache for lists and details (ADR 007): every read is keyed by its endpoint's path
 * and input, and every change invalidates the reads of its module's contract.
 */

// The key and one-off read live apart, for the login page (issue 8).
export { fetchCall, queryKeyOf };

/**
 * A contract as the cache knows it: its name and the paths of its endpoints. Read from
 * `virtual:carbon-contracts/paths` (src/app/contracts-plugin.ts), not from `CONTRACTS`, whose
 * zod schemas every signed-in screen would otherwise download (issue 14).
 */
export type ContractPaths = { name: string; paths: readonly string[] };

/** The contract an endpoint belongs to. */
export function contractOf(e: Pick<Endpoint, 'path'>): ContractPaths | undefined {
  return CONTRACT_PATHS.find((c) => c.paths.includes(e.path));
}

const pathsOf = (c: Contract | ContractPaths): readonly string[] =>
  'paths' in c ? c.paths : Object.values(c.endpoints).map((e) => e.path);

/**
 * Marks every cached read of the given contracts stale (and refetches the ones on screen).
 * A read already on its way may have been answered before the change, and its answer clears
 * the mark; a first read on screen is not restarted either: such a read is marked again when
 * it lands (a table opened just before a quick add showed the list without the new row).
 */
export function invalidateContracts(client: QueryClient, contracts: ReadonlyArray<Contract | ContractPaths>): Promise<void> {
  const paths = new Set(contracts.flatMap(pathsOf));
  const predicate = (q: Query) => typeof q.queryKey[0] === 'string' && paths.has(q.queryKey[0]);
  const restarted = (q: Query) => q.state.data !== undefined && q.isActive();
  for (const q of client.getQueryCache().findAll({ predicate, fetchStatus: 'fetching' })) if (!restarted(q)) markWhenLanded(client, q);
  return client.invalidateQueries({ predicate });
}

function markWhenLanded(client: QueryClient, query: Query): void {
  const cache = client.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') return unsubscribe();
    if (query.state.fetchStatus !== 'idle') return;
    unsubscribe();
    void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
  });
}

/** Reads an endpoint through the shared cache. */
export function useCall<E extends Endpoint>(
  e: E,
  input: InputOf<E>,
  options: Omit<UseQueryOptions<DataOf<E>, Error, DataOf<E>, ReturnType<typeof queryKeyOf<E>>>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery({ queryKey: queryKeyOf(e, input), queryFn: () => call(e, input), ...options });
}

/**
 * A change through its contract: on success, the reads of its own contract (and of
 * `alsoInvalidates`, e.g. the accounts after an organisation rename) are refreshed.
 */
export function useMutationCall<E extends Endpoint>(e: E, options: { alsoInvalidates?: readonly Contract[] } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<E>) => call(e, input),
    onSuccess: () => {
      const own = contractOf(e);
      return invalidateContracts(client, [...(own ? [own] : []), ...(options.alsoInvalidates ?? [])]);
    },
  });
}
