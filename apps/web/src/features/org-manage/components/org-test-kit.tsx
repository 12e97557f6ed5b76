import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { OrgRow } from '@carbon/domain';
import { mockFetch, ok } from '../../../test-utils';

/** Test helpers of the organisation screens: the rows, the login, the antd select and its value. */
export const PERMISSIONS = ['sysOrg:addWithPark', 'sysOrg:editWithPark', 'sysOrg:delete', 'sysOrg:detailWithPark', 'sysOrg:page'];

export const orgRow = (over: Partial<OrgRow>): OrgRow => ({
  id: '21',
  pid: '0',
  pids: '[0],',
  name: 'Fii',
  code: 'fii',
  orgType: 'group',
  parkId: null,
  parkName: null,
  sort: 100,
  remark: null,
  status: 0,
  equitySharePct: null,
  operationalControl: null,
  financialControl: null,
  version: 4,
  createTime: '2024-01-01 00:00:00',
  updateTime: '2024-01-01 00:00:00',
  ...over,
});

export const loginUser = (permissions = PERMISSIONS) => ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions, menus: [] });

/** The text an antd Select (by its data-testid) shows as its value. */
export const shown = (testId: string) => screen.getByTestId(testId).querySelector('.ant-select-selection-item')?.textContent ?? null;

/** Opens the antd Select `testId` and clicks the option titled `title`. */
export async function choose(testId: string, title: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  const option = () => [...document.querySelectorAll('.ant-select-item-option')].filter((o) => o.textContent === title).at(-1);
  await waitFor(() => expect(option()).toBeTruthy(), { timeout: 5000 });
  fireEvent.click(option()!);
  await waitFor(() => expect(shown(testId)).toBe(title), { timeout: 5000 });
}

/** The bodies posted to `path`. */
export const bodies = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.filter(([url]) => String(url).endsWith(path)).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** Opens the organisation TreeSelect `testId` and clicks the node titled `title`. */
export async function chooseOrg(testId: string, title: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  const node = () => [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].filter((o) => o.textContent === title).at(-1);
  await waitFor(() => expect(node()).toBeTruthy(), { timeout: 5000 });
  fireEvent.click(node()!);
  await waitFor(() => expect(shown(testId)).toBe(title), { timeout: 5000 });
}
