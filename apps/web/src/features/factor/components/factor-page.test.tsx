import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { setToken } from '../../../lib/session';
import { FactorPage } from './factor-page';
import { FACTOR_ROW } from './factor-fixtures';

afterEach(() => vi.unstubAllGlobals());

const ROW = FACTOR_ROW;

function setup(permissions: string[]) {
  setToken('t');
  return mockFetch((path) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions, menus: [] });
    if (path === '/factor/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 1, rows: [ROW] });
    if (path === '/factor/versions') return ok([ROW, { ...ROW, id: '8', factorVersion: 'V2' }]);
    return ok(null);
  });
}

describe('FactorPage', () => {
  it('shows only the buttons the user holds, filters by table tab and lists versions', async () => {
    const fetch = setup(['factor:add']);
    renderAt(<FactorPage />);
    expect(await screen.findByText('HEAT-1')).toBeTruthy();
    await screen.findByTestId('factor-add');
    expect(screen.queryByTestId('factor-delete')).toBeNull();
    expect(screen.queryByTestId('factor-import')).toBeNull();
    expect(screen.getByTestId('preview-open')).toBeTruthy();

    fireEvent.click(screen.getByTestId('factor-tab-energy'));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/factor/page') && String(url).includes('tableCode=energy'))).toBe(true),
    );

    fireEvent.click(screen.getAllByTestId('factor-row-versions')[0] as HTMLElement);
    const drawer = await screen.findByTestId('factor-versions');
    expect(await within(drawer).findByText('V2')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/factor/versions?code=HEAT-1'))).toBe(true);
  });

  it('shows a factor as entered, every place its own, marked so (exempt from the rounding of figures, issue 25 item 8)', async () => {
    setToken('t');
    const entered = { ...ROW, value: '0.0000123456' };
    mockFetch((path) => {
      if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: [], menus: [] });
      if (path === '/factor/page') return ok({ pageNo: 1, pageSize: 10, totalPage: 1, totalRows: 1, rows: [entered] });
      if (path === '/factor/versions') return ok([entered]);
      return ok(null);
    });
    renderAt(<FactorPage />);
    const value = await screen.findByText('0.0000123456');
    expect(value.hasAttribute('data-as-entered')).toBe(true);
    fireEvent.click(screen.getAllByTestId('factor-row-versions')[0] as HTMLElement);
    const drawer = await screen.findByTestId('factor-versions');
    expect((await within(drawer).findByText('0.0000123456')).hasAttribute('data-as-entered')).toBe(true);
  });

  it('warns before deleting with nothing selected', async () => {
    setup(['factor:delete']);
    renderAt(<FactorPage />);
    fireEvent.click(await screen.findByTestId('factor-delete'));
    expect(await screen.findByText('Please select the data to delete')).toBeTruthy();
  });
});
