import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { menuTitle } from '../../lib/i18n';
import { useLoginUser } from '../../lib/login-user';
import { buildMenuTree, type MenuNode } from '../../lib/permissions';
import { useCurrentRouteChain } from './use-current-route';

type MenuItem = NonNullable<MenuProps['items']>[number];

function toItems(nodes: MenuNode[]): MenuItem[] {
  return nodes.map((n) =>
    n.children.length > 0
      ? { key: n.code, label: menuTitle(n.code), children: toItems(n.children) }
      : { key: n.code, label: menuTitle(n.code) },
  );
}

function pathsByCode(nodes: MenuNode[], out = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    out.set(n.code, n.path);
    pathsByCode(n.children, out);
  }
  return out;
}

/** The top horizontal menu: the route table filtered by the user's menus (spec §2, §6). */
export function TopMenu() {
  const navigate = useNavigate();
  const { data: user } = useLoginUser();
  const chain = useCurrentRouteChain();
  const tree = useMemo(() => (user ? buildMenuTree(user) : []), [user]);
  // Titles need no language dependency: a language change reloads the page.
  const items = useMemo(() => toItems(tree), [tree]);
  const paths = useMemo(() => pathsByCode(tree), [tree]);
  return (
    <Menu
      data-testid="top-menu"
      mode="horizontal"
      items={items}
      selectedKeys={chain.map((r) => r.code)}
      onClick={({ key }) => {
        const path = paths.get(key);
        if (path) void navigate(path);
      }}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
    />
  );
}
