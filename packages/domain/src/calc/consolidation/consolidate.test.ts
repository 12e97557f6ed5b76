import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { LOCALES } from '../../i18n/locale.js';
import { MESSAGES, translate } from '../../i18n/messages/index.js';
import { Decimal } from '../decimal.js';
import { consolidate, type ConsolidationEntity } from './consolidate.js';
import { CONSOLIDATION_APPROACHES, CONSOLIDATION_RULES, type ConsolidationApproach } from './rules.js';

function errorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
}

/** Calculation reference §9 example group. */
const GROUP: ConsolidationEntity[] = [
  { id: 'parent', emissions: 1000, equitySharePct: 100, relationship: 'parent', operationalControl: true, financialControl: true },
  { id: 'jv', emissions: 500, equitySharePct: 60, relationship: 'joint-venture', operationalControl: true, financialControl: false },
  { id: 'assoc', emissions: 200, equitySharePct: 30, relationship: 'associate', operationalControl: false, financialControl: false },
];

describe('consolidate: reference §9 example', () => {
  it.each<[ConsolidationApproach, string, string[]]>([
    // 1000 × 100% + 500 × 60% + 200 × 30% = 1000 + 300 + 60
    ['equity-share', '1360', ['100', '60', '30']],
    // operated: parent and JV at 100%, associate 0%: 1000 + 500 + 0
    ['operational-control', '1500', ['100', '100', '0']],
    // parent 100%, jointly controlled JV at equity 60% (300), associate 0%
    ['financial-control', '1300', ['100', '60', '0']],
  ])('%s → %s t', (approach, total, pcts) => {
    const r = consolidate(GROUP, approach);
    expect(r.totals.total.toString()).toBe(total);
    expect(r.lines.map((l) => l.appliedPct.toString())).toEqual(pcts);
    expect(r.approach).toBe(approach);
  });
});

const sub60: ConsolidationEntity = {
  id: 'sub60',
  emissions: 100,
  equitySharePct: 60,
  relationship: 'subsidiary',
  operationalControl: true,
  financialControl: true,
};
const assoc30: ConsolidationEntity = {
  id: 'assoc30',
  emissions: 100,
  equitySharePct: 30,
  relationship: 'associate',
  operationalControl: false,
  financialControl: false,
};
const fai10: ConsolidationEntity = {
  id: 'fai10',
  emissions: 100,
  equitySharePct: 10,
  relationship: 'fixed-asset-investment',
  operationalControl: false,
  financialControl: false,
};
const jvSole: ConsolidationEntity = {
  id: 'jvSole',
  emissions: 100,
  equitySharePct: 50,
  relationship: 'joint-venture',
  operationalControl: false,
  financialControl: true,
};

