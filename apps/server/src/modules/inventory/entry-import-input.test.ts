import { describe, expect, it } from 'vitest';
import type { ResolvedFactor } from '@carbon/domain';
import { columnOfField, entryInputOf, ipccWithFuel } from './entry-import-input.js';

const row = (ref: Partial<ResolvedFactor>): ResolvedFactor => ({
  id: '1',
  code: 'X',
  factorVersion: 'v1',
  name: 'x',
  gas: '',
  value: '0',
  factorUnit: '',
  gasUnit: '',
  activityUnit: '',
  sourceTitle: '',
  ...ref,
});

describe('entryInputOf: the engine input from the parameter columns (issue 25 item 7)', () => {
  it('puts each column at its engine input, nested stages included', () => {
    const { input, faults } = entryInputOf('en-US', {
      sourceType: 'refrigerant-screening',
      refrigerant: 'R-134a',
      operationCharge: '10',
      operationAnnualLeakRate: '0.1',
      operationYears: '1',
    });
    expect(faults).toEqual([]);
    expect(input).toEqual({
      type: 'refrigerant-screening',
      refrigerant: 'R-134a',
      operation: { charge: '10', annualLeakRate: '0.1', years: '1' },
    });
  });

  it('reads the earlier template’s cell too; a column’s value wins over it', () => {
    const { input } = entryInputOf('en-US', {
      sourceType: 'electricity-location',
      parameters: 'kwh=1000; gridFactor=0.4',
      gridFactor: '0.5',
    });
    expect(input).toEqual({ type: 'electricity-location', kwh: '1000', gridFactor: '0.5' });
  });

  it('names every faulty cell: a word for a number, a column the method does not use, a missing input', () => {
    const { input, faults } = entryInputOf('en-US', { sourceType: 'electricity-market', greenPowerKwh: 'lots', kwh: '5', massT: '2' });
    expect(input).toBeUndefined();
    expect(faults.map((f) => [f.column, f.key])).toEqual([
      ['kwh', 'inventory.import.notForMethod'],
      ['greenPowerKwh', 'inventory.import.number'],
      ['massT', 'inventory.import.notForMethod'],
      ['consumptionKwh', 'imports.reason.required'],
    ]);
    expect(faults[0]!.params).toEqual({ method: 'Purchased electricity (with green power and certificates)' });
  });

  it('a fuel only where fuel is burnt, and not together with a factor code', () => {
    const onGrid = entryInputOf('en-US', { sourceType: 'electricity-location', kwh: '1', fuel: 'CN-FUEL-NG' });
    expect(onGrid.faults.map((f) => f.column)).toEqual(['fuel']);
    const both = entryInputOf('en-US', { sourceType: 'combustion-ipcc', energyTJ: '1', fuel: 'IPCC2006-FUEL-NG', factorCode: 'X' });
    expect(both.faults.map((f) => [f.column, f.key])).toEqual([['fuel', 'inventory.import.fuelAndFactor']]);
  });

  it('a fuel brings the unit its calorific value is per when the row names none', () => {
    expect(entryInputOf('en-US', { sourceType: 'combustion-cn', consumption: '1', fuel: 'CN-FUEL-NG' }).input).toMatchObject({
      consumptionUnit: '10^4 Nm3',
    });
    expect(entryInputOf('en-US', { sourceType: 'combustion-cn', consumption: '1', fuel: 'CN-FUEL-DIESEL' }).input).toMatchObject({
      consumptionUnit: 't',
    });
  });

  it('an engine refusal lands on the column of its field', () => {
    expect(columnOfField('gridFactor', { gridFactor: '-1' })).toBe('gridFactor');
    expect(columnOfField('gridFactor', { parameters: 'kwh=1' })).toBe('parameters');
    expect(columnOfField('factorId', { fuel: 'CN-FUEL-NG' })).toBe('fuel');
    expect(columnOfField('factorId', { factorCode: 'X' })).toBe('factorCode');
  });
});

describe('ipccWithFuel: a fuel’s set as IPCC Tier 1 factors', () => {
  const set = {
    CC: row({ value: '20.2' }),
    OF: row({ value: '100' }),
    'CH4-S': row({ value: '3' }),
    'N2O-S': row({ value: '0.6' }),
    'CH4-M': row({ value: '3.9' }),
    'N2O-M': row({ value: '3.9' }),
  };

  it('CO2 = CC × OF × 44/12 × 1000 (20.2 × 1 × 44/12 × 1000 = 74,066.6667 kg/TJ); CH4 and N2O stationary or mobile', () => {
    expect(ipccWithFuel({ type: 'combustion-ipcc', energyTJ: '1' }, set)).toEqual({
      input: { type: 'combustion-ipcc', energyTJ: '1', co2KgPerTJ: '74066.6667', ch4KgPerTJ: '3', n2oKgPerTJ: '0.6' },
      missing: [],
    });
    expect(ipccWithFuel({ type: 'combustion-ipcc', energyTJ: '1', sourceType: 'mobile', co2KgPerTJ: '74100' }, set).input).toMatchObject({
      co2KgPerTJ: '74100',
      ch4KgPerTJ: '3.9',
      n2oKgPerTJ: '3.9',
    });
  });

  it('names what the set lacks (a coal has no mobile factors)', () => {
    const coal = { CC: set.CC, OF: set.OF, 'CH4-S': set['CH4-S'], 'N2O-S': set['N2O-S'] };
    expect(ipccWithFuel({ type: 'combustion-ipcc', energyTJ: '1', sourceType: 'mobile' }, coal).missing).toEqual([
      'ch4KgPerTJ',
      'n2oKgPerTJ',
    ]);
  });
});
