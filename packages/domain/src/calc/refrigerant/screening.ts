import { Decimal, type DecimalInput, toFraction } from '../decimal.js';
import type { EmissionResult, ExplainedInput } from '../explain.js';
import { add, mul, sub } from '../exact.js';
import { explained } from '../gwp/result.js';
import { finishRefrigerant, mass, type RefrigerantCommon } from './common.js';
import type { RefrigerantEquipmentType } from './defaults.js';

export type RefrigerantScreeningInput = RefrigerantCommon & {
  /** C_N and k: charge of equipment installed in the period and installation loss (fraction). */
  installation?: { newCharge: DecimalInput; lossRate: DecimalInput };
  /** C, x, T: charge in operation, annual operating leak rate (fraction/yr), years in use in the period. */
  operation?: { charge: DecimalInput; annualLeakRate: DecimalInput; years: DecimalInput };
  /** C_D, y, z: charge of retired equipment, share left at disposal, recovery efficiency (fractions). */
  disposal?: { charge: DecimalInput; remainingShare: DecimalInput; recoveryEfficiency: DecimalInput };
  /** Recorded in the explanation; the rates are always the ones given here. */
  equipmentType?: RefrigerantEquipmentType;
};

/**
 * Screening method (US EPA Nov 2014 §2.1; reference §4): E = C_N·k + C·x·T + C_D·y·(1 − z),
 * every factor an explicit input (REFRIGERANT_SCREENING_DEFAULTS can pre-fill them).
 * Masses in `massUnit` (default kg); result in t and tCO2e.
 */
export function refrigerantScreening(input: RefrigerantScreeningInput): EmissionResult {
  const unit = input.massUnit ?? 'kg';
  const inputs: ExplainedInput[] = [];
  const terms: Decimal[] = [];
  if (input.installation) {
    const cn = mass(input.installation.newCharge, 'installation.newCharge');
    const k = toFraction(input.installation.lossRate, 'installation.lossRate');
    inputs.push(explained('newCharge', cn, unit), explained('installLossRate', k, 'fraction'));
    terms.push(mul(cn, k));
  }
  if (input.operation) {
    const c = mass(input.operation.charge, 'operation.charge');
    const x = toFraction(input.operation.annualLeakRate, 'operation.annualLeakRate');
    const t = mass(input.operation.years, 'operation.years');
    inputs.push(explained('operatingCharge', c, unit), explained('annualLeakRate', x, 'fraction/yr'), explained('years', t, 'yr'));
    terms.push(mul(c, x, t));
  }
  if (input.disposal) {
    const cd = mass(input.disposal.charge, 'disposal.charge');
    const y = toFraction(input.disposal.remainingShare, 'disposal.remainingShare');
    const z = toFraction(input.disposal.recoveryEfficiency, 'disposal.recoveryEfficiency');
    inputs.push(
      explained('disposedCharge', cd, unit),
      explained('remainingAtDisposal', y, 'fraction'),
      explained('recoveryEfficiency', z, 'fraction'),
    );
    terms.push(mul(cd, y, sub(new Decimal(1), z)));
  }
  if (input.equipmentType) inputs.push({ name: 'equipmentType', value: input.equipmentType, unit: '-' });
  return finishRefrigerant({
    common: input,
    raw: add(...terms),
    method: 'refrigerant.screening',
    formula: `E [${unit}] = C_N × k + C × x × T + C_D × y × (1 − z)`,
    inputs,
  });
}
