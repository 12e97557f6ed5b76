import type { DashboardProgress, DashboardSummary, DashboardTargets } from '@carbon/domain';

/** A business group (id 20) with two parks, 2025: P1 (21) reported, P2 (22) not; numbers picked to show the formats. */
export const SUMMARY: DashboardSummary = {
  orgId: '20',
  orgName: 'Cloud BG',
  year: 2025,
  basis: 'annual',
  total: '123456.789',
  scope1: '100000',
  scope2Location: '23456.789',
  scope2Market: '20000',
  scope3: '0',
  totalMarket: '120000',
  byCategory: Array.from({ length: 15 }, (_, i) => ({ category: i + 1, value: '0' })),
  // last year 100,000: +23.5 %; no base year
  lastYear: {
    year: 2024,
    basis: 'annual',
    total: '100000',
    scope1: '80000',
    scope2Location: '20000',
    scope2Market: '20000',
    scope3: '0',
    totalMarket: '100000',
  },
  baseYear: null,
  byOrg: [
    {
      orgId: '21',
      orgName: 'Park One',
      orgType: 'park',
      hasChildren: true,
      basis: 'annual',
      total: '123456.789',
      scope1: '100000',
      scope2Location: '23456.789',
      scope2Market: '20000',
      scope3: '0',
    },
    {
      orgId: '22',
      orgName: 'Park Two',
      orgType: 'park',
      hasChildren: false,
      basis: null,
      total: null,
      scope1: null,
      scope2Location: null,
      scope2Market: null,
      scope3: null,
    },
  ],
  byMonth: Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    total: i === 0 ? '10000' : null,
    scope1: null,
    scope2Location: null,
    scope2Market: null,
    scope3: null,
    lastYear: null,
  })),
  sources: [
    { orgId: '20', year: 2025, month: null, projectId: '7', projectName: '2025 annual inventory', taskIds: ['71'], total: '123456.789' },
  ],
};

export const NO_TARGETS: DashboardTargets = { orgId: '20', year: 2025, control: null, reduction: null, renewable: null };

export const TARGETS: DashboardTargets = {
  orgId: '20',
  year: 2025,
  control: { annual: '150000', targetState: 'submitted', actual: '123456.789', status: 'met', monthsReported: 1, ratio: '0.8230452600' },
  reduction: null,
  renewable: { share: '0.25', renewable: '1', totalElectricity: '4' },
};

export const PROGRESS: DashboardProgress = {
  orgId: '20',
  year: 2025,
  byStatus: [
    { status: 3, count: 1 },
    { status: 7, count: 2 },
  ],
  total: 3,
  overdue: 1,
  overdueTasks: [{ id: '99', name: 'February task', orgId: '22', orgName: 'Park Two', deadline: '2025-03-10', status: 3 }],
};
