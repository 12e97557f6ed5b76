import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
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
