import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { AuditLogPage } from './audit-log-page';
import { diffSnapshots } from './audit-diff';

const row = (over: Partial<AuditRow>): AuditRow => ({
  id: '1',
  at: '2026-01-31T08:00:00Z',
  actorId: '1',
  actorAccount: 'superAdmin',
  actorRoles: null,
  orgId: null,
  action: 'login',
  entity: 'session',
  entityId: null,
  before: null,
  after: null,
  reason: null,
  requestId: 'req-1',
  ip: '127.0.0.1',
  ...over,
});

const ROWS: AuditRow[] = [
  row({ id: '1', action: 'login', entity: 'session' }),
  row({ id: '2', action: 'create', entity: 'sys_menu', after: { name: '我的工作台', sort: 5 } }),
  row({
    id: '3',
    action: 'edit',
    entity: 'sysUser',
    entityId: '42',
    before: { account: 'li', name: 'Li Lei', status: 0, posIds: [3], park: { name: 'A' } },
    after: { account: 'li', name: 'Li Lei (Ops)', status: 1, posIds: [3], park: { name: 'B' } },
  }),
  row({ id: '4', action: 'add', entity: 'exchange_rate', after: { currency: 'CNY', rateToUsd: '0.14' } }),
  row({ id: '5', action: 'denied', entity: 'route', entityId: 'POST /api/main/factor/add', reason: '1013002' }),
  row({
    id: '6',
    action: 'edit',
    entity: 'sysUser',
    entityId: '42',
    before: { locale: 'zh-CN' },
    after: { locale: 'en-US' },
    reason: 'language',
  }),
];

function serve() {
  return mockFetch((path) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 1, permissions: [], menus: [] });
    if (path.startsWith('/sysAudit/page')) return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: ROWS.length, rows: ROWS });
    return ok(null);
  });
}

/** The table row of audit record `id` (antd marks it with data-row-key). */
const recordRow = (id: string) => document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;

describe('diffSnapshots', () => {
  it('lists only the fields that changed, nested ones by path', () => {
    expect(diffSnapshots({ a: 1, b: [1, 2], c: { d: 'x' } }, { a: 1, b: [1, 3], c: { d: 'y' } })).toEqual([
      { path: 'b', before: [1, 2], after: [1, 3] },
      { path: 'c.d', before: 'x', after: 'y' },
    ]);
  });

  it('lists every field of an addition and of a deletion, and nothing when nothing was recorded', () => {
    expect(diffSnapshots(null, { a: 1, b: 'x' })).toEqual([
      { path: 'a', before: undefined, after: 1 },
      { path: 'b', before: undefined, after: 'x' },
    ]);
    // an empty field of a new record is no change
    expect(diffSnapshots(null, { a: 1, b: null })).toEqual([{ path: 'a', before: undefined, after: 1 }]);
    expect(diffSnapshots({ a: 1 }, null)).toEqual([{ path: 'a', before: 1, after: undefined }]);
    expect(diffSnapshots(null, null)).toEqual([]);
    expect(diffSnapshots({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

describe('AuditLogPage', () => {
  it('shows actions, objects and reasons as labels in the chosen language, never as codes', async () => {
    setToken('t');
    serve();
    renderAt(<AuditLogPage />, '/', 'zh-CN');
    expect(await within(await waitRow('1')).findByText('登录')).toBeTruthy();
    expect(within(recordRow('1')).getByText('会话')).toBeTruthy();
    expect(within(recordRow('2')).getByText('新增')).toBeTruthy();
    expect(within(recordRow('2')).getByText('菜单')).toBeTruthy();
    expect(within(recordRow('4')).getByText('新增')).toBeTruthy();
    expect(within(recordRow('4')).getByText('汇率')).toBeTruthy();
    expect(within(recordRow('5')).getByText('拒绝访问')).toBeTruthy();
    expect(within(recordRow('5')).getByText('没有权限访问资源，请联系管理员')).toBeTruthy();
    expect(within(recordRow('6')).getByText('界面语言变更')).toBeTruthy();
    const table = screen.getByTestId('audit-table');
    for (const code of ['login', 'session', 'create', 'sys_menu', 'exchange_rate', 'route', '1013002', 'language'])
      expect(within(table).queryByText(code), code).toBeNull();
  });

  it('expands a change into its changed fields with their labels, before → after', async () => {
    setToken('t');
    serve();
    renderAt(<AuditLogPage />, '/', 'zh-CN');
    fireEvent.click(within(await waitRow('3')).getByRole('button'));
    const diff = await screen.findByTestId('audit-diff');
    const name = within(diff).getByTestId('audit-diff-name');
    expect(name.textContent).toContain('姓名'); // the account form's label
    expect(within(name).getByText('Li Lei')).toBeTruthy();
    expect(within(name).getByText('Li Lei (Ops)')).toBeTruthy();
    // the values as recorded, exempt from the rounding of figures (issue 25 item 8)
    expect(within(name).getByText('Li Lei (Ops)').hasAttribute('data-as-entered')).toBe(true);
    const status = within(diff).getByTestId('audit-diff-status');
    expect(status.textContent).toContain('正常');
    expect(status.textContent).toContain('停用');
    expect(within(diff).getByTestId('audit-diff-park.name').textContent).toContain('园区 · 姓名');
    // unchanged fields are not listed, and nothing is shown as JSON
    expect(within(diff).queryByTestId('audit-diff-account')).toBeNull();
    expect(within(diff).queryByTestId('audit-diff-posIds')).toBeNull();
    expect(diff.textContent).not.toMatch(/[{}"]/);
  });

  it('offers each action label once in the filter', async () => {
    setToken('t');
    serve();
    renderAt(<AuditLogPage />, '/', 'en-US');
    await waitRow('1');
    fireEvent.mouseDown(screen.getByTestId('audit-search-action').querySelector('input') ?? screen.getByTestId('audit-search-action'));
    await screen.findByTitle('Sign-in');
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(labels.filter((l) => l === 'Add')).toHaveLength(1);
    expect(labels.filter((l) => l === 'Edit')).toHaveLength(1);
    expect(labels).toContain('Sign-in');
  });
});

async function waitRow(id: string): Promise<HTMLElement> {
  await screen.findAllByText('superAdmin');
  return recordRow(id);
}
