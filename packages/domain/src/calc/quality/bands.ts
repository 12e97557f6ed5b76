import { Decimal } from '../decimal.js';

/** One grade band: `from` ≤ score < `below` (null = unbounded on that side). */
export type QualityBand = { readonly level: number; readonly from: string | null; readonly below: string | null };

/** A grading scheme's bands with their citation, kept as data an administrator can review. */
export type QualityBandSet = { readonly bands: readonly QualityBand[]; readonly source: string };

/**
 * Product spec §5 (data-quality score) and §9 (5 levels): below 2.0 level 1 (poor);
 * 2.0 to under 3.0 level 2; 3.0 to under 4.0 level 3; 4.0 to under 5.0 level 4;
 * 5.0 or more level 5 (excellent plus). Higher is better.
 */
export const AVERAGE_QUALITY_BANDS: QualityBandSet = Object.freeze({
  source: 'Product spec §5 data-quality score bands; §9 five levels',
  bands: Object.freeze([
    { level: 1, from: null, below: '2.0' },
    { level: 2, from: '2.0', below: '3.0' },
    { level: 3, from: '3.0', below: '4.0' },
    { level: 4, from: '4.0', below: '5.0' },
    { level: 5, from: '5.0', below: null },
  ]),
});

/**
 * Taiwan EPA/MOENV inventory form (calculation reference §7, reconstructed from public
 * implementations of the form, "表2-4"; UNCONFIRMED against the guideline PDF):
 * X < 10 level 1; 10 ≤ X < 19 level 2; 19 ≤ X ≤ 27 level 3. Lower is better.
 */
export const TW_EPA_QUALITY_BANDS: QualityBandSet = Object.freeze({
  source: 'Taiwan EPA/MOENV GHG inventory form, data-quality table 2-4 (reference §7; unconfirmed)',
  bands: Object.freeze([
    { level: 1, from: null, below: '10' },
    { level: 2, from: '10', below: '19' },
    { level: 3, from: '19', below: null },
  ]),
});

/** The band `score` falls in. Bands are contiguous and cover every score, so one always matches. */
export function levelFor(score: Decimal, set: QualityBandSet): number {
  const band = set.bands.find((b) => (b.from === null || score.gte(b.from)) && (b.below === null || score.lt(b.below)));
  if (!band) throw new Error(`quality bands do not cover ${score.toString()}`);
  return band.level;
}
