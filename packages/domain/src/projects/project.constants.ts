import { REDUCTION_TYPE, type ReductionTypeCode } from '../enums/goals.js';
import type { ProjectTechnologyCode } from '../enums/projects.js';

/**
 * Defaults of the energy-saving projects (issue 12). They are data: the server seeds them into
 * the project settings table, where an administrator may change them; these values are only
 * what a fresh installation starts with.
 */

/**
 * Discount rate r of the capital recovery factor, 8 %: issue 12 ("The discount rate r defaults
 * to 8% and is configurable"), the rate IEMA's "The big MACC" uses (iema.net, via module-research.md).
 */
export const DEFAULT_DISCOUNT_RATE = '0.08';

/**
 * Spec §4 and §9 ("10万"): a project whose annual investment benefit is 100,000 yuan or more
 * must be reviewed by Fii first. In yuan; the benefit itself is in ten thousand yuan.
 */
export const FII_REVIEW_THRESHOLD_YUAN = 100000;

/** Issue 12: projects realising less than this share of their estimated reduction are flagged (80 %). */
export const DEFAULT_REALISATION_THRESHOLD = '0.8';

/** Issue 12: the lifetime n of a project whose technology has no known service life, in years. */
export const DEFAULT_LIFETIME_YEARS = 10;

/**
 * Default service lives by technology, in years. ASHRAE Handbook, HVAC Applications, chapter
 * "Owning and Operating Costs", table "Comparison of Service Life Estimates" (median years):
 * centrifugal chiller 23, steel water-tube boiler 24, base-mounted pump 20, centrifugal fan 25,
 * electric motor 18, shell-and-tube heat exchanger 24 (heat recovery), galvanized metal cooling
 * tower 20. Solar PV 25 years: NREL Annual Technology Baseline (utility and commercial PV
 * cost-recovery lifetime). Lighting, air compressors, insulation and other technologies have no
 * entry there: issue 12's default of 10 years.
 */
export const DEFAULT_LIFETIMES: Readonly<Record<ProjectTechnologyCode, number>> = Object.freeze({
  chiller: 23,
  boiler: 24,
  pump: 20,
  fan: 25,
  motor_vfd: 18,
  heat_recovery: 24,
  cooling_tower: 20,
  lighting: DEFAULT_LIFETIME_YEARS,
  solar_pv: 25,
  air_compressor: DEFAULT_LIFETIME_YEARS,
  insulation: DEFAULT_LIFETIME_YEARS,
  other: DEFAULT_LIFETIME_YEARS,
});

/** The 3R class of a project on the wire (issue 12 `threeR`): Reduce 1R energy saving, Replace 2R renewables, Resolve 3R other. */
export const THREE_R = ['reduce', 'replace', 'resolve'] as const;
export type ThreeR = (typeof THREE_R)[number];

/**
 * The goals' REDUCTION_TYPE code (1, 2, 3) of a 3R class, and back: one mapping, so the goals
 * issue rolls projects up by the same classes. Labels are REDUCTION_TYPE's (`enum.reductionType.*`).
 */
export function reductionTypeOf(threeR: ThreeR): ReductionTypeCode {
  const item = REDUCTION_TYPE.items.find((i) => i.name === threeR);
  if (!item) throw new Error(`unknown 3R class ${String(threeR)}`);
  return item.code;
}

/** The 3R class of a REDUCTION_TYPE code (see reductionTypeOf). */
export function threeROf(code: ReductionTypeCode): ThreeR {
  const item = REDUCTION_TYPE.items.find((i) => i.code === code);
  if (!item) throw new Error(`unknown reduction type ${String(code)}`);
  return item.name as ThreeR;
}

/** The i18n key of a 3R class's label. */
export const threeRLabelKey = (threeR: ThreeR): string => `enum.reductionType.${threeR}`;

/** Project settings (issue 12): the discount rate, the realisation threshold, the lifetime per technology. */
export type ProjectSettings = {
  discountRate: string;
  realisationThreshold: string;
  lifetimes: Record<ProjectTechnologyCode, number>;
};

/** The settings a fresh installation starts with. */
export const DEFAULT_PROJECT_SETTINGS: ProjectSettings = Object.freeze({
  discountRate: DEFAULT_DISCOUNT_RATE,
  realisationThreshold: DEFAULT_REALISATION_THRESHOLD,
  lifetimes: { ...DEFAULT_LIFETIMES },
}) as ProjectSettings;

/** The lifetime a project's figures use: its own, else its technology's from the settings, else 10 years. */
export function lifetimeOf(
  own: number | null | undefined,
  technology: string | null | undefined,
  lifetimes: Readonly<Partial<Record<string, number>>>,
): number {
  if (own !== null && own !== undefined) return own;
  return (technology ? lifetimes[technology] : undefined) ?? DEFAULT_LIFETIME_YEARS;
}
