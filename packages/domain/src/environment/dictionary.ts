/**
 * Environmental-monitoring enumerations "held in state" (spec §3, last bullet). The spec
 * numbers every one of them; codes are those numbers. Where the spec shows them being
 * used is not stated, so the names follow the spec's wording.
 */
import { defineEnum, type EnumCode } from '../enums/types.js';

export const MONITORING_TYPE = defineEnum('monitoring_type', 'monitoringType', [
  [1, 'wastewater'],
  [2, 'exhaustGas'],
  [3, 'noise'],
  [4, 'groundwater'],
  [5, 'soil'],
  [6, 'generalSolidWaste'],
  [7, 'hazardousWaste'],
]);
export type MonitoringTypeCode = EnumCode<typeof MONITORING_TYPE>;

export const POINT_TYPE = defineEnum('point_type', 'pointType', [
  [1, 'mainDischargeOutlet'],
  [2, 'general'],
]);
export type PointTypeCode = EnumCode<typeof POINT_TYPE>;

export const MODE_TYPE = defineEnum('mode_type', 'modeType', [
  [0, 'manual'],
  [1, 'automatic'],
]);
export type ModeTypeCode = EnumCode<typeof MODE_TYPE>;

export const FILL_TYPE = defineEnum('fill_type', 'fillType', [
  [1, 'annual'],
  [2, 'monthly'],
]);
export type FillTypeCode = EnumCode<typeof FILL_TYPE>;

export const ALARM_RANK = defineEnum('alarm_rank', 'alarmRank', [
  [0, 'urgent'],
  [1, 'important'],
  [2, 'general'],
]);
export type AlarmRankCode = EnumCode<typeof ALARM_RANK>;

export const ALARM_TYPE = defineEnum('alarm_type', 'alarmType', [
  [1, 'dailyAverage'],
  [2, 'hourlyAverage'],
]);
export type AlarmTypeCode = EnumCode<typeof ALARM_TYPE>;

export const ALARM_STATUS = defineEnum('alarm_status', 'alarmStatus', [
  [0, 'unassigned'],
  [1, 'unprocessed'],
  [2, 'processed'],
]);
export type AlarmStatusCode = EnumCode<typeof ALARM_STATUS>;

/**
 * The spec writes only "yes/no 0/1". Read as 0 = no, 1 = yes (the usual boolean
 * encoding); the positional reading (0 = yes) is possible, so confirm before relying
 * on it. Separate from the framework's `yes_or_no` (Y/N).
 */
export const MONITORING_YES_NO = defineEnum('monitoring_yes_no', 'monitoringYesNo', [
  [0, 'no'],
  [1, 'yes'],
]);
export type MonitoringYesNoCode = EnumCode<typeof MONITORING_YES_NO>;

/** Environmental permit application type. */
export const APPLICATION_TYPE = defineEnum('application_type', 'applicationType', [
  [0, 'apply'],
  [1, 'register'],
  [2, 'change'],
]);
export type ApplicationTypeCode = EnumCode<typeof APPLICATION_TYPE>;

export const CONSTRUCTION_STATUS = defineEnum('construction_status', 'constructionStatus', [
  [1, 'planned'],
  [2, 'underConstruction'],
  [3, 'completionDebugging'],
  [4, 'accepted'],
  [5, 'cancelled'],
]);
export type ConstructionStatusCode = EnumCode<typeof CONSTRUCTION_STATUS>;

/**
 * Spec "project type 1 report book, 2 report table, 3 registration form": the three
 * environmental-impact assessment document classes (EIA report book, report form,
 * registration form). Named env_project_type to keep it apart from the inventory and
 * energy-saving project types.
 */
export const ENV_PROJECT_TYPE = defineEnum('env_project_type', 'envProjectType', [
  [1, 'reportBook'],
  [2, 'reportTable'],
  [3, 'registrationForm'],
]);
export type EnvProjectTypeCode = EnumCode<typeof ENV_PROJECT_TYPE>;

export const EMERGENCY_PLAN_TYPE = defineEnum('emergency_plan_type', 'emergencyPlanType', [
  [1, 'environmentalEmergencyPlan'],
  [2, 'heavyPollutionWeatherControl'],
  [3, 'riskEmergencyPlanFiling'],
]);
export type EmergencyPlanTypeCode = EnumCode<typeof EMERGENCY_PLAN_TYPE>;

export const HONOR_TYPE = defineEnum('honor_type', 'honorType', [
  [1, 'iso14001'],
  [2, 'iso50001'],
  [3, 'iso14064'],
  [4, 'environmentalCreditRating'],
  [5, 'ul2799'],
  [6, 'greenFactory'],
  [7, 'greenSupplyChain'],
  [8, 'greenBuilding'],
  [9, 'nearZeroCarbonProject'],
  [10, 'voluntaryCleanerProduction'],
  [11, 'mandatoryCleanerProduction'],
  [12, 'energyEfficiencyLeader'],
  [13, 'waterEfficiencyLeader'],
  [14, 'productCertification'],
  [15, 'other'],
]);
export type HonorTypeCode = EnumCode<typeof HONOR_TYPE>;

export const WASTE_DISPOSAL_METHOD = defineEnum('waste_disposal_method', 'wasteDisposalMethod', [
  [1, 'reuse'],
  [2, 'recycling'],
  [3, 'biofuel'],
  [4, 'compost'],
  [5, 'anaerobicDigestion'],
  [6, 'wasteToEnergy'],
  [7, 'incinerationWithoutEnergy'],
  [8, 'landfill'],
  [9, 'toBeDetermined'],
  [10, 'mandatoryControlWaste'],
  [11, 'lowCarbonWasteToEnergy'],
]);
export type WasteDisposalMethodCode = EnumCode<typeof WASTE_DISPOSAL_METHOD>;

export const ENVIRONMENT_ENUMS = [
  MONITORING_TYPE,
  POINT_TYPE,
  MODE_TYPE,
  FILL_TYPE,
  ALARM_RANK,
  ALARM_TYPE,
  ALARM_STATUS,
  MONITORING_YES_NO,
  APPLICATION_TYPE,
  CONSTRUCTION_STATUS,
  ENV_PROJECT_TYPE,
  EMERGENCY_PLAN_TYPE,
  HONOR_TYPE,
  WASTE_DISPOSAL_METHOD,
] as const;
