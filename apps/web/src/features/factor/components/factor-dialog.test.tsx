import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import type { FactorRow } from '@carbon/domain';
import { FactorDialog } from './factor-dialog';
import { FACTOR_ROW } from './factor-fixtures';

afterEach(() => vi.unstubAllGlobals());

const ROW = FACTOR_ROW;

type Mode = 'add' | 'edit' | 'version';

/** The page's wiring: a guarded dialog opened on `row` at mount. */
function Opened({ mode, row, onSaved }: { mode: Mode; row?: FactorRow; onSaved: () => void }) {
  const dialog = useGuardedDialog<FactorRow>();
  const { show } = dialog;
  useEffect(() => show(row), [show, row]);
  return <FactorDialog dialog={dialog} mode={mode} onSaved={onSaved} />;
}

function renderDialog(mode: Mode, row?: FactorRow) {
  const onSaved = vi.fn();
  renderAt(<Opened mode={mode} row={row} onSaved={onSaved} />);
  return { onSaved };
}

/** The dialog reads the row afresh on opening (its lock version); every other call answers `reply`. */
const withDetail = (reply: () => ReturnType<typeof ok> | ReturnType<typeof fail>) => (path: string) =>
  path === '/factor/detail' ? ok(ROW) : reply();

const field = (name: string) => screen.getByTestId(`factor-field-${name}`);
const fieldReady = (name: string) => screen.findByTestId(`factor-field-${name}`);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const posts = (spy: ReturnType<typeof mockFetch>, path: string) => spy.mock.calls.filter(([url]) => String(url).includes(path));

