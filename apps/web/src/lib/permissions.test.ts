import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '@carbon/domain';
import {
  buildMenuTree,
  canAccessRoute,
  firstAccessibleChild,
  firstMenuPath,
  hasPerm,
  renamedTitle,
  renamedTitles,
  routeChain,
  type MenuNode,
  type MenuRow,
  type MenuUser,
} from './permissions';

const user = (adminType: number, codes: string[]): MenuUser => ({ adminType, menus: codes.map((name) => ({ name })) });
/** Renders a tree as "a(b,c(d))" so expectations stay readable. */
const show = (nodes: MenuNode[]): string => nodes.map((n) => (n.children.length ? `${n.code}(${show(n.children)})` : n.code)).join(',');

// A small table of its own, so the rule is tested independently of the real route list.
const TABLE: RouteDef[] = [
  { code: 'home', path: '/', parent: null, type: 1, visible: true },
  { code: 'admin', path: '/admin', parent: null, type: 0, visible: true },
  { code: 'users', path: '/admin/users', parent: 'admin', type: 1, visible: true },
  { code: 'secret', path: '/admin/secret', parent: 'admin', type: 1, visible: true, hiddenFromSuperAdmin: true },
  { code: 'detail', path: '/admin/detail', parent: 'admin', type: 1, visible: false },
  { code: 'empty', path: '/empty', parent: null, type: 0, visible: true },
  { code: 'deep', path: '/deep', parent: null, type: 0, visible: true },
  { code: 'deeper', path: '/deep/deeper', parent: 'deep', type: 0, visible: true },
  { code: 'leaf', path: '/deep/deeper/leaf', parent: 'deeper', type: 1, visible: true },
  { code: 'kiosk', path: '/kiosk', parent: null, type: 1, visible: true, standalone: true },
];

describe('buildMenuTree', () => {
  it.each([
    ['super admin sees all visible entries except hiddenFromSuperAdmin', user(1, []), 'home,admin(users),deep(deeper(leaf))'],
    ['super admin also sees an entry granted in menus even if flagged', user(1, ['secret']), 'home,admin(users,secret),deep(deeper(leaf))'],
    ['other user sees only granted codes', user(2, ['home', 'admin', 'users']), 'home,admin(users)'],
    ['a child without its granted directory is not shown', user(2, ['users', 'leaf']), ''],
    ['a directory without a shown child is dropped', user(2, ['admin', 'detail', 'empty']), ''],
    ['nested directories need every level', user(2, ['deep', 'leaf']), ''],
    ['nested directories with every level', user(2, ['deep', 'deeper', 'leaf']), 'deep(deeper(leaf))'],
    ['standalone and hidden routes are never listed', user(2, ['kiosk', 'admin', 'detail', 'users']), 'admin(users)'],
    ['no menus, not admin: nothing', user(2, []), ''],
  ])('%s', (_name, u, expected) => {
    expect(show(buildMenuTree(u, TABLE))).toBe(expected);
  });

  it('builds the real top level for a super admin (spec §2 route table, and issue 15’s environment module)', () => {
    const top = buildMenuTree(user(1, [])).map((n) => n.code);
    expect(top).toEqual([
      'dashboard',
      'Management_by_objectives',
      'carbonButler',
      'ProjectEmissionReduction',
      'workbench',
      'environment',
      'BasicModule',
      'organizationalStructure',
    ]);
  });

  it('nests the goal-setting pages under their directories', () => {
    const tree = buildMenuTree(user(2, ['Management_by_objectives', 'Goal_SAD', 'Project_Goal', 'ReportInventory']));
    expect(show(tree)).toBe('Management_by_objectives(Goal_SAD(Project_Goal))');
    expect(tree[0]?.children[0]?.children[0]?.path).toBe('/Management_by_objectives/Goal_SAD/Project_Goal');
  });
});

describe('canAccessRoute', () => {
  it.each([
    ['userInfo is always allowed', 'userInfo', user(2, []), true],
    ['login is always allowed', 'login', user(2, []), true],
    ['granted code', 'users', user(2, ['users']), true],
    ['not granted', 'users', user(2, ['home']), false],
    ['hidden route needs a grant too', 'detail', user(2, []), false],
    ['super admin: any known route', 'detail', user(1, []), true],
    ['super admin: not a hiddenFromSuperAdmin route', 'secret', user(1, []), false],
    ['super admin: unknown code', 'nope', user(1, []), false],
  ])('%s', (_name, code, u, expected) => {
    expect(canAccessRoute(code, u, TABLE)).toBe(expected);
  });
});

describe('routeChain / firstAccessibleChild', () => {
  it('lists ancestors outermost first', () => {
    expect(routeChain('leaf', TABLE).map((r) => r.code)).toEqual(['deep', 'deeper', 'leaf']);
    expect(routeChain('Absolute_Control', ROUTES).map((r) => r.code)).toEqual(['Management_by_objectives', 'Goal_SAD', 'Absolute_Control']);
    expect(routeChain('unknown', TABLE)).toEqual([]);
  });

  it('finds the first child the user may open, descending into directories', () => {
    expect(firstAccessibleChild('deep', user(2, ['deeper', 'leaf']), TABLE)?.code).toBe('leaf');
    expect(firstAccessibleChild('admin', user(2, ['secret']), TABLE)?.code).toBe('secret');
    expect(firstAccessibleChild('admin', user(2, []), TABLE)).toBeUndefined();
  });
});

