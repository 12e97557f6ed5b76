import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { CONTRACTS, type Contract, type DataOf, type Endpoint, type InputOf } from '@carbon/domain';
import { call } from './api';
import { fetchCall, queryKeyOf } from './query-key';

/**
 * One cache for lists and details (ADR 007): every read is keyed by its endpoint's path
 * and input, and every change invalidates the reads of its module's contract.
 */

// The key and one-off read live apart, free of CONTRACTS, for the login page (issue 8).
export { fetchCall, queryKeyOf };

/** The contract an endpoint belongs to. */
export function contractOf(e: Endpoint): Contract | undefined {
  return (CONTRACTS as readonly Contract[]).find((c) => Object.values(c.endpoints).some((x) => x.path === e.path));
}

/** Marks every cached read of the given contracts stale (and refetches the ones on screen). */
export function invalidateContracts(client: QueryClient, contracts: readonly Contract[]): Promise<void> {
  const paths = new Set(contracts.flatMap((c) => Object.values(c.endpoints).map((e) => e.path)));
  return client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && paths.has(q.queryKey[0]) });
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
