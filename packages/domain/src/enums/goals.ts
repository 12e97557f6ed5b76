/**
 * Goal enumerations: spec §1 (goal kinds, 1R/2R/3R), §3 "Goals" and §4 (goal forms,
 * achievement).
 */
import { defineEnum, type EnumCode } from './types.js';

/** Spec §3/§6: goals are set at Fii, business group and park levels (top-down). */
export const GOAL_ORG_LEVEL = defineEnum('goal_org_level', 'goalOrgLevel', [
  ['fii', 'fii'],
  ['business_group', 'businessGroup'],
  ['park', 'park'],
]);
export type GoalOrgLevelCode = EnumCode<typeof GOAL_ORG_LEVEL>;

/**
 * Spec §3 project reduction target split: Reduce (1R), Replace (2R), Resolve (3R). The
 * numbers are the spec's own 1R/2R/3R ordinals. §1 glosses 1R as energy saving and 2R as
 * renewable replacement and leaves 3R unexplained, so its label adds no gloss.
 */
export const REDUCTION_TYPE = defineEnum('reduction_type', 'reductionType', [
  [1, 'reduce'],
  [2, 'replace'],
  [3, 'resolve'],
]);
export type ReductionTypeCode = EnumCode<typeof REDUCTION_TYPE>;

/** Spec §1/§2: absolute emission-control goals and project emission-reduction goals. */
export const GOAL_TYPE = defineEnum('goal_type', 'goalType', [
  ['absolute_control', 'absoluteControl'],
  ['project_reduction', 'projectReduction'],
]);
export type GoalTypeCode = EnumCode<typeof GOAL_TYPE>;

/** Spec §4: goal forms are saved as draft, then submitted. */
export const GOAL_FORM_STATE = defineEnum('goal_form_state', 'goalFormState', [
  ['draft', 'draft'],
  ['submitted', 'submitted'],
]);
export type GoalFormStateCode = EnumCode<typeof GOAL_FORM_STATE>;

/** Spec §4 goal achievement. */
export const GOAL_ACHIEVEMENT = defineEnum('goal_achievement', 'goalAchievement', [
  ['meets', 'meets'],
  ['does_not_meet', 'doesNotMeet'],
  ['not_reported', 'notReported'],
]);
export type GoalAchievementCode = EnumCode<typeof GOAL_ACHIEVEMENT>;

export const GOAL_ENUMS = [GOAL_ORG_LEVEL, REDUCTION_TYPE, GOAL_TYPE, GOAL_FORM_STATE, GOAL_ACHIEVEMENT] as const;
