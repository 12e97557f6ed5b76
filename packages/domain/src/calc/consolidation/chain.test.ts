import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { Decimal } from '../decimal.js';
import { daysBetween, groupShares, proRata, type OwnershipHolding } from './chain.js';
import { appliedShare, type ConsolidationApproach, type FinancialControlKind, type ShareFacts } from './rules.js';

const facts = (id: string, relationship: ShareFacts['relationship'], pct: string, fc: FinancialControlKind, oc: boolean): ShareFacts => ({
  id,
  relationship,
  equitySharePct: new Decimal(pct),
  operationalControl: oc,
  financialControl: fc === 'own',
  financialControlKind: fc,
});
const link = (ownerId: string, f: ShareFacts): OwnershipHolding => {
  const { id, ...rest } = f;
  return { ownerId, ownedId: id, facts: rest };
};
const pcts = (m: Map<string, { pct: Decimal }>) => Object.fromEntries([...m].map(([k, v]) => [k, v.pct.toString()]));

describe('a joint venture under joint financial control (issue 26)', () => {
  it.each(['33.3', '50', '70'])('counts at its equity share %s%% under financial control, whatever the share', (pct) => {
    expect(appliedShare(facts('jv', 'joint-venture', pct, 'joint', false), 'financial-control').pct.toString()).toBe(pct);
  });
  it('an associate at 56% without financial control: 56% under equity, 0 under financial control, never an error', () => {
    const a = facts('a', 'associate', '56', 'none', false);
    expect(appliedShare(a, 'equity-share').pct.toString()).toBe('56');
    expect(appliedShare(a, 'financial-control').pct.toString()).toBe('0');
  });
});

describe('groupShares: a subsidiary’s own holdings', () => {
  // S: subsidiary 83%, own financial and operational control; S holds J 50% (joint venture, joint control, S operates it)
  // and K 30% (associate, no control); the group holds K directly 20% too (an associate), and M is held 40% by the group itself.
  const direct = new Map<string, ShareFacts>([
    ['S', facts('S', 'subsidiary', '83', 'own', true)],
    ['J', facts('J', 'wholly-owned', '100', 'own', true)],
    ['K', facts('K', 'wholly-owned', '100', 'own', true)],
    ['M', facts('M', 'wholly-owned', '100', 'own', true)],
  ]);
  const links: OwnershipHolding[] = [
    link('S', facts('J', 'joint-venture', '50', 'joint', true)),
    link('S', facts('K', 'associate', '30', 'none', false)),
    link('group:1', facts('K', 'associate', '20', 'none', false)),
    link('group:1', facts('M', 'associate', '40', 'none', false)),
  ];
  it.each<[ConsolidationApproach, Record<string, string>]>([
    // equity: S 83; J 83 × 50 = 41.5; K 83 × 30 + 20 = 44.9; M 40 (the link's own share; its boundary record does not count)
    ['equity-share', { S: '83', J: '41.5', K: '44.9', M: '40' }],
    // operational control: S operated 100; J operated by S: 100 × 100; K, M not operated: 0
    ['operational-control', { S: '100', J: '100', K: '0', M: '0' }],
    // financial control: S 100; J jointly controlled by S: 100 × 50 = 50; K, M: 0
    ['financial-control', { S: '100', J: '50', K: '0', M: '0' }],
  ])('%s', (approach, expected) => {
    expect(pcts(groupShares(direct, links, approach))).toEqual(expected);
  });

  it('explains a chained share and refuses a cycle', () => {
    expect(groupShares(direct, links, 'equity-share').get('J')?.reasonKey).toBe('calc.consolidation.reason.chain.equity-share');
    const cyc = [...links, link('J', facts('S', 'subsidiary', '60', 'own', true))];
    expect(() => groupShares(direct, cyc, 'equity-share')).toThrow(DomainError);
  });
});

describe('pro-rating by days', () => {
  it('weights each stretch by its days: 100% to 30 June and 0% after, in 2025 = 181/365', () => {
    expect(daysBetween('2025-01-01', '2025-06-30')).toBe(181);
    expect(daysBetween('2025-07-01', '2025-12-31')).toBe(184);
    // 100 × 181 / 365 = 49.58904109589… → 10 decimals, half-even
    expect(
      proRata([
        { days: 181, pct: new Decimal(100) },
        { days: 184, pct: new Decimal(0) },
      ]).toString(),
    ).toBe('49.5890410959');
  });
});
