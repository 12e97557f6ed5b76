import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../errors.js';
import { LOCALES } from '../../i18n/locale.js';
import { MESSAGES, translate } from '../../i18n/messages/index.js';
import { Decimal } from '../decimal.js';
import type { ExchangeRateLookup } from './exchange-rate.js';
import { scope3AverageData, scope3DistanceBased, scope3SpendBased } from './scope3.js';

/** A tiny exchange-rate table: USD per unit of currency, by YYYY-MM. */
const TABLE: Record<string, string> = { 'CNY 2024-03': '0.14', 'EUR 2024-03': '1.08', 'CNY 2024-04': '0.138' };
const rates: ExchangeRateLookup = (currency, year, month) => TABLE[`${currency} ${year}-${String(month).padStart(2, '0')}`];
const MARCH = { year: 2024, month: 3 };

function domainError(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
}

describe('scope3SpendBased', () => {
  it.each([
    // 10000 CNY × 0.14 USD/CNY = 1400 USD; × 0.5 kg/USD = 700 kg = 0.7 t
    ['CNY', '10000', MARCH, '0.5', '0.7', '0.14'],
    // 10000 CNY × 0.138 = 1380 USD; × 0.5 = 690 kg = 0.69 t (April row)
    ['cny', '10000', { year: 2024, month: 4 }, '0.5', '0.69', '0.138'],
    // 1234.56 EUR × 1.08 = 1333.3248 USD; × 0.25 = 333.3312 kg = 0.3333312 t
    ['EUR', '1234.56', MARCH, '0.25', '0.3333312', '1.08'],
    // 2500 USD × 1 × 0.32 = 800 kg = 0.8 t
    ['USD', '2500', MARCH, '0.32', '0.8', '1'],
  ])('%s %s at %o, EF %s kg/USD → %s t (rate %s)', (currency, amount, period, factor, expected, rate) => {
    const r = scope3SpendBased({ category: 1, amount, currency, period, factorKgCo2ePerUsd: factor, rates });
    expect(r.tco2e.toString()).toBe(expected);
    expect(r.gasesCo2e.CO2e?.toString()).toBe(expected);
    const used = r.explanation.inputs.find((i) => i.name === 'exchangeRate');
    expect(used?.value).toBe(rate);
    expect(used?.unit).toBe(`USD/${currency.toUpperCase()}`);
    expect(r.explanation.method).toBe('scope3.spend-based');
  });

  it('names the rate period in the explanation', () => {
    const r = scope3SpendBased({ category: 2, amount: 1, currency: 'CNY', period: MARCH, factorKgCo2ePerUsd: 1, rates });
    expect(r.explanation.inputs.find((i) => i.name === 'exchangeRate')?.source).toBe('exchange-rate CNY 2024-03');
  });

  it('USD converts at 1 without consulting the table', () => {
    const lookup = vi.fn<ExchangeRateLookup>(() => undefined);
    const r = scope3SpendBased({ category: 1, amount: 100, currency: 'USD', period: MARCH, factorKgCo2ePerUsd: 2, rates: lookup });
    expect(lookup).not.toHaveBeenCalled();
    // 100 × 1 × 2 = 200 kg = 0.2 t
    expect(r.tco2e.toString()).toBe('0.2');
    expect(r.explanation.notes).toContain('calc.scope3.note.usdIdentity');
  });

  it('a missing rate is an error naming the currency and period, never a silent 1.0', () => {
    const e = domainError(() =>
      scope3SpendBased({ category: 1, amount: 100, currency: 'JPY', period: MARCH, factorKgCo2ePerUsd: 1, rates }),
    );
    expect(e.key).toBe('calc.scope3.missingExchangeRate');
    expect(e.params).toEqual({ currency: 'JPY', period: '2024-03' });
    for (const locale of LOCALES) {
      const text = translate(locale, e.key, e.params);
      expect(text).toContain('JPY');
      expect(text).toContain('2024-03');
    }
    // CNY exists for March and April but not May.
    const may = domainError(() =>
      scope3SpendBased({ category: 1, amount: 1, currency: 'CNY', period: { year: 2024, month: 5 }, factorKgCo2ePerUsd: 1, rates }),
    );
    expect(may.params).toEqual({ currency: 'CNY', period: '2024-05' });
  });

  it('factor per unit of the spend currency needs no rate: 5000 CNY × 0.07 kg/CNY = 350 kg = 0.35 t', () => {
    const r = scope3SpendBased({ category: 1, amount: 5000, currency: 'CNY', period: MARCH, factorKgCo2ePerCurrencyUnit: '0.07' });
    expect(r.tco2e.toString()).toBe('0.35');
    expect(r.explanation.inputs.some((i) => i.name === 'exchangeRate')).toBe(false);
  });

  it.each([
    ['calc.scope3.invalidExchangeRate', { currency: 'CNY', rates: () => '0' }],
    ['calc.scope3.invalidExchangeRate', { currency: 'CNY', rates: () => '-0.14' }],
    ['calc.scope3.invalidCurrency', { currency: 'RMB1' }],
    ['calc.scope3.invalidPeriod', { period: { year: 2024, month: 13 } }],
    ['calc.scope3.invalidPeriod', { period: { year: 2024.5, month: 1 } }],
    ['calc.scope3.invalidCategory', { category: 16 }],
    ['calc.negative', { amount: '-1' }],
    ['calc.negative', { factorKgCo2ePerUsd: '-0.1' }],
  ])('rejects bad input with %s', (key, patch) => {
    const base = { category: 1, amount: 10, currency: 'CNY', period: MARCH, factorKgCo2ePerUsd: 1, rates };
    const e = domainError(() => scope3SpendBased({ ...base, ...patch } as Parameters<typeof scope3SpendBased>[0]));
    expect(e.key).toBe(key);
    for (const locale of LOCALES) expect(MESSAGES[locale][key], `${locale} ${key}`).toBeTruthy();
  });
});

