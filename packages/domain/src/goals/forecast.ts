import Decimal from 'decimal.js';

/**
 * The year's forecast toward a control target (issue 13 "forecast and what-if"): the months
 * reported so far, the rest from last year's monthly profile scaled to this year's run rate,
 * less the reductions of the projects due to complete. Figures are tCO2e decimal strings; the
 * forecast is a planning figure, kept at full precision like every other.
 */

/** A project counted in the forecast: its annual reduction (tCO2e/yr) from the month after it completes. */
export type ForecastProject = { id: string; annualReduction: string; completion: string | null };

export type ForecastInput = {
  year: number;
  /** Approved actuals of this year's reported months (1-12). */
  actuals: ReadonlyMap<number, string>;
  /** Approved actuals of last year's months (the profile), any of 1-12. */
  lastYear: ReadonlyMap<number, string>;
  /** The annual control target, when the organisation has one. */
  target: string | null;
  /**
   * The year's approved annual inventory, when there is one: the year's own figure, so the forecast
   * is that figure (basis `annual`), never "no data".
   */
  annual?: string | null;
  /** The year's figures roll up only some of the children expected (the group root). */
  partial?: boolean;
  projects: readonly ForecastProject[];
};

/**
 * How the year was forecast: the year's approved annual inventory (the year is known); the months
 * not yet reported estimated from last year's same month scaled by this year's run rate; the
 * average of this year's reported months (no usable profile); or not at all (nothing reported
 * this year or last).
 */
export type ForecastBasis = 'annual' | 'lastYearProfile' | 'reportedAverage' | 'none';

export type ForecastMonth = {
  month: number;
  actual: string | null;
  /** The actual when reported; else the estimate less the projects' reductions (never below 0). */
  forecast: string | null;
  /** The projects' reduction taken off this month. */
  reduction: string;
};

export type Forecast = {
  basis: ForecastBasis;
  /** The year's figures roll up only some of the children expected. */
  partial: boolean;
  /** This year's reported months ÷ the same months last year (null unless the profile basis). */
  runRate: string | null;
  months: ForecastMonth[];
  reported: string;
  total: string | null;
  target: string | null;
  /** total − target: positive is the expected miss, negative the headroom (null without both). */
  gap: string | null;
  holds: boolean | null;
  /** Σ of the projects' reductions in the forecast months. */
  projectReduction: string;
};

const ZERO = new Decimal(0);
const sumOf = (values: Iterable<Decimal>) => [...values].reduce((a, b) => a.plus(b), ZERO);
/** Estimates are divisions (a run rate, an average, a twelfth): each month is kept to 10 decimals (spec §9) so the months add up to the total exactly. */
const DECIMALS = 10;
const dp = (d: Decimal) => d.toDecimalPlaces(DECIMALS, Decimal.ROUND_HALF_UP);
/** A twelfth of an annual reduction, to 10 decimals. */
export const monthlyShare = (annual: string): Decimal => dp(new Decimal(annual).dividedBy(12));

/**
 * The month from which a project completed on `completion` (YYYY-MM-DD) reduces emissions in
 * `year`: the month after completion (13 = not this year; 1 = completed before the year).
 */
export function firstEffectiveMonth(completion: string | null, year: number): number {
  if (completion === null) return 13;
  const y = Number(completion.slice(0, 4));
  const m = Number(completion.slice(5, 7));
  if (y < year) return 1;
  if (y > year) return 13;
  return m + 1;
}

/** The estimate of each month not reported, before projects (see ForecastBasis). */
function baseline(input: ForecastInput): { basis: ForecastBasis; runRate: Decimal | null; estimate: (m: number) => Decimal | null } {
  const reported = [...input.actuals.keys()];
  const profileComplete = Array.from({ length: 12 }, (_, i) => input.lastYear.has(i + 1)).every(Boolean);
  const lySameMonths = sumOf(reported.map((m) => new Decimal(input.lastYear.get(m) ?? 0)));
  const actualSum = sumOf([...input.actuals.values()].map((v) => new Decimal(v)));
  if (profileComplete && (reported.length === 0 || lySameMonths.gt(0))) {
    const runRate = reported.length === 0 ? new Decimal(1) : actualSum.dividedBy(lySameMonths);
    return { basis: 'lastYearProfile', runRate, estimate: (m) => dp(new Decimal(input.lastYear.get(m)!).times(runRate)) };
  }
  if (reported.length > 0) {
    const average = dp(actualSum.dividedBy(reported.length));
    return { basis: 'reportedAverage', runRate: null, estimate: () => average };
  }
  return { basis: 'none', runRate: null, estimate: () => null };
}

