import type { MaccBar, MaccResult, ProjectInvestmentOverview, ProjectProgress, ProjectStatusOverview } from '@carbon/domain';

/**
 * Test data of the overview screens, as the server answers: three projects of a business group
 * on the curve, the group's progress, status and investment overviews.
 */
const bar = (
  b: Partial<MaccBar> & Pick<MaccBar, 'id' | 'name' | 'annualCarbonReduction' | 'abatementCost' | 'cumulativeStart' | 'cumulativeEnd'>,
): MaccBar => ({
  number: `EP2025${b.id.padStart(6, '0')}`,
  orgName: 'Park North',
  investment: '100',
  annualBenefit: '20',
  ...b,
});

/** Cheapest first: a chiller that pays for itself, a pump at no net cost, rooftop solar at a cost. */
export const MACC: MaccResult = {
  rows: [
    bar({
      id: '11',
      name: 'Chiller <retrofit> & VFD',
      annualCarbonReduction: '120.5',
      abatementCost: '-350.25',
      cumulativeStart: '0',
      cumulativeEnd: '120.5',
      investment: '1200',
      annualBenefit: '85.5',
    }),
    bar({
      id: '7',
      name: 'Pump upgrade',
      annualCarbonReduction: '80',
      abatementCost: '0',
      cumulativeStart: '120.5',
      cumulativeEnd: '200.5',
    }),
    bar({
      id: '3',
      name: 'Rooftop solar',
      annualCarbonReduction: '300',
      abatementCost: '1250.75',
      cumulativeStart: '200.5',
      cumulativeEnd: '500.5',
    }),
  ],
  totalReduction: '500.5',
};

const STAGES = [
  'initiation',
  'procurement',
  'implementation',
  'acceptance',
  'supervisor_review',
  'business_group_review',
  'fii_review',
  'closure',
] as const;
const stageCounts = (counts: Partial<Record<(typeof STAGES)[number], number>>) =>
  STAGES.map((stage) => ({ stage, count: counts[stage] ?? 0 }));

export const PROGRESS: ProjectProgress = {
  byStage: stageCounts({ initiation: 2, procurement: 1, acceptance: 1, closure: 1 }),
  byOrg: [
    { orgId: '200', orgName: 'Cloud BG', self: true, count: 1, byStage: stageCounts({ initiation: 1 }) },
    {
      orgId: '210',
      orgName: 'Park North',
      self: false,
      count: 4,
      byStage: stageCounts({ initiation: 1, procurement: 1, acceptance: 1, closure: 1 }),
    },
  ],
  overdue: [
    {
      id: '21',
      number: 'EP2025000021',
      name: 'Boiler insulation',
      orgId: '210',
      orgName: 'Park North',
      status: 'procurement_completed',
      stage: 'implementation',
      estimatedEnd: '2025-03-31',
      daysOverdue: 45,
      annualCarbonReduction: '12',
      realisationRatio: null,
    },
  ],
  overdueTotal: 3,
  flagged: [
    {
      id: '22',
      number: 'EP2025000022',
      name: 'LED retrofit',
      orgId: '210',
      orgName: 'Park North',
      status: 'acceptance_completed',
      stage: 'supervisor_review',
      estimatedEnd: '2025-01-31',
      daysOverdue: 0,
      annualCarbonReduction: '40.25',
      realisationRatio: '0.6125',
    },
  ],
  flaggedTotal: 1,
  threshold: '0.8',
};

const STATUSES = [
  'draft',
  'project_approved',
  'procurement_completed',
  'implementation_completed',
  'acceptance_completed',
  'supervisor_review_completed',
  'business_group_review_completed',
  'fii_review_completed',
  'closed',
] as const;
type Counted = { count: number; reduction: string };
const byStatus = (given: Partial<Record<(typeof STATUSES)[number], Counted>>) =>
  STATUSES.map((status) => ({ status, ...(given[status] ?? { count: 0, reduction: '0' }) }));

export const STATUS_OVERVIEW: ProjectStatusOverview = {
  total: { count: 3, reduction: '500.5' },
  byStatus: byStatus({ draft: { count: 1, reduction: '80' }, project_approved: { count: 2, reduction: '420.5' } }),
  byStage: STAGES.map((stage) => ({
    stage,
    ...(({ initiation: { count: 1, reduction: '80' }, procurement: { count: 2, reduction: '420.5' } } as Record<string, Counted>)[
      stage
    ] ?? {
      count: 0,
      reduction: '0',
    }),
  })),
  byThreeR: [
    { threeR: 'reduce', count: 1, reduction: '120.5' },
    { threeR: 'replace', count: 1, reduction: '300' },
    { threeR: 'resolve', count: 0, reduction: '0' },
    { threeR: null, count: 1, reduction: '80' },
  ],
  byOrg: [
    {
      orgId: '210',
      orgName: 'Park North',
      self: false,
      count: 3,
      reduction: '500.5',
      byStatus: byStatus({ draft: { count: 1, reduction: '80' }, project_approved: { count: 2, reduction: '420.5' } }),
      byThreeR: [
        { threeR: 'reduce', count: 1, reduction: '120.5' },
        { threeR: 'replace', count: 1, reduction: '300' },
        { threeR: null, count: 1, reduction: '80' },
      ],
    },
  ],
  byYear: [
    { year: 2025, count: 2, reduction: '200.5', byThreeR: [] },
    { year: null, count: 1, reduction: '300', byThreeR: [] },
  ],
};

export const INVESTMENT_OVERVIEW: ProjectInvestmentOverview = {
  total: { count: 3, investment: '1300.5', annualBenefit: '125.5', reduction: '500.5' },
  byOrg: [
    { orgId: '200', orgName: 'Cloud BG', self: true, count: 1, investment: '100.5', annualBenefit: '20', reduction: '80' },
    { orgId: '210', orgName: 'Park North', self: false, count: 2, investment: '1200', annualBenefit: '105.5', reduction: '420.5' },
  ],
  byYear: [{ year: 2025, count: 3, investment: '1300.5', annualBenefit: '125.5', reduction: '500.5' }],
  byTechnology: [
    { technology: 'chiller', count: 2, investment: '1300', annualBenefit: '105.5', reduction: '200.5' },
    { technology: null, count: 1, investment: '0.5', annualBenefit: '20', reduction: '300' },
  ],
};
