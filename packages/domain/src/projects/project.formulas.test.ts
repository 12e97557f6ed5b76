import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../calc/decimal.js';
import {
  abatementCost,
  annualBenefit,
  annualCarbonReduction,
  costEffectiveness,
  crf,
  energySaved,
  needsFiiReview,
  payback,
  projectFigures,
} from './project.formulas.js';
import { DEFAULT_LIFETIMES, lifetimeOf, reductionTypeOf, threeROf } from './project.constants.js';
import { energyOrderFails } from './project.rules.js';

/** The same to `digits` significant digits (quotients carry 20). */
const near = (actual: string | null, expected: string, digits = 15) =>
  expect(new Decimal(actual!).toSignificantDigits(digits).toFixed()).toBe(new Decimal(expected).toSignificantDigits(digits).toFixed());

describe('the automatic figures, worked by hand', () => {
  // A chiller: 1,000,000 kWh a year before, 800,000 after; 0.0005366 tCO2e/kWh; 0.8 yuan/kWh; 50 ten-thousand yuan.
  it('energy saved = before − after (kWh a year)', () => {
    expect(energySaved('1000000', '800000')).toBe('200000');
    expect(energySaved('12.5', '12.5')).toBe('0');
    expect(energySaved('0.0000000001', '0')).toBe('0.0000000001');
    expect(energySaved(null, '1')).toBeNull();
    expect(energySaved('1', undefined)).toBeNull();
  });

  it('annual reduction = saved × factor (tCO2e), or the override', () => {
    // 200,000 × 0.0005366 = 107.32
    expect(annualCarbonReduction('200000', '0.0005366')).toBe('107.32');
    expect(annualCarbonReduction('200000', '0.0005366', '35.5')).toBe('35.5');
    expect(annualCarbonReduction(null, null, '12')).toBe('12');
    expect(annualCarbonReduction('200000', null)).toBeNull();
    // exact: 0.1234567891 × 0.9876543219 = 0.12193263132251181129 (twenty decimals, no rounding)
    expect(annualCarbonReduction('0.1234567891', '0.9876543219')).toBe('0.12193263132251181129');
  });

  it('annual benefit = saved × price ÷ 10,000 (ten thousand yuan)', () => {
    // 200,000 kWh × 0.8 yuan = 160,000 yuan = 16 ten thousand yuan
    expect(annualBenefit('200000', '0.8')).toBe('16');
    // 3 × 0.0000000001 ÷ 10000 = 0.00000000000003
    expect(annualBenefit('3', '0.0000000001')).toBe('0.00000000000003');
    expect(annualBenefit('-100', '2')).toBe('-0.02');
  });

  it('cost-effectiveness = investment × 10,000 ÷ reduction (yuan/tCO2e), null unless the reduction is positive', () => {
    // 50 × 10,000 ÷ 100 = 5,000
    expect(costEffectiveness('50', '100')).toBe('5000');
    // 500,000 ÷ 107.32 = 4658.9638464405516213…
    near(costEffectiveness('50', '107.32'), '4658.96384644055162');
    expect(costEffectiveness('50', '0')).toBeNull();
    expect(costEffectiveness('50', '-1')).toBeNull();
    expect(costEffectiveness(null, '1')).toBeNull();
  });

  it('payback = investment ÷ benefit (years); not recovered when the benefit is zero or less', () => {
    // 50 ÷ 16 = 3.125
    expect(payback('50', '16')).toEqual({ paybackYears: '3.125', paybackNotRecovered: false });
    expect(payback('50', '0')).toEqual({ paybackYears: null, paybackNotRecovered: true });
    expect(payback('50', '-2')).toEqual({ paybackYears: null, paybackNotRecovered: true });
    expect(payback(null, '2')).toEqual({ paybackYears: null, paybackNotRecovered: false });
    expect(payback('1', null)).toEqual({ paybackYears: null, paybackNotRecovered: false });
  });

  it('CRF = r ÷ (1 − (1 + r)^−n), 1/n at r = 0', () => {
    // r = 0.1, n = 2: 0.1 ÷ (1 − 1/1.21) = 0.1 × 1.21 ÷ 0.21 = 0.121 ÷ 0.21 = 0.576190476190476190476…
    expect(crf('0.1', 2)).toBe('0.57619047619047619048');
    // r = 0.1, n = 1: 0.1 ÷ (1 − 1/1.1) = 0.11 ÷ 0.1 = 1.1
    expect(crf('0.1', 1)).toBe('1.1');
    expect(crf('0', 10)).toBe('0.1');
    expect(crf('0', 3)).toBe('0.33333333333333333333');
    // r = 0.08, n = 10: 0.08 ÷ (1 − 1.08^−10) = 0.08 ÷ (1 − 0.463193488…) = 0.149029488697075…
    near(crf('0.08', 10), '0.149029488697075');
    expect(crf('0.08', 0)).toBeNull();
    expect(crf(null, 10)).toBeNull();
  });

  it('abatement cost = (investment × 10,000 × CRF − benefit × 10,000) ÷ reduction (yuan/tCO2e)', () => {
    // r = 0: CRF 0.1 over 10 years; (50 × 10,000 × 0.1 − 16 × 10,000) ÷ 100 = (50,000 − 160,000) ÷ 100 = −1,100
    expect(abatementCost('50', '16', '100', '0', 10)).toBe('-1100');
    // r = 0.1, n = 1: CRF 1.1; (2 × 10,000 × 1.1 − 1 × 10,000) ÷ 4 = (22,000 − 10,000) ÷ 4 = 3,000
    expect(abatementCost('2', '1', '4', '0.1', 1)).toBe('3000');
    // r = 0.08, n = 10: (500,000 × 0.149029488697075… − 160,000) ÷ 107.32 = −796.545430967781…
    near(abatementCost('50', '16', '107.32', '0.08', 10), '-796.545430967781');
    expect(abatementCost('50', '16', '0', '0.08', 10)).toBeNull();
    expect(abatementCost('50', null, '1', '0.08', 10)).toBeNull();
  });

  it('needs Fii review from an annual benefit of 100,000 yuan (10 ten thousand yuan)', () => {
    expect(needsFiiReview('10')).toBe(true);
    expect(needsFiiReview('10.0000000001')).toBe(true);
    expect(needsFiiReview('9.9999999999')).toBe(false);
    expect(needsFiiReview(null)).toBe(false);
  });

  it('projectFigures puts them together', () => {
    const f = projectFigures(
      { energyBefore: '1000000', energyAfter: '800000', emissionFactor: '0.0005366', investment: '50', localEnergyPrice: '0.8' },
      '0',
      10,
    );
    expect(f).toMatchObject({
      energySaved: '200000',
      annualCarbonReduction: '107.32',
      annualBenefit: '16',
      paybackYears: '3.125',
      paybackNotRecovered: false,
      needsFiiReview: true,
    });
    // (50,000 − 160,000) ÷ 107.32 = −1024.97204621692135669…
    near(f.abatementCost, '-1024.97204621692135669');
  });
});

