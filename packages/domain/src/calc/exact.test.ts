import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal.js';
import { add, milli, mul, sub, sum } from './exact.js';

const d = (s: string) => new Decimal(s);

// Expected values worked by hand; each needs more than decimal.js's default 20 significant
// digits, so a rounding implementation would fail them.
describe('exact arithmetic', () => {
  it.each([
    [['1.0000000001', '1.0000000001'], '1.00000000020000000001'],
    [['1.0000000001', '1.0000000001', '1.0000000001'], '1.000000000300000000030000000001'],
    [['123456789.0123456789', '0'], '0'],
    [[], '1'],
  ])('mul %j = %s', (values, expected) => {
    expect(mul(...values.map(d)).toString()).toBe(expected);
  });

  it.each([
    [['10000000000.0000000001', '1'], '10000000001.0000000001'],
    [['0.1', '0.2', '-0.3'], '0'],
    [[], '0'],
  ])('sum / add %j = %s', (values, expected) => {
    expect(sum(values.map(d)).toString()).toBe(expected);
    expect(add(...values.map(d)).toString()).toBe(expected);
  });

  it('sub keeps every digit', () => {
    expect(sub(d('100000000000.0000000001'), d('0.0000000002')).toString()).toBe('99999999999.9999999999');
  });

  it('milli divides by 1000 exactly', () => {
    expect(milli(d('12345678901234.5678901234')).toString()).toBe('12345678901.2345678901234');
  });

  it('returns values of the shared constructor', () => {
    expect(mul(d('2'), d('3'))).toBeInstanceOf(Decimal);
    expect(sum([d('2')])).toBeInstanceOf(Decimal);
  });
});
