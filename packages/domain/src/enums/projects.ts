/**
 * Energy-saving (emission-reduction) project enumerations: spec §3 "Energy-saving project"
 * and §4 "Project statuses". The spec gives no numbers, so codes are snake_case strings,
 * listed in workflow order.
 */
import { defineEnum, type EnumCode } from './types.js';

/** Spec §4: the nine project statuses, draft first ("Saving gives a draft"). */
export const PROJECT_STATUS = defineEnum('project_status', 'projectStatus', [
  ['draft', 'draft'],
  ['project_approved', 'projectApproved'],
  ['procurement_completed', 'procurementCompleted'],
  ['implementation_completed', 'implementationCompleted'],
  ['acceptance_completed', 'acceptanceCompleted'],
  ['supervisor_review_completed', 'supervisorReviewCompleted'],
  ['business_group_review_completed', 'businessGroupReviewCompleted'],
  ['fii_review_completed', 'fiiReviewCompleted'],
  ['closed', 'closed'],
]);
export type ProjectStatusCode = EnumCode<typeof PROJECT_STATUS>;

/** Spec §4: the eight project stages. */
export const PROJECT_STAGE = defineEnum('project_stage', 'projectStage', [
  ['initiation', 'initiation'],
  ['procurement', 'procurement'],
  ['implementation', 'implementation'],
  ['acceptance', 'acceptance'],
  ['supervisor_review', 'supervisorReview'],
  ['business_group_review', 'businessGroupReview'],
  ['fii_review', 'fiiReview'],
  ['closure', 'closure'],
]);
export type ProjectStageCode = EnumCode<typeof PROJECT_STAGE>;

/** Spec §4 approval flow steps of a project, in order. */
export const PROJECT_APPROVAL_STEP = defineEnum('project_approval_step', 'projectApprovalStep', [
  ['applicant', 'applicant'],
  ['department_supervisor', 'departmentSupervisor'],
  ['efficiency_officer', 'efficiencyOfficer'],
  ['energy_saving_reviewer', 'energySavingReviewer'],
  ['central_approval', 'centralApproval'],
]);
export type ProjectApprovalStepCode = EnumCode<typeof PROJECT_APPROVAL_STEP>;

/** Spec §3/§6 project review nodes and roles: supervisor, business group, Fii. */
export const PROJECT_REVIEW_ROLE = defineEnum('project_review_role', 'projectReviewRole', [
  ['supervisor', 'supervisor'],
  ['business_group', 'businessGroup'],
  ['fii', 'fii'],
]);
export type ProjectReviewRoleCode = EnumCode<typeof PROJECT_REVIEW_ROLE>;

/** Spec §3 technology source of a project: own or external. */
export const TECHNOLOGY_SOURCE = defineEnum('technology_source', 'technologySource', [
  ['own', 'own'],
  ['external', 'external'],
]);
export type TechnologySourceCode = EnumCode<typeof TECHNOLOGY_SOURCE>;

/**
 * Issue 12: the energy-saving technology of a project (its default lifetime comes from the
 * settings table, seeded from DEFAULT_LIFETIMES in projects/project.lifetimes.ts).
 */
export const PROJECT_TECHNOLOGY = defineEnum('project_technology', 'projectTechnology', [
  ['chiller', 'chiller'],
  ['boiler', 'boiler'],
  ['pump', 'pump'],
  ['fan', 'fan'],
  ['motor_vfd', 'motorVfd'],
  ['heat_recovery', 'heatRecovery'],
  ['cooling_tower', 'coolingTower'],
  ['lighting', 'lighting'],
  ['solar_pv', 'solarPv'],
  ['air_compressor', 'airCompressor'],
  ['insulation', 'insulation'],
  ['other', 'other'],
]);
export type ProjectTechnologyCode = EnumCode<typeof PROJECT_TECHNOLOGY>;

/** Spec §3 energy type of a project; its default unit is ENERGY_TYPE_UNITS. */
export const ENERGY_TYPE = defineEnum('energy_type', 'energyType', [
  ['electricity', 'electricity'],
  ['natural_gas', 'naturalGas'],
  ['coal', 'coal'],
  ['diesel', 'diesel'],
  ['gasoline', 'gasoline'],
  ['steam', 'steam'],
  ['heat', 'heat'],
  ['other', 'other'],
]);
export type EnergyTypeCode = EnumCode<typeof ENERGY_TYPE>;

/** The unit a project's energy use is written in by default, per energy type ('' for other: the user names it). */
export const ENERGY_TYPE_UNITS: Readonly<Record<EnergyTypeCode, string>> = Object.freeze({
  electricity: 'kWh',
  natural_gas: 'm³',
  coal: 't',
  diesel: 't',
  gasoline: 't',
  steam: 't',
  heat: 'GJ',
  other: '',
});

export const PROJECT_ENUMS = [
  PROJECT_STATUS,
  PROJECT_STAGE,
  PROJECT_APPROVAL_STEP,
  PROJECT_REVIEW_ROLE,
  TECHNOLOGY_SOURCE,
  PROJECT_TECHNOLOGY,
  ENERGY_TYPE,
] as const;
