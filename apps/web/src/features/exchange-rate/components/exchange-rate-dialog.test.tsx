import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import type { ExchangeRateRow } from '@carbon/domain';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { ExchangeRateDialog } from './exchange-rate-dialog';

afterEach(() => vi.unstubAllGlobals());

const ROW: ExchangeRateRow = {
  id: '7',
  currency: 'CNY',
  year: 2024,
  month: 5,
  rateToUsd: '0.14',
  source: 'PBOC',
  status: 0,
  version: 1,
  createdAt: '2024-05-01',
  updatedAt: '2024-05-01',
};

function Harness({ row }: { row?: ExchangeRateRow }) {
  const dialog = useGuardedDialog<ExchangeRateRow>();
  return (
    <>
      <Button data-testid="open" onClick={() => dialog.show(row)}>
        open
      </Button>
      <ExchangeRateDialog dialog={dialog} />
    </>
  );
}

type Handler = Parameters<typeof mockFetch>[0];

async function open(handler: Handler, row?: ExchangeRateRow) {
  const fetch = mockFetch(handler);
  renderAt(<Harness row={row} />);
  fireEvent.click(screen.getByTestId('open'));
  await screen.findByTestId('exchangeRate-form');
  return fetch;
}

const field = (name: string) => screen.getByTestId(`exchangeRate-field-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('exchangeRate-submit'));
const bodiesOf = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.filter(([url]) => String(url).endsWith(path)).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const itemOf = (el: HTMLElement) => el.closest('.ant-form-item') as HTMLElement;

describe('ExchangeRateDialog', () => {
  it("asks for the required fields by their labels (the domain schema's rules) and sends nothing", async () => {
    const fetch = await open(() => ok(null));
    submit();
    expect(await screen.findByText('Please enter Currency')).toBeTruthy();
    expect(await screen.findByText('Please enter Rate to USD')).toBeTruthy();
    expect(await screen.findByText('Please enter Data source')).toBeTruthy();
    expect(bodiesOf(fetch, '/exchangeRate/add')).toHaveLength(0);
  });

  it('explains a refused currency and rate', async () => {
    await open(() => ok(null));
    type('currency', 'us');
    type('rateToUsd', '0');
    submit();
    expect(await screen.findByText('The currency must be a three-letter upper-case ISO 4217 code')).toBeTruthy();
    expect(await screen.findByText('The rate must be greater than 0')).toBeTruthy();
  });

  it('adds a rate, reports success and closes', async () => {
    const fetch = await open(() => ok(ROW));
    type('currency', 'cny');
    type('rateToUsd', ' +0.14 ');
    type('source', ' PBOC ');
    submit();
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('exchangeRate-dialog')).toBeNull());
    const [body] = bodiesOf(fetch, '/exchangeRate/add');
    expect(body).toMatchObject({ currency: 'CNY', rateToUsd: '0.14', source: 'PBOC' });
    expect(body).not.toHaveProperty('id');
  });

  it('edits from the freshly read detail and sends its id and lock version', async () => {
    const fetch = await open((path) => (path === '/exchangeRate/detail' ? ok({ ...ROW, source: 'SAFE', version: 4 }) : ok(ROW)), ROW);
    expect(field('source').value).toBe('SAFE');
    type('rateToUsd', '0.15');
    submit();
    expect(await screen.findByText('Edited successfully')).toBeTruthy();
    expect(bodiesOf(fetch, '/exchangeRate/edit')[0]).toEqual({
      id: '7',
      version: 4,
      currency: 'CNY',
      year: 2024,
      month: 5,
      rateToUsd: '0.15',
      source: 'SAFE',
    });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/exchangeRate/detail?id=7'))).toBe(true);
  });

  it("places the server's refusal under the field it names and stays open", async () => {
    await open(
      (path) => (path === '/exchangeRate/detail' ? ok(ROW) : fail(2027002, 'Another rate already holds CNY 2024-05', 'currency')),
      ROW,
    );
    submit();
    const help = await screen.findByText('Another rate already holds CNY 2024-05');
    expect(itemOf(help).contains(field('currency'))).toBe(true);
    // said once, under the field: no toast as well
    expect(screen.queryByText('Edit failed: Another rate already holds CNY 2024-05')).toBeNull();
    expect(screen.getByTestId('exchangeRate-dialog')).toBeTruthy();
  });

  it('shows why the detail could not be read instead of the form', async () => {
    mockFetch(() => fail(2027001, 'The rate does not exist'));
    renderAt(<Harness row={ROW} />);
    fireEvent.click(screen.getByTestId('open'));
    expect((await screen.findByTestId('exchangeRate-load-error')).textContent).toContain('The rate does not exist');
    expect(screen.queryByTestId('exchangeRate-form')).toBeNull();
  });

  it('warns before closing with unsaved changes', async () => {
    await open(() => ok(null));
    type('source', 'x');
    fireEvent.click(screen.getByTestId('exchangeRate-cancel'));
    expect((await screen.findAllByText('Discard unsaved changes?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('Discard changes'));
    await waitFor(() => expect(screen.queryByTestId('exchangeRate-dialog')).toBeNull());
  });
});
