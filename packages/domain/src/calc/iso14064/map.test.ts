import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { LOCALES } from '../../i18n/locale.js';
import { MESSAGES } from '../../i18n/messages/index.js';
import { Decimal } from '../decimal.js';
import { DEFAULT_ISO14064_MAPPING, ISO14064_CATEGORIES, type Iso14064Mapping } from './categories.js';
import { iso14064CategoryOf, mapToIso14064, type Iso14064Entry } from './map.js';

function errorKey(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e.key;
    throw e;
  }
  throw new Error('expected a DomainError');
}

// Calculation reference §8: ISO 3 ← 4, 6, 7, 9; ISO 4 ← 1, 2, 3, 5, 8; ISO 5 ← 10..15.
const S3_TO_ISO: Array<[number, number]> = [
  [1, 4],
  [2, 4],
  [3, 4],
  [4, 3],
  [5, 4],
  [6, 3],
  [7, 3],
  [8, 4],
  [9, 3],
  [10, 5],
  [11, 5],
  [12, 5],
  [13, 5],
  [14, 5],
  [15, 5],
];

describe('DEFAULT_ISO14064_MAPPING', () => {
  it('scope 1 → ISO 1, scope 2 → ISO 2, scope 3 without a category → ISO 6', () => {
    expect(iso14064CategoryOf({ scope: 1 }, DEFAULT_ISO14064_MAPPING)).toBe(1);
    expect(iso14064CategoryOf({ scope: 2 }, DEFAULT_ISO14064_MAPPING)).toBe(2);
    expect(iso14064CategoryOf({ scope: 3 }, DEFAULT_ISO14064_MAPPING)).toBe(6);
  });

  it.each(S3_TO_ISO)('scope-3 category %i → ISO category %i', (s3, iso) => {
    expect(iso14064CategoryOf({ scope: 3, scope3Category: s3 }, DEFAULT_ISO14064_MAPPING)).toBe(iso);
  });

  it('has six named categories in three languages', () => {
    expect(ISO14064_CATEGORIES.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(MESSAGES['en-US'][ISO14064_CATEGORIES[1]?.key ?? '']).toBe('Indirect GHG emissions from imported energy');
    for (const c of ISO14064_CATEGORIES) for (const l of LOCALES) expect(MESSAGES[l][c.key], `${l} ${c.key}`).toBeTruthy();
  });
});

describe('mapToIso14064', () => {
  it('aggregates a worked example', () => {
    const entries: Iso14064Entry[] = [
      { scope: 1, tco2e: '100' },
      { scope: 2, tco2e: '50.5' },
      { scope: 3, scope3Category: 1, tco2e: '10' },
      { scope: 3, scope3Category: 4, tco2e: '2.25' },
      { scope: 3, scope3Category: 6, tco2e: '1' },
      { scope: 3, scope3Category: 11, tco2e: '7' },
      { scope: 3, tco2e: '0.3' },
    ];
    const r = mapToIso14064(entries);
    // ISO 3 = 2.25 + 1 = 3.25; total = 100 + 50.5 + 10 + 2.25 + 1 + 7 + 0.3 = 171.05
    expect(r.categories.map((c) => c.tco2e.toString())).toEqual(['100', '50.5', '3.25', '10', '7', '0.3']);
    expect(r.categories.map((c) => c.entries)).toEqual([1, 1, 2, 1, 1, 1]);
    expect(r.total.toString()).toBe('171.05');
  });

  it('returns all six categories at zero for no entries', () => {
    const r = mapToIso14064([]);
    expect(r.categories).toHaveLength(6);
    expect(r.categories.every((c) => c.tco2e.isZero())).toBe(true);
    expect(r.total.isZero()).toBe(true);
  });

  it('follows an administrator mapping: 14 and 15 to ISO 6 (5 + 4 = 9)', () => {
    const mapping: Iso14064Mapping = {
      ...DEFAULT_ISO14064_MAPPING,
      scope3: { ...DEFAULT_ISO14064_MAPPING.scope3, 14: 6, 15: 6 },
      source: 'test',
    };
    const r = mapToIso14064(
      [
        { scope: 3, scope3Category: 14, tco2e: 5 },
        { scope: 3, scope3Category: 15, tco2e: 4 },
      ],
      mapping,
    );
    expect(r.categories[5]?.tco2e.toString()).toBe('9');
    expect(r.categories[4]?.tco2e.isZero()).toBe(true);
    expect(r.mappingSource).toBe('test');
  });

  it('sends categories a mapping leaves out to its fallback', () => {
    const r = mapToIso14064([{ scope: 3, scope3Category: 4, tco2e: 1 }], { ...DEFAULT_ISO14064_MAPPING, scope3: {} });
    expect(r.categories[5]?.tco2e.toString()).toBe('1');
  });

  it.each([
    ['calc.scope3.invalidCategory', () => mapToIso14064([{ scope: 3, scope3Category: 16, tco2e: 1 }])],
    ['calc.iso14064.invalidScope', () => mapToIso14064([{ scope: 4 as 1, tco2e: 1 }])],
    ['calc.negative', () => mapToIso14064([{ scope: 1, tco2e: -1 }])],
    ['calc.iso14064.invalidMapping', () => mapToIso14064([], { ...DEFAULT_ISO14064_MAPPING, scope1: 7 as 1 })],
    [
      'calc.iso14064.invalidMapping',
      () => mapToIso14064([], { ...DEFAULT_ISO14064_MAPPING, scope3: { 16: 3 } as Iso14064Mapping['scope3'] }),
    ],
  ])('rejects with %s', (key, fn) => {
    expect(errorKey(fn)).toBe(key);
    for (const l of LOCALES) expect(MESSAGES[l][key], `${l} ${key}`).toBeTruthy();
  });
});

/**
 * Values as (integer, decimals ≤ 10) so the expected total can be computed independently in
 * BigInt at a fixed scale of 10^10: Σ n × 10^(10 − d). Integers up to 10^15 with 10 decimals
 * exceed decimal.js's default 20 significant digits, so a rounding implementation fails here.
 */
const amount = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 10 }));
const entry = fc.tuple(fc.integer({ min: 1, max: 3 }), fc.option(fc.integer({ min: 1, max: 15 }), { nil: undefined }), amount);
const toStr = ([n, d]: [bigint, number]) => (d === 0 ? n.toString() : `${n}e-${d}`);
const scaled = ([n, d]: [bigint, number]) => n * 10n ** BigInt(10 - d);
/** Result × 10^10 as a BigInt; the test's own scaling must not round either. */
const Big = Decimal.clone({ precision: 200 });
const toScaled = (d: Decimal) => BigInt(new Big(d).times('1e10').toFixed());

describe('mapToIso14064 properties', () => {
  it('category totals reconcile exactly with the input total', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (raw) => {
        const entries: Iso14064Entry[] = raw.map(([scope, cat, a]) => ({
          scope: scope as 1 | 2 | 3,
          ...(cat === undefined ? {} : { scope3Category: cat }),
          tco2e: toStr(a),
        }));
        const r = mapToIso14064(entries);
        const expected = raw.reduce((acc, [, , a]) => acc + scaled(a), 0n);
        expect(toScaled(r.total)).toBe(expected);
        const catSum = r.categories.reduce((acc, c) => acc + toScaled(c.tco2e), 0n);
        expect(catSum).toBe(expected);
        expect(r.categories.reduce((n, c) => n + c.entries, 0)).toBe(entries.length);
      }),
    );
  });
});
