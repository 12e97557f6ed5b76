// Test support for the emission modules (imported by *.test.ts only, never by production code).
import fc from 'fast-check';
import { expect } from 'vitest';
import { DomainError } from '../../errors.js';
import { LOCALES } from '../../i18n/locale.js';
import { MESSAGES } from '../../i18n/messages/index.js';
import { Decimal } from '../decimal.js';
import type { EmissionResult } from '../explain.js';

/** Asserts a DomainError with `key` (code 1012001) whose key has text in all three languages. */
export function expectDomainError(fn: () => unknown, key: string): DomainError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    const err = e as DomainError;
    expect(err.key).toBe(key);
    expect(err.code).toBe(1012001);
    for (const l of LOCALES) expect(MESSAGES[l][key], `${l} ${key}`).toBeTypeOf('string');
    return err;
  }
  throw new Error(`expected DomainError ${key}`);
}

// Independent exact arithmetic for the assertions (not the module's own helper).
const Big = Decimal.clone({ precision: 500 });

/** k × x without rounding. */
export function times(k: string, x: Decimal): string {
  return new Big(k).times(x).toFixed();
}

/** Non-negative decimal string with at most `places` decimals, up to `max` in magnitude. */
export function decimalString(max: number, places: number): fc.Arbitrary<string> {
  return fc.integer({ min: 0, max: max * 10 ** places }).map((n) => new Big(n).div(10 ** places).toFixed());
}

/** Fraction in [0, 1] with at most `places` decimals. */
export function fraction(places = 4): fc.Arbitrary<string> {
  return decimalString(1, places);
}

/** Positive scale factor k with 2 decimals (so k × a stays within 10 decimals). */
export const scale = fc.integer({ min: 1, max: 100000 }).map((n) => new Big(n).div(100).toFixed());

/** Σ gasesCo2e = tco2e exactly; every figure non-negative. */
export function expectReconciled(r: EmissionResult): void {
  const sum = Object.values(r.gasesCo2e).reduce((a, b) => a.plus(b), new Big(0));
  expect(sum.equals(r.tco2e)).toBe(true);
  expect(r.tco2e.isNegative()).toBe(false);
  for (const v of [...Object.values(r.gases), ...Object.values(r.gasesCo2e)]) expect(v.isNegative()).toBe(false);
  if (r.outsideScopes) expect(r.outsideScopes.isNegative()).toBe(false);
  if (r.biogenicCo2) expect(r.biogenicCo2.isNegative()).toBe(false);
}

/** f(k·a) = k·f(a) exactly for the total and every gas. */
export function expectScaled(scaled: EmissionResult, base: EmissionResult, k: string): void {
  expect(scaled.tco2e.toFixed()).toBe(times(k, base.tco2e));
  for (const [gas, v] of Object.entries(base.gases)) expect(scaled.gases[gas]?.toFixed()).toBe(times(k, v));
  for (const [gas, v] of Object.entries(base.gasesCo2e)) expect(scaled.gasesCo2e[gas]?.toFixed()).toBe(times(k, v));
  if (base.outsideScopes) expect(scaled.outsideScopes?.toFixed()).toBe(times(k, base.outsideScopes));
  if (base.biogenicCo2) expect(scaled.biogenicCo2?.toFixed()).toBe(times(k, base.biogenicCo2));
}
