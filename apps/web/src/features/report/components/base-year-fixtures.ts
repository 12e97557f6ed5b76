import type { BaseYearCheck, BaseYearDetail, ScopeTotals } from '@carbon/domain';
import { LINE_JV, LINE_SUB } from './report-fixtures';

/**
 * Test data of the base-year tab: the business group's base year 2020, kept by equity share
 * over a subsidiary and a joint venture; the check after the joint venture was divested and a
 * new entity acquired.
 */

const totals = (scope1: string, scope2Location: string, scope2Market: string, scope3: string, total: string, totalMarket: string) =>
  ({ scope1, scope2Location, scope2Market, scope3, total, totalMarket }) satisfies ScopeTotals;

const KEPT = totals('84.23175', '0.5', '0.5', '0.1', '84.83175', '84.83175');
const NOW = totals('60.1545', '0.5', '0.5', '0.1', '60.7545', '60.7545');

export const LINE_NEW = {
  ...LINE_SUB,
  orgId: '303',
  orgName: 'Acquired Co',
  gross: NOW,
  consolidated: totals('4', '0', '0', '0', '4', '4'),
};

export const BASE_YEAR: BaseYearDetail = {
  orgId: '200',
  orgName: 'Cloud BG',
  year: 2020,
  projectId: '60',
  approach: 'equity',
  thresholdPct: '5',
  totals: KEPT,
  lines: [LINE_SUB, LINE_JV],
  recalculated: false,
  reason: null,
  recalculatedAt: null,
  version: 3,
  history: [{ at: '2026-01-05T08:00:00Z', actorName: 'Carbon team', action: 'set', reason: null, before: null, after: KEPT }],
};

export const RECALCULATED: BaseYearDetail = {
  ...BASE_YEAR,
  totals: NOW,
  lines: [LINE_SUB, LINE_NEW],
  recalculated: true,
  reason: 'Divested the joint venture',
  recalculatedAt: '2026-02-03T08:00:00Z',
  version: 4,
  history: [
    {
      at: '2026-02-03T08:00:00Z',
      actorName: 'Carbon team',
      action: 'recalculate',
      reason: 'Divested the joint venture',
      before: KEPT,
      after: NOW,
    },
    ...BASE_YEAR.history,
  ],
};

/** The structure changed by 28.38%: over the 5% threshold. */
export const CHECK_FLAGGED: BaseYearCheck = {
  stored: { totals: KEPT, lines: [LINE_SUB, LINE_JV] },
  recomputed: { totals: NOW, lines: [LINE_SUB, LINE_NEW] },
  changePct: '28.38',
  thresholdPct: '5',
  flagged: true,
  byScope: (['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total'] as const).map((k) => ({
    figure: k,
    before: KEPT[k],
    after: NOW[k],
  })),
  byEntity: [
    { orgId: '301', orgName: LINE_SUB.orgName, before: '56.7545', after: '56.7545' },
    { orgId: '302', orgName: LINE_JV.orgName, before: '28.07725', after: '0' },
    { orgId: '303', orgName: 'Acquired Co', before: '0', after: '4' },
  ],
};

/** Nothing moved beyond rounding: under the threshold. */
export const CHECK_WITHIN: BaseYearCheck = {
  stored: { totals: KEPT, lines: [LINE_SUB, LINE_JV] },
  recomputed: { totals: KEPT, lines: [LINE_SUB, LINE_JV] },
  changePct: '0.00',
  thresholdPct: '5',
  flagged: false,
  byScope: (['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total'] as const).map((k) => ({
    figure: k,
    before: KEPT[k],
    after: KEPT[k],
  })),
  byEntity: [
    { orgId: '301', orgName: LINE_SUB.orgName, before: '56.7545', after: '56.7545' },
    { orgId: '302', orgName: LINE_JV.orgName, before: '28.07725', after: '28.07725' },
  ],
};
