import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TodoRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { TodoListPage } from './todo-list-page';

const row = (over: Partial<TodoRow>): TodoRow => ({
  id: '1',
  title: 'To approve: FY2026 A1',
  status: 'todo',
  type: 'approval',
  typeLabel: 'Approval',
  businessType: 'approval',
  businessId: '70',
  deadline: null,
  link: '/carbonButler/approvalCenter?id=70',
  createdAt: '2026-05-01T08:00:00Z',
  doneAt: null,
  ...over,
});
const ROWS = [
  row({}),
  row({ id: '2', title: 'Fill in FY2026', status: 'overdue', type: 'inventory_fill', typeLabel: 'Inventory filling' }),
];
const COUNTS = { todo: 1, in_progress: 0, overdue: 1, delayed: 2, completed: 5, open: 2, total: 9 };

function open(locale: 'en-US' | 'zh-CN' = 'en-US') {
  setToken('t');
  const fetch = mockFetch((path) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'me', name: 'Me', adminType: 2, permissions: [], menus: [] });
    if (path === '/workbench/todo/counts') return ok(COUNTS);
    if (path === '/workbench/todo/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 2, rows: ROWS });
    if (path === '/workbench/todo/start') return ok({ ...ROWS[0], status: 'in_progress' });
    return ok(null);
  });
  const view = renderAt(<TodoListPage />, '/workbench/TodoList', locale);
  return { fetch, router: view.router };
}

const queries = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname.endsWith(path));

describe('TodoListPage', () => {
  it('shows each to-do with its state by label and the counts per state', async () => {
    open();
    expect((await screen.findByTestId('todo-status-1')).textContent).toBe('To do');
    expect(screen.getByTestId('todo-status-2').textContent).toBe('Overdue');
    await waitFor(() => expect(screen.getByTestId('todo-tab-completed').textContent).toContain('5'));
    expect(screen.getByTestId('todo-tab-all').textContent).toContain('9');
    expect(screen.getByTestId('todo-tab-delayed').textContent).toBe('Delayed2');
  });

  it('shows the states in Chinese', async () => {
    open('zh-CN');
    expect((await screen.findByTestId('todo-status-1')).textContent).toBe('待办');
    expect(screen.getByTestId('todo-status-2').textContent).toBe('已逾期');
  });

  it('asks the server for the chosen state', async () => {
    const { fetch } = open();
    await screen.findByTestId('todo-status-1');
    fireEvent.click(screen.getByTestId('todo-tab-overdue'));
    await waitFor(() => expect(Object.fromEntries(queries(fetch, '/todo/page').at(-1)!.searchParams).status).toBe('overdue'));
  });

  it('opens a to-do: starts it when not yet started, then goes to its item', async () => {
    const { fetch, router } = open();
    fireEvent.click(await screen.findByTestId('todo-open-1'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/carbonButler/approvalCenter?id=70'),
    );
    const starts = fetch.mock.calls.filter(([u]) => String(u).endsWith('/workbench/todo/start'));
    expect(starts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ id: '1' }]);
  });

  it('opens an overdue to-do without starting it', async () => {
    const { fetch, router } = open();
    fireEvent.click(await screen.findByTestId('todo-open-2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/carbonButler/approvalCenter'));
    expect(fetch.mock.calls.filter(([u]) => String(u).endsWith('/workbench/todo/start'))).toEqual([]);
  });
});
