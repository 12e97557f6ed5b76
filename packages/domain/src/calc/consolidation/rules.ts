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
export type EntityRelationship = 'parent' | 'subsidiary' | 'joint-venture' | 'associate' | 'fixed-asset-investment';

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
  rule('subsidiary', 'equity', 'full', true),
  rule('joint-venture', 'equity', 'equity', null),
  rule('associate', 'equity', 'none', false),
  rule('fixed-asset-investment', 'none', 'none', false),
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
  if (r.impliesFinancialControl !== null && r.impliesFinancialControl !== facts.financialControl) {
    throw invalid('calc.consolidation.inconsistentFinancialControl', { id: facts.id, relationship: r.relationship }, 'financialControl');
  }
  if (facts.financialControl) return { pct: HUNDRED, reasonKey: 'calc.consolidation.reason.financialControl', reasonParams: {} };
  return r.financialControl === 'equity'
    ? { pct: facts.equitySharePct, reasonKey: 'calc.consolidation.reason.jointFinancialControl', reasonParams: { pct } }
    : { pct: ZERO, reasonKey: 'calc.consolidation.reason.noFinancialControl', reasonParams: {} };
}
