/** IPCC assessment report whose 100-year GWP values convert gases to CO2e. */
export type GwpAssessment = 'AR4' | 'AR5' | 'AR6';

export const GWP_ASSESSMENTS: readonly GwpAssessment[] = ['AR4', 'AR5', 'AR6'];

/**
 * One gas of the GWP table. Values are decimal strings so they enter Decimal exactly;
 * `null` means the assessment prints no separate value (see `fallback`).
 */
export type GwpRow = {
  /** Canonical name, as the reference document names the gas. */
  gas: string;
  /** Other accepted spellings (ASHRAE 34 refrigerant numbers, the reference's CH4_fossil style). */
  aliases: readonly string[];
  values: Readonly<Record<GwpAssessment, string | null>>;
  /** Gas whose value applies when this row has none for an assessment. */
  fallback?: string;
  /** Montreal-Protocol substance: reported as a memo item outside the scope totals. */
  montreal: boolean;
  source: string;
  note?: string;
};

// Citations for every row; the values were cross-checked in the reference document against
// openclimatedata/globalwarmingpotentials and chrisroadmap/ar6 metrics_supplement_cleaned.csv.
const SRC = 'IPCC AR4 WG1 Table 2.14 (2007); AR5 WG1 Table 8.A.1, without climate-carbon feedback (2013); AR6 WG1 Table 7.SM.7 (2021)';
const SRC_CH4 = 'IPCC AR4 WG1 Table 2.14 (2007); AR5 WG1 Table 8.A.1 (2013); AR6 WG1 Table 7.15 (2021)';

function row(gas: string, ar4: string | null, ar5: string, ar6: string, extra: Partial<GwpRow> = {}): GwpRow {
  return { gas, aliases: [], values: { AR4: ar4, AR5: ar5, AR6: ar6 }, montreal: false, source: SRC, ...extra };
}

/**
 * GWP-100 values (reference §3). Plain 'CH4' is the value each report prints for methane
 * without origin (AR4 25, AR5 28, AR6 27.9). 'CH4-fossil' includes the CO2 from oxidation of
 * fossil methane (AR5 30, AR6 29.8); AR4 prints no separate fossil value, so it falls back to
 * plain CH4 (25), the single methane GWP of AR4. 'CH4-non-fossil' is biogenic methane
 * (AR4 25, AR5 28, AR6 27.0).
 */
export const GWP_TABLE: readonly GwpRow[] = [
  row('CO2', '1', '1', '1'),
  row('CH4', '25', '28', '27.9', { source: `${SRC}; AR6 value for CH4 without origin from Table 7.SM.7` }),
  row('CH4-fossil', null, '30', '29.8', {
    aliases: ['CH4_fossil', 'fossil CH4'],
    fallback: 'CH4',
    source: SRC_CH4,
    note: 'AR4 has one methane GWP (25); it applies to fossil methane too.',
  }),
  row('CH4-non-fossil', '25', '28', '27.0', {
    aliases: ['CH4_nonfossil', 'CH4-nonfossil', 'biogenic CH4'],
    source: SRC_CH4,
  }),
  row('N2O', '298', '265', '273'),
  // ASHRAE 34 refrigerant numbers as aliases: R-23 = CHF3, R-32 = CH2F2, R-125 = C2HF5, ...
  row('HFC-23', '14800', '12400', '14600', { aliases: ['R-23'] }),
  row('HFC-32', '675', '677', '771', { aliases: ['R-32'] }),
  row('HFC-125', '3500', '3170', '3740', { aliases: ['R-125'] }),
  row('HFC-134a', '1430', '1300', '1530', { aliases: ['R-134a'] }),
  row('HFC-143a', '4470', '4800', '5810', { aliases: ['R-143a'] }),
  row('HFC-152a', '124', '138', '164', { aliases: ['R-152a'] }),
  row('HCFC-22', '1810', '1760', '1960', { aliases: ['R-22'], montreal: true }),
  row('SF6', '22800', '23500', '25200', {
    note: 'AR6 25,200 per IPCC author data; a transcription of the GHG Protocol GWP list (Aug 2024) gives 24,300. Unresolved: check the primary PDF.',
  }),
  row('NF3', '17200', '16100', '17400'),
  row('CF4', '7390', '6630', '7380', { aliases: ['PFC-14', 'R-14'] }),
  row('C2F6', '12200', '11100', '12400', { aliases: ['PFC-116', 'R-116'] }),
];
