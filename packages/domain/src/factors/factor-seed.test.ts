import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.js';
import { MESSAGES } from '../i18n/messages/index.js';
import { Decimal, toNonNegative } from '../calc/decimal.js';
import { FACTOR_SEED, FACTOR_TABLES } from './index.js';
import { FACTOR_TABLE_CODES } from './factor.schema.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const byCode = (code: string) => FACTOR_SEED.find((r) => r.code === code);

describe('FACTOR_SEED rows', () => {
  it.each(FACTOR_SEED.map((r) => [r.code, r] as const))('%s has a source, a valid number and valid dates', (_, row) => {
    expect(row.sourceTitle.trim()).not.toBe('');
    expect(Number.isInteger(row.sourceYear) && row.sourceYear >= 1990 && row.sourceYear <= 2030).toBe(true);
    expect(row.sourceUrl === '' || row.sourceUrl.startsWith('https://')).toBe(true);
    const value = toNonNegative(row.value, row.code);
    expect(value.isZero()).toBe(false);
    expect(row.version.trim()).not.toBe('');
    for (const f of [row.nameZh, row.nameEn, row.class1, row.class2, row.country, row.factorUnit, row.activityUnit]) {
      expect(f.trim()).not.toBe('');
    }
    expect(FACTOR_TABLES.some((t) => t.code === row.table)).toBe(true);
    expect(row.validFrom).toMatch(ISO_DATE);
    if (row.validTo !== null) {
      expect(row.validTo).toMatch(ISO_DATE);
      expect(row.validTo >= row.validFrom).toBe(true);
    }
  });

  it('code + version is unique', () => {
    const keys = FACTOR_SEED.map((r) => `${r.code}@${r.version}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // Values straight from the calculation reference (§1, §5, §6).
  it.each([
    ['IPCC2006-SC-NG-CO2', '56100', 'kg/TJ'],
    ['IPCC2006-SC-DIESEL-CO2', '74100', 'kg/TJ'],
    ['IPCC2006-SC-GASOLINE-CO2', '69300', 'kg/TJ'],
    ['IPCC2006-SC-NG-CH4-ENERGY-INDUSTRIES', '1', 'kg/TJ'],
    ['IPCC2006-SC-DIESEL-N2O-MANUFACTURING-CONSTRUCTION', '0.6', 'kg/TJ'],
    ['IPCC2006-SC-NG-CH4-COMMERCIAL-INSTITUTIONAL', '5', 'kg/TJ'],
    ['IPCC2006-SC-GASOLINE-CH4-RESIDENTIAL', '10', 'kg/TJ'],
    ['IPCC2006-NCV-GASOLINE', '44.3', 'TJ/Gg'],
    ['CN-FUEL-NG-NCV', '389.31', 'GJ/10^4Nm3'],
    ['CN-FUEL-DIESEL-CC', '20.20', 'tC/TJ'],
    ['CN-FUEL-RAWCOAL-OF', '94', '%'],
    ['CN-GRID-ETS-2022', '0.5703', 'tCO2/MWh'],
    ['CN-GRID-AVG-2021', '0.5568', 'kgCO2/kWh'],
    ['CN-GRID-AVG-2022', '0.5366', 'kgCO2/kWh'],
    ['CN-GRID-AVG-2023', '0.5306', 'kgCO2/kWh'],
    ['CN-GRID-SOUTHWEST-2022', '0.2268', 'kgCO2/kWh'],
    ['TW-GRID-2017', '0.554', 'kgCO2e/kWh'],
    ['TW-GRID-2023', '0.494', 'kgCO2e/kWh'],
    ['CN-HEAT-DEFAULT', '0.11', 'tCO2/GJ'],
  ])('%s = %s %s', (code, value, unit) => {
    const row = byCode(code);
    expect(row?.value).toBe(value);
    expect(row?.factorUnit).toBe(unit);
  });

  it('leaves out the unconfirmed Taiwan 2024 factor', () => {
    expect(byCode('TW-GRID-2024')).toBeUndefined();
  });

  it('flags unconfirmed rows in their note', () => {
    for (const code of ['CN-FUEL-RAWCOAL-CC', 'CN-FUEL-NG-OF', 'CN-HEAT-DEFAULT']) expect(byCode(code)?.note).toMatch(/UNCONFIRMED/);
    expect(byCode('CN-FUEL-NG-CC')?.note).toBeUndefined();
  });

  // Reference §5 consistency check: CC [tC/TJ] × 44/12 × 1000 = IPCC CO2 EF [kg/TJ]
  // 15.30 × 44/12 = 56.1 → 56100; 18.90 × 44/12 = 69.3 → 69300; 20.20 × 44/12 = 74.07 (table rounds to 74.1).
  it.each([
    ['NG', 'NG', '56100'],
    ['GASOLINE', 'GASOLINE', '69300'],
  ])('CN carbon content of %s matches the IPCC CO2 factor', (cn, ipcc, ef) => {
    const cc = new Decimal(byCode(`CN-FUEL-${cn}-CC`)?.value ?? 'NaN');
    expect(cc.times(44).div(12).times(1000).toString()).toBe(ef);
    expect(byCode(`IPCC2006-SC-${ipcc}-CO2`)?.value).toBe(ef);
  });
});

describe('FACTOR_TABLES', () => {
  it('has the seven spec §3 tables with labels in three languages', () => {
    expect(FACTOR_TABLES.map((t) => t.code)).toEqual([
      'fixed-combustion',
      'mobile-combustion',
      'biomass',
      'default',
      'transport',
      'sector',
      'energy',
    ]);
    for (const t of FACTOR_TABLES) for (const l of LOCALES) expect(MESSAGES[l][t.key], `${l} ${t.key}`).toBeTruthy();
  });

  it('agrees with the request schema', () => {
    expect([...FACTOR_TABLE_CODES]).toEqual(FACTOR_TABLES.map((t) => t.code));
  });
});
