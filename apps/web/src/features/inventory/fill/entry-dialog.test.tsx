import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { formatFigure } from '../../../lib/format';
import { EntryDialog } from './entry-dialog';
import { bodiesOf, engine, GAS_ENTRY, page, TASK } from './fill-fixtures';

type Handler = Parameters<typeof mockFetch>[0];

/** The server: the engine for previews, an empty factor library, `save` for the entry. */
function server(
  save: Handler = (_p, init) => ok({ ...GAS_ENTRY, ...(JSON.parse(String(init?.body)) as object) }),
  extra: Handler = () => ok(null),
): Handler {
  return (path, init) => {
    if (path === '/calc/preview') {
      const body = JSON.parse(String(init?.body)) as { source: unknown; gwpSet: 'AR5' };
      return ok(engine(body.source, body.gwpSet));
    }
    if (path === '/factor/page') return ok(page([]));
    if (path === '/inventoryEntry/save') return save(path, init);
    return extra(path, init);
  };
}

const type = (name: string, value: string) => fireEvent.change(screen.getByTestId(`entry-field-${name}`), { target: { value } });

describe('EntryDialog', () => {
  it('electricity with green certificates: both scope 2 figures preview live, the explanation is labelled, the save sends the engine input', async () => {
    const fetch = mockFetch(server());
    renderAt(<EntryDialog task={TASK} section={{ scope: 2, category: null }} open onClose={() => undefined} />);
    await screen.findByTestId('entry-dialog');
    fireEvent.change(screen.getByTestId('entry-sourceName'), { target: { value: 'Grid electricity' } });
    type('consumptionKwh', '100000');
    type('greenCertificateKwh', '40000');
    type('gridFactor', '0.5703');

    // Live preview (debounced): location = 100 MWh × 0.5703; market after 40 MWh of certificates.
    // Shown with the screen rule (two decimals, grouped): 57.03 and 60 MWh × 0.5703 = 34.218 → 34.22.
    expect((await screen.findByTestId('entry-preview-location')).textContent).toBe(
      formatFigure(engine({ type: 'electricity-location', kwh: '100000', gridFactor: '0.5703' }).tco2e),
    );
    expect(screen.getByTestId('entry-preview-market').textContent).toBe('34.22');
    const previews = bodiesOf(fetch, '/calc/preview');
    expect(previews.map((b) => (b.source as { type: string }).type).sort()).toEqual(['electricity-location', 'electricity-market']);
    expect(previews.every((b) => b.gwpSet === 'AR5')).toBe(true);

    // The explanation on demand: labels, never the engine's input names or method codes.
    fireEvent.click(screen.getByTestId('entry-explain'));
    expect(screen.getByTestId('entry-explanation-method').textContent).toBe('Purchased electricity (location-based)');
    expect(screen.getByTestId('entry-explanation-market-method').textContent).toBe('Purchased electricity (market-based)');
    const market = screen.getByTestId('entry-explanation-market-inputs');
    const names = within(market)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names).toContain('Green certificates');
    expect(names).toContain('Grid emission factor');
    expect(names.some((n) => /^[a-z]+[A-Z]\w*$/.test(n ?? ''))).toBe(false);
    expect(screen.getByTestId('entry-explanation-gwp-set').textContent).toBeTruthy();

    fireEvent.click(screen.getByTestId('entry-submit'));
    await waitFor(() => expect(bodiesOf(fetch, '/inventoryEntry/save')).toHaveLength(1));
    expect(bodiesOf(fetch, '/inventoryEntry/save')[0]).toEqual({
      taskId: '41',
      scope: 2,
      sourceName: 'Grid electricity',
      input: { type: 'electricity-market', consumptionKwh: '100000', greenCertificateKwh: '40000', gridFactor: '0.5703' },
    });
  });

  it('scope 3 business travel, spend-based in another currency: the section category goes into the input', async () => {
    const fetch = mockFetch(server());
    renderAt(<EntryDialog task={TASK} section={{ scope: 3, category: 6 }} open onClose={() => undefined} />);
    await screen.findByTestId('entry-dialog');
    type('amount', '2500');
    type('currency', 'eur');
    type('year', '2024');
    fireEvent.click(screen.getByTestId('entry-submit'));
    await waitFor(() => expect(bodiesOf(fetch, '/inventoryEntry/save')).toHaveLength(1));
    const body = bodiesOf(fetch, '/inventoryEntry/save')[0]!;
    expect(body.category).toBe(6);
    expect(body.input).toMatchObject({ type: 'scope3-spend', category: 6, amount: '2500', currency: 'EUR', year: 2024 });
  });

  it('says which input is missing, by its label, and sends nothing', async () => {
    const fetch = mockFetch(server());
    renderAt(<EntryDialog task={TASK} section={{ scope: 2, category: null }} open onClose={() => undefined} />);
    await screen.findByTestId('entry-dialog');
    fireEvent.click(screen.getByTestId('entry-submit'));
    expect(await screen.findByText('Please enter Electricity consumption')).toBeTruthy();
    expect(bodiesOf(fetch, '/inventoryEntry/save')).toHaveLength(0);
  });

  it('steam outside the spec ranges is refused under the field', async () => {
    mockFetch(server());
    renderAt(<EntryDialog task={TASK} section={{ scope: 2, category: null }} open onClose={() => undefined} />);
    await screen.findByTestId('entry-dialog');
    fireEvent.mouseDown(screen.getByTestId('entry-type').querySelector('.ant-select-selector') ?? screen.getByTestId('entry-type'));
    fireEvent.click(await screen.findByTestId('entry-type-steam'));
    type('pressureMPa', '31');
    type('temperatureC', '700');
    type('massT', '10');
    fireEvent.click(screen.getByTestId('entry-submit'));
    expect(await screen.findByText('Pressure must be between 0.02 and 30')).toBeTruthy();
    expect(await screen.findByText('Temperature must be between 0 and 600')).toBeTruthy();
  });

  it('a stale version shows the conflict message; reload takes the current entry and its version', async () => {
    let saves = 0;
    const fresh = { ...GAS_ENTRY, facility: 'Boiler 2', version: 2 };
    const fetch = mockFetch(
      server(
        () => (++saves === 1 ? fail(1017004, 'Someone else changed this record; reload and try again') : ok(fresh)),
        (path) => (path === '/inventoryEntry/detail' ? ok(fresh) : ok(null)),
      ),
    );
    renderAt(<EntryDialog task={TASK} section={{ scope: 1, category: null }} entry={GAS_ENTRY} open onClose={() => undefined} />);
    await screen.findByTestId('entry-dialog');
    expect((screen.getByTestId('entry-facility') as HTMLInputElement).value).toBe('Boiler 1');
    fireEvent.click(screen.getByTestId('entry-submit'));
    expect((await screen.findByTestId('entry-conflict')).textContent).toBe('Someone else changed this record; reload and try again');
    expect(bodiesOf(fetch, '/inventoryEntry/save')[0]).toMatchObject({ id: '501', version: 1 });

    fireEvent.click(screen.getByTestId('entry-reload'));
    await waitFor(() => expect((screen.getByTestId('entry-facility') as HTMLInputElement).value).toBe('Boiler 2'));
    expect(screen.queryByTestId('entry-conflict')).toBeNull();
    fireEvent.click(screen.getByTestId('entry-submit'));
    await waitFor(() => expect(bodiesOf(fetch, '/inventoryEntry/save')).toHaveLength(2));
    expect(bodiesOf(fetch, '/inventoryEntry/save')[1]).toMatchObject({
      id: '501',
      version: 2,
      facility: 'Boiler 2',
      input: GAS_ENTRY.input,
    });
  });

  it('speaks Chinese: the source type, the inputs and the grades by their labels', async () => {
    mockFetch(server());
    renderAt(<EntryDialog task={TASK} section={{ scope: 2, category: null }} open onClose={() => undefined} />, '/', 'zh-CN');
    const dialog = await screen.findByTestId('entry-dialog');
    expect(dialog.textContent).toContain('外购电力（含绿电、绿证）');
    for (const label of ['用电量', '绿电电量', '绿证电量', '剩余组合排放因子', '活动数据质量', '仪器校准等级'])
      expect(dialog.textContent).toContain(label);
    expect(dialog.textContent).not.toMatch(/consumptionKwh|greenCertificateKwh|activityQuality/);
  });
});
