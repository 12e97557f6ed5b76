import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import type { Locale, MenuTreeNode, RoleRow } from '@carbon/domain';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { GrantMenuDialog } from './grant-dialogs';

const ROLE: RoleRow = {
  id: '3',
  name: 'Auditor',
  code: 'auditor',
  sort: 7,
  dataScopeType: 1,
  remark: null,
  status: 0,
  version: 5,
  createTime: '2024-05-01',
  updateTime: '2024-05-01',
};

const node = (id: string, title: string, children: MenuTreeNode[] = []): MenuTreeNode => ({
  id,
  parentId: '0',
  title,
  value: id,
  weight: 1,
  children,
});

/** As the server sends it: pages titled in the caller's language, seeded buttons named by their permission code. */
const TREE = [
  node('10', 'Organisations', [node('11', 'sysOrg:feed'), node('12', 'sysOrg:add'), node('13', 'Send to ERP')]),
  node('20', 'Factor maintenance', [node('21', 'factor:add')]),
];

function Harness() {
  const dialog = useGuardedDialog<RoleRow>();
  return (
    <>
      <Button data-testid="open" onClick={() => dialog.show(ROLE)}>
        open
      </Button>
      <GrantMenuDialog dialog={dialog} />
    </>
  );
}

async function open(locale: Locale) {
  mockFetch((path) => {
    if (path.startsWith('/sysMenu/treeForGrant')) return ok(TREE);
    if (path.startsWith('/sysRole/ownMenu')) return ok(['11']);
    return ok(null);
  });
  renderAt(<Harness />, '/', locale);
  fireEvent.click(screen.getByTestId('open'));
  return screen.findByTestId('role-grant-menu-tree');
}

describe('GrantMenuDialog', () => {
  it.each<[Locale, string, string, string]>([
    ['zh-CN', '读取组织变更', '新增组织', '新增排放因子'],
    ['en-US', 'Read organisation changes', 'Add organisation', 'Add emission factor'],
    ['zh-TW', '讀取組織異動', '新增組織', '新增排放係數'],
  ])('%s: buttons show their permission labels, not their codes', async (locale, feed, add, factorAdd) => {
    const tree = await open(locale);
    expect((await screen.findByTestId('role-menu-node-11')).textContent).toBe(feed);
    expect(screen.getByTestId('role-menu-node-12').textContent).toBe(add);
    expect(screen.getByTestId('role-menu-node-21').textContent).toBe(factorAdd);
    // a button the administrator renamed keeps its name
    expect(screen.getByTestId('role-menu-node-13').textContent).toBe('Send to ERP');
    expect(tree.textContent).not.toMatch(/sysOrg:|factor:/);
  });
});

describe('GrantMenuDialog: a menu brings its buttons', () => {
  const typed = (id: string, title: string, type: number, children: MenuTreeNode[] = []): MenuTreeNode => ({
    ...node(id, title, children),
    type,
  });
  /** A directory, two menus (10 with three buttons, 20 with one), and a menu without buttons. */
  const TYPED = [
    typed('1', 'Organisation structure', 0, [
      typed('10', 'Organisations', 1, [typed('11', 'sysOrg:feed', 2), typed('12', 'sysOrg:add', 2), typed('13', 'Send to ERP', 2)]),
      typed('30', 'Audit log', 1),
    ]),
    typed('20', 'Factor maintenance', 1, [typed('21', 'factor:add', 2)]),
  ];

  async function openTyped() {
    const fetch = mockFetch((path) => {
      if (path.startsWith('/sysMenu/treeForGrant')) return ok(TYPED);
      if (path.startsWith('/sysRole/ownMenu')) return ok(['13']);
      return ok(null);
    });
    renderAt(<Harness />, '/', 'en-US');
    fireEvent.click(screen.getByTestId('open'));
    await screen.findByTestId('role-menu-node-10');
    return fetch;
  }
  const box = (id: string) =>
    screen.getByTestId(`role-menu-node-${id}`).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
  const ticked = (id: string) => box(id).classList.contains('ant-tree-checkbox-checked');
  const saved = async (fetch: ReturnType<typeof mockFetch>) => {
    fireEvent.click(screen.getByTestId('role-grant-menu-submit'));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/sysRole/grantMenu'))).toBe(true));
    const [, init] = fetch.mock.calls.find(([url]) => String(url).includes('/sysRole/grantMenu'))!;
    return ((JSON.parse(String(init?.body)) as { grantMenuIdList: string[] }).grantMenuIdList ?? []).slice().sort();
  };

  it('ticking a menu ticks its buttons, and only its own', async () => {
    const fetch = await openTyped();
    fireEvent.click(box('10'));
    await waitFor(() => expect(ticked('11')).toBe(true));
    expect(ticked('10')).toBe(true);
    expect(ticked('12')).toBe(true);
    expect(ticked('13')).toBe(true);
    expect(ticked('21')).toBe(false);
    expect(await saved(fetch)).toEqual(['10', '11', '12', '13']);
  });

  it('a button ticked with its menu can be unticked again, the menu stays', async () => {
    const fetch = await openTyped();
    fireEvent.click(box('20'));
    await waitFor(() => expect(ticked('21')).toBe(true));
    fireEvent.click(box('21'));
    await waitFor(() => expect(ticked('21')).toBe(false));
    expect(ticked('20')).toBe(true);
    expect(await saved(fetch)).toEqual(['13', '20']);
  });

  it('ticking a directory ticks neither its menus nor their buttons; unticking a menu leaves its buttons', async () => {
    const fetch = await openTyped();
    fireEvent.click(box('1'));
    await waitFor(() => expect(ticked('1')).toBe(true));
    expect(ticked('10')).toBe(false);
    expect(ticked('30')).toBe(false);
    fireEvent.click(box('10'));
    await waitFor(() => expect(ticked('12')).toBe(true));
    fireEvent.click(box('10'));
    await waitFor(() => expect(ticked('10')).toBe(false));
    expect(ticked('12')).toBe(true);
    expect(await saved(fetch)).toEqual(['1', '11', '12', '13']);
  });
});
