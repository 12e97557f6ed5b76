export {
  CONSOLIDATION_APPROACHES,
  CONSOLIDATION_RULES,
  ENTITY_RELATIONSHIPS,
  FINANCIAL_CONTROL_KINDS,
  appliedShare,
  holdingContradiction,
  proposedFinancialControl,
  proposedRelationship,
  type AppliedShare,
  type FinancialControlKind,
  type HoldingFacts,
  type ConsolidationApproach,
  type ConsolidationRule,
  type EntityRelationship,
  type ShareFacts,
  type ShareRule,
} from './rules.js';
export {
  consolidate,
  type ConsolidationEntity,
  type ConsolidationLine,
  type ConsolidationResult,
  type ScopeAmounts,
  type ScopeEmissions,
} from './consolidate.js';
export { daysBetween, groupShares, proRata, PRO_RATA_DECIMALS, type OwnershipHolding } from './chain.js';
