import type { FactorSeedRow } from '../../factors/types.js';
import type { WasteDisposalMethodCode } from '../dictionary.js';

/**
 * Emission factors of waste treatment (scope 3 category 5, "waste generated in operations"),
 * seeded into the factor library so a waste record becomes tCO2e through the same engine,
 * explanation and version pinning as any entry. Every value is worked out from its source:
 *
 * - Incineration: IPCC 2006 GL Vol.5 Ch.5 Eq. 5.2, CO2 = W × dm × CF × FCF × OF × 44/12, with the
 *   Table 5.2 defaults of industrial waste on a wet-weight basis (total carbon 50 %, fossil carbon
 *   90 %, oxidation 100 %): 1 t × 0.50 × 0.90 × 1.00 × 44/12 = 1.65 t CO2 per tonne.
 * - Composting: IPCC 2006 GL Vol.5 Ch.4 Table 4.1, wet weight: 4 g CH4 and 0.3 g N2O per kg
 *   treated; with AR5 GWPs (CH4 28, N2O 265): 4 × 28 + 0.3 × 265 = 191.5 kg CO2e per tonne.
 * - Anaerobic digestion: the same table, 0.8 g CH4 per kg wet (N2O negligible): 0.8 × 28 = 22.4 kg
 *   CO2e per tonne.
 * - Reuse and recycling: the GHG Protocol's Technical Guidance for Calculating Scope 3 Emissions
 *   (v1.0, 2013), category 5, attributes recycling processes to the user of the recycled material
 *   (the recycled-content method): the generator reports 0 for the treatment itself.
 *
 * Landfill, biofuel, "to be determined" and mandatory-control waste have no default: landfill
 * emissions depend on the site's first-order decay over years, the others on what happens to
 * the waste. An administrator maps them to a factor of the library (envWaste/factorMap).
 */
const VOL5 = 'https://www.ipcc-nggip.iges.or.jp/public/2006gl/pdf/5_Volume5/';
const SCOPE3_GUIDANCE = 'https://ghgprotocol.org/sites/default/files/standards_supporting/Scope3_Calculation_Guidance_0.pdf';

const base = {
  table: 'default',
  class1: '废弃物处理',
  country: 'GLOBAL',
  sector: '',
  activityUnit: 't',
  version: '2006',
  sourceYear: 2006,
  validFrom: '2006-01-01',
  validTo: null,
} as const;

export const WASTE_FACTOR_SEED: readonly FactorSeedRow[] = [
  {
    ...base,
    code: 'WASTE-INCINERATION-IND',
    class2: '焚烧',
    nameZh: '工业废物焚烧（化石碳 CO2）',
    nameEn: 'Industrial waste incineration (fossil CO2)',
    gas: 'CO2',
    value: '1.65',
    factorUnit: 't CO2/t',
    gasUnit: 't',
    sourceTitle: 'IPCC 2006 GL Vol.5 Ch.5 Eq.5.2 and Table 5.2 (industrial waste: CF 50 %, FCF 90 %, OF 100 %)',
    sourceUrl: `${VOL5}V5_5_Ch5_IOB.pdf`,
  },
  {
    ...base,
    code: 'WASTE-COMPOSTING',
    class2: '生物处理',
    nameZh: '堆肥（CH4、N2O，AR5）',
    nameEn: 'Composting (CH4, N2O; AR5)',
    gas: 'CO2e',
    value: '191.5',
    factorUnit: 'kg CO2e/t',
    gasUnit: 'kg',
    sourceTitle: 'IPCC 2006 GL Vol.5 Ch.4 Table 4.1 (wet weight: 4 g CH4/kg, 0.3 g N2O/kg), AR5 GWP',
    sourceUrl: `${VOL5}V5_4_Ch4_Bio_Treat.pdf`,
  },
  {
    ...base,
    code: 'WASTE-ANAEROBIC-DIGESTION',
    class2: '生物处理',
    nameZh: '厌氧消化（CH4，AR5）',
    nameEn: 'Anaerobic digestion (CH4; AR5)',
    gas: 'CO2e',
    value: '22.4',
    factorUnit: 'kg CO2e/t',
    gasUnit: 'kg',
    sourceTitle: 'IPCC 2006 GL Vol.5 Ch.4 Table 4.1 (wet weight: 0.8 g CH4/kg), AR5 GWP',
    sourceUrl: `${VOL5}V5_4_Ch4_Bio_Treat.pdf`,
  },
  {
    ...base,
    code: 'WASTE-RECYCLING-CUTOFF',
    class2: '回收利用',
    nameZh: '再利用与回收（回收含量法，计 0）',
    nameEn: 'Reuse and recycling (recycled-content method: 0)',
    gas: 'CO2e',
    value: '0',
    factorUnit: 'kg CO2e/t',
    gasUnit: 'kg',
    version: '2013',
    sourceYear: 2013,
    validFrom: '2013-01-01',
    sourceTitle: 'GHG Protocol Technical Guidance for Calculating Scope 3 Emissions v1.0 (2013), Category 5, recycled-content method',
    sourceUrl: SCOPE3_GUIDANCE,
  },
];

/** The default factor (by code) of each disposal method; a method not listed has none until an administrator maps one. */
export const DEFAULT_WASTE_FACTOR_CODES: Readonly<Partial<Record<WasteDisposalMethodCode, string>>> = {
  1: 'WASTE-RECYCLING-CUTOFF',
  2: 'WASTE-RECYCLING-CUTOFF',
  4: 'WASTE-COMPOSTING',
  5: 'WASTE-ANAEROBIC-DIGESTION',
  6: 'WASTE-INCINERATION-IND',
  7: 'WASTE-INCINERATION-IND',
  11: 'WASTE-INCINERATION-IND',
};
