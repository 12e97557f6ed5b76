import type { FactorSeedRow } from './types.js';

type Grid = {
  code: string;
  zh: string;
  en: string;
  class2: string;
  country: 'CN' | 'TW';
  year: number;
  value: string;
  unit: 'kgCO2/kWh' | 'tCO2/MWh' | 'kgCO2e/kWh';
  version: string;
  sourceTitle: string;
  sourceYear: number;
  note?: string;
};

function gridRow(g: Grid): FactorSeedRow {
  const [gasPart, activityUnit] = g.unit.split('/') as [string, string];
  const gasUnit = gasPart.startsWith('kg') ? 'kg' : 't';
  return {
    code: g.code,
    table: 'energy',
    class1: '电力',
    class2: g.class2,
    nameZh: `${g.year}年${g.zh}`,
    nameEn: `${g.en} ${g.year}`,
    country: g.country,
    sector: 'electricity',
    value: g.value,
    factorUnit: g.unit,
    gasUnit,
    activityUnit,
    gas: gasPart.slice(gasUnit.length),
    version: g.version,
    sourceTitle: g.sourceTitle,
    sourceYear: g.sourceYear,
    sourceUrl: '',
    // A grid factor applies to consumption in its data year.
    validFrom: `${g.year}-01-01`,
    validTo: `${g.year}-12-31`,
    ...(g.note ? { note: g.note } : {}),
  };
}

const PRESS = 'From press reports quoting the announcement (calculation reference §6); announcement PDF not opened';
const MEE_NBS = (published: string) => `MEE/NBS announcement of electricity CO2 emission factors (${published})`;

/** Reference §6: national averages 2021 0.5568, 2022 0.5366, 2023 0.5306 kgCO2/kWh; fossil 0.8426 / 0.8325 / 0.8273; excluding market-traded non-fossil 2022 0.5856, 2023 0.6096. */
const CN_NATIONAL: Array<[number, string, string, string | undefined, string, number]> = [
  // year, average, fossil, excl. market non-fossil, published, source year
  [2021, '0.5568', '0.8426', undefined, 'Apr 2024', 2024],
  [2022, '0.5366', '0.8325', '0.5856', 'Dec 2024', 2024],
  [2023, '0.5306', '0.8273', '0.6096', 'about Jan 2026', 2026],
];

function cnNationalRows(): FactorSeedRow[] {
  return CN_NATIONAL.flatMap(([year, avg, fossil, excl, published, sourceYear]) => {
    const base = {
      country: 'CN' as const,
      year,
      unit: 'kgCO2/kWh' as const,
      version: `MEE-NBS-${year}`,
      sourceTitle: MEE_NBS(published),
      sourceYear,
      note: PRESS,
    };
    const rows = [
      gridRow({
        ...base,
        code: `CN-GRID-AVG-${year}`,
        zh: '全国电力平均二氧化碳排放因子',
        en: 'China national electricity CO2 factor (average)',
        class2: '全国电网',
        value: avg,
      }),
      gridRow({
        ...base,
        code: `CN-GRID-FOSSIL-${year}`,
        zh: '全国化石能源电力二氧化碳排放因子',
        en: 'China fossil-fuel electricity CO2 factor',
        class2: '全国电网',
        value: fossil,
      }),
    ];
    if (excl !== undefined) {
      rows.push(
        gridRow({
          ...base,
          code: `CN-GRID-AVG-EXMKT-${year}`,
          zh: '全国电力平均二氧化碳排放因子（不包括市场化交易的非化石能源电量）',
          en: 'China national electricity CO2 factor (excluding market-traded non-fossil power)',
          class2: '全国电网',
          value: excl,
        }),
      );
    }
    return rows;
  });
}

/** Reference §6 regional averages, kgCO2/kWh. */
const CN_REGIONAL: Record<2022 | 2023, Array<[string, string, string, string]>> = {
  2022: [
    ['NORTH', '华北', 'North China', '0.6776'],
    ['NORTHWEST', '西北', 'Northwest China', '0.5857'],
    ['EAST', '华东', 'East China', '0.5617'],
    ['NORTHEAST', '东北', 'Northeast China', '0.5564'],
    ['CENTRAL', '华中', 'Central China', '0.5395'],
    ['SOUTH', '南方', 'South China', '0.3869'],
    ['SOUTHWEST', '西南', 'Southwest China', '0.2268'],
  ],
  2023: [
    ['NORTH', '华北', 'North China', '0.6361'],
    ['NORTHEAST', '东北', 'Northeast China', '0.5122'],
    ['EAST', '华东', 'East China', '0.5500'],
    ['CENTRAL', '华中', 'Central China', '0.5271'],
    ['NORTHWEST', '西北', 'Northwest China', '0.5543'],
    ['SOUTH', '南方', 'South China', '0.4042'],
    ['SOUTHWEST', '西南', 'Southwest China', '0.2472'],
  ],
};

