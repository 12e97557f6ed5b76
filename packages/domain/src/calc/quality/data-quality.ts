import { invalid } from '../../errors.js';
import { Decimal, toNonNegative, type DecimalInput } from '../decimal.js';
import { AVERAGE_QUALITY_BANDS, TW_EPA_QUALITY_BANDS, levelFor } from './bands.js';

/** 'average': the product spec's 5-level additive scheme; 'tw-epa': Taiwan's 3-level multiplicative form. */
export type DataQualityScheme = 'average' | 'tw-epa';

/** The selectable schemes with their i18n keys (catalogue: calc-reporting). */
export const DATA_QUALITY_SCHEMES: readonly { readonly code: DataQualityScheme; readonly key: string }[] = Object.freeze([
  { code: 'average', key: 'calc.quality.scheme.average' },
  { code: 'tw-epa', key: 'calc.quality.scheme.tw-epa' },
]);

/**
 * One emission source's grades. Under 'tw-epa' the scores are the form's 1..3 grades:
 * activityScore = A1 (activity-data type), calibrationScore = A2 (credibility / instrument
 * calibration), factorScore = A3 (emission-factor type).
 */
export type DataQualitySource = {
  /** Weight of the source, usually its share of emissions; any non-negative scale (normalised by the sum). */
  share: DecimalInput;
  activityScore: DecimalInput;
  factorScore: DecimalInput;
  calibrationScore: DecimalInput;
};

/**
 * `score` is unrounded. `level` is 1..5 under 'average' (higher is better) and 1..3 under
 * 'tw-epa' (lower is better).
 */
export type DataQualityResult = { scheme: DataQualityScheme; score: Decimal; level: number };

/**
 * Inventory data-quality grade.
 *
 * 'average' (product spec §5): score = Σ shareᵢ × (activityᵢ + factorᵢ + calibrationᵢ)/3 / Σ shareᵢ,
 * graded by AVERAGE_QUALITY_BANDS. 'tw-epa' (reference §7): Xᵢ = A1 × A2 × A3 with each grade
 * in {1, 2, 3}; score = Σ shareᵢ × Xᵢ / Σ shareᵢ, graded by TW_EPA_QUALITY_BANDS. The form weights
 * X, not the level (one public implementation weights the level instead; reference §7).
 *
 * Shares are normalised by their sum, so percentages, fractions or raw tCO2e all work; they
 * must be non-negative and not all zero. Divides once at the end so that equal scores give
 * an exact mean.
 */
export function dataQuality(sources: readonly DataQualitySource[], scheme: DataQualityScheme = 'average'): DataQualityResult {
  if (scheme !== 'average' && scheme !== 'tw-epa') throw invalid('calc.quality.unknownScheme', { scheme: String(scheme) }, 'scheme');
  if (!Array.isArray(sources) || sources.length === 0) throw invalid('calc.quality.noSources', {}, 'sources');
  let weighted = new Decimal(0);
  let shareSum = new Decimal(0);
  sources.forEach((src, i) => {
    const share = toNonNegative(src.share, `sources[${i}].share`);
    shareSum = shareSum.plus(share);
    weighted = weighted.plus(share.times(scheme === 'average' ? scoreSum(src, i) : errorLevel(src, i)));
  });
  if (shareSum.isZero()) throw invalid('calc.quality.sharesAllZero', {}, 'share');
  const divisor = scheme === 'average' ? shareSum.times(3) : shareSum;
  const score = weighted.div(divisor);
  const level = levelFor(score, scheme === 'average' ? AVERAGE_QUALITY_BANDS : TW_EPA_QUALITY_BANDS);
  return { scheme, score, level };
}

/** Sum of the three scores; the ÷3 of the mean is applied once to the whole sum. */
function scoreSum(src: DataQualitySource, i: number): Decimal {
  return toNonNegative(src.activityScore, `sources[${i}].activityScore`)
    .plus(toNonNegative(src.factorScore, `sources[${i}].factorScore`))
    .plus(toNonNegative(src.calibrationScore, `sources[${i}].calibrationScore`));
}

/** Taiwan form: single-source error level X = A1 × A2 × A3, 1..27. */
function errorLevel(src: DataQualitySource, i: number): Decimal {
  const grade = (value: DecimalInput, name: string): Decimal => {
    const field = `sources[${i}].${name}`;
    const d = toNonNegative(value, field);
    if (!d.isInteger() || d.lt(1) || d.gt(3)) throw invalid('calc.quality.twEpaGradeRange', { field }, field);
    return d;
  };
  return grade(src.activityScore, 'activityScore')
    .times(grade(src.calibrationScore, 'calibrationScore'))
    .times(grade(src.factorScore, 'factorScore'));
}

/** Level of an 'average'-scheme score (spec §5 bands), for a score computed elsewhere. */
export function averageQualityLevel(score: DecimalInput): number {
  return levelFor(toNonNegative(score, 'score'), AVERAGE_QUALITY_BANDS);
}

/** Level of a 'tw-epa' score (reference §7 bands). */
export function twEpaQualityLevel(score: DecimalInput): number {
  return levelFor(toNonNegative(score, 'score'), TW_EPA_QUALITY_BANDS);
}
