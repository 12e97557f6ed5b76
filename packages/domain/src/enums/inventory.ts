/**
 * Carbon-inventory enumerations: spec §1 and §3 (inventory project and task, emission
 * entries, report, factor tables). Numbers are used where the spec or the cited
 * standard numbers the values; otherwise codes are snake_case strings, except where a
 * calculator or stored data already owns the codes (boundary methods, factor tables), whose
 * kebab-case codes are kept so the dictionary and the stored values agree.
 */
import { defineEnum, type EnumCode } from './types.js';

/** Spec §3 inventory project type (seven values). */
export const INVENTORY_PROJECT_TYPE = defineEnum('inventory_project_type', 'inventoryProjectType', [
  ['annual', 'annual'],
  ['monthly', 'monthly'],
  ['customer_special', 'customerSpecial'],
  ['business_group_self', 'businessGroupSelf'],
  ['government_key', 'governmentKey'],
  ['carbon_trading', 'carbonTrading'],
  ['other', 'other'],
]);
export type InventoryProjectTypeCode = EnumCode<typeof INVENTORY_PROJECT_TYPE>;

/**
 * Spec §3/§9 organisational boundary methods (GHG Protocol Corporate Standard ch. 3). Codes are
 * the consolidation calculator's approach codes (calc/consolidation, `ConsolidationApproach`).
 */
export const BOUNDARY_METHOD = defineEnum('boundary_method', 'boundaryMethod', [
  ['equity-share', 'equityShare'],
  ['operational-control', 'operationalControl'],
  ['financial-control', 'financialControl'],
]);
export type BoundaryMethodCode = EnumCode<typeof BOUNDARY_METHOD>;

/** Spec §3 inventory way: quick or compliance. */
export const INVENTORY_WAY = defineEnum('inventory_way', 'inventoryWay', [
  ['quick', 'quick'],
  ['compliance', 'compliance'],
]);
export type InventoryWayCode = EnumCode<typeof INVENTORY_WAY>;

/** Spec §1/§3 report template: GHG or ISO14064. */
export const REPORT_TEMPLATE = defineEnum('report_template', 'reportTemplate', [
  ['ghg', 'ghg'],
  ['iso14064', 'iso14064'],
]);
export type ReportTemplateCode = EnumCode<typeof REPORT_TEMPLATE>;

/** Spec §1/§3 emission scopes 1, 2 and 3. */
export const EMISSION_SCOPE = defineEnum('emission_scope', 'emissionScope', [
  [1, 'scope1'],
  [2, 'scope2'],
  [3, 'scope3'],
]);
export type EmissionScopeCode = EnumCode<typeof EMISSION_SCOPE>;

/**
 * Spec §1/§9: 15 scope-3 categories. Numbers and names from the GHG Protocol Corporate
 * Value Chain (Scope 3) Accounting and Reporting Standard (WRI/WBCSD, 2011), chapter 5.
 */
export const SCOPE3_CATEGORY = defineEnum('scope3_category', 'scope3Category', [
  [1, 'purchasedGoodsAndServices'],
  [2, 'capitalGoods'],
  [3, 'fuelAndEnergyRelated'],
  [4, 'upstreamTransportation'],
  [5, 'wasteInOperations'],
  [6, 'businessTravel'],
  [7, 'employeeCommuting'],
  [8, 'upstreamLeasedAssets'],
  [9, 'downstreamTransportation'],
  [10, 'processingOfSoldProducts'],
  [11, 'useOfSoldProducts'],
  [12, 'endOfLifeOfSoldProducts'],
  [13, 'downstreamLeasedAssets'],
  [14, 'franchises'],
  [15, 'investments'],
]);
export type Scope3CategoryCode = EnumCode<typeof SCOPE3_CATEGORY>;

/**
 * Spec §3/§9: the ISO14064 template has 6 report categories. Numbers and names from
 * ISO 14064-1:2018, clause 5.2 (GHG inventory categories 1 to 6).
 */
export const ISO14064_CATEGORY = defineEnum('iso14064_category', 'iso14064Category', [
  [1, 'directEmissions'],
  [2, 'importedEnergy'],
  [3, 'transportation'],
  [4, 'productsUsed'],
  [5, 'useOfProducts'],
  [6, 'otherSources'],
]);
export type Iso14064CategoryCode = EnumCode<typeof ISO14064_CATEGORY>;

/**
 * Spec §3 emission-factor tables. Codes are the factor library's table codes (factors/types.ts
 * `FactorSeedTable`), which the server stores as emission_factor.table_code.
 */
export const FACTOR_TABLE = defineEnum('factor_table', 'factorTable', [
  ['fixed-combustion', 'fixedCombustion'],
  ['mobile-combustion', 'mobileCombustion'],
  ['biomass', 'biomass'],
  ['default', 'default'],
  ['transport', 'thirdPartyTransport'],
  ['sector', 'sector'],
  ['energy', 'energy'],
]);
export type FactorTableCode = EnumCode<typeof FACTOR_TABLE>;

