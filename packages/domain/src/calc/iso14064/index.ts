export {
  DEFAULT_ISO14064_MAPPING,
  ISO14064_CATEGORIES,
  validateIso14064Mapping,
  type Iso14064CategoryDef,
  type Iso14064CategoryNumber,
  type Iso14064Mapping,
} from './categories.js';
export { iso14064CategoryOf, mapToIso14064, type Iso14064Entry, type Iso14064Line, type Iso14064Summary } from './map.js';
