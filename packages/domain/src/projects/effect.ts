import { Decimal } from '../calc/decimal.js';
import { plain } from './project.formulas.js';

/**
 * Effect evaluation (issue 12): after acceptance the project records its measured energy use
 * month by month; each month saved = energy use before ÷ 12 − measured use, realised tCO2e =
 * Σ saved × emission factor, against the estimate of annual reduction × months ÷ 12. A project
 * is complete after 12 months, and flagged when it realises less than the threshold share.
 */

const Exact = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_EVEN });
const Q = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_EVEN });

/** Months of measurement after which the evaluation is complete. */
export const EVALUATION_MONTHS = 12;

export type Measurement = { month: string; energyAfter: string };
export type EffectInput = {
  energyBefore: string | null;
  emissionFactor: string | null;
  annualCarbonReduction: string | null;
  measurements: readonly Measurement[];
};

export type EffectMonth = {
  month: string;
  energyAfter: string;
  /** energy before ÷ 12 − measured, in the energy unit. */
  energySaved: string;
  /** energySaved × factor, tCO2e. */
  realisedReduction: string;
  cumulativeRealised: string;
  /** annual reduction × (months so far) ÷ 12, tCO2e. */
  cumulativeExpected: string;
};

export type Effect = {
  months: number;
  rows: EffectMonth[];
  realisedEnergySaved: string | null;
  realisedReduction: string | null;
  expectedReduction: string | null;
  /** realised ÷ expected; null when nothing is expected or the inputs are missing. */
  ratio: string | null;
  complete: boolean;
  flagged: boolean;
  threshold: string;
};

const div12 = (d: Decimal) => new Q(d).div(12);

/** The evaluation of the measurements (sorted by month), given the realisation threshold (a share, e.g. '0.8'). */
export function realisation(p: EffectInput, threshold: string): Effect {
  const rows = [...p.measurements].sort((a, b) => a.month.localeCompare(b.month));
  const months = rows.length;
  const base = { months, complete: months >= EVALUATION_MONTHS, threshold };
  if (p.energyBefore === null || p.emissionFactor === null || p.annualCarbonReduction === null) {
    return { ...base, rows: [], realisedEnergySaved: null, realisedReduction: null, expectedReduction: null, ratio: null, flagged: false };
  }
  const before = new Exact(p.energyBefore);
  const factor = new Exact(p.emissionFactor);
  const annual = new Exact(p.annualCarbonReduction);
  let measured = new Exact(0);
  const out: EffectMonth[] = rows.map((m, i) => {
    measured = measured.plus(m.energyAfter);
    // twelve times the saving, exact; one division at the end of each figure
    const saved12 = before.minus(new Exact(m.energyAfter).times(12));
    const cumSaved12 = before.times(i + 1).minus(measured.times(12));
    return {
      month: m.month,
      energyAfter: m.energyAfter,
      energySaved: plain(div12(saved12)),
      realisedReduction: plain(div12(saved12.times(factor))),
      cumulativeRealised: plain(div12(cumSaved12.times(factor))),
      cumulativeExpected: plain(div12(annual.times(i + 1))),
    };
  });
  const saved12 = before.times(months).minus(measured.times(12));
  const expected12 = annual.times(months);
  const ratio = expected12.isZero() ? null : new Q(saved12.times(factor)).div(expected12);
  return {
    ...base,
    rows: out,
    realisedEnergySaved: plain(div12(saved12)),
    realisedReduction: plain(div12(saved12.times(factor))),
    expectedReduction: plain(div12(expected12)),
    ratio: ratio === null ? null : plain(ratio),
    flagged: months >= 1 && ratio !== null && ratio.lt(threshold),
  };
}

/** The month (YYYY-MM) of a date or timestamp. */
export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

/**
 * Whether `month` may carry a measurement: after the acceptance month, and not after the
 * current month (`today` as YYYY-MM-DD).
 */
export function measurementMonthAllowed(month: string, acceptanceTime: string | null, today: string): boolean {
  if (!acceptanceTime) return false;
  return month > monthOf(acceptanceTime) && month <= monthOf(today);
}
