import { expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { HonorRow, PermitRow, PlanRow, WasteCatalogueRow, WasteFactorRow, WasteRow } from '@carbon/domain';
import type { mockFetch } from '../../../test-utils';

/** Test helpers of the records screens: stored rows, choosing in antd controls as a user does, reading what was sent. */

type Spy = ReturnType<typeof mockFetch>;

const inputOf = (testId: string): HTMLElement => {
  const root = screen.getByTestId(testId);
  return root.querySelector('input') ?? root.querySelector('textarea') ?? root;
};

/** Types into the input marked `testId` (or the input inside it). */
export const type = (testId: string, value: string) => fireEvent.change(inputOf(testId), { target: { value } });

function openSelect(testId: string): void {
  const input = inputOf(testId);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
}

/** The option labels the antd Select marked `testId` offers (opened). */
export async function optionsOf(testId: string): Promise<string[]> {
  openSelect(testId);
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
  return [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? o.textContent ?? '');
}

/** Picks the option titled `label` in the antd Select marked `testId`. */
export async function chooseOption(testId: string, label: string): Promise<void> {
  openSelect(testId);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === label || o.textContent === label,
    );
    if (!found) throw new Error(`no option "${label}"`);
    return found;
  });
  fireEvent.click(option);
}

/** Picks the node titled `title` in the antd TreeSelect marked `testId`. */
export async function chooseTreeNode(testId: string, title: string): Promise<void> {
  openSelect(testId);
  const node = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-node-content-wrapper')].find(
      (n) => n.getAttribute('title') === title,
    );
    if (!found) throw new Error(`no tree node "${title}"`);
    return found;
  });
  fireEvent.click(node);
}

/** Types a date into the antd DatePicker marked `testId` and commits it with Enter. */
export function pickDate(testId: string, value: string): void {
  const input = inputOf(testId);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** The form error shown under the field holding `testId`. */
export const errorOf = (testId: string) =>
  screen.getByTestId(testId).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

/** The JSON bodies POSTed to `path`. */
export const bodiesOf = (spy: Spy, path: string): Record<string, unknown>[] =>
  spy.mock.calls
    .filter(([url]) => String(url).split('?')[0]!.endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** The query strings of the GETs to `path`, oldest first. */
export const queriesOf = (spy: Spy, path: string): Record<string, string>[] =>
  spy.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname.endsWith(path))
    .map((u) => Object.fromEntries(u.searchParams));

/** The signed-in user of the mocked server, holding `permissions`. */
export const loginUser = (permissions: string[], id = '1') => ({ id, account: 'u', name: 'U', adminType: 2, permissions, menus: [] });

export const page = <T>(rows: T[]) => ({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: rows.length, rows });

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
