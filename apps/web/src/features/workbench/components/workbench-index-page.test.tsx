import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EntranceList } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { WorkbenchIndexPage } from './workbench-index-page';

const option = (menuCode: string, title: string, path: string) => ({ menuCode, title, path, icon: null });
const OPTIONS = [
  option('factor', 'Factor maintenance', '/BasicModule/factor'),
  option('exchangeRate', 'Exchange rates', '/BasicModule/exchangeRate'),
  option('inventoryTask', 'Inventory tasks', '/carbonButler/inventoryTask'),
  option('approvalCenter', 'Approval centre', '/carbonButler/approvalCenter'),
];

function open(saveReply: (body: { menuCodes: string[] }) => ReturnType<typeof ok>) {
  setToken('t');
  let entrances: EntranceList = { selected: [OPTIONS[0]!], options: OPTIONS, max: 3 };
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'me', name: 'Me', adminType: 2, permissions: [], menus: [] });
    if (path === '/workbench/todo/counts') return ok({ todo: 3, in_progress: 1, overdue: 2, delayed: 0, completed: 4, open: 6, total: 10 });
    if (path === '/workbench/todo/page') return ok({ pageNo: 1, pageSize: 5, totalPage: 1, totalRows: 0, rows: [] });
    if (path === '/workbench/notice/counts') return ok({ unread: 4, total: 7 });
    if (path === '/workbench/notice/page')
      return ok({
        pageNo: 1,
        pageSize: 5,
        totalPage: 1,
        totalRows: 1,
        rows: [
          {
            id: '8',
            title: '"FY2026" was approved',
            kind: 'approval',
            kindLabel: 'Approval',
            content: null,
            link: '/x',
            read: false,
            readAt: null,
            createdAt: '2026-05-01T08:00:00Z',
          },
        ],
      });
    if (path === '/workbench/updates')
      return ok([
        {
          id: '5',
          at: '2026-05-01T09:00:00Z',
          action: 'submit',
          actionLabel: 'Submit',
          entity: 'inventory_task',
          entityLabel: 'Inventory task',
          entityId: '3',
        },
      ]);
    if (path === '/workbench/entrance/list') return ok(entrances);
    if (path === '/workbench/entrance/save') {
      const body = JSON.parse(String(init?.body)) as { menuCodes: string[] };
      const reply = saveReply(body);
      if (reply.body.success) entrances = { ...entrances, selected: OPTIONS.filter((o) => body.menuCodes.includes(o.menuCode)) };
      return reply;
    }
    return ok(null);
  });
  return { fetch, ...renderAt(<WorkbenchIndexPage />, '/workbench/index') };
}

describe('WorkbenchIndexPage', () => {
  it('shows the to-do counts, the latest notices with the unread count, my updates and the entrances', async () => {
    open(() => ok(null));
    await waitFor(() => expect(screen.getByTestId('index-count-overdue').textContent).toContain('2'));
    expect(screen.getByTestId('index-count-open').textContent).toContain('6');
    expect((await screen.findByTestId('index-notice-8')).textContent).toBe('"FY2026" was approved');
    expect(screen.getByTestId('index-notices').textContent).toContain('Latest notices (4 unread)');
    expect((await screen.findByTestId('index-update-5')).textContent).toBe('Submit: Inventory task');
    expect((await screen.findByTestId('entrance-factor')).textContent).toBe('Factor maintenance');
  });

  it('opens an entrance where its page is', async () => {
    const { router } = open(() => ok(null));
    fireEvent.click(await screen.findByTestId('entrance-factor'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/BasicModule/factor'));
  });

  it('shows the server refusing a fourth entrance, then saves three', async () => {
    const { fetch } = open((b) =>
      b.menuCodes.length > 3 ? fail(1012001, 'Parameter error: You can set at most 3 common entrances', 'menuCodes') : ok(null),
    );
    await screen.findByTestId('entrance-factor');
    fireEvent.click(screen.getByTestId('entrance-edit'));
    await waitFor(() => expect((screen.getByTestId('entrance-option-factor') as HTMLInputElement).checked).toBe(true));
    for (const code of ['exchangeRate', 'inventoryTask', 'approvalCenter']) fireEvent.click(screen.getByTestId(`entrance-option-${code}`));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal .ant-checkbox-checked').length).toBe(4));
    fireEvent.click(screen.getByTestId('entrance-save'));
    expect((await screen.findByTestId('entrance-error', {}, { timeout: 5000 })).textContent).toContain(
      'You can set at most 3 common entrances',
    );
    fireEvent.click(screen.getByTestId('entrance-option-approvalCenter'));
    fireEvent.click(screen.getByTestId('entrance-save'));
    await waitFor(() => expect(screen.queryByTestId('entrance-exchangeRate')).toBeTruthy(), { timeout: 5000 });
    const saves = fetch.mock.calls.filter(([u]) => String(u).endsWith('/entrance/save')).map(([, i]) => JSON.parse(String(i?.body)));
    expect(saves).toEqual([
      { menuCodes: ['factor', 'exchangeRate', 'inventoryTask', 'approvalCenter'] },
      { menuCodes: ['factor', 'exchangeRate', 'inventoryTask'] },
    ]);
    expect(within(screen.getByTestId('entrance-card')).getByTestId('entrance-inventoryTask').textContent).toBe('Inventory tasks');
  });
});
