import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { LOCALES } from '../../i18n/locale.js';
import { calcSteamMessages } from '../../i18n/messages/calc-steam.js';
import { Decimal } from '../decimal.js';
import { convert, unitsOf } from './convert.js';
import { BASE_UNITS, UNITS, type UnitDimension } from './unit-table.js';

describe('conversion table', () => {
  it('has unique codes, one base unit per dimension, exact decimal factors and a source', () => {
    expect(new Set(UNITS.map((u) => u.code)).size).toBe(UNITS.length);
    for (const [dimension, base] of Object.entries(BASE_UNITS)) {
      const row = UNITS.find((u) => u.code === base);
      expect(row?.dimension).toBe(dimension);
      expect(row?.toBase).toBe('1');
    }
    for (const u of UNITS) {
      expect(new Decimal(u.toBase).isPositive()).toBe(true);
      expect(u.source.length).toBeGreaterThan(5);
    }
  });
  it('labels every unit in all three languages', () => {
    for (const u of UNITS) for (const locale of LOCALES) expect(calcSteamMessages[locale][u.labelKey]).toBeTruthy();
  });
  it('unitsOf lists one dimension', () => {
    expect(unitsOf('money').map((u) => u.code)).toEqual(['yuan', '10^4yuan']);
    expect(unitsOf('energy').every((u) => u.dimension === 'energy')).toBe(true);
  });
});

describe('convert', () => {
  it.each([
    // Hand values from the unit definitions.
    ['1', 'tce', 'GJ', '29.3076'], // 7000 kcal × 4.1868 kJ/kcal = 29 307.6 kJ per kgce
    ['1', 'kgce', 'MJ', '29.3076'],
    ['1', '10^4kWh', 'GJ', '36'], // 10⁴ × 3.6 MJ
    ['1', 'MWh', 'GJ', '3.6'],
    ['2.5', 'kWh', 'MJ', '9'],
    ['1', 'Gcal', 'GJ', '4.1868'],
    ['1', 'kcal', 'kJ', '4.1868'],
    ['1', 'MMBtu', 'GJ', '1.05505585262'], // 10⁶ × 1055.05585262 J
    ['10', 'therm', 'MMBtu', '1'],
    ['1', 'TJ', 'GJ', '1000'],
    ['1000000000', 'J', 'GJ', '1'],
    ['3.6', 'GJ', 'MWh', '1'],
    ['29.3076', 'GJ', 'tce', '1'],
    ['1500', 'kg', 't', '1.5'],
    ['2', 'kt', '10^4t', '0.2'],
    ['1', 'lb', 'kg', '0.45359237'],
    ['2500', 'L', 'm3', '2.5'],
    ['1', '10^4m3', 'm3', '10000'],
    ['1', 'mi', 'm', '1609.344'],
    ['12345.67', 'yuan', '10^4yuan', '1.234567'],
  ])('%s %s = %s %s', (value, from, to, expected) => {
    expect(convert(value, from, to).toString()).toBe(new Decimal(expected).toString());
  });
  it('1 GJ = 1/29.3076 tce, and back to exactly 1', () => {
    const tce = convert(1, 'GJ', 'tce');
    // 1/29.3076 = 0.034120842375356562…
    expect(tce.toFixed(12)).toBe('0.034120842375');
    expect(convert(tce, 'tce', 'GJ').toString()).toBe('1');
  });
  it('refuses unknown units and mixed dimensions', () => {
    const unknown = (): unknown => convert(1, 'furlong', 'km');
    expect(unknown).toThrow(DomainError);
    try {
      convert(1, 'kg', 'GJ');
      expect.unreachable();
    } catch (e) {
      expect((e as DomainError).code).toBe(1012001);
      expect((e as DomainError).key).toBe('calc.units.incompatible');
    }
    for (const key of ['calc.units.unknown', 'calc.units.incompatible']) {
      for (const locale of LOCALES) expect(calcSteamMessages[locale][key]).toBeTruthy();
    }
  });
});

/** Decimal strings with up to 10 decimals and up to 12 integer digits, either sign. */
const valueArb = fc
  .tuple(fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n }), fc.integer({ min: 0, max: 10 }))
  .map(([n, scale]) => new Decimal(n.toString()).div(new Decimal(10).pow(scale)).toString());

const dimensions: UnitDimension[] = ['energy', 'mass', 'volume', 'distance', 'money'];
const pairArb = fc
  .constantFrom(...dimensions)
  .chain((d) => fc.tuple(fc.constantFrom(...unitsOf(d).map((u) => u.code)), fc.constantFrom(...unitsOf(d).map((u) => u.code))));

describe('properties', () => {
  it('a → b → a returns a exactly', () => {
    fc.assert(
      fc.property(valueArb, pairArb, (a, [from, to]) => {
        const back = convert(convert(a, from, to), to, from);
        expect(back.equals(new Decimal(a))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
  it('into the base unit is the exact product with the table factor', () => {
    fc.assert(
      fc.property(valueArb, fc.constantFrom(...UNITS), (a, unit) => {
        const exact = Decimal.clone({ precision: 100 });
        const expected = new exact(a).times(unit.toBase);
        expect(convert(a, unit.code, BASE_UNITS[unit.dimension]).equals(expected)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
