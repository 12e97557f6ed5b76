import { Decimal } from '../decimal.js';
import { invalid } from '../../errors.js';
import type { EmissionResult, ExplainedInput, Explanation, FactorRef, GasBreakdown } from '../explain.js';
import { add, mul } from '../exact.js';
import { canonicalGasName, gwp, gwpSource, isMontrealGas } from './gwp.js';
import type { GwpAssessment } from './gwp-table.js';

/** Mass of one gas in tonnes. */
export type GasMass = { gas: string; massT: Decimal };

/** Where an explained input came from. */
export type InputSource = 'user' | 'factor' | 'default' | 'derived' | (string & {});

/** An explanation input with the value written in plain (never exponent) notation. */
export function explained(name: string, value: Decimal, unit: string, source: InputSource = 'user'): ExplainedInput {
  return { name, value: value.toFixed(), unit, source };
}

/** The factor rows a result used, in order, without the absent ones. */
export function factorList(...refs: Array<FactorRef | undefined>): FactorRef[] {
  return refs.filter((r): r is FactorRef => r !== undefined);
}

type Args = {
  gases: GasMass[];
  /** Needed whenever a gas other than CO2 is present. */
  assessment?: GwpAssessment;
  biogenicCo2?: Decimal;
  explanation: Omit<Explanation, 'gwpSet'>;
};

/**
 * Assembles an EmissionResult: per-gas masses, per-gas CO2e via gwp(), Montreal-Protocol gases
 * moved to `outsideScopes` (their mass stays in `gases`, their CO2e is not in `gasesCo2e`), so
 * Σ gasesCo2e = tco2e exactly. GWP values used are added to the explanation's inputs.
 */
export function emissionResult(args: Args): EmissionResult {
  const gases: GasBreakdown = {};
  const gasesCo2e: GasBreakdown = {};
  const gwpInputs: ExplainedInput[] = [];
  let outside: Decimal | undefined;
  // CO2 has GWP 1 in every assessment, so a CO2-only result needs no GWP set.
  const set = args.assessment ?? 'AR6';
  for (const { gas, massT } of args.gases) {
    const name = canonicalGasName(gas);
    gases[name] = add(gases[name] ?? new Decimal(0), massT);
    const factor = gwp(name, name === 'CO2' ? set : requireSet(args.assessment, name));
    if (name !== 'CO2' && !gwpInputs.some((i) => i.name === `gwp.${name}`)) {
      gwpInputs.push(explained(`gwp.${name}`, factor, 'tCO2e/t', gwpSource(set)));
    }
    const co2e = mul(massT, factor);
    if (isMontrealGas(name)) outside = add(outside ?? new Decimal(0), co2e);
    else gasesCo2e[name] = add(gasesCo2e[name] ?? new Decimal(0), co2e);
  }
  const { notes: given, ...rest } = args.explanation;
  const notes = [...(given ?? [])];
  if (outside !== undefined) notes.push('calc.emissions.note.montrealOutsideScopes');
  if (args.biogenicCo2 !== undefined) notes.push('calc.emissions.note.biogenicSeparate');
  const explanation: Explanation = {
    ...rest,
    inputs: [...rest.inputs, ...gwpInputs],
    ...(args.assessment ? { gwpSet: args.assessment } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
  return {
    tco2e: add(...Object.values(gasesCo2e)),
    gases,
    gasesCo2e,
    ...(args.biogenicCo2 !== undefined ? { biogenicCo2: args.biogenicCo2 } : {}),
    ...(outside !== undefined ? { outsideScopes: outside } : {}),
    explanation,
  };
}

function requireSet(assessment: GwpAssessment | undefined, gas: string): GwpAssessment {
  if (assessment === undefined) throw invalid('calc.gwp.assessmentRequired', { gas }, 'assessment');
  return assessment;
}
