import type { DecimalInput } from '../decimal.js';
import type { EmissionResult } from '../explain.js';
import { add, sub } from '../exact.js';
import { finishRefrigerant, masses, type RefrigerantCommon } from './common.js';

export type RefrigerantSimplifiedMassBalanceInput = RefrigerantCommon & {
  /** P_N: refrigerant bought to charge new equipment (0 if it came pre-charged). */
  purchasedForNewEquipment?: DecimalInput;
  /** C_N: full charge of the new equipment (0 if it came pre-charged). */
  newEquipmentCharge?: DecimalInput;
  /** P_S: refrigerant used to service equipment. */
  servicing?: DecimalInput;
  /** C_D: full charge of equipment retired in the period. */
  retiredEquipmentCharge?: DecimalInput;
  /** R_D: refrigerant recovered from the retired equipment. */
  recoveredFromRetired?: DecimalInput;
};

/**
 * Simplified material balance (US EPA Nov 2014 §2.4; reference §4):
 * E = (P_N − C_N) + P_S + (C_D − R_D). Masses in `massUnit` (default kg); below 0 → 0 with a note.
 */
export function refrigerantSimplifiedMassBalance(input: RefrigerantSimplifiedMassBalanceInput): EmissionResult {
  const unit = input.massUnit ?? 'kg';
  const { m, explainedInputs } = masses(
    input,
    ['purchasedForNewEquipment', 'newEquipmentCharge', 'servicing', 'retiredEquipmentCharge', 'recoveredFromRetired'],
    unit,
  );
  return finishRefrigerant({
    common: input,
    raw: add(sub(m.purchasedForNewEquipment, m.newEquipmentCharge), m.servicing, sub(m.retiredEquipmentCharge, m.recoveredFromRetired)),
    method: 'refrigerant.simplified-mass-balance',
    formula: `E [${unit}] = (P_N − C_N) + P_S + (C_D − R_D)`,
    inputs: explainedInputs,
  });
}

export type RefrigerantMassBalanceInput = RefrigerantCommon & {
  /** Refrigerant in storage (not in equipment) at the start and end of the period. */
  inventoryBegin?: DecimalInput;
  inventoryEnd?: DecimalInput;
  /** Acquired in the period (purchases, transfers in, returned from servicing). */
  purchased?: DecimalInput;
  /** Sales / disbursements: sold, returned to suppliers, sent off-site for recycling or destruction. */
  sold?: DecimalInput;
  /** Full charge of equipment added in the period. */
  newEquipmentCharge?: DecimalInput;
  /** Full charge of equipment retired or sold in the period. */
  retiredEquipmentCharge?: DecimalInput;
};

/**
 * Material balance (US EPA Nov 2014 §2.3; reference §4): E = (Inv_begin − Inv_end) + Purchases
 * − Sales − (Capacity_new − Capacity_retired). Masses in `massUnit` (default kg); below 0 → 0
 * with a note.
 */
export function refrigerantMassBalance(input: RefrigerantMassBalanceInput): EmissionResult {
  const unit = input.massUnit ?? 'kg';
  const { m, explainedInputs } = masses(
    input,
    ['inventoryBegin', 'inventoryEnd', 'purchased', 'sold', 'newEquipmentCharge', 'retiredEquipmentCharge'],
    unit,
  );
  return finishRefrigerant({
    common: input,
    raw: sub(add(sub(m.inventoryBegin, m.inventoryEnd), m.purchased), add(m.sold, sub(m.newEquipmentCharge, m.retiredEquipmentCharge))),
    method: 'refrigerant.mass-balance',
    formula: `E [${unit}] = (Inv_begin − Inv_end) + Purchases − Sales − (Capacity_new − Capacity_retired)`,
    inputs: explainedInputs,
  });
}
