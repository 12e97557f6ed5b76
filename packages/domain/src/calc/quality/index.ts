export { AVERAGE_QUALITY_BANDS, TW_EPA_QUALITY_BANDS, type QualityBand, type QualityBandSet } from './bands.js';
export {
  DATA_QUALITY_SCHEMES,
  averageQualityLevel,
  dataQuality,
  twEpaQualityLevel,
  type DataQualityResult,
  type DataQualityScheme,
  type DataQualitySource,
} from './data-quality.js';
