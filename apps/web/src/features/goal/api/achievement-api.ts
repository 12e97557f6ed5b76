import { keepPreviousData } from '@tanstack/react-query';
import { goalAchievementContract, type WhatIfRequest } from '@carbon/domain';
import { useCall } from '../../../lib/query';

/** Achievement's endpoints (issue 13), from the domain's contract. */
export const achievementApi = goalAchievementContract.endpoints;

type OrgYear = { orgId: string | undefined; year: number };
const on = (q: OrgYear) => ({ enabled: !!q.orgId, retry: false, placeholderData: keepPreviousData }) as const;
const input = (q: OrgYear) => ({ year: q.year, orgId: q.orgId ?? '' });

/** Months 1-12 of the organisation and its direct children with control goals, with the year per organisation. */
export const useAchievement = (q: OrgYear) => useCall(achievementApi.achievement, input(q), on(q));

/** Years `from`..`to` of one organisation against its baseline. */
export const useAchievementByYear = (q: { orgId: string | undefined; from: number; to: number }) =>
  useCall(
    achievementApi.achievementByYear,
    { orgId: q.orgId ?? '', from: q.from, to: q.to },
    { enabled: !!q.orgId && q.from <= q.to, retry: false },
  );

export const useForecast = (q: OrgYear) => useCall(achievementApi.forecast, input(q), on(q));

/** The forecast with exactly `projects` counted (a read: nothing is stored); asked for only when `enabled`. */
export const useWhatIf = (body: WhatIfRequest, enabled: boolean) =>
  useCall(achievementApi.whatIf, body, { enabled, retry: false, placeholderData: keepPreviousData });

export const useTrajectory = (q: { orgId: string | undefined; targetYear: number; bauGrowth?: string }) =>
  useCall(
    achievementApi.trajectory,
    { orgId: q.orgId ?? '', targetYear: q.targetYear, ...(q.bauGrowth ? { bauGrowth: q.bauGrowth } : {}) },
    { enabled: !!q.orgId, retry: false, placeholderData: keepPreviousData },
  );

export const useReductionAchievement = (q: OrgYear) => useCall(achievementApi.reductionAchievement, input(q), on(q));
export const useReductionByYear = (q: { orgId: string | undefined; from: number; to: number }) =>
  useCall(
    achievementApi.reductionAchievementByYear,
    { orgId: q.orgId ?? '', from: q.from, to: q.to },
    { enabled: !!q.orgId && q.from <= q.to, retry: false },
  );

export const useRenewable = (q: OrgYear) => useCall(achievementApi.renewable, input(q), on(q));