describe('consolidate: Table 1 rules per entity (100 t each)', () => {
  it.each<[ConsolidationEntity, ConsolidationApproach, string, string]>([
    [sub60, 'equity-share', '60', 'calc.consolidation.reason.equityShare'],
    [sub60, 'operational-control', '100', 'calc.consolidation.reason.operationalControl'],
    [sub60, 'financial-control', '100', 'calc.consolidation.reason.financialControl'],
    [assoc30, 'equity-share', '30', 'calc.consolidation.reason.equityShare'],
    [assoc30, 'operational-control', '0', 'calc.consolidation.reason.noOperationalControl'],
    [assoc30, 'financial-control', '0', 'calc.consolidation.reason.noFinancialControl'],
    [fai10, 'equity-share', '0', 'calc.consolidation.reason.fixedAssetInvestment'],
    [fai10, 'operational-control', '0', 'calc.consolidation.reason.noOperationalControl'],
    [fai10, 'financial-control', '0', 'calc.consolidation.reason.noFinancialControl'],
    [jvSole, 'financial-control', '100', 'calc.consolidation.reason.financialControl'],
    [jvSole, 'equity-share', '50', 'calc.consolidation.reason.equityShare'],
  ])('%o under %s → %s%%, %s', (entity, approach, pct, reason) => {
    const [line] = consolidate([entity], approach).lines;
    expect(line?.appliedPct.toString()).toBe(pct);
    // 100 t × pct% = pct t
    expect(line?.consolidated.total.toString()).toBe(pct);
    expect(line?.reasonKey).toBe(reason);
    for (const l of LOCALES) expect(MESSAGES[l][reason], `${l} ${reason}`).toBeTruthy();
  });

  it('renders the reason with the share', () => {
    const [line] = consolidate([sub60], 'equity-share').lines;
    expect(translate('en-US', line?.reasonKey ?? '', line?.reasonParams)).toBe('Included at the equity share of 60%');
  });

  it('applies the share per scope: 60% of {100, 40.5, 10} = {60, 24.3, 6}, total 90.3', () => {
    const r = consolidate([{ ...sub60, emissions: { scope1: 100, scope2: '40.5', scope3: 10 } }], 'equity-share');
    const c = r.totals;
    expect([c.scope1, c.scope2, c.scope3, c.unscoped, c.total].map(String)).toEqual(['60', '24.3', '6', '0', '90.3']);
    expect(r.lines[0]?.gross.total.toString()).toBe('150.5');
  });

  it('keeps a single-figure entity in the unscoped column', () => {
    const r = consolidate([sub60, { ...assoc30, emissions: { scope1: 10, scope2: 20 } }], 'equity-share');
    // unscoped 100 × 60% = 60; scope1 10 × 30% = 3; scope2 20 × 30% = 6; total 69
    expect([r.totals.scope1, r.totals.scope2, r.totals.unscoped, r.totals.total].map(String)).toEqual(['3', '6', '60', '69']);
  });

  it('accepts equity shares of exactly 0 and 100', () => {
    expect(consolidate([{ ...assoc30, equitySharePct: 0 }], 'equity-share').totals.total.toString()).toBe('0');
    expect(consolidate([{ ...sub60, equitySharePct: 100 }], 'equity-share').totals.total.toString()).toBe('100');
  });

  it('lists the approaches and relationships with keys in three languages', () => {
    const keys = [...CONSOLIDATION_APPROACHES.map((a) => a.key), ...CONSOLIDATION_RULES.map((r) => r.key)];
    for (const key of keys) for (const l of LOCALES) expect(MESSAGES[l][key], `${l} ${key}`).toBeTruthy();
  });
});

describe('consolidate: errors', () => {
  it.each<[string, ConsolidationEntity[], ConsolidationApproach]>([
    ['calc.consolidation.equityShareRange', [{ ...sub60, equitySharePct: '100.01' }], 'equity-share'],
    ['calc.consolidation.equityShareRange', [{ ...sub60, equitySharePct: -1 }], 'operational-control'],
    ['calc.consolidation.duplicateEntity', [sub60, { ...assoc30, id: 'sub60' }], 'equity-share'],
    ['calc.consolidation.emptyId', [{ ...sub60, id: ' ' }], 'equity-share'],
    ['calc.consolidation.inconsistentFinancialControl', [{ ...sub60, financialControl: false }], 'financial-control'],
    ['calc.consolidation.inconsistentFinancialControl', [{ ...assoc30, financialControl: true }], 'financial-control'],
    ['calc.consolidation.unknownRelationship', [{ ...sub60, relationship: 'lease' as 'subsidiary' }], 'equity-share'],
    ['calc.consolidation.unknownApproach', [], 'equity' as ConsolidationApproach],
    ['calc.negative', [{ ...sub60, emissions: -5 }], 'equity-share'],
  ])('%s', (key, entities, approach) => {
    const e = errorOf(() => consolidate(entities, approach));
    expect(e.key).toBe(key);
    expect(e.code).toBe(1012001);
    for (const l of LOCALES) expect(MESSAGES[l][key], `${l} ${key}`).toBeTruthy();
  });

  it('names the entity and value when the equity share is out of range', () => {
    const e = errorOf(() => consolidate([{ ...sub60, equitySharePct: 150 }], 'equity-share'));
    expect(e.params).toEqual({ id: 'sub60', value: '150' });
    expect(e.field).toBe('equitySharePct');
  });

  it('a contradictory financial-control flag only matters under financial control', () => {
    expect(() => consolidate([{ ...sub60, financialControl: false }], 'equity-share')).not.toThrow();
  });
});

