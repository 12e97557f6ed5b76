import type Decimal from 'decimal.js';

/** One input of a calculation as shown to a verifier: value and unit, and where it came from. */
export type ExplainedInput = {
  /** Stable name of the input, e.g. 'activity', 'ncv', 'carbonContent'. */
  name: string;
  /** Decimal string (or plain number for physical properties). */
  value: string;
  unit: string;
  /** e.g. 'factor', 'default', 'user', 'constant'; with a citation when it is a constant. */
  source?: string;
};

/** The factor row a result used: id and version make the number reproducible. */
export type FactorRef = { id: string; version: string; name?: string; source?: string };

/** Every result carries this: formula, inputs with units, factors with versions, GWP set. */
export type Explanation = {
  /** Method identifier, e.g. 'combustion.cn-guideline'. */
  method: string;
  /** The formula in plain text, e.g. 'E = AD × NCV × CC × OF × 44/12'. */
  formula: string;
  inputs: ExplainedInput[];
  factors: FactorRef[];
  /** 'AR4' | 'AR5' | 'AR6', when gases were converted to CO2e. */
  gwpSet?: string;
  /** Free remarks, e.g. 'residual mix not available; grid factor used'. Keys are i18n keys. */
  notes?: string[];
};

/** Mass of each gas in tonnes, as Decimal. */
export type GasBreakdown = Record<string, Decimal>;

/** The common result shape of every emission calculation. */
export type EmissionResult = {
  /** Total in tCO2e (excludes biogenic CO2 and Montreal-Protocol gases). */
  tco2e: Decimal;
  /** Per-gas mass in t (not CO2e). */
  gases: GasBreakdown;
  /** Per-gas tCO2e. */
  gasesCo2e: GasBreakdown;
  /** Biogenic CO2 in t, reported separately (never in tco2e). */
  biogenicCo2?: Decimal;
  /** tCO2e of Montreal-Protocol gases, reported outside the scope totals. */
  outsideScopes?: Decimal;
  explanation: Explanation;
};
