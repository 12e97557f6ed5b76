import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setToken } from '../../../../lib/session';
import { mockFetch, ok, renderAt } from '../../../../test-utils';
import { bodiesOf, chooseOption, chooseTreeNode, errorOf, loginUser, ORG_TREE, page, POINT, type } from '../test-kit';
import { EnvPointPage } from './env-point-page';

const KEY = 'k3y-shown-once_0123456789abcdefghijklmnopqrstu';

function open() {
  setToken('t');
  const fetch = mockFetch((path) => {
    if (path === '/getLoginUser') return ok(loginUser(['envPoint:add', 'envPoint:edit', 'envPoint:delete']));
    if (path === '/sysOrg/tree') return ok(ORG_TREE);
    if (path === '/envPoint/page') return ok(page([POINT]));
    if (path === '/envPoint/detail') return ok(POINT);
    if (path === '/envPoint/add') return ok({ ...POINT, id: '22', name: 'Outlet 2', deviceKey: KEY });
    if (path === '/envPoint/rotateKey') return ok({ ...POINT, deviceKey: KEY });
    return ok(null);
  });
  renderAt(<EnvPointPage />);
  return fetch;
}

async function openAdd() {
  fireEvent.click(await screen.findByTestId('point-add'));
  await screen.findByTestId('point-form');
}

const submit = () => fireEvent.click(screen.getByTestId('point-submit'));

describe('the pollutants editor', () => {
  it('refuses a code listed twice and limits that are not positive decimals, naming each field', async () => {
    const fetch = open();
    await openAdd();
    type('point-pollutant-code-0', 'w01018');
    fireEvent.click(screen.getByTestId('point-pollutant-add'));
    type('point-pollutant-code-1', 'w01018');
    type('point-pollutant-hourlyLimit-0', '5O');
    type('point-pollutant-dailyLimit-1', '0');
    type('point-pollutant-hourlyLimit-1', '12.1234567');
    submit();
    await waitFor(() => expect(errorOf('point-pollutant-code-1')).toBe('Pollutant “w01018” is listed twice'));
    // Each field's rule settles on its own: wait for each message.
    await waitFor(() => expect(errorOf('point-pollutant-code-0')).toBe('Pollutant “w01018” is listed twice'));
    await waitFor(() => expect(errorOf('point-pollutant-hourlyLimit-0')).toBe('Hourly average limit has an invalid format'));
    // 7 decimals: the domain allows 6.
    await waitFor(() => expect(errorOf('point-pollutant-hourlyLimit-1')).toBe('Hourly average limit has an invalid format'));
    await waitFor(() => expect(errorOf('point-pollutant-dailyLimit-1')).toBe('Daily average limit is too short or too small'));

    // A corrected second code clears the duplicate on both rows.
    type('point-pollutant-code-1', 'w21003');
    submit();
    await waitFor(() => expect(errorOf('point-pollutant-code-0')).toBe(''));
    await waitFor(() => expect(errorOf('point-pollutant-code-1')).toBe(''));
    expect(bodiesOf(fetch, '/envPoint/add')).toHaveLength(0);
  });

  it('needs a code on every row, refuses a code with spaces, and at least one pollutant', async () => {
    const fetch = open();
    await openAdd();
    submit();
    await waitFor(() => expect(errorOf('point-pollutant-code-0')).toBe('Please enter Pollutant'));
    type('point-pollutant-code-0', 'COD total');
    submit();
    await waitFor(() => expect(errorOf('point-pollutant-code-0')).toBe('Pollutant has an invalid format'));

    fireEvent.click(screen.getByTestId('point-pollutant-remove-0'));
    submit();
    await waitFor(() => expect(screen.getByTestId('point-pollutants-error').textContent).toBe('Please add at least one pollutant'));
    expect(bodiesOf(fetch, '/envPoint/add')).toHaveLength(0);
  });

  it('names a chosen code and fills in its unit; a code of the equipment is accepted as typed', async () => {
    open();
    await openAdd();
    // The list is long (virtual): typing narrows it, choosing fills in the unit.
    type('point-pollutant-code-0', 'ammonia');
    await chooseOption('point-pollutant-code-0', 'Ammonia nitrogen · w21003');
    await waitFor(() => expect(screen.getByTestId('point-pollutant-name-0').textContent).toBe('Ammonia nitrogen'));
    expect((screen.getByTestId('point-pollutant-unit-0') as HTMLInputElement).value).toBe('mg/L');
    type('point-pollutant-code-0', 'gw-7');
    expect((await screen.findByTestId('point-pollutant-name-0')).textContent).toBe('A code of your equipment');
  });
});

describe('adding a point', () => {
  it('sends the automatic point with trimmed pollutants (empty limit: null) and shows its device key once', async () => {
    const fetch = open();
    await openAdd();
    await chooseTreeNode('point-orgId', 'Plant A1');
    type('point-name', ' Outlet 2 ');
    await chooseOption('point-monitoringType', 'Wastewater');
    fireEvent.click(within(screen.getByTestId('point-pointType')).getByText('Main discharge outlet'));
    fireEvent.click(within(screen.getByTestId('point-modeType')).getByText('Automatic'));
    expect(screen.queryByTestId('point-fillType')).toBeNull();
    type('point-mn', 'MN0002');
    submit();
    await waitFor(() => expect(errorOf('point-hj212Password')).toBe('Please enter the HJ 212 password for the MN'));
    type('point-hj212Password', 'pw123');
    fireEvent.click(within(screen.getByTestId('point-hj212Protocol')).getByLabelText('HJ 212-2017'));
    await chooseOption('point-pollutant-code-0', 'Chemical oxygen demand (COD) · w01018');
    type('point-pollutant-hourlyLimit-0', ' 50 ');
    submit();
    await screen.findByTestId('point-key-dialog');
    expect(bodiesOf(fetch, '/envPoint/add')).toEqual([
      {
        orgId: '4',
        name: 'Outlet 2',
        monitoringType: 1,
        pointType: 1,
        modeType: 1,
        fillType: null,
        mn: 'MN0002',
        hj212Password: 'pw123',
        hj212Protocol: '2017',
        remark: '',
        pollutants: [{ code: 'w01018', unit: 'mg/L', hourlyLimit: '50', dailyLimit: null }],
      },
    ]);
    expect((screen.getByTestId('point-key-value') as HTMLInputElement).value).toBe(KEY);

    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByTestId('point-key-copy'));
    await screen.findByTestId('point-key-copied');
    expect(writeText).toHaveBeenCalledWith(KEY);
    fireEvent.click(screen.getByTestId('point-key-close'));
    await waitFor(() => expect(screen.queryByTestId('point-key-dialog')).toBeNull());
  });

  it('selects the key in its read-only field when the browser refuses the clipboard', async () => {
    open();
    fireEvent.click(await screen.findByTestId('point-rotateKey-21'));
    fireEvent.click(await screen.findByTestId('point-rotateKey-ok'));
    await screen.findByTestId('point-key-dialog');
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    fireEvent.click(screen.getByTestId('point-key-copy'));
    await screen.findByTestId('point-key-select');
    const field = screen.getByTestId('point-key-value') as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(KEY);
  });
});
