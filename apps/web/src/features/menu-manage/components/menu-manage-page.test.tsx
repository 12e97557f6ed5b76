import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Locale, MenuListNode } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { MenuManagePage } from './menu-manage-page';

const MENU: MenuListNode = {
  id: '11',
  pid: '0',
  pids: '[0],',
  name: 'Reports',
  title: 'Reports',
  code: 'reports',
  type: 1,
  icon: null,
  router: '/reports',
  component: 'reports/index',
  permission: null,
  application: 'system',
  openType: 1,
  visible: 'Y',
  link: null,
  redirect: null,
  weight: 2,
  sort: 100,
  remark: null,
  status: 0,
  version: 3,
  createTime: '2024-01-01 00:00:00',
  updateTime: '2024-01-01 00:00:00',
  children: [],
};

function serve() {
  let menu = MENU;
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser')
      return ok({
        id: '1',
        account: 'u',
        name: 'U',
        adminType: 2,
        permissions: ['sysMenu:add', 'sysMenu:edit', 'sysMenu:delete'],
        menus: [],
      });
    if (path.startsWith('/sysMenu/list')) return ok([menu]);
    if (path.startsWith('/sysMenu/tree')) return ok([]);
    if (path.startsWith('/sysMenu/detail')) return ok(menu);
    if (path.startsWith('/getAppList')) return ok([{ id: '1', code: 'system', name: 'System', active: 'Y' }]);
    if (path === '/sysMenu/edit') {
      const body = JSON.parse(String(init?.body)) as { name: string; version: number };
      menu = { ...menu, name: body.name, title: body.name, version: body.version + 1 };
      return ok(menu);
    }
    return ok(null);
  });
  return { fetch, edits: () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/sysMenu/edit')) };
}

describe('MenuManagePage', () => {
  it('edits a menu with its lock version and shows the change without a manual reload', async () => {
    setToken('t');
    const { edits } = serve();
    renderAt(<MenuManagePage />);
    expect(await screen.findByText('Reports')).toBeTruthy();

    fireEvent.click(await screen.findByTestId('menu-edit-reports'));
    const name = (await screen.findByTestId('menu-name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Reports'));
    fireEvent.change(name, { target: { value: 'Reports 2' } });
    fireEvent.click(screen.getByTestId('menu-submit'));

    expect(await screen.findByText('Reports 2')).toBeTruthy();
    const body = JSON.parse(String(edits()[0]![1]?.body)) as { id: string; version: number };
    expect(body).toMatchObject({ id: '11', version: 3 });
  });

  it.each<[Locale, string]>([
    ['zh-CN', '读取组织变更'],
    ['en-US', 'Read organisation changes'],
    ['zh-TW', '讀取組織異動'],
  ])('%s: a seeded button shows its permission label; a renamed one its name', async (locale, feed) => {
    setToken('t');
    const button = (id: string, code: string, name: string): MenuListNode => ({
      ...MENU,
      id,
      pid: '11',
      code,
      name,
      title: name,
      type: 2,
      permission: code.replace('_', ':'),
      router: null,
      component: null,
    });
    const page = { ...MENU, children: [button('12', 'sysOrg_feed', 'sysOrg:feed'), button('13', 'sysOrg_sendOrgData', 'Send to ERP')] };
    mockFetch((path) => {
      if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 1, permissions: [], menus: [] });
      if (path.startsWith('/sysMenu/list')) return ok([page]);
      return ok(null);
    });
    renderAt(<MenuManagePage />, '/', locale);
    const parent = (await screen.findByTestId('menu-name-reports')).closest('tr')!;
    fireEvent.click(parent.querySelector('.ant-table-row-expand-icon')!);
    expect((await screen.findByTestId('menu-name-sysOrg_feed')).textContent).toBe(feed);
    expect(screen.getByTestId('menu-name-sysOrg_sendOrgData').textContent).toBe('Send to ERP');
    // the permission column says what it grants too; the identifier only on hover
    expect(screen.getByTestId('menu-permission-sysOrg:feed').textContent).toBe(feed);
    expect(screen.queryByText('sysOrg:feed')).toBeNull();
  });
});

