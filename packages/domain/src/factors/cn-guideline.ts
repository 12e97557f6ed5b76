import { fuelSetRows, type FuelSpec } from './fuel-set.js';
import type { FactorSeedRow } from './types.js';

/**
 * Fuel parameters of the Chinese accounting method, E_CO2 = Σ FC × NCV × CC × OF × 44/12
 * (calculation reference §5), as tabulated in NDRC《工业其他行业企业温室气体排放核算方法与报告指南
 * （试行）》(2015) appendix. The NCVs of natural gas, diesel, gasoline and raw coal equal the GB/T
 * 2589 reference LHVs (confirmed); the CCs of natural gas, diesel and gasoline equal the IPCC
 * Table 1.3 defaults; the raw-coal CC and all oxidation rates are UNCONFIRMED against the
 * guideline text (reference, items not confirmed #3). The other fuels are transcribed from the
 * same appendix table and are not in the calculation reference: UNCONFIRMED. Oxidation rates are
 * stored in percent, as the guideline tables print them. The CH4 and N2O factors of each set are
 * IPCC 2006 Tier 1 defaults (fuel-set.ts), as the guideline gives none.
 */
const VERSION = 'CN-NDRC-2015';
const TITLE = 'NDRC 工业其他行业企业温室气体排放核算方法与报告指南（试行）2015, appendix table of fossil-fuel parameters';
const UNCONFIRMED = 'UNCONFIRMED against the guideline text (calculation reference §5 and items not confirmed #3)';
const NOT_IN_REFERENCE =
  'UNCONFIRMED: not in the project calculation reference; transcribed from the guideline appendix table, verify against it';

const SOLID = '固体燃料';
const LIQUID = '液体燃料';
const GAS = '气体燃料';

/** Reference §5 defaults: NG 389.31 GJ/10^4 Nm3, 15.30 tC/TJ, 99%; diesel 42.652, 20.20, 98%; gasoline 43.070, 18.90, 98%; raw coal 20.908, 26.37, 94%. */
const FUELS: FuelSpec[] = [
  {
    id: 'NG',
    zh: '天然气',
    en: 'Natural gas',
    class2: GAS,
    unit: '10^4Nm3',
    ncv: '389.31',
    cc: '15.30',
    of: '99',
    group: 'gas',
    ccNote: '',
    ofNote: UNCONFIRMED,
  },
  {
    id: 'DIESEL',
    zh: '柴油',
    en: 'Diesel',
    class2: LIQUID,
    unit: 't',
    ncv: '42.652',
    cc: '20.20',
    of: '98',
    group: 'diesel',
    ccNote: '',
    ofNote: UNCONFIRMED,
  },
  {
    id: 'GASOLINE',
    zh: '汽油',
    en: 'Gasoline',
    class2: LIQUID,
    unit: 't',
    ncv: '43.070',
    cc: '18.90',
    of: '98',
    group: 'gasoline',
    ccNote: '',
    ofNote: UNCONFIRMED,
  },
  {
    id: 'RAWCOAL',
    zh: '原煤',
    en: 'Raw coal',
    class2: SOLID,
    unit: 't',
    ncv: '20.908',
    cc: '26.37',
    of: '94',
    group: 'coal',
    ccNote: UNCONFIRMED,
    ofNote: UNCONFIRMED,
  },
  {
    id: 'ANTHRACITE',
    zh: '无烟煤',
    en: 'Anthracite',
    class2: SOLID,
    unit: 't',
    ncv: '20.304',
    cc: '27.49',
    of: '94',
    group: 'coal',
    note: NOT_IN_REFERENCE,
  },
  {
    id: 'BITUMINOUS',
    zh: '烟煤',
    en: 'Bituminous coal',
    class2: SOLID,
    unit: 't',
    ncv: '19.570',
    cc: '26.18',
    of: '93',
    group: 'coal',
    note: NOT_IN_REFERENCE,
  },
  {
    id: 'LIGNITE',
    zh: '褐煤',
    en: 'Lignite',
    class2: SOLID,
    unit: 't',
    ncv: '14.080',
    cc: '28.00',
    of: '96',
    group: 'coal',
    note: NOT_IN_REFERENCE,
  },
  {
    id: 'COKE',
    zh: '焦炭',
    en: 'Coke',
    class2: SOLID,
    unit: 't',
    ncv: '28.435',
    cc: '29.42',
    of: '93',
    group: 'coal',
    note: NOT_IN_REFERENCE,
  },
  {
    id: 'CRUDE',
    zh: '原油',
    en: 'Crude oil',
    class2: LIQUID,
    unit: 't',
    ncv: '41.816',
    cc: '20.08',
    of: '98',
    group: 'oil',
    note: NOT_IN_REFERENCE,
  },
  {
    id: 'FUELOIL',
    zh: '燃料油',
    en: 'Fuel oil',
    class2: LIQUID,
    unit: 't',
    ncv: '41.816',
    cc: '21.10',
    of: '98',
    group: 'fuelOil',
    note: NOT_IN_REFERENCE,
  },
  {
    id: 'KEROSENE',
    zh: '一般煤油',
    en: 'Kerosene',
    class2: LIQUID,
    unit: 't',
    ncv: '43.070',
    cc: '19.60',
    of: '98',
    group: 'kerosene',
    note: NOT_IN_REFERENCE,
  },
  {
    id: 'LPG',
    zh: '液化石油气',
    en: 'Liquefied petroleum gas (LPG)',
    class2: LIQUID,
    unit: 't',
    ncv: '50.179',
    cc: '17.20',
    of: '98',
    group: 'lpg',
    note: NOT_IN_REFERENCE,
  },
  {
    id: 'REFINERYGAS',
    zh: '炼厂干气',
    en: 'Refinery gas',
    class2: LIQUID,
    unit: 't',
    ncv: '45.998',
    cc: '18.20',
    of: '98',
    group: 'refineryGas',
    note: NOT_IN_REFERENCE,
  },
  {
    id: 'COG',
    zh: '焦炉煤气',
    en: 'Coke oven gas',
    class2: GAS,
    unit: '10^4Nm3',
    ncv: '179.81',
    cc: '13.58',
    of: '99',
    group: 'cog',
    note: NOT_IN_REFERENCE,
  },
];

/** Chinese guideline fuel sets: NCV, carbon content and oxidation rate, with IPCC CH4/N2O factors. */
export const CN_GUIDELINE_SEED: readonly FactorSeedRow[] = Object.freeze(
  FUELS.flatMap((fuel) =>
    fuelSetRows(
      {
        family: 'CN',
        version: VERSION,
        title: TITLE,
        year: 2015,
        url: '',
        validFrom: '2015-01-01',
        country: 'CN',
        sector: 'industry-other',
      },
      fuel,
    ),
  ),
);
