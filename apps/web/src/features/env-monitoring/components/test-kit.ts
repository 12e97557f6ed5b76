import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EnvAlarmRow, EnvPointRow } from '@carbon/domain';
import type { mockFetch } from '../../../test-utils';

/** Test helpers of the monitoring screens: stored rows, choosing in antd controls as a user does, reading what was sent. */

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

/** Picks the option titled `label` in the antd Select / AutoComplete marked `testId`. */
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

/** Park A › Plant A1. */
export const ORG_TREE = [
  {
    id: '3',
    parentId: '0',
    title: 'Park A',
    value: '3',
    weight: 1,
    children: [{ id: '4', parentId: '3', title: 'Plant A1', value: '4', weight: 1, children: [] }],
  },
];

/** A wastewater main outlet of Plant A1 measuring COD (hourly ≤ 50, daily ≤ 40 mg/L) and ammonia nitrogen. */
export const POINT: EnvPointRow = {
  id: '21',
  orgId: '4',
  orgName: 'Plant A1',
  parkId: '3',
  parkName: 'Park A',
  name: 'Outlet 1',
  monitoringType: 1,
  pointType: 1,
  modeType: 1,
  fillType: null,
  mn: 'MN0001',
  hj212PasswordSet: true,
  hj212Protocol: 'either',
  remark: null,
  pollutants: [
    { code: 'w01018', unit: 'mg/L', hourlyLimit: '50', dailyLimit: '40' },
    { code: 'w21003', unit: 'mg/L', hourlyLimit: '8', dailyLimit: '5' },
  ],
  keyHint: 'abcd',
  keyCreatedAt: '2026-03-01T00:00:00.000Z',
  lastReadingAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  version: 1,
};

/**
 * An hourly COD alarm of Outlet 1: average 75.5 against 50 (ratio 1.51, by hand 75.5 ÷ 50 = 1.51:
 * important under the default thresholds 2 / 1.5), unassigned.
 */
export const ALARM: EnvAlarmRow = {
  id: '501',
  pointId: '21',
  pointName: 'Outlet 1',
  orgId: '4',
  orgName: 'Plant A1',
  parkId: '3',
  parkName: 'Park A',
  pollutant: 'w01018',
  unit: 'mg/L',
  alarmType: 2,
  rank: 1,
  status: 0,
  average: '75.5',
  limit: '50',
  ratio: '1.51',
  periodStart: '2026-03-01T02:00:00.000Z',
  periodEnd: '2026-03-01T03:00:00.000Z',
  handlerId: null,
  handlerName: null,
  assignedAt: null,
  handledAt: null,
  handledByName: null,
  note: null,
  fileId: null,
  fileName: null,
  cleared: false,
  clearedAt: null,
  clearedReason: null,
  createdAt: '2026-03-01T03:01:00.000Z',
  updatedAt: '2026-03-01T03:01:00.000Z',
  version: 1,
};
