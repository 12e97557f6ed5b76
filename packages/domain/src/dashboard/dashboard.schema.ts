import { z } from 'zod';
import { idString } from '../shared/index.js';

/**
 * The dashboard at / (issue 14): where an organisation stands in a year, from the approved
 * inventories' kept roll-ups (docs/decisions/014-dashboard.md). Decimals are tCO2e as strings;
 * null is "data not reported", never a placeholder number.
 */

const queryYear = z.coerce.number().int().min(1900).max(9999);
const dec = z.string();
const decOrNull = z.string().nullable();

/**
 * year, orgId and approach optional: the latest year with approved data (else this year), the
 * caller's own organisation (else the top of their data scope), and the group's consolidation
 * approach (issue 26; default operational control).
 */
/** The consolidation approaches the dashboard and the cockpit can follow (issue 26). */
export const dashboardApproach = z.enum(['equity-share', 'operational-control', 'financial-control']);
export const dashboardQuery = z.object({
  year: queryYear.optional(),
  orgId: idString.optional(),
  approach: dashboardApproach.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** Where a year's figures come from: the approved annual inventory, else all twelve approved months; null: not reported. */
export const dashboardBasis = z.enum(['annual', 'months']).nullable();
export type DashboardBasis = z.infer<typeof dashboardBasis>;

const scopeFigures = {
  /** scope1 + scope2Location + scope3 (the location-based total, as the reports give it). */
  total: decOrNull,
  scope1: decOrNull,
  scope2Location: decOrNull,
  scope2Market: decOrNull,
  scope3: decOrNull,
};

export const dashboardYearFigures = z.object({
  year: z.number().int(),
  basis: dashboardBasis,
  ...scopeFigures,
  /** scope1 + scope2Market + scope3. */
  totalMarket: decOrNull,
});
export type DashboardYearFigures = z.infer<typeof dashboardYearFigures>;

/** A direct child of the organisation (drill down by asking for it). */
export const dashboardOrgRow = z.object({
  orgId: z.string(),
  orgName: z.string(),
  orgType: z.string(),
  hasChildren: z.boolean(),
  basis: dashboardBasis,
  ...scopeFigures,
});
export type DashboardOrgRow = z.infer<typeof dashboardOrgRow>;

export const dashboardMonthRow = z.object({
  month: z.number().int(),
  ...scopeFigures,
  /** The same month of last year's total. */
  lastYear: decOrNull,
});
export type DashboardMonthRow = z.infer<typeof dashboardMonthRow>;

/** The approved inventory tasks a figure sums (its derivation): one row per organisation, period and project. */
export const dashboardSource = z.object({
  orgId: z.string(),
  year: z.number().int(),
  /** null: the annual inventory. */
  month: z.number().int().nullable(),
  projectId: z.string(),
  projectName: z.string(),
  taskIds: z.array(z.string()),
  total: dec,
});
export type DashboardSource = z.infer<typeof dashboardSource>;

export const dashboardSummary = z.object({
  orgId: z.string(),
  orgName: z.string(),
  year: z.number().int(),
  /** The consolidation approach the figures follow (issue 26): equal to that approach's consolidated report. */
  approach: dashboardApproach.optional(),
  basis: dashboardBasis,
  ...scopeFigures,
  totalMarket: decOrNull,
  /** Scope 3 by its 15 categories (null with the year). */
  byCategory: z.array(z.object({ category: z.number().int(), value: dec })).nullable(),
  lastYear: dashboardYearFigures.nullable(),
  /** kept: the report module's base year; inventory: the default base year's approved inventory (spec §1: 2020). */
  baseYear: dashboardYearFigures.extend({ source: z.enum(['kept', 'inventory']) }).nullable(),
  byOrg: z.array(dashboardOrgRow),
  byMonth: z.array(dashboardMonthRow),
  sources: z.array(dashboardSource),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

/** Emissions by source type of the year's approved tasks (the engine's source type codes). */
export const dashboardSourceTypes = z.object({
  orgId: z.string(),
  year: z.number().int(),
  basis: dashboardBasis,
  rows: z.array(z.object({ sourceType: z.string(), scope: z.number().int(), value: dec, entries: z.number().int() })),
});
export type DashboardSourceTypes = z.infer<typeof dashboardSourceTypes>;

export const dashboardTargets = z.object({
  orgId: z.string(),
  year: z.number().int(),
  /** The control target and its achievement; null: no control target for the organisation and year. */
  control: z
    .object({
      annual: dec,
      targetState: z.enum(['submitted', 'draft']),
      actual: decOrNull,
      status: z.string(),
      monthsReported: z.number().int(),
      /** actual ÷ annual; null when either is missing or the target is zero. */
      ratio: decOrNull,
    })
    .nullable(),
  /** The reduction target against the projects (estimated: the approved pipeline; realised: measured); null: neither. */
  reduction: z
    .object({
      target: decOrNull,
      estimated: dec,
      realised: dec,
      estimatedRatio: decOrNull,
      realisedRatio: decOrNull,
    })
    .nullable(),
  /** Renewable electricity of the year (10,000 kWh); null: no electricity reported. */
  renewable: z.object({ share: decOrNull, renewable: dec, totalElectricity: dec }).nullable(),
});
export type DashboardTargets = z.infer<typeof dashboardTargets>;

/** The inventory's progress in the year: tasks by fill-task status (spec §4, 1-7), and those past their deadline. */
export const dashboardProgress = z.object({
  orgId: z.string(),
  year: z.number().int(),
  byStatus: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  total: z.number().int(),
  overdue: z.number().int(),
  /** The overdue tasks, nearest deadline first (at most 20). */
  overdueTasks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      orgId: z.string(),
      orgName: z.string(),
      deadline: z.string(),
      status: z.number().int(),
    }),
  ),
});
export type DashboardProgress = z.infer<typeof dashboardProgress>;
