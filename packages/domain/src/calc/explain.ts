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

/**
 * What explanations of one kind share: the method, formula, factors, GWP set and notes, and each input's
 * name, unit and source. A stored result keeps its explanation as a template (stored once) and its own
 * input values in order (ADR 017): a 100,000-row import then writes the values, not 100,000 copies of
 * the formula and the constants' citations.
 */
export type ExplanationTemplate = Omit<Explanation, 'inputs'> & { inputs: Omit<ExplainedInput, 'value'>[] };

/** The explanation split into its template and its input values (in the inputs' order). */
export function splitExplanation(e: Explanation): { template: ExplanationTemplate; values: string[] } {
  const values: string[] = [];
  const inputs = e.inputs.map(({ value, ...rest }) => {
    values.push(value);
    return rest;
  });
  return { template: { ...e, inputs }, values };
}

/** The explanation again from its template and values; the inverse of splitExplanation. */
export function joinExplanation(template: ExplanationTemplate, values: readonly string[]): Explanation {
  if (values.length !== template.inputs.length)
    throw new Error(`joinExplanation: ${values.length} values for ${template.inputs.length} inputs`);
  return { ...template, inputs: template.inputs.map((input, i) => ({ ...input, value: values[i]! })) };
}
