import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NoticeRow, PushRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { NoticeHistoryPage } from './notice-history-page';

const notice = (over: Partial<NoticeRow>): NoticeRow => ({
  id: '1',
  title: '"FY2026 A1" was rejected: wrong meter',
  kind: 'approval',
  kindLabel: 'Approval',
  content: null,
  link: '/carbonButler/ReportInventory?taskId=5',
  read: false,
  readAt: null,
  createdAt: '2026-05-01T08:00:00Z',
  ...over,
});
const NOTICES = [
  notice({}),
  notice({
    id: '2',
    title: 'Fire drill',
    kind: 'push',
    kindLabel: 'Administrator notice',
    content: 'Friday 10:00',
    link: '/workbench/historyNotice?push=9',
    read: true,
  }),
];
const PUSH: PushRow = {
  id: '9',
  title: 'Fire drill',
  content: 'Friday 10:00',
  orgIds: ['3'],
  orgNames: ['Longhua park'],
  roleIds: [],
  roleNames: [],
  recipients: 12,
  readCount: 5,
  createdBy: '1',
  createdByName: 'Admin',
  createdAt: '2026-05-01T08:00:00Z',
  withdrawnAt: null,
};

function open(permissions: string[] = []) {
  setToken('t');
  const fetch = mockFetch((path) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'me', name: 'Me', adminType: 2, permissions, menus: [] });
    if (path === '/workbench/notice/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 2, rows: NOTICES });
    if (path === '/workbench/push/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 1, rows: [PUSH] });
    if (path === '/workbench/notice/read' || path === '/workbench/notice/readAll') return ok({ updated: 1 });
    if (path === '/workbench/push/withdraw') return ok({ ...PUSH, withdrawnAt: '2026-05-02T08:00:00Z' });
    return ok(null);
  });
  return { fetch, ...renderAt(<NoticeHistoryPage />, '/workbench/historyNotice') };
}

const bodies = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([u]) => String(u).endsWith(path)).map(([, i]) => JSON.parse(String(i?.body)) as unknown);

describe('NoticeHistoryPage', () => {
  it('lists my notices read and unread with a pushed notice’s text; opening an unread one marks it read and follows its link', async () => {
    const { fetch, router } = open();
    expect((await screen.findByTestId('notice-read-1')).textContent).toBe('Unread');
    expect(screen.getByTestId('notice-read-2').textContent).toBe('Read');
    expect(screen.getByTestId('notice-content-2').textContent).toBe('Friday 10:00');
    expect(screen.queryByTestId('notice-tab-pushed')).toBeNull();
    fireEvent.click(screen.getByTestId('notice-open-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/carbonButler/ReportInventory'));
    expect(bodies(fetch, '/notice/read')).toEqual([{ ids: ['1'] }]);
  });

  it('marks all read', async () => {
    const { fetch } = open();
    fireEvent.click(await screen.findByTestId('notice-read-all'));
    await waitFor(() => expect(bodies(fetch, '/notice/readAll')).toEqual([{}]));
  });

  it('lets an administrator see what was pushed and withdraw it', async () => {
    const { fetch } = open(['workbench:push', 'workbench:withdraw']);
    fireEvent.click(await screen.findByTestId('notice-tab-pushed'));
    expect((await screen.findByTestId('push-reach-9')).textContent).toBe('5 of 12 read');
    expect(screen.getByTestId('push-status-9').textContent).toBe('Pushed');
    fireEvent.click(screen.getByTestId('push-withdraw-9'));
    fireEvent.click(await screen.findByTestId('push-withdraw-ok-9'));
    await waitFor(() => expect(bodies(fetch, '/push/withdraw')).toEqual([{ id: '9' }]));
  });
});
