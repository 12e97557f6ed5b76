import { invalid, type MessageParams } from '../../errors.js';
import { Decimal } from '../decimal.js';
import { BOUNDARY_METHOD, type BoundaryMethodCode } from '../../enums/inventory.js';

/**
 * Organisational boundary approaches, GHG Protocol Corporate Standard (revised 2004) ch.3: the
 * codes of the `BOUNDARY_METHOD` enumeration.
 */
export type ConsolidationApproach = BoundaryMethodCode;

/** The approaches with their labels' i18n keys, taken from the `BOUNDARY_METHOD` enumeration. */
export const CONSOLIDATION_APPROACHES: readonly { readonly code: ConsolidationApproach; readonly key: string }[] = Object.freeze(
  BOUNDARY_METHOD.items.map((item) => Object.freeze({ code: item.code, key: item.key })),
);

/**
 * Financial-accounting category of an entity (Corporate Standard ch.3, Table 1). 'parent' is the
 * reporting company's own operations, treated like a wholly controlled group company.
 * 'joint-venture' means jointly controlled (joint financial control, proportionally consolidated).
 */
export type EntityRelationship =
  'parent' | 'wholly-owned' | 'subsidiary' | 'joint-venture' | 'associate' | 'fixed-asset-investment' | 'franchise';

/** The relationships a boundary record or an ownership link may hold ('parent' is the report's own root). */
export const ENTITY_RELATIONSHIPS: readonly Exclude<EntityRelationship, 'parent'>[] = Object.freeze([
  'wholly-owned',
  'subsidiary',
  'joint-venture',
  'associate',
  'fixed-asset-investment',
  'franchise',
]);

/** Financial control over an entity: the group's own (sole), joint with other partners, or none. */
export type FinancialControlKind = 'own' | 'joint' | 'none';
export const FINANCIAL_CONTROL_KINDS: readonly FinancialControlKind[] = Object.freeze(['own', 'joint', 'none']);

/** How much of an entity's emissions an approach takes: all, the equity share, or none. */
export type ShareRule = 'full' | 'equity' | 'none';

export type ConsolidationRule = {
  readonly relationship: EntityRelationship;
  readonly key: string;
  readonly equityShare: ShareRule;
  /** Applies when the group has no (sole) financial control of the entity. */
  readonly financialControl: ShareRule;
  /** Whether the category, by its Table 1 definition, implies financial control. */
  readonly impliesFinancialControl: boolean | null;
};

/**
 * GHG Protocol Corporate Standard ch.3 Table 1 ("Financial accounting categories"), as in the
 * calculation reference §9: equity share takes the equity % of group companies, associates and
 * joint ventures, and 0% of fixed asset investments; financial control takes 100% of group
 * companies, the equity % of jointly controlled ventures and 0% of associates and fixed asset
 * investments. Operational control (ch.3 text) depends only on who operates: 100% or 0%.
 * A joint venture over which the group has sole financial control belongs with group companies
 * (Table 1, note to "Group companies/subsidiaries") and is taken at 100%.
 */
export const CONSOLIDATION_RULES: readonly ConsolidationRule[] = Object.freeze([
  rule('parent', 'equity', 'full', true),
  rule('wholly-owned', 'equity', 'full', true),
  rule('subsidiary', 'equity', 'full', true),
  rule('joint-venture', 'equity', 'equity', null),
  rule('associate', 'equity', 'none', false),
  rule('fixed-asset-investment', 'none', 'none', false),
  // Table 1, franchises: excluded unless the franchiser has equity rights or control; then the same rules apply
  rule('franchise', 'equity', 'none', null),
]);

function rule(
  relationship: EntityRelationship,
  equityShare: ShareRule,
  financialControl: ShareRule,
  implies: boolean | null,
): ConsolidationRule {
  return Object.freeze({
    relationship,
    key: `calc.consolidation.relationship.${relationship}`,
    equityShare,
    financialControl,
    impliesFinancialControl: implies,
  });
}

/** The share an approach applies to one entity, with the i18n key explaining why. */
export type AppliedShare = { pct: Decimal; reasonKey: string; reasonParams: MessageParams };

export type ShareFacts = {
  id: string;
  relationship: EntityRelationship;
  equitySharePct: Decimal;
  operationalControl: boolean;
  financialControl: boolean;
  /**
   * Own, joint or no financial control, recorded as such (boundary records since issue 26). When
   * given it decides the financial-control approach: own → 100%, joint → the equity share (a
   * jointly controlled venture, whatever the share), none → 0. Absent: derived from
   * `financialControl` and the relationship (a joint venture without sole control is joint).
   */
  financialControlKind?: FinancialControlKind;
};

const HUNDRED = new Decimal(100);
const ZERO = new Decimal(0);

export function ruleFor(relationship: EntityRelationship, id: string): ConsolidationRule {
  const found = CONSOLIDATION_RULES.find((r) => r.relationship === relationship);
  if (!found) throw invalid('calc.consolidation.unknownRelationship', { id, relationship: String(relationship) }, 'relationship');
  return found;
}

