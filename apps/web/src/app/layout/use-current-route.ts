import { useMatches } from 'react-router';
import type { RouteDef } from '@carbon/domain';
import { routeChain } from '../../lib/permissions';

function codeOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('code' in handle)) return undefined;
  return typeof handle.code === 'string' ? handle.code : undefined;
}

/** The matched route of the table and its ancestors, outermost first (empty on 404). */
export function useCurrentRouteChain(): RouteDef[] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const code = codeOf(matches[i]?.handle);
    if (code) return routeChain(code);
  }
  return [];
}
