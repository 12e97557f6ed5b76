import { describe, expect, it } from 'vitest';
import { columnOfField, entryInputOf } from './entry-import-input.js';

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
