import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { LOCALES } from '../../i18n/locale.js';
import { MESSAGES } from '../../i18n/messages/index.js';
import { SCOPE3_CATEGORIES, isScope3Category, scope3Category } from './categories.js';

// GHG Protocol Scope 3 Standard (2011) Table 5.1, names as in the calculation reference §8;
// 1-8 upstream, 9-15 downstream.
const EXPECTED: Array<[number, string, 'upstream' | 'downstream']> = [
  [1, 'Purchased goods and services', 'upstream'],
  [2, 'Capital goods', 'upstream'],
  [3, 'Fuel- and energy-related activities (not included in scope 1 or scope 2)', 'upstream'],
  [4, 'Upstream transportation and distribution', 'upstream'],
  [5, 'Waste generated in operations', 'upstream'],
  [6, 'Business travel', 'upstream'],
  [7, 'Employee commuting', 'upstream'],
  [8, 'Upstream leased assets', 'upstream'],
  [9, 'Downstream transportation and distribution', 'downstream'],
  [10, 'Processing of sold products', 'downstream'],
  [11, 'Use of sold products', 'downstream'],
  [12, 'End-of-life treatment of sold products', 'downstream'],
  [13, 'Downstream leased assets', 'downstream'],
  [14, 'Franchises', 'downstream'],
  [15, 'Investments', 'downstream'],
];

describe('SCOPE3_CATEGORIES', () => {
  it('has exactly the 15 categories in order, with unique codes', () => {
    expect(SCOPE3_CATEGORIES.map((c) => c.number)).toEqual(EXPECTED.map(([n]) => n));
    expect(new Set(SCOPE3_CATEGORIES.map((c) => c.code)).size).toBe(15);
  });

  it.each(EXPECTED)('category %i is "%s" (%s) in all three languages', (n, name, stream) => {
    const cat = scope3Category(n);
    expect(cat.stream).toBe(stream);
    expect(MESSAGES['en-US'][cat.key]).toBe(name);
    for (const locale of LOCALES) expect(MESSAGES[locale][cat.key], `${locale} ${cat.key}`).toBeTruthy();
  });

  it.each([0, 16, 1.5, -1, Number.NaN, '3', null, undefined])('rejects %s', (value) => {
    expect(isScope3Category(value)).toBe(false);
    try {
      scope3Category(value);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).key).toBe('calc.scope3.invalidCategory');
      expect((e as DomainError).code).toBe(1012001);
      expect((e as DomainError).field).toBe('category');
    }
  });
});
