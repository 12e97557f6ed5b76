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
    fireEvent.click(await screen.findByTestId('account-status-ok-jo'));
    await waitFor(() => expect(screen.getByTestId('account-state-jo').textContent).toBe('Deactivated'));
    expect(pageReads()).toHaveLength(2);
  });

  it('asks before deactivating, and a cancel changes nothing', async () => {
    setToken('t');
    const { fetch } = serve();
    renderAt(<AccountManagePage />);
    await screen.findByTestId('account-state-jo');
    fireEvent.click(screen.getByTestId('account-status-jo'));
    expect(await screen.findByText('Deactivate the account Jo (jo)? Its open sessions end at their next request.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('account-status-cancel-jo'));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/sysUser/changeStatus'))).toBe(false);
    expect(screen.getByTestId('account-state-jo').textContent).toBe('Normal');
  });

  it.each([
    ['zh-CN', '确定停用账号 Jo（jo）吗？停用后该账号的已登录会话将在下一次操作时失效。'],
    ['zh-TW', '確定停用帳號 Jo（jo）嗎？停用後該帳號已登入的工作階段將在下一次操作時失效。'],
  ] as const)('%s: the confirmation is in the chosen language', async (locale, text) => {
    setToken('t');
    serve();
    renderAt(<AccountManagePage />, '/', locale);
    await screen.findByTestId('account-state-jo');
    fireEvent.click(screen.getByTestId('account-status-jo'));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('asks before enabling a deactivated account too', async () => {
    setToken('t');
    const { fetch } = serve();
    renderAt(<AccountManagePage />);
    await screen.findByTestId('account-state-jo');
    fireEvent.click(screen.getByTestId('account-status-jo'));
    fireEvent.click(await screen.findByTestId('account-status-ok-jo'));
    await waitFor(() => expect(screen.getByTestId('account-state-jo').textContent).toBe('Deactivated'));
    fireEvent.click(screen.getByTestId('account-status-jo'));
    expect(await screen.findByText('Enable the account Jo (jo)?')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('account-status-ok-jo'));
    await waitFor(() => expect(screen.getByTestId('account-state-jo').textContent).toBe('Normal'));
    const bodies = fetch.mock.calls
      .filter(([url]) => String(url).includes('/sysUser/changeStatus'))
      .map(([, i]) => JSON.parse(String(i?.body)) as { status: number });
    expect(bodies.map((b) => b.status)).toEqual([STATUS.DEACTIVATED, STATUS.NORMAL]);
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
