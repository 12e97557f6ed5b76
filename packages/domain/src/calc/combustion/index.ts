export {
  CO2_PER_C,
  combustionCnGuideline,
  type CarbonContentUnit,
  type CnConsumptionUnit,
  type CombustionCnGuidelineInput,
  type CombustionSourceType,
} from './cn-guideline.js';
export {
  combustionBiomass,
  combustionIpccTier1,
  type CombustionBiomassInput,
  type CombustionIpccTier1Input,
  type MethaneGas,
} from './ipcc-tier1.js';
