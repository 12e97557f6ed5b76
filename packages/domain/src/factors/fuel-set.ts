import type { FuelKind } from './fuels.js';
import type { FactorSeedRow } from './types.js';

/**
 * The rows of one fuel's parameter set (fuels.ts): NCV, carbon content and oxidation rate from
 * the family's own table, CH4 and N2O from IPCC 2006 Vol.2 Tier 1 defaults (kg per TJ, NCV
 * basis), stationary from Table 2.3 (manufacturing industries and construction, the usual case
 * of a company's boilers and furnaces) and mobile from the chapter 3 table of the fuel's usual
 * mode (road 3.2.2, water-borne 3.5.3, aviation 3.6.5). Coal, crude oil, refinery gas and coke
 * oven gas have no mobile rows: a mobile source of them is entered with its own factors.
 */
export type FuelGroup = 'gas' | 'cog' | 'diesel' | 'gasoline' | 'coal' | 'oil' | 'fuelOil' | 'kerosene' | 'lpg' | 'refineryGas';

export type FuelSpec = {
  id: string;
  zh: string;
  en: string;
  class2: string;
  /** Consumption unit the NCV is per. */
  unit: 't' | '10^4Nm3';
  ncv: string;
  /** tC/TJ. */
  cc: string;
  /** Percent. */
  of: string;
  group: FuelGroup;
  /** Caveat of every row of the family's table; `ccNote` / `ofNote` override it for the carbon content / oxidation rate ('' = none). */
  note?: string;
  ccNote?: string;
  ofNote?: string;
};

export type FuelFamily = {
  family: string;
  version: string;
  title: string;
  year: number;
  url: string;
  validFrom: string;
  country: string;
  sector: string;
};

const BASE = 'https://www.ipcc-nggip.iges.or.jp/public/2006gl/pdf/2_Volume2/';
const CH2 = {
  title: 'IPCC 2006 GL Vol.2 Ch.2 Stationary Combustion, Table 2.3 (manufacturing industries and construction)',
  url: `${BASE}V2_2_Ch2_Stationary_Combustion.pdf`,
};
const CH3 = `${BASE}V2_3_Ch3_Mobile_Combustion.pdf`;
/** Reference §5 confirms natural gas 1 / 0.1 and oil 3 / 0.6 kg/TJ; the other stationary values are not in it. */
const STATIONARY_NOTE = 'Not in the project calculation reference; IPCC 2006 Vol.2 Table 2.3 value, verify against the PDF';
const MOBILE_NOTE = 'Not in the project calculation reference; IPCC 2006 Vol.2 chapter 3 value, verify against the PDF';

type GasPair = { ch4: string; n2o: string; confirmed?: true };
const STATIONARY: Record<FuelGroup, GasPair> = {
  gas: { ch4: '1', n2o: '0.1', confirmed: true },
  cog: { ch4: '1', n2o: '0.1' },
  refineryGas: { ch4: '1', n2o: '0.1' },
  lpg: { ch4: '1', n2o: '0.1' },
  diesel: { ch4: '3', n2o: '0.6', confirmed: true },
  gasoline: { ch4: '3', n2o: '0.6', confirmed: true },
  oil: { ch4: '3', n2o: '0.6', confirmed: true },
  fuelOil: { ch4: '3', n2o: '0.6', confirmed: true },
  kerosene: { ch4: '3', n2o: '0.6', confirmed: true },
  coal: { ch4: '10', n2o: '1.5' },
};
const MOBILE: Partial<Record<FuelGroup, GasPair & { table: string }>> = {
  diesel: { ch4: '3.9', n2o: '3.9', table: 'Table 3.2.2 (road transport, diesel)' },
  gasoline: { ch4: '25', n2o: '8.0', table: 'Table 3.2.2 (road transport, motor gasoline, oxidation catalyst)' },
  gas: { ch4: '92', n2o: '3', table: 'Table 3.2.2 (road transport, natural gas)' },
  lpg: { ch4: '62', n2o: '0.2', table: 'Table 3.2.2 (road transport, LPG)' },
  fuelOil: { ch4: '7', n2o: '2', table: 'Table 3.5.3 (water-borne navigation, residual fuel oil)' },
  kerosene: { ch4: '0.5', n2o: '2', table: 'Table 3.6.5 (civil aviation, jet kerosene)' },
};

