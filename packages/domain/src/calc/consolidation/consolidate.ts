import { invalid, type MessageParams } from '../../errors.js';
import { Decimal, toDecimal, toNonNegative, type DecimalInput } from '../decimal.js';
import { mul, sum } from '../exact.js';
import { CONSOLIDATION_APPROACHES, appliedShare, type ConsolidationApproach, type EntityRelationship } from './rules.js';

/** Emissions of an entity per scope (tCO2e). Scope 3 may be left out. */
export type ScopeEmissions = { scope1: DecimalInput; scope2: DecimalInput; scope3?: DecimalInput };

export type ConsolidationEntity = {
  id: string;
  /** Gross tCO2e of the entity: one total, or per scope. */
  emissions: DecimalInput | ScopeEmissions;
  /** Group's equity share, 0..100 (spec §5/§9: at most 100). */
  equitySharePct: DecimalInput;
  relationship: EntityRelationship;
  operationalControl: boolean;
  financialControl: boolean;
};

/** tCO2e by scope; `unscoped` holds entities whose emissions were given as one total. */
export type ScopeAmounts = { scope1: Decimal; scope2: Decimal; scope3: Decimal; unscoped: Decimal; total: Decimal };

export type ConsolidationLine = {
  id: string;
  relationship: EntityRelationship;
  equitySharePct: Decimal;
  /** Percentage of the entity's emissions taken into the group total (0..100). */
  appliedPct: Decimal;
  /** i18n key (catalogue: calc-reporting) explaining appliedPct, with its params. */
  reasonKey: string;
  reasonParams: MessageParams;
  gross: ScopeAmounts;
  consolidated: ScopeAmounts;
};

export type ConsolidationResult = { approach: ConsolidationApproach; totals: ScopeAmounts; lines: ConsolidationLine[] };

const PCT = new Decimal('0.01');
const PARTS = ['scope1', 'scope2', 'scope3', 'unscoped'] as const;

function amounts(parts: Omit<ScopeAmounts, 'total'>): ScopeAmounts {
  return { ...parts, total: sum(PARTS.map((p) => parts[p])) };
}

function grossOf(emissions: ConsolidationEntity['emissions'], i: number): ScopeAmounts {
  const zero = new Decimal(0);
  const f = (name: string) => `entities[${i}].emissions.${name}`;
  if (typeof emissions === 'object' && emissions !== null && !(emissions instanceof Decimal)) {
    return amounts({
      scope1: toNonNegative(emissions.scope1, f('scope1')),
      scope2: toNonNegative(emissions.scope2, f('scope2')),
      scope3: emissions.scope3 === undefined ? zero : toNonNegative(emissions.scope3, f('scope3')),
      unscoped: zero,
    });
  }
  const total = toNonNegative(emissions, `entities[${i}].emissions`);
  return amounts({ scope1: zero, scope2: zero, scope3: zero, unscoped: total });
}

function equityPct(entity: ConsolidationEntity, i: number): Decimal {
  const pct = toDecimal(entity.equitySharePct, `entities[${i}].equitySharePct`);
  if (pct.isNegative() || pct.gt(100)) {
    throw invalid('calc.consolidation.equityShareRange', { id: String(entity.id), value: pct.toString() }, 'equitySharePct');
  }
  return pct;
}

function lineFor(entity: ConsolidationEntity, id: string, i: number, approach: ConsolidationApproach): ConsolidationLine {
  const equitySharePct = equityPct(entity, i);
  const gross = grossOf(entity.emissions, i);
  const share = appliedShare(
    {
      id,
      relationship: entity.relationship,
      equitySharePct,
      operationalControl: entity.operationalControl === true,
      financialControl: entity.financialControl === true,
    },
    approach,
  );
  const take = (d: Decimal) => mul(d, share.pct, PCT);
  const consolidated = amounts({
    scope1: take(gross.scope1),
    scope2: take(gross.scope2),
    scope3: take(gross.scope3),
    unscoped: take(gross.unscoped),
  });
  return {
    id,
    relationship: entity.relationship,
    equitySharePct,
    appliedPct: share.pct,
    reasonKey: share.reasonKey,
    reasonParams: share.reasonParams,
    gross,
    consolidated,
  };
}

/**
 * Consolidates entity emissions into group totals under one organisational boundary approach
 * (GHG Protocol Corporate Standard ch.3, Table 1; see CONSOLIDATION_RULES). Each line keeps
 * the share applied and the reason, for the report. Arithmetic is exact, so the scope totals,
 * the grand total and the sum of the lines reconcile exactly. Throws 1012001 on an equity
 * share outside 0..100, a duplicate or empty id, an unknown relationship or approach, and
 * (financial control) a financialControl flag that contradicts the relationship.
 */
export function consolidate(entities: readonly ConsolidationEntity[], approach: ConsolidationApproach): ConsolidationResult {
  if (!CONSOLIDATION_APPROACHES.some((a) => a.code === approach)) {
    throw invalid('calc.consolidation.unknownApproach', { approach: String(approach) }, 'approach');
  }
  const seen = new Set<string>();
  const lines = entities.map((entity, i) => {
    const id = typeof entity.id === 'string' ? entity.id.trim() : '';
    if (id === '') throw invalid('calc.consolidation.emptyId', { index: i }, 'id');
    if (seen.has(id)) throw invalid('calc.consolidation.duplicateEntity', { id }, 'id');
    seen.add(id);
    return lineFor(entity, id, i, approach);
  });
  const sumOf = (p: (typeof PARTS)[number]) => sum(lines.map((l) => l.consolidated[p]));
  const totals = amounts({ scope1: sumOf('scope1'), scope2: sumOf('scope2'), scope3: sumOf('scope3'), unscoped: sumOf('unscoped') });
  return { approach, totals, lines };
}
