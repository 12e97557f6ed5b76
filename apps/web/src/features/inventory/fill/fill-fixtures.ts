import {
  calculateSource,
  emissionResultToWire,
  emissionSourceInput,
  type InventoryEntryRow,
  type InventoryTaskDetail,
} from '@carbon/domain';

/** A task of the fill-in tests: processing, everything allowed, scopes 1, 2 and scope 3 category 6. */
export const TASK: InventoryTaskDetail = {
  id: '41',
  projectId: '7',
  projectName: 'Annual inventory 2025',
  projectType: 'annual',
  year: 2025,
  month: null,
  gwpSet: 'AR5',
  parentId: null,
  orgId: '300',
  orgName: 'Legal entity A',
  name: 'Annual inventory 2025 · Legal entity A',
  status: 3,
  flowStatus: 3,
  plainStatus: 3,
  approvalStatus: 'not_submitted',
  initiatorId: '1',
  initiatorName: 'Carbon team',
  boundaryMethod: 'operational-control',
  inventoryWay: 'compliance',
  inventoryObject: null,
  legalCompany: null,
  purpose: 'Annual disclosure',
  startDate: null,
  endDate: null,
  deadline: '2026-03-31',
  reportTemplate: null,
  templateId: null,
  source: null,
  factory: null,
  country: null,
  registeredAddress: null,
  operatingBoundary: null,
  exemptions: [],
  significantIndirect: [],
  reductionProjects: [],
  memberIds: [],
  progress: 33,
  subtaskCount: 0,
  submittedAt: null,
  createdAt: '2025-01-02T00:00:00Z',
  updatedAt: '2025-01-02T00:00:00Z',
  version: 1,
  sections: [
    { scope: 1, category: null, entryCount: 1 },
    { scope: 2, category: null, entryCount: 0 },
    { scope: 3, category: 6, entryCount: 0 },
  ],
  laterApprovers: [],
  waitingLevel: null,
  openSubtasks: [],
  openSubtasksRule: 'warn',
  can: { edit: true, fill: true, submit: true, withdraw: false, distribute: false, viewApprovals: false, nameLaterApprovers: false },
};

/** What the engine answers for a source (the real calculation, as /calc/preview would). */
export const engine = (source: unknown, gwpSet: 'AR4' | 'AR5' | 'AR6' = 'AR5') =>
  emissionResultToWire(calculateSource(emissionSourceInput.parse(source), { gwpSet }));

const gas = {
  type: 'combustion-cn',
  consumption: '10',
  consumptionUnit: '10^4 Nm3',
  ncv: '389.31',
  carbonContent: '15.3',
  carbonContentUnit: 'tC/TJ',
  oxidationRate: '0.99',
} as const;
const gasResult = engine(gas);

/** A scope 1 natural-gas entry as the server returns it. */
export const GAS_ENTRY: InventoryEntryRow = {
  id: '501',
  taskId: '41',
  orgId: '300',
  scope: 1,
  category: null,
  sourceName: 'Natural gas',
  facility: 'Boiler 1',
  sourceType: 'combustion-cn',
  input: gas,
  factorId: null,
  factorCode: null,
  factorVersion: null,
  factorName: null,
  factorValue: null,
  factorUnit: null,
  factorSource: null,
  factorRegion: null,
  gwpSet: 'AR5',
  tco2e: gasResult.tco2e,
  tco2eMarket: null,
  biogenicCo2: null,
  activityQuality: 3,
  calibrationLevel: 3,
  factorQuality: 3,
  qualityScore: '3',
  explanation: gasResult.explanation,
  marketExplanation: null,
  resultId: '9001',
  remark: null,
  attachmentCount: 0,
  createdBy: '2',
  updatedBy: '2',
  createdAt: '2025-02-01T00:00:00Z',
  updatedAt: '2025-02-01T00:00:00Z',
  version: 1,
};

export const page = <T>(rows: T[]) => ({ pageNo: 1, pageSize: 100, totalPage: rows.length ? 1 : 0, totalRows: rows.length, rows });

/** JSON bodies of the calls to `path`. */
export const bodiesOf = (spy: { mock: { calls: unknown[][] } }, path: string) =>
  spy.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname.endsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body)) as Record<string, unknown>);
