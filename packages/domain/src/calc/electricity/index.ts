export {
  electricityLocationBased,
  electricityMarketBased,
  type ElectricityLocationBasedInput,
  type ElectricityMarketBasedInput,
} from './electricity.js';
