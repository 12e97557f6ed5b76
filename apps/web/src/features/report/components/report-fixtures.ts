import type { ReportDerivation, ReportDetail, ReportLine, ScopeTotals } from '@carbon/domain';

/**
 * Test data of the report screens: a consolidated GHG report over a business group (a wholly
 * owned subsidiary and a joint venture at 50%), as report/detail answers it.
 */

const totals = (scope1: string, scope2Location: string, scope2Market: string, scope3: string): ScopeTotals => ({
  scope1,
  scope2Location,
  scope2Market,
  scope3,
  total: String(Number(scope1) + Number(scope2Location) + Number(scope3)),
  totalMarket: String(Number(scope1) + Number(scope2Market) + Number(scope3)),
});

const category = (number: number, key: string, tco2e = '0', entries = 0) => ({
  number,
  key,
  tco2e,
  entries,
  excluded: [],
  significant: [],
});

const SCOPE3 = [
  'purchasedGoodsAndServices',
  'capitalGoods',
  'fuelAndEnergyRelated',
  'upstreamTransportation',
  'wasteInOperations',
  'businessTravel',
  'employeeCommuting',
  'upstreamLeasedAssets',
  'downstreamTransportation',
  'processingOfSoldProducts',
  'useOfSoldProducts',
  'endOfLifeOfSoldProducts',
  'downstreamLeasedAssets',
  'franchises',
  'investments',
].map((name, i) =>
  i === 5
    ? { ...category(6, `enum.scope3Category.${name}`, '0.1', 1), excluded: [] }
    : i === 14
      ? { ...category(15, `enum.scope3Category.${name}`), excluded: [{ item: 'Category 15', reason: 'No investments held' }] }
      : category(i + 1, `enum.scope3Category.${name}`),
);
const ISO = ['directEmissions', 'importedEnergy', 'transportation', 'productsUsed', 'useOfProducts', 'otherSources'].map((name, i) =>
  category(i + 1, `enum.iso14064Category.${name}`),
);

export const LINE_SUB: ReportLine = {
  orgId: '301',
  orgName: 'Longhua Entity One',
  relationship: 'subsidiary',
  equitySharePct: '100',
  appliedPct: '100',
  reasonKey: 'calc.consolidation.reason.equityShare',
  reasonParams: { pct: '100' },
  gross: totals('56.1545', '0.5', '0.5', '0.1'),
  consolidated: totals('56.1545', '0.5', '0.5', '0.1'),
  entries: 3,
};
export const LINE_JV: ReportLine = {
  orgId: '302',
  orgName: 'Joint Venture Co',
  relationship: 'joint-venture',
  equitySharePct: '50',
  appliedPct: '50',
  reasonKey: 'calc.consolidation.reason.equityShare',
  reasonParams: { pct: '50' },
  gross: totals('56.1545', '0', '0', '0'),
  consolidated: totals('28.07725', '0', '0', '0'),
  entries: 1,
};

