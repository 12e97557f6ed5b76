import type { FactorSeedRow } from './types.js';

/**
 * IPCC 2006 Guidelines for National Greenhouse Gas Inventories, Volume 2 (Energy), Tier 1
 * defaults in kg of gas per TJ on a net-calorific basis (oxidation factor 1). The stationary
 * CO2, CH4 and N2O values and the NCVs are those of the calculation reference §5.
 */
const IPCC = 'IPCC-2006';
const BASE = 'https://www.ipcc-nggip.iges.or.jp/public/2006gl/pdf/2_Volume2/';
const CH1 = { title: 'IPCC 2006 GL Vol.2 Ch.1 Introduction, Table 1.2 (default NCVs)', url: `${BASE}V2_1_Ch1_Introduction.pdf` };
const CH2 = `${BASE}V2_2_Ch2_Stationary_Combustion.pdf`;
const CH3 = `${BASE}V2_3_Ch3_Mobile_Combustion.pdf`;

type Fuel = { id: string; zh: string; en: string; class2: string };
const NG: Fuel = { id: 'NG', zh: '天然气', en: 'Natural gas', class2: '气体燃料' };
const DIESEL: Fuel = { id: 'DIESEL', zh: '柴油', en: 'Gas/diesel oil', class2: '液体燃料' };
const GASOLINE: Fuel = { id: 'GASOLINE', zh: '车用汽油', en: 'Motor gasoline', class2: '液体燃料' };

type Spec = {
  code: string;
  table: 'fixed-combustion' | 'mobile-combustion' | 'default';
  fuel: Fuel;
  gas: string;
  value: string;
  sector: string;
  zhSuffix: string;
  enSuffix: string;
  sourceTitle: string;
  sourceUrl: string;
  note?: string;
};

function row(s: Spec): FactorSeedRow {
  const isNcv = s.gas === '';
  return {
    code: s.code,
    table: s.table,
    class1: '化石燃料',
    class2: s.fuel.class2,
    nameZh: `${s.fuel.zh}${s.zhSuffix}`,
    nameEn: `${s.fuel.en}${s.enSuffix}`,
    country: 'GLOBAL',
    sector: s.sector,
    value: s.value,
    factorUnit: isNcv ? 'TJ/Gg' : 'kg/TJ',
    gasUnit: isNcv ? 'TJ' : 'kg',
    activityUnit: isNcv ? 'Gg' : 'TJ',
    gas: s.gas,
    version: IPCC,
    sourceTitle: s.sourceTitle,
    sourceYear: 2006,
    sourceUrl: s.sourceUrl,
    validFrom: '2006-01-01',
    validTo: null,
    ...(s.note ? { note: s.note } : {}),
  };
}

/** CO2 defaults are the same in Tables 2.2-2.5; cited from Table 2.2. Reference §5: 56,100 / 74,100 / 69,300. */
const STATIONARY_CO2: Array<[Fuel, string]> = [
  [NG, '56100'],
  [DIESEL, '74100'],
  [GASOLINE, '69300'],
];

/** Reference §5: energy and manufacturing NG 1/0.1, oil 3/0.6; commercial and residential NG 5/0.1, oil 10/0.6. */
const STATIONARY_NON_CO2: Array<{ table: string; sector: string; zh: string; en: string; ng: [string, string]; oil: [string, string] }> = [
  { table: '2.2', sector: 'energy-industries', zh: '能源工业', en: 'energy industries', ng: ['1', '0.1'], oil: ['3', '0.6'] },
  {
    table: '2.3',
    sector: 'manufacturing-construction',
    zh: '制造业和建筑业',
    en: 'manufacturing and construction',
    ng: ['1', '0.1'],
    oil: ['3', '0.6'],
  },
  {
    table: '2.4',
    sector: 'commercial-institutional',
    zh: '商业/机构',
    en: 'commercial/institutional',
    ng: ['5', '0.1'],
    oil: ['10', '0.6'],
  },
  { table: '2.5', sector: 'residential', zh: '居民', en: 'residential', ng: ['5', '0.1'], oil: ['10', '0.6'] },
];