function cnRegionalRows(): FactorSeedRow[] {
  return ([2022, 2023] as const).flatMap((year) =>
    CN_REGIONAL[year].map(([id, zh, en, value]) =>
      gridRow({
        code: `CN-GRID-${id}-${year}`,
        zh: `${zh}区域电力平均二氧化碳排放因子`,
        en: `${en} regional electricity CO2 factor`,
        class2: '区域电网',
        country: 'CN',
        year,
        value,
        unit: 'kgCO2/kWh',
        version: `MEE-NBS-${year}`,
        sourceTitle: MEE_NBS(year === 2022 ? 'Dec 2024' : 'about Jan 2026'),
        sourceYear: year === 2022 ? 2024 : 2026,
        note: PRESS,
      }),
    ),
  );
}

/** Reference §6: the carbon-market 全国电网平均排放因子 for 2022, 0.5703 tCO2/MWh (MEE notice, Feb 2023). */
const CN_ETS_2022 = gridRow({
  code: 'CN-GRID-ETS-2022',
  zh: '全国电网平均排放因子（碳市场）',
  en: 'China national grid factor for the carbon market',
  class2: '全国电网',
  country: 'CN',
  year: 2022,
  value: '0.5703',
  unit: 'tCO2/MWh',
  version: 'MEE-2023-02',
  sourceTitle: 'MEE notice on 2023-2025 power-sector GHG emission reporting and management (Feb 2023)',
  sourceYear: 2023,
  note: 'Reported by a carbon-trading news site (calculation reference §6)',
});

/** Reference §6: Taiwan MOEA Energy Administration, kgCO2e/kWh (BusinessToday, 2024-04-26). 2024 (0.474?) is unconfirmed and left out. */
const TW_YEARS: Array<[number, string]> = [
  [2017, '0.554'],
  [2018, '0.533'],
  [2019, '0.509'],
  [2020, '0.502'],
  [2021, '0.509'],
  [2022, '0.495'],
  [2023, '0.494'],
];

function twRows(): FactorSeedRow[] {
  return TW_YEARS.map(([year, value]) =>
    gridRow({
      code: `TW-GRID-${year}`,
      zh: '台湾电力排放系数',
      en: 'Taiwan electricity emission factor',
      class2: '台湾电网',
      country: 'TW',
      year,
      value,
      unit: 'kgCO2e/kWh',
      version: `MOEA-EA-${year}`,
      sourceTitle: 'MOEA Energy Administration electricity emission factor, as reported by BusinessToday (2024-04-26)',
      sourceYear: 2024,
      note: 'Excludes green power delivered by direct or wheeled supply (calculation reference §6)',
    }),
  );
}

/** Reference §1: default heat EF 0.11 tCO2/GJ for purchased heat (NDRC 24-sector guidelines, heat section); seen only in third-party code. */
const CN_HEAT: FactorSeedRow = {
  code: 'CN-HEAT-DEFAULT',
  table: 'energy',
  class1: '热力',
  class2: '外购热力',
  nameZh: '热力供应二氧化碳排放因子（缺省值）',
  nameEn: 'Purchased heat CO2 factor (default)',
  country: 'CN',
  sector: 'heat',
  value: '0.11',
  factorUnit: 'tCO2/GJ',
  gasUnit: 't',
  activityUnit: 'GJ',
  gas: 'CO2',
  version: 'CN-NDRC-2013-2015',
  sourceTitle: 'NDRC 24-sector GHG accounting guidelines (2013-2015), purchased heat default',
  sourceYear: 2015,
  sourceUrl: '',
  validFrom: '2013-01-01',
  validTo: null,
  note: 'UNCONFIRMED: seen only in third-party code, guideline text not retrieved (calculation reference §1, items not confirmed #1)',
};

/** Grid factors of mainland China and Taiwan by year, and the Chinese default heat factor. */
export const ELECTRICITY_HEAT_SEED: readonly FactorSeedRow[] = Object.freeze([
  ...cnNationalRows(),
  CN_ETS_2022,
  ...cnRegionalRows(),
  ...twRows(),
  CN_HEAT,
]);