export const DETAIL: ReportDetail = {
  id: '900',
  kind: 'consolidated',
  template: 'ghg',
  status: 'draft',
  title: 'CCBG 2025 GHG inventory report',
  number: 'GHG-2025-0007',
  projectId: '70',
  projectName: 'FY2025 inventory',
  taskId: null,
  orgId: '200',
  orgName: 'Cloud BG',
  approach: 'equity',
  publishedVersion: 0,
  total: '84.83175',
  createdBy: '1',
  createdByName: 'Carbon team',
  createdAt: '2026-02-01T08:00:00Z',
  updatedAt: '2026-02-01T08:00:00Z',
  version: 4,
  totals: {
    scope1: '84.23175',
    scope2Location: '0.5',
    scope2Market: '0.45',
    scope3: '0.1',
    total: '84.83175',
    totalMarket: '84.78175',
  },
  categories: SCOPE3,
  scope3Categories: SCOPE3,
  isoCategories: ISO,
  gases: [
    { gas: 'CO2', massT: '84.1', tco2e: '84.1' },
    { gas: 'CH4', massT: '0.0015', tco2e: '0.042' },
    { gas: 'N2O', massT: '0.0003', tco2e: '0.08975' },
    { gas: 'HFCs', massT: '0', tco2e: '0' },
    { gas: 'PFCs', massT: '0', tco2e: '0' },
    { gas: 'SF6', massT: '0', tco2e: '0' },
    { gas: 'NF3', massT: '0', tco2e: '0' },
    { gas: 'CO2e', massT: '0.6', tco2e: '0.6' },
  ],
  biogenicCo2: '1.25',
  offsets: { total: '5', items: [{ name: 'Wind farm CCER', standard: 'ccer', tco2e: '5' }] },
  dataQuality: { score: '3.4', level: 3 },
  dataQualityByScope: [
    { scope: 1, score: '3.6', level: 4 },
    { scope: 2, score: '3', level: 3 },
    { scope: 3, score: null, level: null },
  ],
  lines: [LINE_SUB, LINE_JV],
  lineCount: 2,
  factors: [
    {
      factorId: '11',
      code: 'NG-CN',
      version: '2024.1',
      name: 'Natural gas',
      value: '2.1622',
      unit: 'tCO2/10^4 Nm3',
      source: 'Guidelines',
      region: 'CN',
      entries: 2,
    },
  ],
  methods: [{ sourceType: 'combustion-cn', entries: 2 }],
  gwpSet: 'AR5',
  entryCount: 4,
  unapprovedTasks: [
    { id: '41', name: 'Longhua Entity One 2025' },
    { id: '42', name: 'Joint Venture Co 2025' },
  ],
  baseYear: { year: 2020, totals: null, recalculated: false, note: null },
  exclusions: [{ item: 'Category 15', reason: 'No investments held' }],
  significantIndirect: [],
  organisation: {
    id: '200',
    name: 'Cloud BG',
    code: 'fii-ccbg',
    legalCompany: 'Cloud Computing Co., Ltd.',
    registeredAddress: 'Shenzhen',
    operatingBoundary: 'Offices and data centres',
  },
  period: { year: 2025, month: null, from: '2025-01-01', to: '2025-12-31' },
  boundaryMethod: 'equity-share',
  generatedAt: '2026-02-01T08:00:00Z',
  texts: { title: 'CCBG 2025 GHG inventory report', responsiblePerson: 'Li Lei' },
  versionNo: 0,
  versions: [],
  can: { edit: true, publish: false, export: true },
  stale: false,
  inputsChangedAt: null,
};

/** The same report once approved: publishable. */
export const PUBLISHABLE: ReportDetail = { ...DETAIL, unapprovedTasks: [], can: { edit: true, publish: true, export: true } };

const explanation = {
  method: 'combustion-cn',
  formula: 'E = AD × NCV × CC × OF × 44/12',
  inputs: [{ name: 'consumption', value: '26', unit: '10^4 Nm3' }],
  factors: [{ id: '11', version: '2024.1', name: 'Natural gas' }],
  gwpSet: 'AR5',
};

const entry = (id: string, orgName: string, tco2e: string, appliedPct: string) => ({
  id,
  orgName,
  scope: 1,
  category: null,
  sourceName: 'Gas boiler',
  facility: 'Boiler room',
  sourceType: 'combustion-cn',
  tco2e,
  appliedPct,
  factorCode: 'NG-CN',
  factorVersion: '2024.1',
  gwpSet: 'AR5',
  resultId: `r${id}`,
  explanation,
});

const page = (rows: ReturnType<typeof entry>[]) => ({ rows, totalRows: rows.length, pageNo: 1, pageSize: 20 });

/** report/derivation answers by figure key. */
export const DERIVATIONS: Record<string, ReportDerivation> = {
  total: {
    figure: 'total',
    value: '84.83175',
    parts: (['scope1', 'scope2Location', 'scope3'] as const).map((k) => ({
      figure: k,
      label: k,
      labelKey: `report.figure.${k}`,
      value: DETAIL.totals[k],
    })),
    entries: page([]),
  },
  totalMarket: {
    figure: 'totalMarket',
    value: '84.78175',
    parts: (['scope1', 'scope2Market', 'scope3'] as const).map((k) => ({
      figure: k,
      label: k,
      labelKey: `report.figure.${k}`,
      value: DETAIL.totals[k],
    })),
    entries: page([]),
  },
  scope1: {
    figure: 'scope1',
    value: '84.23175',
    parts: [
      { figure: 'line:301', label: LINE_SUB.orgName, labelKey: null, value: '56.1545' },
      { figure: 'line:302', label: LINE_JV.orgName, labelKey: null, value: '28.07725' },
    ],
    entries: page([entry('501', LINE_SUB.orgName, '56.1545', '100'), entry('502', LINE_JV.orgName, '56.1545', '50')]),
  },
};