const KIND_NAMES: Record<FuelKind, { zh: string; en: string }> = {
  NCV: { zh: '低位发热量', en: 'net calorific value' },
  CC: { zh: '单位热值含碳量', en: 'carbon content per unit heat' },
  OF: { zh: '碳氧化率', en: 'carbon oxidation rate' },
  'CH4-S': { zh: '固定燃烧 CH4 排放因子', en: 'stationary combustion CH4 factor' },
  'N2O-S': { zh: '固定燃烧 N2O 排放因子', en: 'stationary combustion N2O factor' },
  'CH4-M': { zh: '移动燃烧 CH4 排放因子', en: 'mobile combustion CH4 factor' },
  'N2O-M': { zh: '移动燃烧 N2O 排放因子', en: 'mobile combustion N2O factor' },
};

type Param = {
  kind: FuelKind;
  value: string;
  factorUnit: string;
  gasUnit: string;
  activityUnit: string;
  gas: string;
  title: string;
  url: string;
  year: number;
  note?: string | undefined;
};

const perTJ = (gas: 'CH4' | 'N2O') => ({ factorUnit: 'kg/TJ', gasUnit: 'kg', activityUnit: 'TJ', gas });

function params(f: FuelFamily, fuel: FuelSpec): Param[] {
  const own = { title: f.title, url: f.url, year: f.year };
  const noteOf = (own: string | undefined) => (own === undefined ? fuel.note : own || undefined);
  const out: Param[] = [
    {
      kind: 'NCV',
      value: fuel.ncv,
      factorUnit: `GJ/${fuel.unit}`,
      gasUnit: 'GJ',
      activityUnit: fuel.unit,
      gas: '',
      ...own,
      note: fuel.note,
    },
    { kind: 'CC', value: fuel.cc, factorUnit: 'tC/TJ', gasUnit: 'tC', activityUnit: 'TJ', gas: 'CO2', ...own, note: noteOf(fuel.ccNote) },
    { kind: 'OF', value: fuel.of, factorUnit: '%', gasUnit: '%', activityUnit: '%', gas: 'CO2', ...own, note: noteOf(fuel.ofNote) },
  ];
  const s = STATIONARY[fuel.group];
  const sNote = s.confirmed ? undefined : STATIONARY_NOTE;
  out.push(
    { kind: 'CH4-S', value: s.ch4, ...perTJ('CH4'), title: CH2.title, url: CH2.url, year: 2006, note: sNote },
    { kind: 'N2O-S', value: s.n2o, ...perTJ('N2O'), title: CH2.title, url: CH2.url, year: 2006, note: sNote },
  );
  const m = MOBILE[fuel.group];
  if (m) {
    const title = `IPCC 2006 GL Vol.2 Ch.3 Mobile Combustion, ${m.table}`;
    out.push(
      { kind: 'CH4-M', value: m.ch4, ...perTJ('CH4'), title, url: CH3, year: 2006, note: MOBILE_NOTE },
      { kind: 'N2O-M', value: m.n2o, ...perTJ('N2O'), title, url: CH3, year: 2006, note: MOBILE_NOTE },
    );
  }
  return out;
}

/** The library rows of `fuel`'s parameter set in `family` (code `<family>-FUEL-<id>-<kind>`, one version). */
export function fuelSetRows(f: FuelFamily, fuel: FuelSpec): FactorSeedRow[] {
  return params(f, fuel).map((p) => ({
    code: `${f.family}-FUEL-${fuel.id}-${p.kind}`,
    table: p.kind.endsWith('-S') ? 'fixed-combustion' : p.kind.endsWith('-M') ? 'mobile-combustion' : 'default',
    class1: '化石燃料',
    class2: fuel.class2,
    nameZh: `${fuel.zh}${KIND_NAMES[p.kind].zh}`,
    nameEn: `${fuel.en} ${KIND_NAMES[p.kind].en}`,
    country: f.country,
    sector: p.kind.endsWith('-S') ? 'stationary' : p.kind.endsWith('-M') ? 'mobile' : f.sector,
    value: p.value,
    factorUnit: p.factorUnit,
    gasUnit: p.gasUnit,
    activityUnit: p.activityUnit,
    gas: p.gas,
    version: f.version,
    sourceTitle: p.title,
    sourceYear: p.year,
    sourceUrl: p.url,
    validFrom: f.validFrom,
    validTo: null,
    ...(p.note ? { note: p.note } : {}),
  }));
}
