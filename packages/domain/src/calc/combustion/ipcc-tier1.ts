import { toNonNegative, type DecimalInput } from '../decimal.js';
import type { EmissionResult, FactorRef } from '../explain.js';
import { milli, mul } from '../exact.js';
import type { GwpAssessment } from '../gwp/gwp-table.js';
import { emissionResult, explained, factorList, type GasMass } from '../gwp/result.js';
import type { CombustionSourceType } from './cn-guideline.js';

/** Which methane GWP applies; see GWP_TABLE for what each name means per assessment. */
export type MethaneGas = 'CH4' | 'CH4-fossil' | 'CH4-non-fossil';

export type CombustionIpccTier1Input = {
  /** Fuel energy (NCV basis) in TJ. */
  energyTJ: DecimalInput;
  /** Emission factors in kg gas per TJ (IPCC 2006 GL Vol.2 Tables 2.2–2.5, 3.2.1–3.2.2). */
  co2KgPerTJ: DecimalInput;
  ch4KgPerTJ: DecimalInput;
  n2oKgPerTJ: DecimalInput;
  assessment: GwpAssessment;
  /**
   * Default 'CH4' for fossil fuels: Tier 1 assumes full oxidation (OF = 1), so the carbon of
   * the emitted methane is already counted in CO2, and the AR5/AR6 fossil value (which adds
   * that CO2) would count it twice. Biomass defaults to 'CH4-non-fossil'.
   */
  ch4Gas?: MethaneGas;
  sourceType?: CombustionSourceType;
  factor?: FactorRef;
  /** The rows behind each factor (CO2 from a fuel's carbon content, with its oxidation rate's row). */
  factors?: { co2?: FactorRef; co2Oxidation?: FactorRef; ch4?: FactorRef; n2o?: FactorRef };
};

/** Biomass takes the same inputs; its CO2 is biogenic. */
export type CombustionBiomassInput = CombustionIpccTier1Input;

type Parsed = { energy: ReturnType<typeof toNonNegative>; co2: GasMass; ch4: GasMass; n2o: GasMass };

function parse(input: CombustionIpccTier1Input, ch4Gas: MethaneGas): Parsed {
  const energy = toNonNegative(input.energyTJ, 'energyTJ');
  // kg/TJ × TJ = kg; /1000 → t (exact).
  const mass = (ef: DecimalInput, field: string) => milli(mul(energy, toNonNegative(ef, field)));
  return {
    energy,
    co2: { gas: 'CO2', massT: mass(input.co2KgPerTJ, 'co2KgPerTJ') },
    ch4: { gas: ch4Gas, massT: mass(input.ch4KgPerTJ, 'ch4KgPerTJ') },
    n2o: { gas: 'N2O', massT: mass(input.n2oKgPerTJ, 'n2oKgPerTJ') },
  };
}

function explanation(input: CombustionIpccTier1Input, p: Parsed, method: string, formula: string) {
  const src = (ref: FactorRef | undefined) => ((ref ?? input.factor) ? 'factor' : 'user');
  return {
    method,
    formula,
    inputs: [
      explained('energy', p.energy, 'TJ'),
      explained('co2Factor', toNonNegative(input.co2KgPerTJ), 'kg CO2/TJ', src(input.factors?.co2)),
      explained('ch4Factor', toNonNegative(input.ch4KgPerTJ), `kg ${p.ch4.gas}/TJ`, src(input.factors?.ch4)),
      explained('n2oFactor', toNonNegative(input.n2oKgPerTJ), 'kg N2O/TJ', src(input.factors?.n2o)),
      { name: 'sourceType', value: input.sourceType ?? 'stationary', unit: '-' },
    ],
    factors: factorList(input.factor, input.factors?.co2, input.factors?.co2Oxidation, input.factors?.ch4, input.factors?.n2o),
  };
}

/**
 * IPCC 2006 Tier 1 fuel combustion (reference §5, oxidation factor 1):
 * E_gas [t] = Energy [TJ] × EF_gas [kg/TJ] / 1000, CO2e = Σ E_gas × GWP_gas.
 */
export function combustionIpccTier1(input: CombustionIpccTier1Input): EmissionResult {
  const p = parse(input, input.ch4Gas ?? 'CH4');
  return emissionResult({
    gases: [p.co2, p.ch4, p.n2o],
    assessment: input.assessment,
    explanation: explanation(
      input,
      p,
      'combustion.ipcc-tier1',
      'E_gas [t] = Energy [TJ] × EF_gas [kg/TJ] / 1000; tCO2e = Σ E_gas × GWP_gas',
    ),
  });
}

/**
 * Biomass combustion, IPCC 2006 Tier 1: the CO2 is biogenic and returned as `biogenicCo2`
 * (never in tco2e); CH4 (non-fossil by default) and N2O count in tco2e.
 */
export function combustionBiomass(input: CombustionBiomassInput): EmissionResult {
  const p = parse(input, input.ch4Gas ?? 'CH4-non-fossil');
  return emissionResult({
    gases: [p.ch4, p.n2o],
    assessment: input.assessment,
    biogenicCo2: p.co2.massT,
    explanation: explanation(
      input,
      p,
      'combustion.biomass',
      'E_gas [t] = Energy [TJ] × EF_gas [kg/TJ] / 1000; tCO2e = E_CH4 × GWP_CH4 + E_N2O × GWP_N2O; biogenic CO2 reported separately',
    ),
  });
}