describe('firstMenuPath', () => {
  it.each([
    ['first leaf of the first granted entry', user(2, ['deep', 'deeper', 'leaf', 'admin', 'users']), '/admin/users'],
    ['descends into nested directories', user(2, ['deep', 'deeper', 'leaf']), '/deep/deeper/leaf'],
    ['a top-level page', user(1, []), '/'],
    ['nothing granted', user(2, []), undefined],
  ])('%s', (_name, u, expected) => {
    expect(firstMenuPath(u, TABLE)).toBe(expected);
  });
});

describe('hasPerm', () => {
  it.each([
    [{ adminType: 1, permissions: [] }, 'sysOrg:add', true], // a super admin holds every button
    [{ adminType: 2, permissions: ['sysOrg:add'] }, 'sysOrg:add', true],
    [{ adminType: 2, permissions: ['sysOrg:page'] }, 'sysOrg:add', false],
    [undefined, 'sysOrg:add', false],
  ])('%j %s → %s', (user, code, expected) => {
    expect(hasPerm(user, code)).toBe(expected);
  });
});

describe('menus the administrator controls (getLoginUser rows with meta)', () => {
  /** A row as getLoginUser sends it: the list is in the administrators' sort order. */
  const row = (name: string, title: string, extra: { icon?: string | null; show?: boolean } = {}): MenuRow => ({
    name,
    meta: { title, icon: extra.icon ?? null, show: extra.show ?? true },
  });
  const seeded: MenuRow[] = [
    row('dashboard', '首页', { icon: 'dashboard' }),
    row('carbonButler', '碳管家', { icon: 'audit' }),
    row('inventoryTask', '盘查任务'),
    row('certificate', '认证报告管理'),
    row('workbench', '工作台', { icon: 'desktop' }),
    row('workbench_index', '工作台首页'),
    row('TodoList', '待办事项'),
  ];
  const top = (menus: MenuRow[]) => buildMenuTree({ adminType: 2, menus });

  it('keeps the route titles while the entries carry a seeded title, in any language', () => {
    const tree = top([row('dashboard', 'Home'), row('workbench', '工作台'), row('workbench_index', '工作台首頁')]);
    expect(tree.map((n) => [n.code, n.title])).toEqual([
      ['dashboard', undefined],
      ['workbench', undefined],
    ]);
    expect(tree[1]?.children[0]?.title).toBeUndefined();
  });

  it('shows a renamed entry under its new name and in its new place (工作台 → 我的工作台, sort 290 → 5)', () => {
    const renamed = [row('workbench', '我的工作台', { icon: 'desktop' }), ...seeded.filter((m) => m.name !== 'workbench')];
    const tree = top(renamed);
    expect(show(tree)).toBe('workbench(workbench_index,TodoList),dashboard,carbonButler(inventoryTask,certificate)');
    expect(tree[0]).toMatchObject({ code: 'workbench', title: '我的工作台', path: '/workbench' });
    expect(tree.slice(1).map((n) => n.title)).toEqual([undefined, undefined]);
  });

  it('orders the children by their rows too', () => {
    const menus = seeded.filter((m) => m.name !== 'certificate');
    menus.splice(2, 0, row('certificate', '认证报告管理'));
    expect(show(top(menus))).toBe('dashboard,carbonButler(certificate,inventoryTask),workbench(workbench_index,TodoList)');
  });

  it('hides an entry the administrator made invisible, and a directory with it its children', () => {
    const hideTask = seeded.map((m) => (m.name === 'inventoryTask' ? row('inventoryTask', '盘查任务', { show: false }) : m));
    expect(show(top(hideTask))).toBe('dashboard,carbonButler(certificate),workbench(workbench_index,TodoList)');
    const hideDir = seeded.map((m) => (m.name === 'workbench' ? row('workbench', '工作台', { show: false }) : m));
    expect(show(top(hideDir))).toBe('dashboard,carbonButler(inventoryTask,certificate)');
  });

  it('shows an entry the route table hides when the administrator makes it visible', () => {
    const menus = [...seeded, row('ReportInventory', '盘查明细', { show: true })];
    expect(show(top(menus))).toBe('dashboard,carbonButler(inventoryTask,certificate,ReportInventory),workbench(workbench_index,TodoList)');
  });

  it('takes the icon of the row, and none when the administrator cleared it', () => {
    const menus = seeded.map((m) => (m.name === 'carbonButler' ? row('carbonButler', '碳管家', { icon: 'fire' }) : m));
    menus[0] = row('dashboard', '首页', { icon: null });
    const tree = top(menus);
    expect(tree.map((n) => n.icon)).toEqual([undefined, 'fire', 'desktop']);
  });

  it('renamedTitle: seeded titles of every language are not a rename; anything else is', () => {
    for (const title of ['首页', 'Home', '首頁']) expect(renamedTitle('dashboard', { title })).toBeUndefined();
    expect(renamedTitle('workbench', { title: 'Workbench' })).toBeUndefined();
    expect(renamedTitle('workbench', { title: '' })).toBeUndefined();
    expect(renamedTitle('workbench', undefined)).toBeUndefined();
    expect(renamedTitle('workbench', { title: '我的工作台' })).toBe('我的工作台');
    // the seeded title of another entry is a rename of this one
    expect(renamedTitle('workbench', { title: '首页' })).toBe('首页');
    expect([...renamedTitles({ adminType: 2, menus: [row('workbench', 'My desk'), row('dashboard', '首頁')] })]).toEqual([
      ['workbench', 'My desk'],
    ]);
  });
});
