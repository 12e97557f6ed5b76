import type { FactorSeedRow } from './types.js';

/**
 * Business travel (GHG Protocol scope 3 category 6) by passenger-kilometre and hotel night, from
 * the UK government GHG conversion factors (DESNZ 2024, condensed set: "Business travel – air"
 * economy class with radiative forcing, "Business travel – land", "Hotel stay"). None is in the
 * project calculation reference, and the values were transcribed from a secondary summary of
 * the condensed set: every row is flagged to be checked against the spreadsheet. Air bands
 * follow DESNZ (domestic = short haul, short-haul international = medium haul, long haul). The
 * car row is DESNZ's average car of unknown fuel per vehicle-km, i.e. one traveller per car.
 */
const VERSION = 'DESNZ-2024';
const TITLE = 'UK DESNZ Greenhouse gas reporting: conversion factors 2024 (condensed set)';
const URL = 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024';
const NOTE =
  'UNCONFIRMED: not in the project calculation reference; transcribed from a summary of the DESNZ 2024 condensed set, verify against the spreadsheet';

type Travel = { code: string; zh: string; en: string; class2: string; value: string; unit: 'pkm' | 'room-night'; country?: string };

const ROWS: Travel[] = [
  {
    code: 'TRAVEL-AIR-SHORT',
    zh: '航空出行（短途，经济舱，含辐射强迫）',
    en: 'Air travel, short haul (economy, with RF)',
    class2: '航空',
    value: '0.255',
    unit: 'pkm',
  },
  {
    code: 'TRAVEL-AIR-MEDIUM',
    zh: '航空出行（中途，经济舱，含辐射强迫）',
    en: 'Air travel, medium haul (economy, with RF)',
    class2: '航空',
    value: '0.156',
    unit: 'pkm',
  },
  {
    code: 'TRAVEL-AIR-LONG',
    zh: '航空出行（长途，经济舱，含辐射强迫）',
    en: 'Air travel, long haul (economy, with RF)',
    class2: '航空',
    value: '0.150',
    unit: 'pkm',
  },
  { code: 'TRAVEL-RAIL', zh: '铁路出行', en: 'Rail travel (national rail)', class2: '铁路', value: '0.03546', unit: 'pkm' },
  {
    code: 'TRAVEL-CAR',
    zh: '汽车出行（平均车型，燃料未知，单人）',
    en: 'Car travel (average car, unknown fuel, one traveller)',
    class2: '公路',
    value: '0.16604',
    unit: 'pkm',
  },
  {
    code: 'TRAVEL-HOTEL-UK',
    zh: '酒店住宿（英国）',
    en: 'Hotel stay (UK)',
    class2: '住宿',
    value: '10.4',
    unit: 'room-night',
    country: 'GB',
  },
  {
    code: 'TRAVEL-HOTEL-CN',
    zh: '酒店住宿（中国）',
    en: 'Hotel stay (China)',
    class2: '住宿',
    value: '53.5',
    unit: 'room-night',
    country: 'CN',
  },
];

/** Passenger-km and hotel-night factors of business travel, in kgCO2e per unit. */
export const BUSINESS_TRAVEL_SEED: readonly FactorSeedRow[] = Object.freeze(
  ROWS.map((r): FactorSeedRow => ({
    code: r.code,
    table: 'transport',
    class1: '商务差旅',
    class2: r.class2,
    nameZh: r.zh,
    nameEn: r.en,
    country: r.country ?? 'GB',
    sector: 'business-travel',
    value: r.value,
    factorUnit: `kgCO2e/${r.unit}`,
    gasUnit: 'kg',
    activityUnit: r.unit,
    gas: 'CO2e',
    version: VERSION,
    sourceTitle: TITLE,
    sourceYear: 2024,
    sourceUrl: URL,
    validFrom: '2024-01-01',
    validTo: null,
    note: NOTE,
  })),
);
