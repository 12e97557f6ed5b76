import { describe, expect, it } from 'vitest';
import { rateProblem } from './exchange-rate-rules';

const t = (key: string) => key;

describe('rateProblem', () => {
  it.each([
    ['7.1', null],
    ['0.00004', null], // USD per VND is about 0.00004: tiny rates must pass
    ['1', null],
    ['0', 'validation.ratePositive'],
    ['0.000', 'validation.ratePositive'],
    ['-1', 'validation.ratePositive'],
    ['1e-5', 'validation.rate'],
    ['abc', 'validation.rate'],
    ['1.123456789012345678901', 'validation.rateDecimals'], // 21 decimals
  ])('%s → %s', (value, expected) => {
    expect(rateProblem(value, t)).toBe(expected);
  });
});
