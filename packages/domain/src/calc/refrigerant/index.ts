export { type RefrigerantCommon, type RefrigerantMassUnit, type RefrigerantSpec } from './common.js';
export { REFRIGERANT_SCREENING_DEFAULTS, type RefrigerantEquipmentType, type RefrigerantScreeningDefault } from './defaults.js';
export { refrigerantScreening, type RefrigerantScreeningInput } from './screening.js';
export {
  refrigerantMassBalance,
  refrigerantSimplifiedMassBalance,
  type RefrigerantMassBalanceInput,
  type RefrigerantSimplifiedMassBalanceInput,
} from './mass-balance.js';