/**
 * Forecasts the year: reported months as they are; each other month from the baseline estimate,
 * less 1/12 of the annual reduction of every project effective in that month (from the month
 * after its completion); a month never goes below zero. Projects already completed before the
 * months reported are in the actuals and the run rate, so callers pass only those still due.
 */
export function forecastYear(input: ForecastInput): Forecast {
  if (input.annual !== undefined && input.annual !== null) return annualForecast(input, input.annual);
  const { basis, runRate, estimate } = baseline(input);
  const months: ForecastMonth[] = [];
  let projectReduction = ZERO;
  for (let m = 1; m <= 12; m++) {
    const actual = input.actuals.get(m) ?? null;
    if (actual !== null) {
      months.push({ month: m, actual, forecast: actual, reduction: '0' });
      continue;
    }
    const est = estimate(m);
    const reduction = sumOf(
      input.projects.filter((p) => firstEffectiveMonth(p.completion, input.year) <= m).map((p) => monthlyShare(p.annualReduction)),
    );
    if (est === null) {
      months.push({ month: m, actual: null, forecast: null, reduction: '0' });
      continue;
    }
    const applied = Decimal.min(reduction, est);
    projectReduction = projectReduction.plus(applied);
    months.push({ month: m, actual: null, forecast: est.minus(applied).toFixed(), reduction: applied.toFixed() });
  }
  const reported = sumOf([...input.actuals.values()].map((v) => new Decimal(v)));
  const total = basis === 'none' ? null : sumOf(months.map((x) => new Decimal(x.forecast ?? 0)));
  const gap = total !== null && input.target !== null ? total.minus(input.target) : null;
  return {
    basis,
    partial: input.partial === true,
    runRate: runRate === null ? null : dp(runRate).toFixed(),
    months,
    reported: reported.toFixed(),
    total: total === null ? null : total.toFixed(),
    target: input.target,
    gap: gap === null ? null : gap.toFixed(),
    holds: gap === null ? null : gap.lte(0),
    projectReduction: projectReduction.toFixed(),
  };
}

/**
 * The year of an approved annual inventory: its figure is the year's total (nothing left to
 * estimate, so no project reduces it); the months show their own approved actuals where there are
 * any, and no invented split of the year.
 */
function annualForecast(input: ForecastInput, annual: string): Forecast {
  const months: ForecastMonth[] = Array.from({ length: 12 }, (_, i) => {
    const actual = input.actuals.get(i + 1) ?? null;
    return { month: i + 1, actual, forecast: actual, reduction: '0' };
  });
  const gap = input.target === null ? null : new Decimal(annual).minus(input.target);
  return {
    basis: 'annual',
    partial: input.partial === true,
    runRate: null,
    months,
    reported: new Decimal(annual).toFixed(),
    total: new Decimal(annual).toFixed(),
    target: input.target,
    gap: gap === null ? null : gap.toFixed(),
    // a partial figure that is already over the cap breaks it; under the cap, it does not say yet
    holds: gap === null ? null : gap.gt(0) ? false : input.partial === true ? null : true,
    projectReduction: '0',
  };
}

/**
 * The what-if: the same forecast with exactly the picked projects, each at its changed
 * completion date where one is given; the gap's change says how much the pick closes.
 */
export function whatIf(
  input: Omit<ForecastInput, 'projects'>,
  candidates: readonly ForecastProject[],
  picks: readonly { id: string; completion?: string | undefined }[],
): { forecast: Forecast; projects: ForecastProject[] } {
  const byId = new Map(candidates.map((p) => [p.id, p]));
  const projects = picks.flatMap((pick) => {
    const p = byId.get(pick.id);
    return p ? [{ ...p, completion: pick.completion ?? p.completion }] : [];
  });
  return { forecast: forecastYear({ ...input, projects }), projects };
}
