import { useMemo } from 'react';
import { ConfigProvider, Grid, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoginUser } from '../../lib/login-user';
import { buildMenuTree, type MenuNode } from '../../lib/permissions';
import { menuIcon } from './menu-icon';
import { useMenuTitle } from './menu-titles';
import { useCurrentRouteChain } from './use-current-route';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The label of a root entry: its short form (with the full title on hover) when `short` has one. */
type ShortLabel = (code: string) => string | undefined;

function toItems(nodes: MenuNode[], titleOf: (code: string) => string, short?: ShortLabel, icons = true): MenuItem[] {
  return nodes.map((n) => {
    const full = n.title ?? titleOf(n.code);
    // an administrator's name is shown as they wrote it
    const brief = n.title ? undefined : short?.(n.code);
    const label = brief && brief !== full ? <span title={full}>{brief}</span> : full;
    const item = { key: n.code, label, icon: icons ? menuIcon(n.icon) : undefined };
    return n.children.length > 0 ? { ...item, children: toItems(n.children, titleOf) } : item;
  });
}

function pathsByCode(nodes: MenuNode[], out = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    out.set(n.code, n.path);
    pathsByCode(n.children, out);
  }
  return out;
}

/**
 * Compact top level, so every root entry (eight since the environmental-protection module) stays
 * visible from 1280 px in the three languages next to the to-do badge: the root entries always show
 * their short labels (common `menuShort.<code>`; the full title shows on hover and in the
 * breadcrumb), with less padding, and their icons only from 1600 px.
 */
const COMPACT = { components: { Menu: { itemPaddingInline: 12, iconMarginInlineEnd: 6 } } };
const NARROW = { components: { Menu: { itemPaddingInline: 10, iconMarginInlineEnd: 6 } } };

/**
 * The top horizontal menu: the route table filtered by the user's menus, with the
 * administrator's names, order, icons and visibility (spec §2, §6; issue 9).
 */
export function TopMenu() {
  const navigate = useNavigate();
  const { data: user } = useLoginUser();
  const chain = useCurrentRouteChain();
  const titleOf = useMenuTitle();
  const { t, i18n } = useTranslation();
  const wide = Grid.useBreakpoint().xxl === true;
  const tree = useMemo(() => (user ? buildMenuTree(user) : []), [user]);
  const items = useMemo(() => {
    const short: ShortLabel = (code) => (i18n.exists(`menuShort.${code}`) ? t(`menuShort.${code}`) : undefined);
    return toItems(tree, titleOf, short, wide);
  }, [tree, titleOf, wide, t, i18n]);
  const paths = useMemo(() => pathsByCode(tree), [tree]);
  return (
    <ConfigProvider theme={wide ? COMPACT : NARROW}>
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
    </ConfigProvider>
  );
}
