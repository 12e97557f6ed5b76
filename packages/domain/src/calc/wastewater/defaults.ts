/** A default parameter of the wastewater method, with its source. */
export type WastewaterDefault = {
  value: string;
  unit: string;
  source: string;
  /** 'unconfirmed': seen only in third-party implementations, not in the primary text. */
  status: 'confirmed' | 'unconfirmed';
};

/**
 * Defaults of wastewaterCh4 (product spec §9). B0 is the IPCC default; MCF 0.5 is what the
 * spec prescribes, although IPCC Table 6.8 gives 0.8 for an anaerobic reactor (see
 * WASTEWATER_MCF_TABLE): callers with a known treatment system should pass its MCF.
 */
export const WASTEWATER_DEFAULTS: Readonly<Record<'b0' | 'mcf', WastewaterDefault>> = {
  b0: {
    value: '0.25',
    unit: 'kg CH4/kg COD',
    source: 'IPCC 2006 GL Vol.5 Ch.6 (industrial wastewater), default B0 = 0.25 kg CH4/kg COD; product spec §9',
    status: 'confirmed',
  },
  mcf: {
    value: '0.5',
    unit: 'fraction',
    source:
      'Product spec §9 (anaerobic reactor MCF 0.5); recommended value of the Chinese paper & paper-products and beverage/refined-tea guidelines (seen in third-party code only)',
    status: 'unconfirmed',
  },
};

/** One treatment or discharge pathway of IPCC 2006 GL Vol.5 Table 6.8 (industrial wastewater). */
export type WastewaterMcfRow = { pathway: string; mcf: string; range?: string; source: string };

const T68 = 'IPCC 2006 GL Vol.5 Ch.6 Table 6.8';

/** Default MCF per pathway, IPCC 2006 GL Vol.5 Table 6.8 (reference §2). */
export const WASTEWATER_MCF_TABLE: readonly WastewaterMcfRow[] = [
  { pathway: 'untreated-sea-river-lake', mcf: '0.1', source: T68 },
  { pathway: 'aerobic-well-managed', mcf: '0', range: '0–0.1', source: T68 },
  { pathway: 'aerobic-not-well-managed', mcf: '0.3', range: '0.2–0.4', source: T68 },
  { pathway: 'anaerobic-sludge-digester', mcf: '0.8', range: '0.8–1.0', source: T68 },
  { pathway: 'anaerobic-reactor', mcf: '0.8', range: '0.8–1.0', source: T68 },
  { pathway: 'anaerobic-shallow-lagoon', mcf: '0.2', range: '0–0.3', source: T68 },
  { pathway: 'anaerobic-deep-lagoon', mcf: '0.8', range: '0.8–1.0', source: T68 },
];
