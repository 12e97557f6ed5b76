export {
  CONSOLIDATION_APPROACHES,
  CONSOLIDATION_RULES,
  appliedShare,
  type AppliedShare,
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
