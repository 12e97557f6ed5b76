import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { LOCALES } from '../i18n/locale.js';
import { MESSAGES } from '../i18n/messages/index.js';
import { calculateSource, emissionResultToWire, emissionSourceInput, type ResolvedFactor, type SourceContext } from './source.js';

const AR4: SourceContext = { gwpSet: 'AR4' };
const AR5: SourceContext = { gwpSet: 'AR5' };
const AR6: SourceContext = { gwpSet: 'AR6' };

/** A library row as the server resolves it. */
const factor = (over: Partial<ResolvedFactor>): ResolvedFactor => ({
  id: '42',
  code: 'TEST',
  factorVersion: 'v1',
  name: 'test factor',
  gas: 'CO2',
  value: '1',
  factorUnit: 'kg/TJ',
  gasUnit: 'kg',
  activityUnit: 'TJ',
  sourceTitle: 'test source',
  ...over,
});

const run = (source: unknown, ctx: SourceContext) => emissionResultToWire(calculateSource(emissionSourceInput.parse(source), ctx));

function domainError(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('no error thrown');
}

// Expected values computed by hand from the formulas of ghg-calculations.md (§1–§6) and GWP table §3.
describe('calculateSource with inline parameters', () => {
  it.each([
    // 10 ×10⁴Nm³ × 389.31 GJ × 0.0153 tC/GJ × 0.99 × 44/12 = 216.2188809 t
    [
      'combustion-cn natural gas',
      {
        type: 'combustion-cn',
        consumption: '10',
        consumptionUnit: '10^4 Nm3',
        ncv: '389.31',
        carbonContent: '15.30',
        carbonContentUnit: 'tC/TJ',
        oxidationRate: '0.99',
      },
      AR6,
      '216.2188809',
    ],
    // 100 TJ: CO2 5610 t + CH4 0.1 t × 28 + N2O 0.01 t × 265 = 5615.45
    [
      'combustion-ipcc AR5',
      { type: 'combustion-ipcc', energyTJ: '100', co2KgPerTJ: '56100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' },
      AR5,
      '5615.45',
    ],
    // AR6: 5610 + 0.1 × 27.9 + 0.01 × 273 = 5615.52
    [
      'combustion-ipcc AR6',
      { type: 'combustion-ipcc', energyTJ: '100', co2KgPerTJ: '56100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' },
      AR6,
      '5615.52',
    ],
    // 1000 MWh × 0.5366 t/MWh
    ['electricity-location MWh', { type: 'electricity-location', mwh: '1000', gridFactor: '0.5366' }, AR6, '536.6'],
    // (100000 − 20000 − 30000) kWh = 50 MWh × 0.5366
    [
      'electricity-market',
      { type: 'electricity-market', consumptionKwh: '100000', greenPowerKwh: '20000', greenCertificateKwh: '30000', gridFactor: '0.5366' },
      AR6,
      '26.83',
    ],
    // 100 t × (80 − 20) × 4.1868 / 1000 = 25.1208 GJ × 0.11
    ['hot-water', { type: 'hot-water', massT: '100', temperatureC: '80', heatFactor: '0.11' }, AR6, '2.763288'],
    // 10000 kg COD × 0.25 × 0.5 = 1250 kg CH4 = 1.25 t × 27.0 (non-fossil, AR6)
    ['wastewater defaults', { type: 'wastewater', tow: '10000' }, AR6, '33.75'],
    // 100 kg × 0.1 × 1 yr = 10 kg HFC-134a × 1430 (AR4)
    [
      'refrigerant-screening',
      { type: 'refrigerant-screening', refrigerant: 'HFC-134a', operation: { charge: '100', annualLeakRate: '0.1', years: '1' } },
      AR4,
      '14.3',
    ],
    // 10 kg R-410A (50/50 HFC-32/125) × (0.5 × 677 + 0.5 × 3170) = 0.01 × 1923.5
    ['refrigerant-simplified', { type: 'refrigerant-simplified', refrigerant: 'R-410A', servicing: '10' }, AR5, '19.235'],
    // (50 − 30) + 10 = 30 kg HFC-134a × 1530 (AR6)
    [
      'refrigerant-mass-balance',
      { type: 'refrigerant-mass-balance', refrigerant: 'HFC-134a', inventoryBegin: '50', inventoryEnd: '30', purchased: '10' },
      AR6,
      '45.9',
    ],
    // 20 t × 500 km × 0.1 kg/tkm / 1000
    ['scope3-distance', { type: 'scope3-distance', category: 4, massT: '20', distanceKm: '500', factorKgCo2ePerTkm: '0.1' }, AR6, '1'],
    // 12 t × 1850 kg/t / 1000
    ['scope3-average', { type: 'scope3-average', category: 1, quantity: '12', unit: 't', factor: '1850' }, AR6, '22.2'],
  ])('%s', (_label, source, ctx, tco2e) => {
    expect(run(source, ctx).tco2e).toBe(tco2e);
  });

  it('biomass CO2 is reported separately: 10 TJ × 112000 kg/TJ = 1120 t; CH4 0.3 t × 27.0 + N2O 0.04 t × 273', () => {
    const r = run({ type: 'biomass', energyTJ: '10', co2KgPerTJ: '112000', ch4KgPerTJ: '30', n2oKgPerTJ: '4' }, AR6);
    expect(r.biogenicCo2).toBe('1120');
    expect(r.tco2e).toBe('19.02');
  });

  it('R-22 is a memo item outside the scope totals (10 kg × 1960, AR6)', () => {
    const r = run({ type: 'refrigerant-simplified', refrigerant: 'R-22', servicing: '10' }, AR6);
    expect(r.tco2e).toBe('0');
    expect(r.outsideScopes).toBe('19.6');
  });

  it('scope3 spend converts with the period rate: 10000 CNY × 0.14 USD/CNY × 0.5 kg/USD = 0.7 t', () => {
    const rates = (c: string, y: number, m: number) => (c === 'CNY' && y === 2024 && m === 3 ? '0.14' : undefined);
    const r = run(
      { type: 'scope3-spend', category: 1, amount: '10000', currency: 'CNY', year: 2024, month: 3, factorKgCo2ePerUsd: '0.5' },
      { ...AR6, rates },
    );
    expect(r.tco2e).toBe('0.7');
    expect(r.explanation.inputs.find((i) => i.name === 'exchangeRate')?.value).toBe('0.14');
  });

  it('a missing exchange rate names currency and period, never a silent 1.0', () => {
    const e = domainError(() =>
      run({ type: 'scope3-spend', category: 1, amount: '10000', currency: 'CNY', year: 2024, month: 3, factorKgCo2ePerUsd: '0.5' }, AR6),
    );
    expect(e.code).toBe(1012001);
    expect(e.key).toBe('calc.scope3.missingExchangeRate');
    expect(e.params).toEqual({ currency: 'CNY', period: '2024-03' });
  });
});

