import { invalid } from '../../errors.js';
import { optNonNegative, toNonNegative, type Decimal, type DecimalInput } from '../decimal.js';
import type { EmissionResult, ExplainedInput, FactorRef } from '../explain.js';
import { add, milli, mul, sub } from '../exact.js';
import { emissionResult, explained, factorList } from '../gwp/result.js';

// Grid factors are taken in tCO2/MWh, numerically equal to kgCO2/kWh (the unit MEE/NBS and
// Taiwan MOEA publish, reference §6). A factor published in CO2e is used as CO2 (GWP 1).
const FACTOR_UNIT = 'tCO2/MWh (= kgCO2/kWh)';

export type ElectricityLocationBasedInput = {
  /** Consumption in MWh; give exactly one of `mwh` and `kwh`. */
  mwh?: DecimalInput;
  kwh?: DecimalInput;
  /** Grid-average factor in tCO2/MWh (= kgCO2/kWh). */
  gridFactor: DecimalInput;
  factor?: FactorRef;
};

function consumptionMwh(input: ElectricityLocationBasedInput): { mwh: Decimal; shown: ExplainedInput } {
  if ((input.mwh === undefined) === (input.kwh === undefined)) {
    throw invalid('calc.emissions.exactlyOneOf', { fields: 'mwh, kwh' }, 'mwh');
  }
  if (input.mwh !== undefined) {
    const mwh = toNonNegative(input.mwh, 'mwh');
    return { mwh, shown: explained('consumption', mwh, 'MWh') };
  }
  const kwh = toNonNegative(input.kwh as DecimalInput, 'kwh');
  return { mwh: milli(kwh), shown: explained('consumption', kwh, 'kWh') };
}

/**
 * Location-based Scope 2 (GHG Protocol Scope 2 Guidance 2015): E [tCO2] = consumption [MWh] ×
 * grid-average factor [tCO2/MWh]. kWh are divided by 1000 exactly.
 */
export function electricityLocationBased(input: ElectricityLocationBasedInput): EmissionResult {
  const { mwh, shown } = consumptionMwh(input);
  const ef = toNonNegative(input.gridFactor, 'gridFactor');
  return emissionResult({
    gases: [{ gas: 'CO2', massT: mul(mwh, ef) }],
    explanation: {
      method: 'electricity.location-based',
      formula: 'E [tCO2] = consumption [MWh] × grid factor [tCO2/MWh]',
      inputs: [shown, explained('gridFactor', ef, FACTOR_UNIT, input.factor ? 'factor' : 'user')],
      factors: factorList(input.factor),
    },
  });
}

export type ElectricityMarketBasedInput = {
  consumptionKwh: DecimalInput;
  /** Green power delivered (direct supply / PPA), counted at 0. */
  greenPowerKwh?: DecimalInput;
  /** Electricity covered by green certificates (RECs / GECs), counted at 0. */
  greenCertificateKwh?: DecimalInput;
  /** Residual-mix factor in tCO2/MWh; when absent the grid factor is used and a note says so. */
  residualMixFactor?: DecimalInput;
  gridFactor: DecimalInput;
  factor?: FactorRef;
  factors?: { residualMix?: FactorRef; grid?: FactorRef };
};

/** Parses the quantities and refuses a cover (green power + certificates) above consumption. */
function coverage(input: ElectricityMarketBasedInput) {
  const consumption = toNonNegative(input.consumptionKwh, 'consumptionKwh');
  const green = optNonNegative(input.greenPowerKwh, 'greenPowerKwh');
  const certs = optNonNegative(input.greenCertificateKwh, 'greenCertificateKwh');
  const covered = add(green, certs);
  if (covered.greaterThan(consumption)) {
    throw invalid(
      'calc.electricity.coveredExceedsConsumption',
      { covered: covered.toFixed(), consumption: consumption.toFixed() },
      'greenCertificateKwh',
    );
  }
  return { consumption, green, certs, covered, uncovered: sub(consumption, covered) };
}

/**
 * Market-based Scope 2 (GHG Protocol Scope 2 Guidance 2015): contractual instruments for
 * renewables at 0; uncovered = consumption − green power − certificates, at the residual mix,
 * or at the grid average when no residual mix exists (disclosed in notes).
 * Covered > consumption → `calc.electricity.coveredExceedsConsumption`.
 */
export function electricityMarketBased(input: ElectricityMarketBasedInput): EmissionResult {
  const { consumption, green, certs, uncovered, covered } = coverage(input);
  const grid = toNonNegative(input.gridFactor, 'gridFactor');
  const residual = input.residualMixFactor === undefined ? undefined : toNonNegative(input.residualMixFactor, 'residualMixFactor');
  const used = residual ?? grid;
  const notes = [residual ? 'calc.electricity.note.residualMixUsed' : 'calc.electricity.note.gridFactorUsed'];
  if (covered.greaterThan(0)) notes.push('calc.electricity.note.instrumentsAtZero');
  const refSrc = (ref: FactorRef | undefined) => (ref ? 'factor' : 'user');
  return emissionResult({
    gases: [{ gas: 'CO2', massT: mul(milli(uncovered), used) }],
    explanation: {
      method: 'electricity.market-based',
      formula: 'E [tCO2] = (consumption − green power − certificates) [kWh] / 1000 × (residual mix ?? grid factor) [tCO2/MWh]',
      inputs: [
        explained('consumption', consumption, 'kWh'),
        explained('greenPower', green, 'kWh'),
        explained('greenCertificates', certs, 'kWh'),
        explained('uncovered', uncovered, 'kWh', 'derived'),
        ...(residual ? [explained('residualMixFactor', residual, FACTOR_UNIT, refSrc(input.factors?.residualMix))] : []),
        explained('gridFactor', grid, FACTOR_UNIT, refSrc(input.factors?.grid ?? input.factor)),
      ],
      factors: factorList(input.factor, input.factors?.residualMix, input.factors?.grid),
      notes,
    },
  });
}
