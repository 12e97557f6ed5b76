import { MESSAGES, type Locale, type MenuRow } from '@carbon/domain';
import type { MenuRecord } from './menu.repo.js';

/**
 * Builds a tree from rows in display order (contract §1.3): every node gets `children`,
 * leaves `[]`. A row whose parent is not among the rows (a search hit, or a menu granted
 * without its parent) is shown at the top rather than dropped.
 */
export function buildTree<T extends { id: number; pid: number }, N>(rows: readonly T[], toNode: (row: T, children: N[]) => N): N[] {
  const present = new Set(rows.map((r) => r.id));
  const byParent = new Map<number, T[]>();
  for (const r of rows) {
    const key = present.has(r.pid) && r.pid !== r.id ? r.pid : 0;
    byParent.set(key, [...(byParent.get(key) ?? []), r]);
  }
  const build = (pid: number, depth: number): N[] =>
    depth > 64 ? [] : (byParent.get(pid) ?? []).map((r) => toNode(r, build(r.id, depth + 1)));
  return build(0, 0);
}

/**
 * The name shown to the caller: a seeded menu whose name is still the seeded one is shown
 * in the caller's language; a name an administrator wrote is shown as written.
 */
export function menuTitle(locale: Locale, m: Pick<MenuRecord, 'code' | 'name'>): string {
  const key = `menu.${m.code}`;
  return MESSAGES['zh-CN'][key] === m.name ? (MESSAGES[locale][key] ?? m.name) : m.name;
}

/** The SysMenu wire row (contract §5.4), plus `title` in the caller's language. */
export function toMenuRow(m: MenuRecord, locale: Locale): MenuRow {
  return {
    id: String(m.id),
    pid: String(m.pid),
    pids: m.pids,
    name: m.name,
    title: menuTitle(locale, m),
    code: m.code,
    type: m.type,
    icon: m.icon,
    router: m.router,
    component: m.component,
    permission: m.permission,
    application: m.application,
    openType: m.openType,
    visible: m.visible,
    link: m.link,
    redirect: m.redirect,
    weight: m.weight,
    sort: m.sort,
    remark: m.remark,
    status: m.status,
    version: m.version,
    createTime: m.createdAt.toISOString(),
    updateTime: m.updatedAt.toISOString(),
  };
}
