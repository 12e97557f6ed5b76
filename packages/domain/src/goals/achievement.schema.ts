import { z } from 'zod';
import { idString } from '../shared/envelope.js';
import { ACHIEVEMENT_STATUSES, MONTH_ACHIEVEMENT_STATUSES } from './achievement.js';

/**
 * Achievement, reduction-target achievement, renewable usage, forecast, what-if and trajectory
 * (issue 13). Every figure is a decimal string: tCO2e for emissions and reductions, 10,000 kWh
 * for electricity; ratios are fractions. An organisation's view holds the organisation itself
 * and its direct children in the caller's scope (drill down by asking for a child).
 */

const queryYear = z.coerce.number().int().min(1900).max(9999);
const dec = z.string();
const decOrNull = z.string().nullable();

/** The widest span of years one view covers. */
export const ACHIEVEMENT_MAX_YEARS = 50;

export const achievementQuery = z.object({ year: queryYear, orgId: idString });
export type AchievementQuery = z.infer<typeof achievementQuery>;
/** Years `from`..`to` (at most ACHIEVEMENT_MAX_YEARS). */
export const achievementByYearQuery = z.object({ orgId: idString, from: queryYear, to: queryYear });
export type AchievementByYearQuery = z.infer<typeof achievementByYearQuery>;

export const achievementStatusCode = z.enum(ACHIEVEMENT_STATUSES);

/** One organisation and month (the acceptance shape). */
export const achievementRow = z.object({
  orgId: z.string(),
  month: z.number().int(),
  target: dec,
  /** Approved actual (tCO2e, location-based total); null: data not reported. */
  actual: decOrNull,
  /** A month: also "annual data only" (its year reported by an annual inventory). */
  status: z.enum(MONTH_ACHIEVEMENT_STATUSES),
  /** Present (true) when the actual rolls up only some of the children expected (the group root). */
  partial: z.literal(true).optional(),
});
export type AchievementRow = z.infer<typeof achievementRow>;

/**
 * What an actual is drawn from: the approved inventory tasks (their roll-up: the task and its
 * subordinate tasks) of one inventory project. Opening it shows the task's summary and entries,
 * or a report drawn from it, with every figure's derivation. `month` null: the annual inventory.
 */
export const actualSource = z.object({
  orgId: z.string(),
  month: z.number().int().nullable(),
  projectId: z.string(),
  projectName: z.string(),
  taskIds: z.array(z.string()),
  actual: dec,
});
export type ActualSource = z.infer<typeof actualSource>;

/** An organisation of the view, with its year. */
export const achievementOrg = z.object({
  orgId: z.string(),
  orgName: z.string(),
  orgType: z.string(),
  /** Whether organisations below it can be drilled into. */
  hasChildren: z.boolean(),
  /** The annual control target. */
  annual: dec,
  /** submitted: the latest submitted revision; draft: a goal not yet submitted, counted with its draft figures. */
  targetState: z.enum(['submitted', 'draft']),
  /** The year's actual: the approved annual inventory, else all twelve approved months; null otherwise. */
  yearActual: decOrNull,
  yearSource: z.enum(['annual', 'months']).nullable(),
  yearStatus: achievementStatusCode,
  /** Present (true) when the year's actual rolls up only some of the children expected (the group root). */
  yearPartial: z.literal(true).optional(),
  monthsReported: z.number().int(),
});
export type AchievementOrg = z.infer<typeof achievementOrg>;

export const achievementResult = z.object({
  year: z.number().int(),
  orgId: z.string(),
  /** Months 1-12 of the organisation and of each direct child with a control goal for the year. */
  rows: z.array(achievementRow),
  orgs: z.array(achievementOrg),
  sources: z.array(actualSource),
});
export type AchievementResult = z.infer<typeof achievementResult>;

export const achievementYearRow = z.object({
  year: z.number().int(),
  target: decOrNull,
  actual: decOrNull,
  source: z.enum(['annual', 'months']).nullable(),
  /** null when the year has no control target. */
  status: achievementStatusCode.nullable(),
  /** Present (true) when the actual rolls up only some of the children expected (the group root). */
  partial: z.literal(true).optional(),
  /** (actual − baseline actual) ÷ baseline actual, a fraction (null without both). */
  changeFromBaseline: decOrNull,
});
export type AchievementYearRow = z.infer<typeof achievementYearRow>;

export const achievementByYear = z.object({
  orgId: z.string(),
  orgName: z.string(),
  baselineYear: z.number().int(),
  baselineActual: decOrNull,
  rows: z.array(achievementYearRow),
  sources: z.array(actualSource),
});
export type AchievementByYear = z.infer<typeof achievementByYear>;

// ---------------------------------------------------------------- reduction targets

export const reductionFigureShape = z.object({
  target: decOrNull,
  estimated: dec,
  realised: dec,
  estimatedRatio: decOrNull,
  realisedRatio: decOrNull,
  reached: z.boolean().nullable(),
});