/** (integer, decimals) pairs: values with up to 10 decimals, checked in BigInt at a fixed scale. */
const dec = (maxInt: bigint) => fc.tuple(fc.bigInt({ min: 0n, max: maxInt }), fc.integer({ min: 0, max: 10 }));
const str = ([n, d]: [bigint, number]) => (d === 0 ? n.toString() : `${n}e-${d}`);
const at10 = ([n, d]: [bigint, number]) => n * 10n ** BigInt(10 - d);
const Big = Decimal.clone({ precision: 200 });
const scaledBy = (d: Decimal, exp: number) => BigInt(new Big(d).times(`1e${exp}`).toFixed());

const entityArb = fc.record({
  s1: dec(10n ** 12n),
  s2: dec(10n ** 12n),
  s3: dec(10n ** 12n),
  // equity % as n / 10^d with n ≤ 100 × 10^d keeps it within 0..100
  pct: fc.integer({ min: 0, max: 10 }).chain((d) => fc.tuple(fc.bigInt({ min: 0n, max: 100n * 10n ** BigInt(d) }), fc.constant(d))),
  relationship: fc.constantFrom('subsidiary', 'joint-venture', 'associate', 'fixed-asset-investment' as const),
  operationalControl: fc.boolean(),
});

type RawEntity = typeof entityArb extends fc.Arbitrary<infer T> ? T : never;

function toEntities(raw: RawEntity[]): ConsolidationEntity[] {
  return raw.map((r, i) => ({
    id: `e${i}`,
    emissions: { scope1: str(r.s1), scope2: str(r.s2), scope3: str(r.s3) },
    equitySharePct: str(r.pct),
    relationship: r.relationship,
    operationalControl: r.operationalControl,
    financialControl: r.relationship === 'subsidiary',
  }));
}

describe('consolidate properties', () => {
  it('totals, scope totals and lines reconcile exactly under every approach', () => {
    fc.assert(
      fc.property(
        fc.array(entityArb, { maxLength: 20 }),
        fc.constantFrom(...CONSOLIDATION_APPROACHES.map((a) => a.code)),
        (raw, approach) => {
          const r = consolidate(toEntities(raw), approach);
          const byLines = r.lines.reduce((acc, l) => acc + scaledBy(l.consolidated.total, 22), 0n);
          const t = r.totals;
          const byScopes = [t.scope1, t.scope2, t.scope3, t.unscoped].reduce((acc, d) => acc + scaledBy(d, 22), 0n);
          expect(scaledBy(t.total, 22)).toBe(byLines);
          expect(byScopes).toBe(byLines);
          for (const l of r.lines) expect(l.consolidated.total.lte(l.gross.total)).toBe(true);
        },
      ),
    );
  });

  it('equity share equals Σ emissions × pct / 100, computed independently in BigInt', () => {
    fc.assert(
      fc.property(fc.array(entityArb, { maxLength: 20 }), (raw) => {
        const r = consolidate(toEntities(raw), 'equity-share');
        // emissions × 10^10 and pct × 10^10 are integers; e × p / 100 scaled by 10^22 = E × P.
        const expected = raw.reduce((acc, e) => {
          const pct = e.relationship === 'fixed-asset-investment' ? 0n : at10(e.pct);
          return acc + (at10(e.s1) + at10(e.s2) + at10(e.s3)) * pct;
        }, 0n);
        expect(scaledBy(r.totals.total, 22)).toBe(expected);
      }),
    );
  });
});