/**
 * Spec §3 report data-quality grade 1-5 (bands in §5). Only levels 1 (poor) and
 * 5 (excellent plus) are named by the spec; 2-4 are labelled by number alone.
 */
export const DATA_QUALITY_LEVEL = defineEnum('data_quality_level', 'dataQualityLevel', [
  [1, 'level1'],
  [2, 'level2'],
  [3, 'level3'],
  [4, 'level4'],
  [5, 'level5'],
]);
export type DataQualityLevelCode = EnumCode<typeof DATA_QUALITY_LEVEL>;

/** Spec §4: reports are saved as draft, collaborated on and published. */
export const REPORT_STATE = defineEnum('report_state', 'reportState', [
  ['draft', 'draft'],
  ['collaborating', 'collaborating'],
  ['published', 'published'],
]);
export type ReportStateCode = EnumCode<typeof REPORT_STATE>;

/**
 * Spec §4 filling: submitted or not submitted. Staging (save) keeps the entry not
 * submitted; collaboration is an action, not a state.
 */
export const FILLING_STATE = defineEnum('filling_state', 'fillingState', [
  ['not_submitted', 'notSubmitted'],
  ['submitted', 'submitted'],
]);
export type FillingStateCode = EnumCode<typeof FILLING_STATE>;

export const INVENTORY_ENUMS = [
  INVENTORY_PROJECT_TYPE,
  BOUNDARY_METHOD,
  INVENTORY_WAY,
  REPORT_TEMPLATE,
  EMISSION_SCOPE,
  SCOPE3_CATEGORY,
  ISO14064_CATEGORY,
  FACTOR_TABLE,
  DATA_QUALITY_LEVEL,
  REPORT_STATE,
  FILLING_STATE,
] as const;

/**
 * Data-quality grades of one emission entry (spec §3 "activity data and its quality",
 * "instrument calibration level"; §5 data-quality score). Each grade's code is its score on the
 * spec §5 scale (the score is the average of the activity, factor and calibration scores,
 * weighted by the source's share; 5.0 or more is level 5). The grade texts follow the
 * data-quality tiers of the GHG Protocol Corporate Standard ch. 7 (measured, calculated,
 * estimated) and ISO 14064-1:2018 clause 8.3; the numbers are the product's scale.
 */
export const ACTIVITY_QUALITY = defineEnum('activity_quality', 'activityQuality', [
  [5, 'continuousMeasurement'],
  [4, 'periodicMeasurement'],
  [3, 'purchaseRecords'],
  [2, 'derivedEstimate'],
  [1, 'roughEstimate'],
]);
export type ActivityQualityCode = EnumCode<typeof ACTIVITY_QUALITY>;

/** Emission-factor grade (same scale): own measurement down to an unsourced estimate. */
export const FACTOR_QUALITY = defineEnum('factor_quality', 'factorQuality', [
  [5, 'measured'],
  [4, 'supplier'],
  [3, 'national'],
  [2, 'international'],
  [1, 'estimated'],
]);
export type FactorQualityCode = EnumCode<typeof FACTOR_QUALITY>;

/** Instrument calibration level (same scale). */
export const CALIBRATION_LEVEL = defineEnum('calibration_level', 'calibrationLevel', [
  [5, 'thirdParty'],
  [4, 'internal'],
  [3, 'manufacturer'],
  [2, 'overdue'],
  [1, 'noInstrument'],
]);
export type CalibrationLevelCode = EnumCode<typeof CALIBRATION_LEVEL>;

/** Inventory project status, derived from its tasks: none issued yet, some open, all completed. */
export const INVENTORY_PROJECT_STATUS = defineEnum('inventory_project_status', 'inventoryProjectStatus', [
  ['not_issued', 'notIssued'],
  ['in_progress', 'inProgress'],
  ['completed', 'completed'],
]);
export type InventoryProjectStatusCode = EnumCode<typeof INVENTORY_PROJECT_STATUS>;

/** Standards of purchased offsets (reported apart from the scopes, never netted). */
export const OFFSET_STANDARD = defineEnum('offset_standard', 'offsetStandard', [
  ['ccer', 'ccer'],
  ['vcs', 'vcs'],
  ['gold_standard', 'goldStandard'],
  ['cdm', 'cdm'],
  ['other', 'other'],
]);
export type OffsetStandardCode = EnumCode<typeof OFFSET_STANDARD>;

export const INVENTORY_ENTRY_ENUMS = [
  ACTIVITY_QUALITY,
  FACTOR_QUALITY,
  CALIBRATION_LEVEL,
  INVENTORY_PROJECT_STATUS,
  OFFSET_STANDARD,
] as const;