/** Percentage (0..100) of an entity's emissions that `approach` consolidates, and why. */
export function appliedShare(facts: ShareFacts, approach: ConsolidationApproach): AppliedShare {
  const r = ruleFor(facts.relationship, facts.id);
  const pct = facts.equitySharePct.toString();
  if (approach === 'operational-control') {
    return facts.operationalControl
      ? { pct: HUNDRED, reasonKey: 'calc.consolidation.reason.operationalControl', reasonParams: {} }
      : { pct: ZERO, reasonKey: 'calc.consolidation.reason.noOperationalControl', reasonParams: {} };
  }
  if (approach === 'equity-share') {
    return r.equityShare === 'none'
      ? { pct: ZERO, reasonKey: 'calc.consolidation.reason.fixedAssetInvestment', reasonParams: {} }
      : { pct: facts.equitySharePct, reasonKey: 'calc.consolidation.reason.equityShare', reasonParams: { pct } };
  }
  if (approach !== 'financial-control') throw invalid('calc.consolidation.unknownApproach', { approach: String(approach) }, 'approach');
  let kind = facts.financialControlKind;
  if (kind === undefined) {
    if (r.impliesFinancialControl !== null && r.impliesFinancialControl !== facts.financialControl) {
      throw invalid('calc.consolidation.inconsistentFinancialControl', { id: facts.id, relationship: r.relationship }, 'financialControl');
    }
    kind = facts.financialControl ? 'own' : r.financialControl === 'equity' ? 'joint' : 'none';
  }
  if (kind === 'own') return { pct: HUNDRED, reasonKey: 'calc.consolidation.reason.financialControl', reasonParams: {} };
  return kind === 'joint'
    ? { pct: facts.equitySharePct, reasonKey: 'calc.consolidation.reason.jointFinancialControl', reasonParams: { pct } }
    : { pct: ZERO, reasonKey: 'calc.consolidation.reason.noFinancialControl', reasonParams: {} };
}

/**
 * The relationship the equity share proposes in the form (the user confirms or changes it):
 * 100% wholly owned, above 50% a subsidiary (an associate when financial control is recorded as
 * absent), exactly 50% a joint venture, 20% to 50% an associate, below 20% a fixed-asset
 * investment; no share recorded: wholly owned. Also how today's derived relationships became
 * explicit (migration of issue 26).
 */
export function proposedRelationship(
  equitySharePct: string | null,
  financialControl?: boolean | null,
): Exclude<EntityRelationship, 'parent'> {
  const equity = equitySharePct === null ? HUNDRED : new Decimal(equitySharePct);
  if (equity.eq(100) && financialControl !== false) return 'wholly-owned';
  if (financialControl === true) return 'subsidiary';
  if (equity.gt(50)) return financialControl === false ? 'associate' : 'subsidiary';
  if (equity.eq(50)) return 'joint-venture';
  if (equity.gte(20)) return 'associate';
  return 'fixed-asset-investment';
}

/** The financial control a relationship proposes: own for group companies, joint for a joint venture, none otherwise. */
export function proposedFinancialControl(relationship: EntityRelationship): FinancialControlKind {
  if (relationship === 'parent' || relationship === 'wholly-owned' || relationship === 'subsidiary') return 'own';
  return relationship === 'joint-venture' ? 'joint' : 'none';
}

/** Financial control a relationship admits (Table 1 definitions); null: any. */
const ADMITTED: Record<EntityRelationship, readonly FinancialControlKind[] | null> = {
  parent: ['own'],
  'wholly-owned': ['own'],
  subsidiary: ['own'],
  'joint-venture': ['joint'],
  associate: ['none'],
  'fixed-asset-investment': ['none'],
  franchise: null,
};

/** A boundary record's or ownership link's facts as saved. */
export type HoldingFacts = { relationship: string; equitySharePct: string | null; financialControl: FinancialControlKind };

/**
 * What contradicts in a boundary record or ownership link (checked when it is saved, never at
 * report time): the message key and the field it names, or null. A wholly owned subsidiary is
 * held at 100% under the group's own financial control; a subsidiary is under the group's own
 * financial control (any share: control may come without a majority); a joint venture is under
 * joint financial control (one the group controls alone is a subsidiary, Table 1); an associate
 * or a fixed-asset investment is under no financial control of the group (any share: an associate
 * at 56% without control is one). A franchise admits anything (Table 1: the same rules apply when
 * the franchiser has equity rights or control).
 */
export function holdingContradiction(h: HoldingFacts): { key: string; field: string } | null {
  if (!(ENTITY_RELATIONSHIPS as readonly string[]).includes(h.relationship)) {
    return { key: 'org.boundary.relationshipUnknown', field: 'relationship' };
  }
  const rel = h.relationship as EntityRelationship;
  if (rel === 'wholly-owned' && h.equitySharePct !== null && !new Decimal(h.equitySharePct).eq(100)) {
    return { key: 'org.boundary.whollyOwnedShare', field: 'equitySharePct' };
  }
  const admitted = ADMITTED[rel];
  if (admitted && !admitted.includes(h.financialControl)) {
    return { key: `org.boundary.control.${rel}`, field: 'financialControlType' };
  }
  return null;
}
