import { keepPreviousData } from '@tanstack/react-query';
import { dashboardContract } from '@carbon/domain';
import { useCall } from '../../../lib/query';

/** The dashboard's endpoints (issue 14), from the domain's contract. */
export const dashboardApi = dashboardContract.endpoints;

/**
 * The organisation (undefined: the caller's own, chosen by the server), the year (undefined: the
 * latest with approved data, chosen by the server) and the consolidation approach (undefined: the
 * group's setting).
 */
export type Approach = 'equity-share' | 'operational-control' | 'financial-control';
export type OrgYear = { orgId: string | undefined; year: number | undefined; approach?: Approach | undefined };
const input = (q: OrgYear) => ({
  ...(q.year ? { year: q.year } : {}),
  ...(q.orgId ? { orgId: q.orgId } : {}),
  ...(q.approach ? { approach: q.approach } : {}),
});
const opts = { retry: false, placeholderData: keepPreviousData } as const;

export const useSummary = (q: OrgYear) => useCall(dashboardApi.summary, input(q), opts);
/** The other reads wait for the organisation the summary settled on (the caller's own when none was asked for). */
const after = (q: OrgYear) => ({ ...opts, enabled: q.orgId !== undefined && q.year !== undefined });
export const useTargets = (q: OrgYear) => useCall(dashboardApi.targets, input(q), after(q));
export const useProgress = (q: OrgYear) => useCall(dashboardApi.progress, input(q), after(q));
export const useSourceTypes = (q: OrgYear) => useCall(dashboardApi.sourceTypes, input(q), after(q));
