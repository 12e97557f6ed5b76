import type { AchievementResult, AchievementRow, ForecastResult, TrajectoryResult } from '@carbon/domain';

const YEAR = 2025;
const months = (orgId: string, target: string, actuals: (string | null)[]): AchievementRow[] =>
  Array.from({ length: 12 }, (_, i) => {
    const actual = actuals[i] ?? null;
    const status = actual === null ? 'notReported' : Number(actual) <= Number(target) ? 'met' : 'notMet';
    return { orgId, month: i + 1, target, actual, status };
  });

/**
 * Cloud BG (2) and its parks, three months reported: Longhua (3, target 25 a month) 20, 22, 25 —
 * every month met (25 is at the cap); Shenzhen (4, target 20) 18, 21, 19 — February not met;
 * the business group (50) 38, 43, 44.
 */
export const ACHIEVEMENT: AchievementResult = {
  year: YEAR,
  orgId: '2',
  rows: [...months('2', '50', ['38', '43', '44']), ...months('3', '25', ['20', '22', '25']), ...months('4', '20', ['18', '21', '19'])],
  orgs: [
    {
      orgId: '2',
      orgName: 'Cloud BG',
      orgType: 'business_group',
      hasChildren: true,
      annual: '600',
      targetState: 'draft',
      yearActual: null,
      yearSource: null,
      yearStatus: 'notReported',
      monthsReported: 3,
    },
    {
      orgId: '3',
      orgName: 'Longhua park',
      orgType: 'park',
      hasChildren: true,
      annual: '300',
      targetState: 'submitted',
      yearActual: null,
      yearSource: null,
      yearStatus: 'notReported',
      monthsReported: 3,
    },
    {
      orgId: '4',
      orgName: 'Shenzhen park',
      orgType: 'park',
      hasChildren: false,
      annual: '240',
      targetState: 'submitted',
      yearActual: null,
      yearSource: null,
      yearStatus: 'notReported',
      monthsReported: 3,
    },
  ],
  sources: [
    { orgId: '2', month: 1, projectId: '61', projectName: 'FY2025 January inventory', taskIds: ['801', '802'], actual: '38' },
    { orgId: '3', month: 1, projectId: '61', projectName: 'FY2025 January inventory', taskIds: ['801'], actual: '20' },
  ],
};

const month = (m: number, actual: string | null, forecast: string, reduction = '0') => ({ month: m, actual, forecast, reduction });

/** Three months reported (125), the rest from last year's profile: 650 against a cap of 600, a miss of 50. */
export const FORECAST: ForecastResult = {
  year: YEAR,
  orgId: '2',
  orgName: 'Cloud BG',
  forecast: {
    basis: 'lastYearProfile',
    partial: false,
    runRate: '1.1',
    months: [
      month(1, '38', '38'),
      month(2, '43', '43'),
      month(3, '44', '44'),
      ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => month(m, null, '58.3333333333')),
    ],
    reported: '125',
    total: '650',
    target: '600',
    gap: '50',
    holds: false,
    projectReduction: '10',
  },
  projects: [
    {
      id: '41',
      name: 'Chiller retrofit',
      number: 'EP2025000001',
      status: 'project_approved',
      threeR: 'reduce',
      annualReduction: '120',
      completion: '2025-06-30',
      committed: true,
      included: true,
    },
    {
      id: '42',
      name: 'Rooftop PV',
      number: 'EP2025000002',
      status: 'draft',
      threeR: 'replace',
      annualReduction: '60',
      completion: '2025-09-30',
      committed: false,
      included: false,
    },
  ],
};

export const TRAJECTORY: TrajectoryResult = {
  orgId: '2',
  orgName: 'Cloud BG',
  baselineSource: 'goal',
  baselineYear: 2020,
  baseline: '1000',
  targetYear: 2030,
  target: '500',
  sbtiRate: '0.042',
  sbtiTarget: '580',
  requiredAnnualRate: '0.05',
  meetsSbti: true,
  bauGrowth: '0',
  years: [
    { year: 2020, actual: '1000', sbti: '1000', bau: '1000', target: '1000' },
    { year: 2030, actual: null, sbti: '580', bau: '1000', target: '500' },
  ],
};

/**
 * Fii (1) rolled up from its business groups over an annual inventory: Cloud BG (2) reported 1600
 * against 1500 (not met), the other business group pending, so the Fii's 1600 against its 3000 is
 * partial; every month of both says "annual data only".
 */
export const ANNUAL: AchievementResult = {
  year: YEAR,
  orgId: '1',
  rows: [
    ...Array.from({ length: 12 }, (_, i): AchievementRow => ({
      orgId: '1',
      month: i + 1,
      target: '250',
      actual: null,
      status: 'annualOnly',
    })),
    ...Array.from({ length: 12 }, (_, i): AchievementRow => ({
      orgId: '2',
      month: i + 1,
      target: '125',
      actual: null,
      status: 'annualOnly',
    })),
  ],
  orgs: [
    {
      orgId: '1',
      orgName: 'Fii',
      orgType: 'group',
      hasChildren: true,
      annual: '3000',
      targetState: 'submitted',
      yearActual: '1600',
      yearSource: 'annual',
      yearStatus: 'notReported',
      yearPartial: true,
      monthsReported: 0,
    },
    {
      orgId: '2',
      orgName: 'Cloud BG',
      orgType: 'business_group',
      hasChildren: true,
      annual: '1500',
      targetState: 'submitted',
      yearActual: '1600',
      yearSource: 'annual',
      yearStatus: 'notMet',
      monthsReported: 0,
    },
  ],
  sources: [{ orgId: '1', month: null, projectId: '70', projectName: 'FY2025 inventory', taskIds: ['900'], actual: '1600' }],
};

/** The Fii's forecast of that year: the approved annual figure, partial, 1400 under the cap. */
export const ANNUAL_FORECAST: ForecastResult = {
  ...FORECAST,
  orgId: '1',
  orgName: 'Fii',
  forecast: {
    basis: 'annual',
    partial: true,
    runRate: null,
    months: Array.from({ length: 12 }, (_, i) => month(i + 1, null, '')).map((m) => ({ ...m, forecast: null })),
    reported: '1600',
    total: '1600',
    target: '3000',
    gap: '-1400',
    holds: null,
    projectReduction: '0',
  },
  projects: [],
};
