import type { ProjectDetail, ProjectRow } from '@carbon/domain';
export {
  type,
  openSelect,
  chooseOption,
  chooseTreeNode,
  pickDate,
  bodiesOf,
  queriesOf,
  loginUser,
} from '../../../components/antd-test-kit';

/**
 * Test helpers of the project screens: a stored row and detail (figures worked by hand), a small
 * organisation tree, choosing in antd selects, tree selects and date pickers as a user does, and
 * reading what was sent.
 */

export const ALL_PERMISSIONS = [
  'project:add',
  'project:edit',
  'project:delete',
  'project:submit',
  'project:changeStatus',
  'project:upload',
  'project:measure',
  'project:import',
  'project:export',
];

/** Group › BG A › Park A › Plant A1. */
export const ORG_TREE = [
  {
    id: '1',
    parentId: '0',
    title: 'Group',
    value: '1',
    weight: 1,
    children: [
      {
        id: '2',
        parentId: '1',
        title: 'BG A',
        value: '2',
        weight: 1,
        children: [
          {
            id: '3',
            parentId: '2',
            title: 'Park A',
            value: '3',
            weight: 1,
            children: [{ id: '4', parentId: '3', title: 'Plant A1', value: '4', weight: 1, children: [] }],
          },
        ],
      },
    ],
  },
];

/**
 * A chiller retrofit: 1,200,000 → 1,000,000 kWh a year, 0.0005 tCO2e/kWh, 40 (10k yuan), 0.8 yuan/kWh.
 * By hand: saved 200,000 kWh; reduction 100 tCO2e; benefit 200,000 × 0.8 ÷ 10,000 = 16 (10k yuan,
 * Fii needed); cost-effectiveness 400,000 ÷ 100 = 4,000 yuan/tCO2e; payback 40 ÷ 16 = 2.5 years.
 */
export const ROW: ProjectRow = {
  id: '11',
  number: 'EP2026000011',
  name: 'Chiller retrofit',
  orgId: '4',
  orgName: 'Plant A1',
  businessGroupId: '2',
  businessGroupName: 'BG A',
  parkId: '3',
  parkName: 'Park A',
  legalPersonId: null,
  legalPersonName: null,
  projectType: 'Retrofit',
  technology: 'chiller',
  energyObject: 'Chilled water plant',
  energyType: 'electricity',
  energyUnit: 'kWh',
  technologySource: 'own',
  threeR: 'reduce',
  responsiblePerson: 'Li Si',
  initiatorName: 'Zhang San',
  initiatorContact: 'zhang@example.com',
  initiatorPhone: null,
  initiatorEmail: 'zhang@example.com',
  estimatedStart: '2026-03-01',
  estimatedEnd: '2026-09-30',
  actualStart: null,
  actualEnd: null,
  acceptanceTime: null,
  statusDescription: null,
  principle: 'Magnetic-bearing chiller',
  benefitAnalysis: 'Lower electricity use',
  energyBefore: '1200000',
  energyAfter: '1000000',
  emissionFactor: '0.0005',
  emissionFactorSource: null,
  investment: '40',
  localEnergyPrice: '0.8',
  lifetimeYears: null,
  lifetimeUsed: 23,
  reductionOverride: null,
  reductionOverrideReason: null,
  energySaved: '200000',
  annualCarbonReduction: '100',
  annualBenefit: '16',
  costEffectiveness: '4000',
  paybackYears: '2.5',
  paybackNotRecovered: false,
  abatementCost: '-1214.3078',
  status: 'draft',
  stage: 'initiation',
  needsFiiReview: true,
  approvalStatus: 'not_submitted',
  flowId: null,
  supervisorReviewer: { id: '21', name: 'Supervisor Wang' },
  businessGroupReviewer: { id: '22', name: 'Officer Chen' },
  fiiReviewer: { id: '23', name: 'Fii Zhao' },
  energyReviewerIds: [],
  overdue: false,
  realisationRatio: null,
  flagged: false,
  createdBy: '1',
  createdByName: 'U',
  createdAt: '2026-01-05T00:00:00Z',
  updatedAt: '2026-01-05T00:00:00Z',
  version: 2,
};

export const DETAIL: ProjectDetail = {
  ...ROW,
  discountRate: '0.08',
  energyReviewers: [],
  attachments: [],
  statusLog: [],
  effect: {
    months: 0,
    rows: [],
    realisedEnergySaved: null,
    realisedReduction: null,
    expectedReduction: null,
    ratio: null,
    complete: false,
    flagged: false,
    threshold: '0.8',
  },
  allowedTransitions: [],
  canViewProgress: true,
  can: { edit: true, delete: true, submit: true, measure: false },
};

export const SETTINGS = { discountRate: '0.08', realisationThreshold: '0.8', lifetimes: { chiller: 23, lighting: 10 }, version: 1 };