const reductionClasses = {
  reduce: reductionFigureShape,
  replace: reductionFigureShape,
  resolve: reductionFigureShape,
  /** The organisation's total target against all its projects. */
  total: reductionFigureShape,
  /** No reduction target for the organisation and year. */
  noTarget: z.boolean(),
  /** "No matching target found" in the caller's language, when noTarget. */
  message: z.string().nullable(),
};

export const reductionAchievementRow = z.object({ orgId: z.string(), orgName: z.string(), ...reductionClasses });
export type ReductionAchievementRow = z.infer<typeof reductionAchievementRow>;
export const reductionAchievementResult = z.object({ year: z.number().int(), orgId: z.string(), rows: z.array(reductionAchievementRow) });
export type ReductionAchievementResult = z.infer<typeof reductionAchievementResult>;

export const reductionYearRow = z.object({ year: z.number().int(), ...reductionClasses });
export const reductionAchievementByYear = z.object({ orgId: z.string(), orgName: z.string(), rows: z.array(reductionYearRow) });
export type ReductionAchievementByYear = z.infer<typeof reductionAchievementByYear>;

// ---------------------------------------------------------------- renewable electricity

const renewableFigures = {
  /** 10,000 kWh each. */
  greenPower: dec,
  greenCertificates: dec,
  projects: dec,
  renewable: dec,
  totalElectricity: dec,
  share: decOrNull,
};
export const renewableRow = z.object({
  orgId: z.string(),
  month: z.number().int(),
  /** Whether an approved monthly inventory covers the month (the entries' figures are zero otherwise). */
  reported: z.boolean(),
  ...renewableFigures,
});
export type RenewableRow = z.infer<typeof renewableRow>;
export const renewableResult = z.object({
  year: z.number().int(),
  orgId: z.string(),
  unit: z.literal('10^4 kWh'),
  rows: z.array(renewableRow),
  /** The year per organisation: Σ of the months, or the approved annual inventory when no month is reported. */
  orgs: z.array(z.object({ orgId: z.string(), orgName: z.string(), ...renewableFigures })),
});
export type RenewableResult = z.infer<typeof renewableResult>;

// ---------------------------------------------------------------- forecast, what-if, trajectory

export const forecastShape = z.object({
  basis: z.enum(['annual', 'lastYearProfile', 'reportedAverage', 'none']),
  /** The year's approved figure covers only some of the children expected (the group root). */
  partial: z.boolean(),
  runRate: decOrNull,
  months: z.array(z.object({ month: z.number().int(), actual: decOrNull, forecast: decOrNull, reduction: dec })),
  reported: dec,
  total: decOrNull,
  target: decOrNull,
  gap: decOrNull,
  holds: z.boolean().nullable(),
  projectReduction: dec,
});

/** A project of the organisation's subtree the forecast can count. */
export const forecastProject = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  threeR: z.string().nullable(),
  annualReduction: dec,
  /** The completion date counted (actual end, else estimated end). */
  completion: z.string().nullable(),
  /** Counted by default: approved (or later) and not yet completed, due to complete in or before the year. */
  committed: z.boolean(),
  /** Counted in this forecast. */
  included: z.boolean(),
});
export type ForecastProjectRow = z.infer<typeof forecastProject>;

export const forecastResult = z.object({
  year: z.number().int(),
  orgId: z.string(),
  orgName: z.string(),
  forecast: forecastShape,
  projects: z.array(forecastProject),
});
export type ForecastResult = z.infer<typeof forecastResult>;

const isoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
export const whatIfRequest = z.object({
  year: z.number().int().min(1900).max(9999),
  orgId: idString,
  /** Exactly the projects to count, each at its changed completion date when given. */
  projects: z.array(z.object({ id: idString, completion: isoDate.optional() })).max(1000),
});
export type WhatIfRequest = z.infer<typeof whatIfRequest>;
export const whatIfResult = forecastResult.extend({
  base: forecastShape,
  /** whatIf gap − base gap: negative closes the gap (null without a target). */
  gapChange: decOrNull,
});
export type WhatIfResult = z.infer<typeof whatIfResult>;

export const trajectoryQuery = z.object({
  orgId: idString,
  targetYear: queryYear,
  /** Business-as-usual growth a year, a fraction (0.02 = 2 %, −0.5 to 1); 0 (the default) keeps it flat. */
  bauGrowth: z.coerce.number().min(-0.5).max(1).optional(),
});
export type TrajectoryQuery = z.infer<typeof trajectoryQuery>;
export const trajectoryResult = z.object({
  orgId: z.string(),
  orgName: z.string(),
  /** Where the base year comes from: the organisation's control goal, its kept base year, or the default 2020. */
  baselineSource: z.enum(['goal', 'baseYear', 'default']),
  baselineYear: z.number().int(),
  baseline: decOrNull,
  targetYear: z.number().int(),
  target: decOrNull,
  sbtiRate: dec,
  sbtiTarget: decOrNull,
  requiredAnnualRate: decOrNull,
  meetsSbti: z.boolean().nullable(),
  bauGrowth: dec,
  years: z.array(z.object({ year: z.number().int(), actual: decOrNull, sbti: decOrNull, bau: decOrNull, target: decOrNull })),
});
export type TrajectoryResult = z.infer<typeof trajectoryResult>;
