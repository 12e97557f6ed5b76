import type { FactorSeedRow } from './types.js';

/**
 * Fuel parameters of the Chinese accounting method, E_CO2 = Σ FC × NCV × CC × OF × 44/12
 * (calculation reference §5), as tabulated in NDRC《工业其他行业企业温室气体排放核算方法与报告指南
 * （试行）》(2015) appendix. The NCVs equal the GB/T 2589 reference LHVs (confirmed); the CCs of
 * natural gas, diesel and gasoline equal the IPCC Table 1.3 defaults; the raw-coal CC and all
 * oxidation rates are UNCONFIRMED against the guideline text (reference, items not confirmed #3).
 * Oxidation rates are stored in percent, as the guideline tables print them.
 */
const VERSION = 'CN-NDRC-2015';
const TITLE = 'NDRC 工业其他行业企业温室气体排放核算方法与报告指南（试行）2015, appendix table of fossil-fuel parameters';
const UNCONFIRMED = 'UNCONFIRMED against the guideline text (calculation reference §5 and items not confirmed #3)';

type Fuel = { id: string; zh: string; en: string; class2: string; unit: 't' | '10^4Nm3' };
type Params = { ncv: string; cc: string; of: string; ccConfirmed: boolean };

/** Reference §5 defaults: NG 389.31 GJ/10^4 Nm3, 15.30 tC/TJ, 99%; diesel 42.652, 20.20, 98%; gasoline 43.070, 18.90, 98%; raw coal 20.908, 26.37, 94%. */
const FUELS: Array<[Fuel, Params]> = [
  [
    { id: 'NG', zh: '天然气', en: 'Natural gas', class2: '气体燃料', unit: '10^4Nm3' },
    { ncv: '389.31', cc: '15.30', of: '99', ccConfirmed: true },
  ],
  [
    { id: 'DIESEL', zh: '柴油', en: 'Diesel', class2: '液体燃料', unit: 't' },
    { ncv: '42.652', cc: '20.20', of: '98', ccConfirmed: true },
  ],
  [
    { id: 'GASOLINE', zh: '汽油', en: 'Gasoline', class2: '液体燃料', unit: 't' },
    { ncv: '43.070', cc: '18.90', of: '98', ccConfirmed: true },
  ],
  [
    { id: 'RAWCOAL', zh: '原煤', en: 'Raw coal', class2: '固体燃料', unit: 't' },
    { ncv: '20.908', cc: '26.37', of: '94', ccConfirmed: false },
  ],
];

type Kind = { id: 'NCV' | 'CC' | 'OF'; zh: string; en: string; gas: string };
const KINDS: Kind[] = [
  { id: 'NCV', zh: '低位发热量', en: 'net calorific value', gas: '' },
  { id: 'CC', zh: '单位热值含碳量', en: 'carbon content per unit heat', gas: 'CO2' },
  { id: 'OF', zh: '碳氧化率', en: 'carbon oxidation rate', gas: 'CO2' },
];

function units(kind: Kind['id'], fuel: Fuel): Pick<FactorSeedRow, 'factorUnit' | 'gasUnit' | 'activityUnit'> {
  if (kind === 'NCV') return { factorUnit: `GJ/${fuel.unit}`, gasUnit: 'GJ', activityUnit: fuel.unit };
  if (kind === 'CC') return { factorUnit: 'tC/TJ', gasUnit: 'tC', activityUnit: 'TJ' };
  return { factorUnit: '%', gasUnit: '%', activityUnit: '%' };
}

function row(fuel: Fuel, p: Params, kind: Kind): FactorSeedRow {
  const value = kind.id === 'NCV' ? p.ncv : kind.id === 'CC' ? p.cc : p.of;
  const confirmed = kind.id === 'NCV' || (kind.id === 'CC' && p.ccConfirmed);
  return {
    code: `CN-FUEL-${fuel.id}-${kind.id}`,
    table: 'default',
    class1: '化石燃料',
    class2: fuel.class2,
    nameZh: `${fuel.zh}${kind.zh}`,
    nameEn: `${fuel.en} ${kind.en}`,
    country: 'CN',
    sector: 'industry-other',
    value,
    ...units(kind.id, fuel),
    gas: kind.gas,
    version: VERSION,
    sourceTitle: TITLE,
    sourceYear: 2015,
    sourceUrl: '',
    validFrom: '2015-01-01',
    validTo: null,
    ...(confirmed ? {} : { note: UNCONFIRMED }),
  };
}

/** Chinese guideline NCV, carbon content and oxidation rate for natural gas, diesel, gasoline and raw coal. */
export const CN_GUIDELINE_SEED: readonly FactorSeedRow[] = Object.freeze(
  FUELS.flatMap(([fuel, params]) => KINDS.map((kind) => row(fuel, params, kind))),
);