describe('steam sources', () => {
  const enthalpy = (r: ReturnType<typeof run>) => Number(r.explanation.inputs.find((i) => i.name === 'enthalpy')?.value);

  it('saturated steam at 180 °C: h″ ≈ 2777.2 kJ/kg (steam tables); 10 t → 10 × (h − 83.74)/1000 GJ × 0.11', () => {
    const r = run({ type: 'steam', state: 'saturated', temperatureC: '180', massT: '10', heatFactor: '0.11' }, AR6);
    expect(enthalpy(r)).toBeCloseTo(2777.2, 0);
    expect(Number(r.tco2e)).toBeCloseTo(((10 * (2777.2 - 83.74)) / 1000) * 0.11, 2);
  });

  it('25 MPa and 400 °C (IF97 region 3) gives a value: h ≈ 2580 kJ/kg (steam tables)', () => {
    const r = run({ type: 'steam', state: 'superheated', temperatureC: '400', pressureMPa: '25', massT: '1', heatFactor: '0.11' }, AR6);
    expect(Math.abs(enthalpy(r) - 2580.2)).toBeLessThan(3);
    expect(Number(r.tco2e)).toBeGreaterThan(0);
  });

  it('1.0 MPa and 150 °C declared superheated is refused (below T_s = 179.9 °C)', () => {
    const e = domainError(() =>
      run({ type: 'steam', state: 'superheated', temperatureC: '150', pressureMPa: '1.0', massT: '1', heatFactor: '0.11' }, AR6),
    );
    expect(e.code).toBe(1012001);
    expect(e.key).toBe('calc.steam.notSuperheated');
  });

  it('superheated steam without a pressure names the field', () => {
    const e = domainError(() => run({ type: 'steam', state: 'superheated', temperatureC: '200', massT: '1', heatFactor: '0.11' }, AR6));
    expect(e.key).toBe('calc.source.parameterRequired');
    expect(e.field).toBe('pressureMPa');
  });
});

