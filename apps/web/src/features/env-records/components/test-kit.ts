import type { HonorRow, PermitRow, PlanRow, WasteCatalogueRow, WasteFactorRow, WasteRow } from '@carbon/domain';
export {
  type,
  openSelect,
  optionsOf,
  chooseOption,
  chooseTreeNode,
  pickDate,
  errorOf,
  bodiesOf,
  queriesOf,
  loginUser,
  page,
} from '../../../components/antd-test-kit';

/** Test helpers of the records screens: stored rows, choosing in antd controls as a user does, reading what was sent. */

/** Park A › Plant A1, Plant A2. */
export const ORG_TREE = [
  {
    id: '3',
    parentId: '0',
    title: 'Park A',
    value: '3',
    weight: 1,
    children: [
      { id: '4', parentId: '3', title: 'Plant A1', value: '4', weight: 1, children: [] },
      { id: '5', parentId: '3', title: 'Plant A2', value: '5', weight: 2, children: [] },
    ],
  },
];

const AT = '2026-03-01T00:00:00.000Z';

/** HW08 900-249-08, waste mineral oil (hazardous). */
export const OIL: WasteCatalogueRow = {
  id: '61',
  kind: 'hazardous',
  code: '900-249-08',
  category: 'HW08',
  labelZh: '其他生产过程中产生的废矿物油',
  labelEn: 'Waste mineral oil from other production',
  labelTw: '其他生產過程中產生的廢礦物油',
  industryZh: '非特定行业',
  industryEn: 'Non-specific industry',
  industryTw: '非特定行業',
  hazard: 'T,I',
  label: 'Waste mineral oil from other production',
  industry: 'Non-specific industry',
  categoryLabel: 'Waste mineral oil and oily waste',
  builtin: true,
  version: 1,
  updatedAt: AT,
};

/** 2.5 t of waste mineral oil of Plant A1 in March 2026, incinerated without energy recovery (7). */
export const WASTE: WasteRow = {
  id: '71',
  orgId: '4',
  orgName: 'Plant A1',
  year: 2026,
  month: 3,
  catalogueId: '61',
  wasteCode: '900-249-08',
  wasteKind: 'hazardous',
  wasteCategory: 'HW08',
  wasteLabel: 'Waste mineral oil from other production',
  quantity: '2.5',
  disposalMethod: 7,
  receiver: 'Licensed Disposal Co.',
  remark: null,
  inventoryTaskIds: [],
  version: 3,
  createdAt: AT,
  updatedAt: AT,
};

/** The 11 methods: incineration (6, 7) mapped to the IPCC-based factor, landfill (8) and the rest without one. */
export const FACTORS: WasteFactorRow[] = Array.from({ length: 11 }, (_, i) => {
  const mapped = i + 1 === 6 || i + 1 === 7;
  return {
    disposalMethod: i + 1,
    factorId: mapped ? '900' : null,
    factorCode: mapped ? 'WASTE-INCIN' : null,
    factorVersion: mapped ? 'IPCC2006' : null,
    factorName: mapped ? '工业废物焚烧' : null,
    factorValue: mapped ? '1.65' : null,
    factorUnit: mapped ? 'tCO2/t' : null,
    factorSource: mapped ? 'IPCC 2006 Vol.5 Ch.5' : null,
    version: 1,
    updatedAt: null,
  };
});

/** A planned application of Plant A1 for a report table. */
export const PERMIT: PermitRow = {
  id: '81',
  orgId: '4',
  orgName: 'Plant A1',
  name: 'Coating line expansion',
  applicationType: 0,
  reportForm: 2,
  constructionStatus: 1,
  approvalNumber: null,
  approvalAuthority: null,
  applicationDate: '2026-02-01',
  approvalDate: null,
  plannedStart: null,
  plannedEnd: null,
  startedAt: null,
  completedAt: null,
  acceptedAt: null,
  contact: null,
  remark: null,
  fileCount: 0,
  createdByName: 'U',
  version: 2,
  createdAt: AT,
  updatedAt: AT,
};

export const PLAN: PlanRow = {
  id: '91',
  orgId: '4',
  orgName: 'Plant A1',
  planType: 1,
  name: 'Plant A1 environmental emergency plan',
  filingNumber: 'SZ-2026-001',
  filingAuthority: null,
  filingDate: null,
  validFrom: '2025-01-01',
  validTo: '2028-01-01',
  remark: null,
  fileCount: 1,
  version: 1,
  updatedAt: AT,
};

export const HONOR: HonorRow = {
  id: '95',
  orgId: '4',
  orgName: 'Plant A1',
  honorType: 1,
  name: 'ISO 14001 certificate',
  issuer: 'CQC',
  certificateNumber: 'CQC-14001-1',
  issuedDate: '2024-01-01',
  validTo: null,
  remark: null,
  fileCount: 0,
  version: 1,
  updatedAt: AT,
};
