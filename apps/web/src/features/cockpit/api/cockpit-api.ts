import { useQuery } from '@tanstack/react-query';
import { displayContract, type CockpitData, type CockpitQuery } from '@carbon/domain';
import { call } from '../../../lib/api';

const e = displayContract.endpoints;

/** The cockpit refreshes itself: a wall screen shows the figures of the last few minutes. */
export const COCKPIT_REFRESH_MS = 5 * 60 * 1000;

/**
 * The cockpit's data: through a display link (no session; an unknown, expired or revoked link
 * is the server's message, and no sign-in redirect), or as the signed-in caller; `approach`: the
 * consolidation approach the figures follow (issue 26), else the group's setting.
 */
export function useCockpit(token: string | undefined, year: number | undefined, approach?: CockpitQuery['approach']) {
  return useQuery<CockpitData, Error>({
    queryKey: ['display', 'cockpit', token ?? null, year ?? null, approach ?? null],
    queryFn: () =>
      token
        ? call(e.shared, { token, ...(year ? { year } : {}), ...(approach ? { approach } : {}) }, { skipAuthHandling: true })
        : call(e.cockpit, { ...(year ? { year } : {}), ...(approach ? { approach } : {}) }),
    refetchInterval: COCKPIT_REFRESH_MS,
    refetchIntervalInBackground: true,
    // a refused link stays refused: no retry storm from a wall screen
    retry: token ? false : 1,
  });
}
