/** What a unit measures; each dimension has one base unit (toBase = 1). */
export type UnitDimension = 'energy' | 'mass' | 'volume' | 'distance' | 'money';

/**
 * One unit: `toBase` is the exact decimal number of base units in one of this unit
 * (base units: GJ, t, m3, km, yuan). `labelKey` names its label in the calc-steam catalogue.
 */
export type UnitRow = {
  code: string;
  dimension: UnitDimension;
  toBase: string;
  labelKey: string;
  source: string;
};

/** The base unit of each dimension. */
export const BASE_UNITS: Readonly<Record<UnitDimension, string>> = {
  energy: 'GJ',
  mass: 't',
  volume: 'm3',
  distance: 'km',
  money: 'yuan',
};

const SI_PREFIX = 'SI prefixes: BIPM SI Brochure, 9th ed. (2019), Table 7';
const SI_HOUR = 'BIPM SI Brochure, 9th ed. (2019), Table 8: 1 h = 3600 s, so 1 kWh = 3.6 MJ';
const SI_LITRE_TONNE = 'BIPM SI Brochure, 9th ed. (2019), Table 8: 1 L = 10⁻³ m³, 1 t = 10³ kg';
const WAN = '万 = 10⁴, the Chinese statistical multiple (万千瓦时, 万吨, 万立方米, 万元)';
const CAL_IT =
  'International Table calorie, 1 cal_IT = 4.1868 J exactly (5th International Conference on the ' +
  'Properties of Steam, London 1956); NIST SP 811 (2008) App. B.9';
const BTU_IT =
  'Btu_IT = 1055.05585262 J exactly (4.1868 J/(g·K) × 453.59237 g/lb × 5/9 K/°F); NIST SP 811 (2008) App. B.9 ' + 'lists 1.055056E+03 J';
const TCE =
  'GB/T 2589-2020 综合能耗计算通则: 1 kgce is fuel with a net calorific value of 7000 kcal = 29 307.6 kJ ' +
  '(the standard prints the rounded 29 307 kJ)';

function row(code: string, dimension: UnitDimension, toBase: string, labelKey: string, source: string): UnitRow {
  return { code, dimension, toBase, labelKey, source };
}

/** The conversion table. Every factor is exact by definition of the units, except where noted. */
export const UNITS: readonly UnitRow[] = [
  row('J', 'energy', '0.000000001', 'calc.units.J', SI_PREFIX),
  row('kJ', 'energy', '0.000001', 'calc.units.kJ', SI_PREFIX),
  row('MJ', 'energy', '0.001', 'calc.units.MJ', SI_PREFIX),
  row('GJ', 'energy', '1', 'calc.units.GJ', 'base unit of energy'),
  row('TJ', 'energy', '1000', 'calc.units.TJ', SI_PREFIX),
  row('kWh', 'energy', '0.0036', 'calc.units.kWh', SI_HOUR),
  row('MWh', 'energy', '3.6', 'calc.units.MWh', SI_HOUR),
  row('GWh', 'energy', '3600', 'calc.units.GWh', SI_HOUR),
  row('10^4kWh', 'energy', '36', 'calc.units.wanKWh', `${SI_HOUR}; ${WAN}`),
  row('kgce', 'energy', '0.0293076', 'calc.units.kgce', TCE),
  row('tce', 'energy', '29.3076', 'calc.units.tce', TCE),
  row('10^4tce', 'energy', '293076', 'calc.units.wanTce', `${TCE}; ${WAN}`),
  row('kcal', 'energy', '0.0000041868', 'calc.units.kcal', CAL_IT),
  row('Mcal', 'energy', '0.0041868', 'calc.units.Mcal', CAL_IT),
  row('Gcal', 'energy', '4.1868', 'calc.units.Gcal', CAL_IT),
  row('MMBtu', 'energy', '1.05505585262', 'calc.units.MMBtu', BTU_IT),
  row(
    'therm',
    'energy',
    '0.105505585262',
    'calc.units.therm',
    `1 therm = 100 000 Btu_IT (EC therm, NIST SP 811 App. B.9: 1.05506E+08 J; the US therm, 1.054804E+08 J, ` +
      `is 0.025% smaller). ${BTU_IT}`,
  ),
  row('g', 'mass', '0.000001', 'calc.units.g', SI_LITRE_TONNE),
  row('kg', 'mass', '0.001', 'calc.units.kg', SI_LITRE_TONNE),
  row('t', 'mass', '1', 'calc.units.t', 'base unit of mass'),
  row('kt', 'mass', '1000', 'calc.units.kt', SI_PREFIX),
  row('10^4t', 'mass', '10000', 'calc.units.wanT', WAN),
  row(
    'lb',
    'mass',
    '0.00045359237',
    'calc.units.lb',
    'International avoirdupois pound = 0.45359237 kg exactly (1959); NIST SP 811 App. B.9',
  ),
  row('L', 'volume', '0.001', 'calc.units.L', SI_LITRE_TONNE),
  row('m3', 'volume', '1', 'calc.units.m3', 'base unit of volume'),
  row('10^4m3', 'volume', '10000', 'calc.units.wanM3', WAN),
  row('m', 'distance', '0.001', 'calc.units.m', SI_PREFIX),
  row('km', 'distance', '1', 'calc.units.km', 'base unit of distance'),
  row('mi', 'distance', '1.609344', 'calc.units.mi', 'International mile = 1609.344 m exactly (1959); NIST SP 811 App. B.9'),
  row('yuan', 'money', '1', 'calc.units.yuan', 'base unit of money (CNY); other currencies need exchange rates, not this table'),
  row('10^4yuan', 'money', '10000', 'calc.units.wanYuan', WAN),
];
