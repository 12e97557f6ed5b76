export {
  SCOPE3_CATEGORIES,
  isScope3Category,
  scope3Category,
  type Scope3CategoryDef,
  type Scope3CategoryNumber,
  type Scope3Stream,
} from './categories.js';
export { usdRate, type ExchangeRateLookup, type UsedExchangeRate, type ExchangeRatePeriod } from './exchange-rate.js';
export {
  scope3AverageData,
  scope3DistanceBased,
  scope3PassengerDistance,
  scope3SpendBased,
  type Scope3AverageDataInput,
  type Scope3DistanceInput,
  type Scope3PassengerInput,
  type Scope3SpendInput,
} from './scope3.js';
