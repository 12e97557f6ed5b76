import Decimal from 'decimal.js';

/**
 * The long-term trajectory (issue 13): from the baseline year to a target year, the actuals
 * against the science-based line and business as usual.
 */

/**
 * The Science Based Targets initiative's minimum rate for a 1.5 °C-aligned absolute contraction
 * target: scope 1 + 2 emissions cut by 4.2 % of the base-year emissions every year, linearly.
 *
 * Source: SBTi Corporate Near-Term Criteria, version 5.0 (April 2021), level-of-ambition
 * criteria for scope 1 and 2 targets (1.5 °C), with the SBTi target-setting tool's absolute
 * contraction approach (4.2 % linear annual reduction); see reference/module-research.md
 * "Targets and the base year".
 */
export const SBTI_ABSOLUTE_CONTRACTION_RATE = '0.042';

/** Ratios and compound growth are kept to 10 decimals (spec §9). */
const DECIMALS = 10;
const dp = (d: Decimal) => d.toDecimalPlaces(DECIMALS, Decimal.ROUND_HALF_UP);

/**
 * The linear absolute-contraction line: E(y) = E0 × (1 − rate × (y − y0)), never below 0;
 * the base year's own value before it.
 */
export function contractionLine(baseline: string, baselineYear: number, year: number, rate = SBTI_ABSOLUTE_CONTRACTION_RATE): string {
  const n = Math.max(0, year - baselineYear);
  const factor = Decimal.max(0, new Decimal(1).minus(new Decimal(rate).times(n)));
  return new Decimal(baseline).times(factor).toFixed();
}

/**
 * The linear annual reduction rate (a fraction of the base year) that takes E0 in `baselineYear`
 * to `target` in `targetYear`: (1 − target / E0) / (targetYear − baselineYear). Null when the
 * base year has no emissions or the target year is not after it; negative when the target is
 * above the base year.
 */
export function requiredAnnualRate(baseline: string, target: string, baselineYear: number, targetYear: number): string | null {
  const e0 = new Decimal(baseline);
  if (e0.isZero() || targetYear <= baselineYear) return null;
  return dp(new Decimal(1).minus(new Decimal(target).dividedBy(e0)).dividedBy(targetYear - baselineYear)).toFixed();
}

/** Business as usual: the base year's emissions grown by `growth` (a fraction a year, compound; 0 keeps them flat). */
export function bauLine(baseline: string, baselineYear: number, year: number, growth: string): string {
  const n = Math.max(0, year - baselineYear);
  return dp(new Decimal(baseline).times(new Decimal(1).plus(growth).pow(n))).toFixed();
}

export type TrajectoryYear = {
  year: number;
  actual: string | null;
  /** The SBTi 1.5 °C absolute contraction line. */
  sbti: string | null;
  bau: string | null;
  /** The organisation's own line: straight from the base year to its target. */
  target: string | null;
};

export type Trajectory = {
  baselineYear: number;
  baseline: string | null;
  targetYear: number;
  target: string | null;
  sbtiRate: string;
  /** E0 on the SBTi line in the target year. */
  sbtiTarget: string | null;
  requiredAnnualRate: string | null;
  /** Whether the organisation's own target is at least as steep as the SBTi line (null without both). */
  meetsSbti: boolean | null;
  bauGrowth: string;
  years: TrajectoryYear[];
};

/**
 * The trajectory from `baselineYear` to `targetYear`: each year's actual (when known), the SBTi
 * line and business as usual from the base year's emissions, and the organisation's straight
 * line to its target.
 */
export function trajectory(input: {
  baselineYear: number;
  targetYear: number;
  baseline: string | null;
  target: string | null;
  actuals: ReadonlyMap<number, string>;
  bauGrowth: string;
}): Trajectory {
  const { baselineYear: y0, targetYear: ty, baseline: e0, target } = input;
  const rate = e0 !== null && target !== null ? requiredAnnualRate(e0, target, y0, ty) : null;
  const years: TrajectoryYear[] = [];
  for (let y = y0; y <= ty; y++) {
    const own = e0 !== null && target !== null && ty > y0 ? ownLine(e0, target, y0, ty, y) : null;
    years.push({
      year: y,
      actual: input.actuals.get(y) ?? null,
      sbti: e0 === null ? null : contractionLine(e0, y0, y),
      bau: e0 === null ? null : bauLine(e0, y0, y, input.bauGrowth),
      target: own,
    });
  }
  return {
    baselineYear: y0,
    baseline: e0,
    targetYear: ty,
    target,
    sbtiRate: SBTI_ABSOLUTE_CONTRACTION_RATE,
    sbtiTarget: e0 === null ? null : contractionLine(e0, y0, ty),
    requiredAnnualRate: rate,
    meetsSbti: rate === null ? null : new Decimal(rate).gte(SBTI_ABSOLUTE_CONTRACTION_RATE),
    bauGrowth: input.bauGrowth,
    years,
  };
}

/** E0 + (target − E0) × (y − y0) / (ty − y0), to 10 decimals. */
function ownLine(e0: string, target: string, y0: number, ty: number, y: number): string {
  const step = new Decimal(target)
    .minus(e0)
    .times(y - y0)
    .dividedBy(ty - y0);
  return dp(new Decimal(e0).plus(step)).toFixed();
}