describe('MenuManagePage: the tree table', () => {
  it('shows an expand icon on a row with children only, not on leaves', async () => {
    setToken('t');
    const child: MenuListNode = { ...MENU, id: '12', pid: '11', name: 'Monthly', title: 'Monthly', code: 'monthly', children: [] };
    const leaf: MenuListNode = { ...MENU, id: '13', name: 'Leaf', title: 'Leaf', code: 'leaf', children: [] };
    mockFetch((path) => {
      if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: [], menus: [] });
      if (path.startsWith('/sysMenu/list')) return ok([{ ...MENU, children: [child] }, leaf]);
      return ok(null);
    });
    renderAt(<MenuManagePage />);
    const row = (name: string) => screen.getByText(name).closest('tr')!;
    await screen.findByText('Leaf');
    expect(row('Reports').querySelector('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toBeTruthy();
    expect(row('Leaf').querySelector('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toBeNull();
    fireEvent.click(row('Reports').querySelector('.ant-table-row-expand-icon')!);
    await screen.findByText('Monthly');
    expect(row('Monthly').querySelector('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toBeNull();
  });
});

describe('MenuManagePage: the edit form of a seeded button', () => {
  const feedButton: MenuListNode = {
    ...MENU,
    id: '12',
    pid: '0',
    code: 'sysOrg_feed',
    name: 'sysOrg:feed',
    title: 'sysOrg:feed',
    type: 2,
    permission: 'sysOrg:feed',
    router: null,
    component: null,
  };
  function serveButton() {
    const fetch = mockFetch((path) => {
      if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: ['sysMenu:edit'], menus: [] });
      if (path.startsWith('/sysMenu/list')) return ok([feedButton]);
      if (path.startsWith('/sysMenu/detail')) return ok(feedButton);
      if (path.startsWith('/getAppList')) return ok([{ id: '1', code: 'system', name: 'System', active: 'Y' }]);
      if (path === '/sysMenu/edit') return ok({ id: '12', version: 4 });
      return ok(null);
    });
    return () =>
      fetch.mock.calls.filter(([url]) => String(url).endsWith('/sysMenu/edit')).map(([, init]) => JSON.parse(String(init?.body)));
  }

  it.each<[Locale, string]>([
    ['zh-CN', '读取组织变更'],
    ['en-US', 'Read organisation changes'],
  ])('%s: the name shows the label instead of sysOrg:feed, and a name left as shown keeps the stored one', async (locale, label) => {
    setToken('t');
    const edits = serveButton();
    renderAt(<MenuManagePage />, '/', locale);
    fireEvent.click(await screen.findByTestId('menu-edit-sysOrg_feed'));
    const name = (await screen.findByTestId('menu-name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe(label));
    expect((await screen.findByTestId('menu-permission-label')).textContent).toBe(label);
    fireEvent.click(screen.getByTestId('menu-submit'));
    await waitFor(() => expect(edits()).toHaveLength(1));
    expect(edits()[0]).toMatchObject({ id: '12', name: 'sysOrg:feed', permission: 'sysOrg:feed' });
  });

  it('a name the administrator changed is sent as typed', async () => {
    setToken('t');
    const edits = serveButton();
    renderAt(<MenuManagePage />, '/', 'en-US');
    fireEvent.click(await screen.findByTestId('menu-edit-sysOrg_feed'));
    const name = (await screen.findByTestId('menu-name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Read organisation changes'));
    fireEvent.change(name, { target: { value: 'Org feed for ERP' } });
    fireEvent.click(screen.getByTestId('menu-submit'));
    await waitFor(() => expect(edits()).toHaveLength(1));
    expect(edits()[0]).toMatchObject({ name: 'Org feed for ERP' });
  });
});

describe('MenuManagePage and the navigation (issue 29)', () => {
  it('reads the signed-in user (their menus, the navigation) again when a menu is renamed, and says a name applies to all languages', async () => {
    setToken('t');
    const { fetch } = serve();
    const userReads = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/getLoginUser')).length;
    renderAt(<MenuManagePage />);
    fireEvent.click(await screen.findByTestId('menu-edit-reports'));
    const name = (await screen.findByTestId('menu-name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Reports'));
    expect(screen.getByTestId('menu-name-languages').textContent).toContain('every language');
    const before = userReads();
    fireEvent.change(name, { target: { value: 'Reports 2' } });
    fireEvent.click(screen.getByTestId('menu-submit'));
    expect(await screen.findByText('Reports 2')).toBeTruthy();
    await waitFor(() => expect(userReads()).toBeGreaterThan(before));
  });
});
