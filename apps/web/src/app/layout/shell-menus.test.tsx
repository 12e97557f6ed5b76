import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import type { LoginMenu } from '@carbon/domain';
import { setToken } from '../../lib/session';
import { mockFetch, ok, renderAt, renderRoutes } from '../../test-utils';
import { buildRoutes } from '../router';
import { DocumentTitle } from './document-title';

/** A getLoginUser row: `title` is what the server sends (the seeded name translated, or the administrator's). */
function row(name: string, title: string, extra: { icon?: string; show?: boolean } = {}): LoginMenu {
  return {
    id: name,
    pid: '0',
    name,
    path: '',
    component: null,
    redirect: null,
    hidden: false,
    meta: { title, icon: extra.icon ?? null, show: extra.show ?? true, target: null, link: null },
  };
}

/** The seeded rows of a user, in the server's sort order, as the server answers in zh-CN. */
const SEEDED: LoginMenu[] = [
  row('dashboard', '首页', { icon: 'dashboard' }),
  row('carbonButler', '碳管家', { icon: 'audit' }),
  row('inventoryTask', '盘查任务'),
  row('workbench', '工作台', { icon: 'desktop' }),
  row('workbench_index', '工作台首页'),
  row('TodoList', '待办事项'),
];

function serve(menus: LoginMenu[]) {
  setToken('jwt');
  mockFetch((path) => {
    if (path === '/getLoginUser')
      return ok({
        id: '7',
        account: 'alice',
        name: 'Alice',
        adminType: 2,
        mustChangePassword: false,
        loginEmpInfo: { jobNum: null, orgId: '3', orgName: 'Park A', extOrgPos: [], positions: [] },
        roles: [],
        permissions: [],
        menus,
        dataScopes: [],
        apps: [],
      });
    if (path === '/checkToken') return ok(true);
    return ok(null);
  });
}

/** The root entries of the top menu, in order (antd's overflow "···" left out). */
async function rootTitles(): Promise<string[]> {
  const menu = await screen.findByTestId('top-menu');
  await waitFor(() => expect(menu.querySelectorAll(':scope > li').length).toBeGreaterThan(1));
  return [...menu.querySelectorAll(':scope > li:not(.ant-menu-overflow-item-rest)')].map((li) => li.textContent?.trim() ?? '');
}

describe('the top menu follows the menus the administrator controls', () => {
  it('shows the route titles in the chosen language while the entries are not renamed', async () => {
    serve(SEEDED);
    renderRoutes(buildRoutes(), '/workbench/index', 'en-US');
    expect(await rootTitles()).toEqual(['Home', 'Carbon butler', 'Workbench']);
    await act(() => i18next.changeLanguage('zh-TW'));
    await waitFor(async () => expect(await rootTitles()).toEqual(['首頁', '碳管家', '工作台']));
    expect(screen.getByTestId('breadcrumb').textContent).toContain('工作台首頁');
  });

  it('shows a renamed entry under its new name, in its new place, in every language (工作台 → 我的工作台, sort 5)', async () => {
    const renamed = [row('workbench', '我的工作台', { icon: 'desktop' }), ...SEEDED.filter((m) => m.name !== 'workbench')];
    serve(renamed);
    renderRoutes(buildRoutes(), '/workbench/index', 'en-US');
    expect(await rootTitles()).toEqual(['我的工作台', 'Home', 'Carbon butler']);
    expect(screen.getByTestId('breadcrumb').textContent).toContain('我的工作台');
    expect(screen.getByTestId('breadcrumb').textContent).toContain('Workbench home');
    await act(() => i18next.changeLanguage('zh-CN'));
    await waitFor(async () => expect(await rootTitles()).toEqual(['我的工作台', '首页', '碳管家']));
  });

  /** A window at least 1600 px wide: every breakpoint query of antd's Grid matches. */
  const wideWindow = () =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );

  it('shows no icons on the root entries below 1600 px, so all eight fit from 1280 px', async () => {
    serve(SEEDED.map((m) => (m.name === 'dashboard' ? row('dashboard', '首页', { icon: 'TeamOutlined' }) : m)));
    renderRoutes(buildRoutes(), '/workbench/index', 'en-US');
    await rootTitles();
    expect(screen.getByTestId('top-menu').querySelector(':scope > li .anticon-team')).toBeNull();
  });

  it('leaves out an entry the administrator hid, and shows the icon each row names', async () => {
    wideWindow();
    const menus = SEEDED.map((m) => (m.name === 'carbonButler' ? row('carbonButler', '碳管家', { show: false }) : m));
    menus[0] = row('dashboard', '首页', { icon: 'TeamOutlined' });
    menus[3] = row('workbench', '工作台', { icon: 'no-such-icon' });
    serve(menus);
    renderRoutes(buildRoutes(), '/workbench/index', 'en-US');
    expect(await rootTitles()).toEqual(['Home', 'Workbench']);
    const [home, workbench] = [...screen.getByTestId('top-menu').querySelectorAll(':scope > li:not(.ant-menu-overflow-item-rest)')];
    expect(home?.querySelector('.anticon-team')).toBeTruthy();
    expect(workbench?.querySelector('.anticon')).toBeNull();
  });
});

describe('the document title', () => {
  it('names a standalone page in the chosen language and follows a language change', async () => {
    serve(SEEDED);
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/cockpit'] });
    renderAt(<DocumentTitle router={router} />, '/', 'zh-CN');
    await waitFor(() => expect(document.title).toBe('驾驶舱 - 碳管家'));
    await act(() => i18next.changeLanguage('en-US'));
    await waitFor(() => expect(document.title).toBe('Cockpit - Carbon Steward'));
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(document.title).toBe('Sign in - Carbon Steward'));
  });

  it('uses the administrator’s name of a renamed page', async () => {
    serve([...SEEDED.filter((m) => m.name !== 'workbench_index'), row('workbench_index', '我的首页')]);
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/workbench/index'] });
    renderAt(<DocumentTitle router={router} />, '/', 'en-US');
    await waitFor(() => expect(document.title).toBe('我的首页 - Carbon Steward'));
  });
});
