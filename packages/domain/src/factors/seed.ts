import { BUSINESS_TRAVEL_SEED } from './business-travel.js';
import { CN_GUIDELINE_SEED } from './cn-guideline.js';
import { ELECTRICITY_HEAT_SEED } from './electricity-heat.js';
import { IPCC_2006_SEED } from './ipcc-2006.js';
import { IPCC_2006_FUEL_SEED } from './ipcc-2006-fuels.js';
import type { FactorSeedRow } from './types.js';

/** Every row for seeding the factor library; each carries its source (see the per-source files). */
export const FACTOR_SEED: FactorSeedRow[] = [
  ...IPCC_2006_SEED,
  ...IPCC_2006_FUEL_SEED,
  ...CN_GUIDELINE_SEED,
  ...ELECTRICITY_HEAT_SEED,
  ...BUSINESS_TRAVEL_SEED,
];
