export { FUEL_KINDS, fuelCodeParts, isFuelCode, type FuelKind } from './fuels.js';
export { FACTOR_TABLES, type FactorSeedRow, type FactorSeedTable } from './types.js';
export { FACTOR_SEED } from './seed.js';
export { factorCodeOf, factorNameIn } from './factor-names.js';