describe('scope3DistanceBased', () => {
  it.each([
    // 20 t × 500 km = 10000 t·km; × 0.062 kg/t·km = 620 kg = 0.62 t
    ['20', '500', '0.062', '10000', '0.62'],
    // 1.5 t × 1200 km = 1800 t·km; × 0.1 = 180 kg = 0.18 t
    ['1.5', '1200', '0.1', '1800', '0.18'],
    ['0', '1200', '0.1', '0', '0'],
  ])('%s t × %s km × %s kg/t·km → %s t·km, %s t', (massT, distanceKm, factor, tkm, expected) => {
    const r = scope3DistanceBased({ category: 4, massT, distanceKm, factorKgCo2ePerTkm: factor });
    expect(r.tco2e.toString()).toBe(expected);
    expect(r.explanation.inputs.find((i) => i.name === 'tonneKm')?.value).toBe(tkm);
    expect(r.explanation.method).toBe('scope3.distance-based');
  });

  it('validates the category', () => {
    expect(() => scope3DistanceBased({ category: 0, massT: 1, distanceKm: 1, factorKgCo2ePerTkm: 1 })).toThrow(DomainError);
  });
});

describe('scope3AverageData', () => {
  it.each([
    // 12 t steel × 1850 kgCO2e/t = 22200 kg = 22.2 t
    [1, '12', 't', '1850', '22.2'],
    // 300 room-nights × 15.5 kgCO2e/night = 4650 kg = 4.65 t
    [6, '300', 'night', '15.5', '4.65'],
  ])('category %i: %s %s × %s → %s t', (category, quantity, unit, factor, expected) => {
    const r = scope3AverageData({ category, quantity, unit, factor, factorRef: { id: 'F1', version: 'v1' } });
    expect(r.tco2e.toString()).toBe(expected);
    expect(r.explanation.factors).toEqual([{ id: 'F1', version: 'v1' }]);
    expect(r.explanation.inputs.find((i) => i.name === 'factor')?.unit).toBe(`kgCO2e/${unit}`);
  });
});

/** Non-negative decimals with at most 6 decimals, as strings (well within the 10-decimal limit). */
const qty = fc
  .tuple(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 6 }))
  .map(([n, d]) => new Decimal(`${n}e-${d}`).toFixed());
const category = fc.integer({ min: 1, max: 15 });

/** The test's own arithmetic must not round either: 200 digits is ample for these products. */
const Big = Decimal.clone({ precision: 200 });
const times = (d: Decimal, k: number) => new Big(d).times(k);

describe('scope3 properties', () => {
  it('emissions are never negative', () => {
    fc.assert(
      fc.property(category, qty, qty, qty, (cat, a, b, c) => {
        expect(
          scope3SpendBased({ category: cat, amount: a, currency: 'CNY', period: MARCH, factorKgCo2ePerUsd: b, rates }).tco2e.isNegative(),
        ).toBe(false);
        expect(scope3DistanceBased({ category: cat, massT: a, distanceKm: b, factorKgCo2ePerTkm: c }).tco2e.isNegative()).toBe(false);
        expect(scope3AverageData({ category: cat, quantity: a, unit: 't', factor: b }).tco2e.isNegative()).toBe(false);
      }),
    );
  });

  it('is exactly linear in activity: f(k·a) = k·f(a)', () => {
    fc.assert(
      fc.property(category, qty, qty, fc.integer({ min: 0, max: 10_000 }), (cat, a, f, k) => {
        const ka = new Decimal(a).times(k).toFixed();
        const spend = (amount: string) =>
          scope3SpendBased({ category: cat, amount, currency: 'EUR', period: MARCH, factorKgCo2ePerUsd: f, rates }).tco2e;
        expect(spend(ka).eq(times(spend(a), k))).toBe(true);
        const dist = (m: string) => scope3DistanceBased({ category: cat, massT: m, distanceKm: '250.5', factorKgCo2ePerTkm: f }).tco2e;
        expect(dist(ka).eq(times(dist(a), k))).toBe(true);
        const avg = (q: string) => scope3AverageData({ category: cat, quantity: q, unit: 'kWh', factor: f }).tco2e;
        expect(avg(ka).eq(times(avg(a), k))).toBe(true);
      }),
    );
  });
});
