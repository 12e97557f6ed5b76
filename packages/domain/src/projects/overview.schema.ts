import { z } from 'zod';
import { idString } from '../shared/envelope.js';
import { projectPageQuery, projectStageCode, projectStatusCode, projectTechnologyCode, threeRCode } from './project.schema.js';

/**
 * Shapes of the project overviews (issue 12): the marginal abatement cost curve (projectList),
 * progress control (Project_ERPC), the status overview (Project_OAA/Project), the investment
 * overview (reduce_investment), and the Excel export and import of the project list. Figures are
 * decimal strings (tCO2e per year, ten thousand yuan, yuan per tCO2e), sums exact.
 */

/**
 * An organisation (its whole subtree) and an optional estimated start year. Without `orgId` the
 * caller's own organisation when their data scope covers it, else everything they see.
 */
export const projectOverviewQuery = z.object({
  orgId: idString.optional(),
  /** The estimated start year. */
  year: z.coerce.number().int().min(1990).max(2100).optional(),
});
export type ProjectOverviewQuery = z.infer<typeof projectOverviewQuery>;

/**
 * One bar of the MACC: width = annual reduction (tCO2e/yr), height = abatement cost (yuan/tCO2e).
 * Bars are ordered by abatement cost ascending (ties by id); `cumulativeStart`/`cumulativeEnd`
 * are the running sums of the reductions before and including the bar (the bar's x range).
 */
export const maccBar = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string(),
  orgName: z.string(),
  annualCarbonReduction: z.string(),
  abatementCost: z.string(),
  investment: z.string().nullable(),
  annualBenefit: z.string().nullable(),
  cumulativeStart: z.string(),
  cumulativeEnd: z.string(),
});
export type MaccBar = z.infer<typeof maccBar>;
export const maccResult = z.object({
  rows: z.array(maccBar),
  /** Σ annual reduction of the bars (the curve's width), tCO2e/yr. */
  totalReduction: z.string(),
});
export type MaccResult = z.infer<typeof maccResult>;

/**
 * A group of an overview's "per organisation" rows: a direct child of the organisation asked for,
 * its subtree rolled up; `self` is the organisation itself for its own projects (none of a child's).
 */
const orgGroup = { orgId: z.string(), orgName: z.string(), self: z.boolean() };
const counted = { count: z.number().int(), reduction: z.string() };
const stageCount = z.object({ stage: projectStageCode, count: z.number().int() });
const statusCounted = z.object({ status: projectStatusCode, ...counted });
const stageCounted = z.object({ stage: projectStageCode, ...counted });
const threeRCounted = z.object({ threeR: threeRCode.nullable(), ...counted });

/** A project of the progress lists (overdue, flagged). */
export const progressProject = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  status: projectStatusCode,
  stage: projectStageCode,
  estimatedEnd: z.string().nullable(),
  /** Days since the estimated end (overdue list), else 0. */
  daysOverdue: z.number().int(),
  annualCarbonReduction: z.string().nullable(),
  /** Realised ÷ estimated share of the effect evaluation (null before any measurement). */
  realisationRatio: z.string().nullable(),
});
export type ProgressProject = z.infer<typeof progressProject>;

/** Progress control (Project_ERPC). Lists hold at most PROGRESS_LIST_MAX projects, the totals count all. */
export const projectProgress = z.object({
  /** Every stage in workflow order, zero included. */
  byStage: z.array(stageCount),
  byOrg: z.array(z.object({ ...orgGroup, count: z.number().int(), byStage: z.array(stageCount) })),
  /** Estimated end passed, acceptance not completed; most overdue first. */
  overdue: z.array(progressProject),
  overdueTotal: z.number().int(),
  /** Realising less than the threshold share of the estimate; lowest share first. */
  flagged: z.array(progressProject),
  flaggedTotal: z.number().int(),
  /** The realisation threshold of the settings (a share, e.g. '0.8'). */
  threshold: z.string(),
});
export type ProjectProgress = z.infer<typeof projectProgress>;
/** At most this many projects in each progress list. */
export const PROGRESS_LIST_MAX = 200;

/** Status overview (Project_OAA/Project): counts and annual reduction (tCO2e/yr) by status, stage, 3R class, organisation and year. */
export const projectStatusOverview = z.object({
  total: z.object(counted),
  /** Every status, zero included. */
  byStatus: z.array(statusCounted),
  /** Every stage, zero included. */
  byStage: z.array(stageCounted),
  /** reduce, replace, resolve, then unclassified (null) when any project has no class. */
  byThreeR: z.array(threeRCounted),
  byOrg: z.array(z.object({ ...orgGroup, ...counted, byStatus: z.array(statusCounted), byThreeR: z.array(threeRCounted) })),
  /** Estimated start years ascending; null (no estimated start) last. */
  byYear: z.array(z.object({ year: z.number().int().nullable(), ...counted, byThreeR: z.array(threeRCounted) })),
});
export type ProjectStatusOverview = z.infer<typeof projectStatusOverview>;

const money = { count: z.number().int(), investment: z.string(), annualBenefit: z.string(), reduction: z.string() };
/** Investment overview (reduce_investment): investment and annual benefit (ten thousand yuan), annual reduction (tCO2e/yr). */
export const projectInvestmentOverview = z.object({
  total: z.object(money),
  byOrg: z.array(z.object({ ...orgGroup, ...money })),
  byYear: z.array(z.object({ year: z.number().int().nullable(), ...money })),
  /** PROJECT_TECHNOLOGY order, then null (no technology) when any. */
  byTechnology: z.array(z.object({ technology: projectTechnologyCode.nullable(), ...money })),
});
export type ProjectInvestmentOverview = z.infer<typeof projectInvestmentOverview>;

/** The project list's filters (GET project/page without paging): what the export writes. */
export const projectExportQuery = projectPageQuery.omit({ pageNo: true, pageSize: true });
export type ProjectExportQuery = z.infer<typeof projectExportQuery>;

/** The drafts an import created. */
export const projectImportResult = z.object({ inserted: z.number().int() });
