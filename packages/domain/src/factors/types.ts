/** The seven factor tables of spec §3 (fixed combustion … energy). */
export type FactorSeedTable =
  | 'fixed-combustion'
  | 'mobile-combustion'
  | 'biomass'
  | 'default'
  | 'transport'
  | 'sector'
  | 'energy';

/** The tables with their i18n keys (catalogue: calc-reporting). Order as in spec §3. */
export const FACTOR_TABLES: readonly { readonly code: FactorSeedTable; readonly key: string }[] = Object.freeze(
  (['fixed-combustion', 'mobile-combustion', 'biomass', 'default', 'transport', 'sector', 'energy'] as const).map(
    (code) => Object.freeze({ code, key: `factors.table.${code}` }),
  ),
);

/**
 * One row for seeding the factor library (spec §3 emission factor fields). `value` is a
 * decimal string; the factor is `value` `factorUnit`, i.e. `gasUnit` of `gas` per
 * `activityUnit`. Parameter rows (NCV, carbon content, oxidation) use the same shape with
 * `gas` naming what they serve ('' for NCVs, which serve every gas).
 */
export type FactorSeedRow = {
  code: string;
  table: FactorSeedTable;
  class1: string;
  class2: string;
  nameZh: string;
  nameEn: string;
  /** ISO 3166 alpha-2 code, or 'GLOBAL' for IPCC defaults. */
  country: string;
  sector: string;
  value: string;
  factorUnit: string;
  gasUnit: string;
  activityUnit: string;
  gas: string;
  version: string;
  sourceTitle: string;
  sourceYear: number;
  /** '' when no stable public address is known. */
  sourceUrl: string;
  /** ISO date the factor starts to apply (inclusive). */
  validFrom: string;
  /** ISO date it stops applying (inclusive), or null when open-ended. */
  validTo: string | null;
  /** Verification status or caveat, e.g. 'UNCONFIRMED: …'; absent when checked against the source. */
  note?: string;
};