describe('defaults and the 3R mapping', () => {
  it('lifetime: the project’s own, else its technology’s, else 10 years', () => {
    expect(lifetimeOf(7, 'chiller', DEFAULT_LIFETIMES)).toBe(7);
    expect(lifetimeOf(null, 'chiller', DEFAULT_LIFETIMES)).toBe(23);
    expect(lifetimeOf(null, 'solar_pv', DEFAULT_LIFETIMES)).toBe(25);
    expect(lifetimeOf(null, 'lighting', DEFAULT_LIFETIMES)).toBe(10);
    expect(lifetimeOf(undefined, null, DEFAULT_LIFETIMES)).toBe(10);
    expect(lifetimeOf(null, 'chiller', {})).toBe(10);
  });

  it('maps 3R classes to the goals’ reduction types 1/2/3 and back', () => {
    expect([reductionTypeOf('reduce'), reductionTypeOf('replace'), reductionTypeOf('resolve')]).toEqual([1, 2, 3]);
    expect([threeROf(1), threeROf(2), threeROf(3)]).toEqual(['reduce', 'replace', 'resolve']);
  });
});

/** A non-negative decimal with at most 10 decimals, as a string. */
const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 10 }))
  .map(([units, scale]) => new Decimal(units.toString()).div(new Decimal(10).pow(scale)).toFixed());

describe('properties', () => {
  it('energy saved is never negative for a valid project (before ≥ after)', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        fc.pre(!energyOrderFails(a, b));
        expect(new Decimal(energySaved(a, b)!).isNegative()).toBe(false);
      }),
    );
  });

  it('payback falls as the benefit rises', () => {
    const positive = decimal.filter((d) => new Decimal(d).gt(0));
    fc.assert(
      fc.property(positive, positive, positive, (investment, b1, b2) => {
        fc.pre(new Decimal(b1).lt(b2));
        const p1 = new Decimal(payback(investment, b1).paybackYears!);
        const p2 = new Decimal(payback(investment, b2).paybackYears!);
        expect(p2.lte(p1)).toBe(true);
      }),
    );
  });

  it('the abatement cost falls as the benefit rises (never rises; falls whenever the rise shows in its 20 significant digits)', () => {
    const check = (investment: string, b1: string, b2: string) => {
      const c1 = new Decimal(abatementCost(investment, b1, '10', '0.08', 10)!);
      const c2 = new Decimal(abatementCost(investment, b2, '10', '0.08', 10)!);
      expect(c2.lte(c1)).toBe(true);
      // the quotient is rounded to 20 significant digits: a rise below that of the numerator may leave it as it was
      const numerator = new Decimal(investment).times(10000).times(crf('0.08', 10)!).minus(new Decimal(b1).times(10000)).abs();
      if (new Decimal(b2).minus(b1).times(10000).gt(numerator.times('1e-18'))) expect(c2.lt(c1)).toBe(true);
    };
    // found by the property: 1e-10 more benefit on 67 billion of investment is below the 20th digit
    check('67100814218', '0', '0.0000000001');
    fc.assert(
      fc.property(decimal, decimal, decimal, (investment, b1, b2) => {
        fc.pre(new Decimal(b1).lt(b2));
        check(investment, b1, b2);
      }),
    );
  });
});
