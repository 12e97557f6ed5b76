/**
 * Pollutant codes of HJ 212-2017 Appendix B (pollutant coding tables: water `w…`, gas
 * `a…`) that industrial discharge outlets measure most, with the unit the standard gives
 * for the measured value. The codes were checked against two published transcriptions of
 * the 2017 table (lingkejia/bocon-operation-app `src/lib/polcodeList17.js`;
 * freeioe/freeioe_example_apps `__hj_bak/ruiao/hj212/tags/info.lua`, which also maps the
 * 2005 codes, e.g. COD 011 → w01018). Names in three languages are in
 * `i18n/messages/hj212.ts` under `hj212.pollutant.<code>`.
 *
 * Other codes are not refused: a point may measure any code its equipment sends; this
 * table only names and suggests units for the common ones.
 */
export type Hj212Medium = 'water' | 'gas';
export type Hj212Pollutant = {
  readonly code: string;
  readonly medium: Hj212Medium;
  /** Unit of the measured value; '' = dimensionless (pH). */
  readonly unit: string;
};

const w = (code: string, unit: string): Hj212Pollutant => ({ code, medium: 'water', unit });
const a = (code: string, unit: string): Hj212Pollutant => ({ code, medium: 'gas', unit });

export const HJ212_POLLUTANTS: readonly Hj212Pollutant[] = [
  w('w00000', 'L/s'),
  w('w01001', ''),
  w('w01009', 'mg/L'),
  w('w01010', '℃'),
  w('w01012', 'mg/L'),
  w('w01014', 'μS/cm'),
  w('w01017', 'mg/L'),
  w('w01018', 'mg/L'),
  w('w01019', 'mg/L'),
  w('w01020', 'mg/L'),
  w('w20111', 'μg/L'),
  w('w20115', 'μg/L'),
  w('w20116', 'mg/L'),
  w('w20117', 'μg/L'),
  w('w20119', 'μg/L'),
  w('w20120', 'μg/L'),
  w('w20121', 'mg/L'),
  w('w20122', 'mg/L'),
  w('w20123', 'mg/L'),
  w('w21001', 'mg/L'),
  w('w21003', 'mg/L'),
  w('w21011', 'mg/L'),
  w('w21016', 'mg/L'),
  w('w21017', 'mg/L'),
  w('w22001', 'mg/L'),
  w('w23002', 'mg/L'),
  a('a00000', 'm³/s'),
  a('a01011', 'm/s'),
  a('a01012', '℃'),
  a('a01013', 'kPa'),
  a('a01014', '%'),
  a('a05001', 'mg/m³'),
  a('a19001', '%'),
  a('a21001', 'mg/m³'),
  a('a21002', 'mg/m³'),
  a('a21003', 'mg/m³'),
  a('a21004', 'mg/m³'),
  a('a21005', 'mg/m³'),
  a('a21024', 'mg/m³'),
  a('a21026', 'mg/m³'),
  a('a21028', 'mg/m³'),
  a('a24088', 'mg/m³'),
  a('a25002', 'mg/m³'),
  a('a25003', 'mg/m³'),
  a('a25005', 'mg/m³'),
  a('a34002', 'mg/m³'),
  a('a34004', 'mg/m³'),
  a('a34013', 'mg/m³'),
];

const BY_CODE = new Map(HJ212_POLLUTANTS.map((p) => [p.code, p]));

/** The table's entry for a code, if it has one. */
export function hj212Pollutant(code: string): Hj212Pollutant | undefined {
  return BY_CODE.get(code);
}

/** i18n key of a pollutant's name. */
export function hj212PollutantKey(code: string): string {
  return `hj212.pollutant.${code}`;
}
