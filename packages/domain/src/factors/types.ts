import { FACTOR_TABLE, type FactorTableCode } from '../enums/inventory.js';

/** The seven factor tables of spec §3 (fixed combustion … energy): the `FACTOR_TABLE` enumeration codes. */
export type FactorSeedTable = FactorTableCode;

/**
 * The tables with their labels' i18n keys, in spec §3 order, taken from the `FACTOR_TABLE`
 * enumeration (keys `enum.factorTable.*`, catalogue: i18n/messages/enums.ts).
 */
export const FACTOR_TABLES: readonly { readonly code: FactorSeedTable; readonly key: string }[] = Object.freeze(
  FACTOR_TABLE.items.map((item) => Object.freeze({ code: item.code, key: item.key })),
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
