import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { toDecimal, toNonNegative } from './decimal.js';

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