describe('calculateSource with a library factor', () => {
  it('an IPCC CO2 row fills the CO2 factor and goes into the explanation with id and version', () => {
    const f = factor({ id: '7', code: 'IPCC2006-SC-NG-CO2', factorVersion: 'IPCC-2006', value: '56100' });
    const r = run({ type: 'combustion-ipcc', energyTJ: '100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' }, { ...AR5, factor: f });
    expect(r.tco2e).toBe('5615.45');
    expect(r.explanation.factors[0]).toMatchObject({ id: '7', version: 'IPCC-2006' });
    expect(r.explanation.inputs).toContainEqual(expect.objectContaining({ name: 'libraryFactor', value: '56100', unit: 'kg/TJ' }));
  });

  it('a grid factor in kgCO2/kWh is used as tCO2/MWh: 250000 kWh × 0.5366 = 134.15 t', () => {
    const f = factor({ gas: 'CO2', value: '0.5366', factorUnit: 'kgCO2/kWh', gasUnit: 'kg', activityUnit: 'kWh' });
    expect(run({ type: 'electricity-location', kwh: '250000' }, { ...AR6, factor: f }).tco2e).toBe('134.15');
  });

  it.each([
    ['tC/TJ', 'tC', 'TJ', '15.30', { ncv: '389.31', oxidationRate: '0.99' }],
    ['%', '%', '%', '99', { ncv: '389.31', carbonContent: '0.0153' }],
    ['GJ/10^4Nm3', 'GJ', '10^4Nm3', '389.31', { carbonContent: '0.0153', oxidationRate: '0.99' }],
  ])('a Chinese guideline %s row fills its parameter (216.2188809 t)', (factorUnit, gasUnit, activityUnit, value, rest) => {
    const f = factor({ gas: factorUnit === 'GJ/10^4Nm3' ? '' : 'CO2', value, factorUnit, gasUnit, activityUnit });
    const source = { type: 'combustion-cn', consumption: '10', consumptionUnit: '10^4 Nm3', ...rest };
    expect(run(source, { ...AR6, factor: f }).tco2e).toBe('216.2188809');
  });

  it('a heat factor 0.11 tCO2/GJ for hot water', () => {
    const f = factor({ value: '0.11', factorUnit: 'tCO2/GJ', gasUnit: 't', activityUnit: 'GJ' });
    expect(run({ type: 'hot-water', massT: '100', temperatureC: '80' }, { ...AR6, factor: f }).tco2e).toBe('2.763288');
  });

  it('a per-kg average-data factor converts to the quantity unit: 12 t × 1.85 kg/kg', () => {
    const f = factor({ gas: 'CO2e', value: '1.85', factorUnit: 'kgCO2e/kg', gasUnit: 'kg', activityUnit: 'kg' });
    expect(run({ type: 'scope3-average', category: 1, quantity: '12', unit: 't' }, { ...AR6, factor: f }).tco2e).toBe('22.2');
  });

  it('a factor whose unit does not fit is refused naming the factor', () => {
    const ncv = factor({ code: 'CN-FUEL-NG-NCV', gas: '', value: '42.652', factorUnit: 'GJ/t', gasUnit: 'GJ', activityUnit: 't' });
    const e = domainError(() => run({ type: 'electricity-location', mwh: '1' }, { ...AR6, factor: ncv }));
    expect(e.key).toBe('calc.source.factorUnitMismatch');
    expect(e.params.code).toBe('CN-FUEL-NG-NCV');
  });

  it('wastewater and refrigerants take no library factor', () => {
    const e = domainError(() => run({ type: 'wastewater', tow: '1' }, { ...AR6, factor: factor({}) }));
    expect(e.key).toBe('calc.source.factorNotApplicable');
  });

  it('a missing parameter names the field', () => {
    const e = domainError(() => run({ type: 'electricity-location', mwh: '1' }, AR6));
    expect(e.field).toBe('gridFactor');
  });
});

describe('messages', () => {
  it('every key calculateSource throws exists in the three languages', () => {
    for (const key of [
      'calc.source.parameterRequired',
      'calc.source.factorUnitMismatch',
      'calc.source.factorNotApplicable',
      'calc.source.unknownFactor',
    ]) {
      for (const locale of LOCALES) expect(MESSAGES[locale][key], `${locale} ${key}`).toBeTruthy();
    }
  });
});
