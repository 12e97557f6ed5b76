export { GWP_ASSESSMENTS, GWP_TABLE, type GwpAssessment, type GwpRow } from './gwp-table.js';
export { REFRIGERANT_BLENDS, type BlendComponent, type RefrigerantBlend } from './blends.js';
export { blendGwp, canonicalGasName, gasComponents, gwp, gwpSource, isKnownGas, isMontrealGas } from './gwp.js';
