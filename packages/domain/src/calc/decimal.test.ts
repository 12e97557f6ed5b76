import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { optNonNegative, toDecimal, toFraction, toNonNegative } from './decimal.js';

describe('toDecimal', () => {
  it('accepts numbers and decimal strings exactly', () => {
    expect(toDecimal('0.1').plus(toDecimal('0.2')).toString()).toBe('0.3');
    expect(toDecimal(12.5).toString()).toBe('12.5');
  });
  it.each([['abc'], [Number.NaN], [Number.POSITIVE_INFINITY], ['1e309x']])('rejects %s', (v) => {
    expect(() => toDecimal(v as string)).toThrow(DomainError);
  });
  it('rejects more than 10 decimals and names the field', () => {
    try {
      toDecimal('1.12345678901', 'mass');
      expect.unreachable();
    } catch (e) {
      expect((e as DomainError).code).toBe(1012001);
      expect((e as DomainError).field).toBe('mass');
      expect((e as DomainError).params.max).toBe(10);
    }
  });
  it('toNonNegative refuses negatives', () => {
    expect(() => toNonNegative('-1')).toThrow(DomainError);
    expect(toNonNegative('0').isZero()).toBe(true);
  });
});

describe('toFraction / optNonNegative', () => {
  it.each(['0', '0.5', '1'])('toFraction accepts %s', (v) => {
    expect(toFraction(v, 'rate').toString()).toBe(v);
  });
  it.each([
    ['1.0000000001', 'calc.emissions.fractionOutOfRange'],
    ['-0.1', 'calc.negative'],
  ])('toFraction rejects %s', (v, key) => {
    try {
      toFraction(v, 'rate');
      expect.unreachable();
    } catch (e) {
      expect((e as DomainError).key).toBe(key);
      expect((e as DomainError).field).toBe('rate');
    }
  });
  it('optNonNegative is zero when absent and validates when present', () => {
    expect(optNonNegative(undefined, 'x').isZero()).toBe(true);
    expect(optNonNegative('2.5', 'x').toString()).toBe('2.5');
    expect(() => optNonNegative('-1', 'x')).toThrow(DomainError);
  });
});
