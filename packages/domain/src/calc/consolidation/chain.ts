import { invalid } from '../../errors.js';
import { Decimal } from '../decimal.js';
import { mul, sum } from '../exact.js';
import { appliedShare, type AppliedShare, type ConsolidationApproach, type ShareFacts } from './rules.js';

/**
 * One ownership link between organisations (issue 26): `ownerId` holds `facts` of `ownedId`.
 * An owner that is not one of the legal entities given (the group, a business group) is the
 * reporting group itself, held at 100%.
 */
export type OwnershipHolding = { ownerId: string; ownedId: string; facts: Omit<ShareFacts, 'id'> };

const PCT = new Decimal('0.01');
const HUNDRED = new Decimal(100);

/**
 * The share of each legal entity's emissions the group takes under `approach` (GHG Protocol
 * Corporate Standard ch.3), group-wide, whatever report or tree view it is read in:
 *
 * - an entity with ownership links in force is held through them: Σ over its links of the
 *   link's share (Table 1 rule of the link's relationship and control) × its owner's share
 *   (100% for an owner that is not a legal entity), at most 100%. Under the equity approach the
 *   equity shares multiply down the chain (83% × 50% = 41.5%); under the control approaches
 *   control is decided at each link (a controlled subsidiary's jointly controlled venture counts
 *   at the venture's equity share under financial control, an associate of it at 0%);
 * - any other entity by its own boundary record (`direct`): the group's direct holding.
 *
 * Throws 1012001 (calc.consolidation.ownershipCycle) when the links go round.
 */
export function groupShares(
  direct: ReadonlyMap<string, ShareFacts>,
  links: readonly OwnershipHolding[],
  approach: ConsolidationApproach,
): Map<string, AppliedShare> {
  const into = new Map<string, OwnershipHolding[]>();
  for (const l of links) into.set(l.ownedId, [...(into.get(l.ownedId) ?? []), l]);
  const done = new Map<string, AppliedShare>();
  const visiting = new Set<string>();
  const shareOf = (id: string): AppliedShare => {
    const known = done.get(id);
    if (known) return known;
    if (visiting.has(id)) throw invalid('calc.consolidation.ownershipCycle', { id }, 'ownedOrgId');
    visiting.add(id);
    let result: AppliedShare;
    const held = into.get(id);
    if (held && held.length > 0) {
      const parts = held.map((l) => {
        const link = appliedShare({ id, ...l.facts }, approach);
        const owner = direct.has(l.ownerId) || into.has(l.ownerId) ? shareOf(l.ownerId).pct : HUNDRED;
        return { link, pct: mul(link.pct, owner, PCT), viaGroup: !direct.has(l.ownerId) && !into.has(l.ownerId) };
      });
      const total = Decimal.min(HUNDRED, sum(parts.map((p) => p.pct)));
      const only = parts.length === 1 ? parts[0] : undefined;
      result =
        only && only.viaGroup
          ? only.link
          : { pct: total, reasonKey: `calc.consolidation.reason.chain.${approach}`, reasonParams: { pct: total.toFixed() } };
    } else {
      const facts = direct.get(id);
      result = facts ? appliedShare(facts, approach) : { pct: HUNDRED, reasonKey: 'calc.consolidation.reason.parent', reasonParams: {} };
    }
    visiting.delete(id);
    done.set(id, result);
    return result;
  };
  for (const id of [...direct.keys(), ...into.keys()]) shareOf(id);
  return done;
}

/** Days from `from` to `to`, both included (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Decimals a pro-rated share keeps (the share of days is a quotient; the rest of the arithmetic stays exact). */
export const PRO_RATA_DECIMALS = 10;

/**
 * Pro-rating by days (GHG Protocol ch.5, structural changes during the year): the share of the
 * period is Σ share_i × days_i / days of the period over the stretches in which the boundary
 * facts hold, rounded half-even to PRO_RATA_DECIMALS. `stretches` cover the period in order.
 */
export function proRata(stretches: readonly { days: number; pct: Decimal }[]): Decimal {
  const days = stretches.reduce((n, s) => n + s.days, 0);
  if (days === 0) return new Decimal(0);
  const weighted = sum(stretches.map((s) => mul(s.pct, new Decimal(s.days))));
  return weighted.dividedBy(days).toDecimalPlaces(PRO_RATA_DECIMALS, Decimal.ROUND_HALF_EVEN);
}
