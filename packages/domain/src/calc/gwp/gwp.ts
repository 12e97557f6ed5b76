import { Decimal, toNonNegative } from '../decimal.js';
import { invalid } from '../../errors.js';
import { REFRIGERANT_BLENDS, type BlendComponent } from './blends.js';
import { add, mul } from '../exact.js';
import { GWP_ASSESSMENTS, GWP_TABLE, type GwpAssessment, type GwpRow } from './gwp-table.js';

// Names are matched case-insensitively and ignoring surrounding blanks: 'co2', 'r-410a' work.
const key = (name: string): string => name.trim().toUpperCase();

const ROWS = new Map<string, GwpRow>();
for (const r of GWP_TABLE) {
  ROWS.set(key(r.gas), r);
  for (const a of r.aliases) ROWS.set(key(a), r);
}
const BLENDS = new Map(REFRIGERANT_BLENDS.map((b) => [key(b.name), b]));

function assertAssessment(assessment: GwpAssessment): void {
  if (!GWP_ASSESSMENTS.includes(assessment)) {
    throw invalid('calc.gwp.unknownAssessment', { assessment: String(assessment) }, 'assessment');
  }
}

function findRow(gas: string): GwpRow | undefined {
  return ROWS.get(key(gas));
}

/** True when `gas` names a single gas or a named blend known to the GWP table. */
export function isKnownGas(gas: string): boolean {
  return findRow(gas) !== undefined || BLENDS.has(key(gas));
}

/** Canonical table name of a single gas or blend ('r-134a' → 'HFC-134a'); throws when unknown. */
export function canonicalGasName(gas: string): string {
  const r = findRow(gas);
  if (r) return r.gas;
  const b = BLENDS.get(key(gas));
  if (b) return b.name;
  throw invalid('calc.gwp.unknownGas', { gas }, 'gas');
}

/**
 * The gases a refrigerant consists of, with mass fractions: a single gas is itself at 1, a
 * named blend (R-410A …) its ASHRAE 34 composition. Throws `calc.gwp.unknownGas`.
 */
export function gasComponents(gas: string): Array<{ gas: string; massFraction: Decimal }> {
  const r = findRow(gas);
  if (r) return [{ gas: r.gas, massFraction: new Decimal(1) }];
  const b = BLENDS.get(key(gas));
  if (!b) throw invalid('calc.gwp.unknownGas', { gas }, 'gas');
  return b.components.map((c) => ({ gas: c.gas, massFraction: new Decimal(c.massFraction) }));
}

/**
 * Montreal-Protocol substance (HCFC-22 …)? Its CO2e is a memo item outside scope totals
 * (reference §3). A blend counts as Montreal when any component is. Unknown gas → error.
 */
export function isMontrealGas(gas: string): boolean {
  return gasComponents(gas).some((c) => findRow(c.gas)?.montreal === true);
}

/**
 * GWP-100 of a gas or named blend under an IPCC assessment (tCO2e per t of gas).
 * Gas names as in GWP_TABLE ('CO2', 'CH4', 'CH4-fossil', 'CH4-non-fossil', 'N2O', 'HFC-134a',
 * 'SF6', 'NF3', …), ASHRAE aliases ('R-134a', 'R-22') and REFRIGERANT_BLENDS names ('R-410A').
 * Throws DomainError `calc.gwp.unknownGas` / `calc.gwp.unknownAssessment`.
 */
export function gwp(gas: string, assessment: GwpAssessment): Decimal {
  assertAssessment(assessment);
  const r = findRow(gas);
  if (r) return rowValue(r, assessment);
  const b = BLENDS.get(key(gas));
  if (!b) throw invalid('calc.gwp.unknownGas', { gas }, 'gas');
  return blendGwp(b.components, assessment);
}

function rowValue(r: GwpRow, assessment: GwpAssessment): Decimal {
  const v = r.values[assessment];
  if (v !== null) return new Decimal(v);
  const fb = r.fallback === undefined ? undefined : findRow(r.fallback);
  const fv = fb?.values[assessment];
  if (fv === undefined || fv === null) throw invalid('calc.gwp.notAvailable', { gas: r.gas, assessment }, 'gas');
  return new Decimal(fv);
}

/**
 * GWP of a mixture: Σ wᵢ·GWPᵢ with w the mass fractions (ASHRAE 34 convention, reference §3).
 * Fractions must be non-negative and sum to exactly 1, else `calc.gwp.fractionsNotOne`.
 */
export function blendGwp(components: readonly BlendComponent[], assessment: GwpAssessment): Decimal {
  assertAssessment(assessment);
  if (components.length === 0) throw invalid('calc.gwp.emptyBlend', {}, 'components');
  const fractions = components.map((c, i) => toNonNegative(c.massFraction, `components[${i}].massFraction`));
  const sum = add(...fractions);
  if (!sum.equals(1)) throw invalid('calc.gwp.fractionsNotOne', { sum: sum.toFixed() }, 'components');
  return add(...components.map((c, i) => mul(fractions[i] as Decimal, gwp(c.gas, assessment))));
}

/** Citation of the GWP values of an assessment, for explanations. */
export function gwpSource(assessment: GwpAssessment): string {
  const tables: Record<GwpAssessment, string> = {
    AR4: 'IPCC AR4 WG1 Table 2.14',
    AR5: 'IPCC AR5 WG1 Table 8.A.1',
    AR6: 'IPCC AR6 WG1 Table 7.SM.7 / 7.15',
  };
  return tables[assessment];
}