/** Types into an antd DatePicker and commits with Enter. */
function pickDate(name: string, value: string) {
  const input = field(name);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('FactorDialog value rule', () => {
  it.each([
    ['1.12345678901', 'At most 10 decimals'], // 11 decimals
    ['-0.5', 'The value must not be less than 0'],
    ['1e3', 'Please enter a number'],
    ['abc', 'Please enter a number'],
  ])('refuses %s: %s', async (value, text) => {
    const fetch = mockFetch(withDetail(() => ok(null)));
    renderDialog('edit', ROW);
    await fieldReady('value');
    type('value', value);
    fireEvent.click(screen.getByTestId('factor-submit'));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(posts(fetch, '/factor/edit')).toHaveLength(0);
  });

  it('accepts exactly 10 decimals and sends the row id and lock version', async () => {
    const fetch = mockFetch(withDetail(() => ok(null)));
    const { onSaved } = renderDialog('edit', ROW);
    await fieldReady('value');
    type('value', '0.1234567891');
    fireEvent.click(screen.getByTestId('factor-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(posts(fetch, '/factor/edit')[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ id: '7', version: 3, value: '0.1234567891', code: 'HEAT-1', validFrom: '2020-01-01', validTo: null });
  });
});

describe('FactorDialog validity period', () => {
  it('refuses valid-to before valid-from', async () => {
    const fetch = mockFetch(withDetail(() => ok(null)));
    renderDialog('edit', ROW); // valid from 2020-01-01
    await fieldReady('value');
    pickDate('validTo', '2019-12-31');
    fireEvent.click(screen.getByTestId('factor-submit'));
    expect(await screen.findByText('Valid to must not be earlier than valid from')).toBeTruthy();
    expect(posts(fetch, '/factor/edit')).toHaveLength(0);
  });

  it('accepts valid-to on the same day as valid-from', async () => {
    const fetch = mockFetch(withDetail(() => ok(null)));
    const { onSaved } = renderDialog('edit', ROW);
    await fieldReady('value');
    pickDate('validTo', '2020-01-01');
    fireEvent.click(screen.getByTestId('factor-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(posts(fetch, '/factor/edit')[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ validFrom: '2020-01-01', validTo: '2020-01-01' });
  });
});

describe('FactorDialog new version', () => {
  it('keeps the code, asks a new version and adds a row', async () => {
    const fetch = mockFetch(withDetail(() => ok(null)));
    const { onSaved } = renderDialog('version', ROW);
    await fieldReady('value');
    expect((field('code') as HTMLInputElement).value).toBe('HEAT-1');
    expect((field('code') as HTMLInputElement).disabled).toBe(true);
    expect((field('factorVersion') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByTestId('factor-submit'));
    expect(await screen.findByText('Please enter Version')).toBeTruthy();
    type('factorVersion', 'V2');
    fireEvent.click(screen.getByTestId('factor-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(posts(fetch, '/factor/add')[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'HEAT-1', factorVersion: 'V2', value: '0.11' });
    expect(body).not.toHaveProperty('id');
  });

  it("shows the server's refusal and stays open", async () => {
    mockFetch(withDetail(() => fail(2026002, 'Version V1 of HEAT-1 already exists')));
    const { onSaved } = renderDialog('version', ROW);
    await fieldReady('value');
    type('factorVersion', 'V1');
    fireEvent.click(screen.getByTestId('factor-submit'));
    expect(await screen.findByText(/Version V1 of HEAT-1 already exists/)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('FactorDialog value far from the previous version (issue 9)', () => {
  it('asks to confirm a value 1000 times lower than the previous version before adding it', async () => {
    const fetch = mockFetch(withDetail(() => ok(null)));
    const { onSaved } = renderDialog('version', ROW); // previous version: 0.11
    await fieldReady('value');
    type('factorVersion', 'V2');
    type('value', '0.00011');
    expect((await screen.findByTestId('factor-value-jump')).textContent).toBe(
      'Check the value: 1000 times lower than the previous version (0.11)',
    );
    fireEvent.click(screen.getByTestId('factor-submit'));
    expect(await screen.findByText('Confirm the value: it differs from the previous version by more than 10 times')).toBeTruthy();
    expect(posts(fetch, '/factor/add')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('factor-field-confirmJump'));
    fireEvent.click(screen.getByTestId('factor-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = JSON.parse(String(posts(fetch, '/factor/add')[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'HEAT-1', factorVersion: 'V2', value: '0.00011' });
    expect(body).not.toHaveProperty('confirmJump');
  });

  it('a value within 10 times saves without asking', async () => {
    const fetch = mockFetch(withDetail(() => ok(null)));
    const { onSaved } = renderDialog('version', ROW);
    await fieldReady('value');
    type('factorVersion', 'V2');
    type('value', '1.1');
    fireEvent.click(screen.getByTestId('factor-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByTestId('factor-value-jump')).toBeNull();
    expect(posts(fetch, '/factor/add')).toHaveLength(1);
  });

  it('an edit compares with the saved value, and a changed value needs a new confirmation', async () => {
    mockFetch(withDetail(() => ok(null)));
    renderDialog('edit', ROW);
    await fieldReady('value');
    type('value', '2');
    expect((await screen.findByTestId('factor-value-jump')).textContent).toBe(
      'Check the value: 18.2 times higher than the saved value (0.11)',
    );
    fireEvent.click(screen.getByTestId('factor-field-confirmJump'));
    expect((screen.getByTestId('factor-field-confirmJump') as HTMLInputElement).checked).toBe(true);
    type('value', '20');
    await waitFor(() => expect((screen.getByTestId('factor-field-confirmJump') as HTMLInputElement).checked).toBe(false));
  });

  it('in Chinese', async () => {
    mockFetch(withDetail(() => ok(null)));
    const onSaved = vi.fn();
    renderAt(<Opened mode="version" row={ROW} onSaved={onSaved} />, '/', 'zh-CN');
    await fieldReady('value');
    type('value', '0.00011');
    expect((await screen.findByTestId('factor-value-jump')).textContent).toBe('请核对因子值：仅为上一版本（0.11）的 1/1000');
  });

  it('a new version says what an empty start date means', async () => {
    mockFetch(withDetail(() => ok(null)));
    renderDialog('version', ROW);
    await fieldReady('value');
    expect(screen.getByText('Leave empty: the version starts today and the previous version ends the day before')).toBeTruthy();
  });
});
