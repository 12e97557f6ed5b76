import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FACTOR_SEED, type FactorRow } from '@carbon/domain';
import { mockFetch, ok, renderAt } from '../../../test-utils';
import { EntryDialog } from './entry-dialog';
import { bodiesOf, engine, GAS_ENTRY, page, TASK } from './fill-fixtures';

/** The natural-gas set of the seeded library as the factor page returns it. */
const NG_SET: FactorRow[] = FACTOR_SEED.filter((r) => r.code.startsWith('CN-FUEL-NG-')).map((r, i) => ({
  id: String(500 + i),
  tableCode: r.table,
  class1: r.class1,
  class2: r.class2,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  code: r.code,
  factorVersion: r.version,
  country: r.country,
  sector: r.sector,
  gas: r.gas,
  value: r.value,
  factorUnit: r.factorUnit,
  gasUnit: r.gasUnit,
  activityUnit: r.activityUnit,
  sourceTitle: r.sourceTitle,
  sourceYear: r.sourceYear,
  sourceUrl: r.sourceUrl,
  validFrom: r.validFrom,
  validTo: r.validTo,
  note: r.note ?? null,
  status: 1,
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
}));
const NCV = NG_SET.find((r) => r.code === 'CN-FUEL-NG-NCV')!;

const field = (name: string) => screen.getByTestId(`entry-field-${name}`) as HTMLInputElement;

describe('EntryDialog: picking a fuel', () => {
  it('offers fuels for guideline combustion and fills every parameter of the chosen one, with the library units', async () => {
    const fetch = mockFetch((path, init) => {
      if (path === '/calc/preview') {
        const body = JSON.parse(String(init?.body)) as { source: unknown; gwpSet: 'AR5' };
        return ok(engine(body.source, body.gwpSet));
      }
      if (path === '/factor/page') return ok(page(NG_SET));
      if (path === '/inventoryEntry/save') return ok({ ...GAS_ENTRY, ...(JSON.parse(String(init?.body)) as object) });
      return ok(null);
    });
    renderAt(<EntryDialog task={TASK} section={{ scope: 1, category: null }} open onClose={() => undefined} />);
    await screen.findByTestId('entry-dialog');
    // The list asked for is the fuels' (one row per fuel), not every factor.
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).includes('/factor/page') && String(u).includes('kind=fuel'))).toBe(true),
    );

    const select = screen.getByTestId('entry-factor');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    fireEvent.click(await screen.findByText(`CN-FUEL-NG-NCV · ${NCV.nameEn} · CN-NDRC-2015`));

    // NCV, carbon content and oxidation rate all filled (99 %: the library's percent as a fraction), the unit the NCV's.
    await waitFor(() => expect(field('ncv').value).toBe('389.31'));
    expect(field('carbonContent').value).toBe('15.30');
    expect(field('oxidationRate').value).toBe('0.99');
    expect(screen.getByTestId('entry-field-ncv').closest('.ant-input-affix-wrapper')?.textContent).toContain('GJ/10⁴Nm³');
    expect(document.body.textContent).not.toContain('GJ/unit');

    fireEvent.change(field('consumption'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('entry-submit'));
    await waitFor(() => expect(bodiesOf(fetch, '/inventoryEntry/save')).toHaveLength(1));
    expect(bodiesOf(fetch, '/inventoryEntry/save')[0]).toMatchObject({
      factorId: NCV.id,
      input: {
        type: 'combustion-cn',
        consumption: '100',
        consumptionUnit: '10^4 Nm3',
        ncv: '389.31',
        carbonContent: '15.30',
        carbonContentUnit: 'tC/TJ',
        oxidationRate: '0.99',
      },
    });
  });
});
