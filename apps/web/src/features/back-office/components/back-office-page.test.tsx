import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PosRow } from '@carbon/domain';
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
});
