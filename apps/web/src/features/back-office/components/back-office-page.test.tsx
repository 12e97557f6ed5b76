import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DictDataRow, DictTypeRow, PosRow } from '@carbon/domain';
import { setToken } from '../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { BackOfficePage } from './back-office-page';

const POS: PosRow = {
  id: '31',
  name: 'Engineer',
  code: 'eng',
  sort: 100,
  remark: null,
  status: 0,
};

function serve() {
  let rows: PosRow[] = [POS];
  const fetch = mockFetch((path, init) => {
    if (path === '/getLoginUser')
      return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: ['sysPos:add', 'sysPos:edit', 'sysPos:delete'], menus: [] });
    if (path.startsWith('/sysPos/page')) return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: rows.length, rows });
    if (path === '/sysPos/add') {
      const body = JSON.parse(String(init?.body)) as { name: string; code: string; sort: number };
      rows = [...rows, { ...POS, id: '32', name: body.name, code: body.code }];
      return ok(null);
    }
    return ok(null);
  });
  return { fetch };
}

describe('BackOfficePage', () => {
  it('adds a position; the table refreshes by itself', async () => {
    setToken('t');
    const { fetch } = serve();
    renderAt(<BackOfficePage />);
    expect(await screen.findByText('Engineer')).toBeTruthy();

    fireEvent.click(await screen.findByTestId('pos-add'));
    fireEvent.change(await screen.findByTestId('pos-label'), { target: { value: 'Analyst' } });
    fireEvent.change(screen.getByTestId('pos-code'), { target: { value: 'analyst' } });
    fireEvent.click(screen.getByTestId('pos-submit'));

    expect(await screen.findByText('Analyst')).toBeTruthy();
    const add = fetch.mock.calls.find(([url]) => String(url).endsWith('/sysPos/add'));
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({ name: 'Analyst', code: 'analyst', sort: 100, remark: null });
  });

  it('refuses a code with characters outside the allowed set, with the precise reason', async () => {
    setToken('t');
    serve();
    renderAt(<BackOfficePage />);
    fireEvent.click(await screen.findByTestId('pos-add'));
    fireEvent.change(await screen.findByTestId('pos-label'), { target: { value: 'Analyst' } });
    fireEvent.change(screen.getByTestId('pos-code'), { target: { value: 'an alyst' } });
    fireEvent.click(screen.getByTestId('pos-submit'));
    expect(await screen.findByText('The code may use only letters, digits and _ - : .')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('pos-dialog')).toBeTruthy());
  });

  it('shows the seeded dictionary in the chosen language, and what an administrator wrote as written', async () => {
    setToken('t');
    const type = (over: Partial<DictTypeRow>): DictTypeRow => ({
      id: '1',
      name: '性别',
      code: 'sex',
      sort: 1,
      remark: 'built-in',
      status: 0,
      builtIn: true,
      createTime: '2024-01-01 00:00:00',
      updateTime: '2024-01-01 00:00:00',
      ...over,
    });
    const entry = (over: Partial<DictDataRow>): DictDataRow => ({
      id: '10',
      typeId: '1',
      code: '1',
      value: '男',
      labelKey: 'enum.sex.male',
      sort: 1,
      remark: null,
      status: 0,
      createTime: '2024-01-01 00:00:00',
      updateTime: '2024-01-01 00:00:00',
      ...over,
    });
    const types = [
      type({}),
      type({ id: '2', code: 'org_type', name: '组织', builtIn: true }),
      type({ id: '3', code: 'shift', name: '班次', builtIn: false, remark: 'ours' }),
    ];
    const entries = [entry({}), entry({ id: '11', code: '3', value: '保密', labelKey: null })];
    mockFetch((path) => {
      if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 1, permissions: [], menus: [] });
      const page = (rows: unknown[]) => ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: rows.length, rows });
      if (path.startsWith('/sysPos/page')) return page([]);
      if (path.startsWith('/sysDictType/page')) return page(types);
      if (path.startsWith('/sysDictData/page')) return page(entries);
      return ok(null);
    });
    renderAt(<BackOfficePage />, '/', 'en-US');
    fireEvent.click(await screen.findByTestId('back-office-tab-dict'));
    expect((await screen.findByTestId('dict-type-row-label-sex')).textContent).toBe('Sex');
    // renamed by an administrator (the seed named it 组织类型): kept
    expect(screen.getByTestId('dict-type-row-label-org_type').textContent).toBe('组织');
    expect(screen.getByTestId('dict-type-row-label-shift').textContent).toBe('班次');
    const table = screen.getByTestId('dict-type-table');
    expect(within(table).getAllByText('Built in')).toHaveLength(2);
    expect(within(table).getByText('ours')).toBeTruthy();
    expect(within(table).queryByText('built-in')).toBeNull();

    fireEvent.click(screen.getByTestId('dict-type-entries-sex'));
    expect((await screen.findByTestId('dict-data-row-label-1')).textContent).toBe('Male');
    expect(screen.getByTestId('dict-data-row-label-3').textContent).toBe('保密');
  });
});
