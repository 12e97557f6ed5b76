import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STATUS, type SysUserResult } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { AccountManagePage } from './account-manage-page';

afterEach(() => vi.unstubAllGlobals());

const USER: SysUserResult = {
  id: '5',
  account: 'jo',
  name: 'Jo',
  nickName: null,
  email: null,
  phone: null,
  tel: null,
  status: STATUS.NORMAL,
  userType: 3,
  version: 1,
  mustChangePassword: false,
  lastLoginTime: null,
  createTime: '2024-05-01',
  updateTime: '2024-05-01',
  sysEmpInfo: { jobNum: 'J1', orgId: '11', orgName: 'Group', extOrgPos: [], positions: [] },
};
const PERMISSIONS = ['sysUser:page', 'sysUser:changeStatus', 'sysUser:edit'];

/** One account whose status the change flips. */
function serve() {
  let user = USER;
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: PERMISSIONS, menus: [] });
    if (path === '/sysOrg/tree') return ok([{ id: '11', parentId: '0', title: 'Group', value: '11', weight: 1, children: [] }]);
    if (path === '/sysUser/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 1, rows: [user] });
    if (path === '/sysUser/changeStatus') {
      user = { ...user, status: (JSON.parse(String(init?.body)) as { status: number }).status };
      return ok(null);
    }
    return ok(null);
  });
  const pageReads = () => fetch.mock.calls.filter(([url]) => String(url).includes('/sysUser/page'));
  return { fetch, pageReads };
}

describe('AccountManagePage', () => {
  it('shows the new status as soon as the change succeeds (the page read through the cache)', async () => {
    setToken('t');
    const { pageReads } = serve();
    renderAt(<AccountManagePage />);
    expect((await screen.findByTestId('account-state-jo')).textContent).toBe('Normal');
    expect(pageReads()).toHaveLength(1);
    fireEvent.click(screen.getByTestId('account-status-jo'));
    await waitFor(() => expect(screen.getByTestId('account-state-jo').textContent).toBe('Deactivated'));
    expect(pageReads()).toHaveLength(2);
  });

  it('filters by the organisation picked in the tree', async () => {
    setToken('t');
    const { pageReads } = serve();
    renderAt(<AccountManagePage />);
    await screen.findByTestId('account-state-jo');
    fireEvent.click(await screen.findByTestId('account-org-tree-node-11'));
    await waitFor(() => expect(pageReads().some(([url]) => String(url).includes('sysEmpParam.orgId=11'))).toBe(true));
  });
});