function stationaryRows(): FactorSeedRow[] {
  const co2 = STATIONARY_CO2.map(([fuel, value]) =>
    row({
      code: `IPCC2006-SC-${fuel.id}-CO2`,
      table: 'fixed-combustion',
      fuel,
      gas: 'CO2',
      value,
      sector: 'stationary',
      zhSuffix: ' 固定燃烧 CO2',
      enSuffix: ' stationary combustion CO2',
      sourceTitle: 'IPCC 2006 GL Vol.2 Ch.2 Stationary Combustion, Table 2.2',
      sourceUrl: CH2,
    }),
  );
  const other = STATIONARY_NON_CO2.flatMap((t) =>
    [NG, DIESEL, GASOLINE].flatMap((fuel) => {
      const [ch4, n2o] = fuel === NG ? t.ng : t.oil;
      return (
        [
          ['CH4', ch4],
          ['N2O', n2o],
        ] as const
      ).map(([gas, value]) =>
        row({
          code: `IPCC2006-SC-${fuel.id}-${gas}-${t.sector.toUpperCase()}`,
          table: 'fixed-combustion',
          fuel,
          gas,
          value,
          sector: t.sector,
          zhSuffix: ` 固定燃烧 ${gas}（${t.zh}）`,
          enSuffix: ` stationary combustion ${gas} (${t.en})`,
          sourceTitle: `IPCC 2006 GL Vol.2 Ch.2 Stationary Combustion, Table ${t.table}`,
          sourceUrl: CH2,
        }),
      );
    }),
  );
  return [...co2, ...other];
}

/**
 * Road transport. Table 3.2.1 CO2 defaults equal the stationary ones (reference §5). The
 * Table 3.2.2 CH4/N2O values are not in the calculation reference: transcribed from the IPCC
 * table, to be checked against the PDF before relying on them.
 */
const TABLE_322_NOTE = 'Not in the project calculation reference; IPCC 2006 Vol.2 Table 3.2.2 value, verify against the PDF';
const MOBILE: Array<{ fuel: Fuel; tech: string; zh: string; en: string; ch4: string; n2o: string }> = [
  { fuel: GASOLINE, tech: 'UNCONTROLLED', zh: '（无控制）', en: ' (uncontrolled)', ch4: '33', n2o: '3.2' },
  { fuel: GASOLINE, tech: 'OXCAT', zh: '（氧化催化）', en: ' (oxidation catalyst)', ch4: '25', n2o: '8.0' },
  { fuel: DIESEL, tech: 'ALL', zh: '', en: '', ch4: '3.9', n2o: '3.9' },
  { fuel: NG, tech: 'ALL', zh: '', en: '', ch4: '92', n2o: '3' },
];

function mobileRows(): FactorSeedRow[] {
  const co2 = STATIONARY_CO2.map(([fuel, value]) =>
    row({
      code: `IPCC2006-MC-${fuel.id}-CO2`,
      table: 'mobile-combustion',
      fuel,
      gas: 'CO2',
      value,
      sector: 'road-transport',
      zhSuffix: ' 道路移动源 CO2',
      enSuffix: ' road transport CO2',
      sourceTitle: 'IPCC 2006 GL Vol.2 Ch.3 Mobile Combustion, Table 3.2.1',
      sourceUrl: CH3,
    }),
  );
  const other = MOBILE.flatMap((m) =>
    (
      [
        ['CH4', m.ch4],
        ['N2O', m.n2o],
      ] as const
    ).map(([gas, value]) =>
      row({
        code: `IPCC2006-MC-${m.fuel.id}-${m.tech}-${gas}`,
        table: 'mobile-combustion',
        fuel: m.fuel,
        gas,
        value,
        sector: 'road-transport',
        zhSuffix: ` 道路移动源 ${gas}${m.zh}`,
        enSuffix: ` road transport ${gas}${m.en}`,
        sourceTitle: 'IPCC 2006 GL Vol.2 Ch.3 Mobile Combustion, Table 3.2.2',
        sourceUrl: CH3,
        note: TABLE_322_NOTE,
      }),
    ),
  );
  return [...co2, ...other];
}

/** Reference §5: NCVs 48.0 / 43.0 / 44.3 TJ/Gg. */
function ncvRows(): FactorSeedRow[] {
  return (
    [
      [NG, '48.0'],
      [DIESEL, '43.0'],
      [GASOLINE, '44.3'],
    ] as const
  ).map(([fuel, value]) =>
    row({
      code: `IPCC2006-NCV-${fuel.id}`,
      table: 'default',
      fuel,
      gas: '',
      value,
      sector: '',
      zhSuffix: ' 低位发热量',
      enSuffix: ' net calorific value',
      sourceTitle: CH1.title,
      sourceUrl: CH1.url,
    }),
  );
}

/** IPCC 2006 Tier 1 rows: stationary (Tables 2.2-2.5), road transport (3.2.1, 3.2.2), NCVs (1.2). */
export const IPCC_2006_SEED: readonly FactorSeedRow[] = Object.freeze([...stationaryRows(), ...mobileRows(), ...ncvRows()]);
