import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, editable, id, ref, status, storedFile, timestamps } from './columns.js';

/** The figures of a goal: a control target's annual value and twelve months, or a reduction target's total and 1R/2R/3R. */
const figures = () => ({
  /** absolute_control: the annual cap (tCO2e). */
  annual: numeric('annual'),
  /** absolute_control: twelve monthly values, January first. */
  months: numeric('months').array(),
  /** project_reduction: the total and its split into 1R, 2R and 3R (tCO2e). */
  total: numeric('total'),
  reduce: numeric('reduce'),
  replace: numeric('replace'),
  resolve: numeric('resolve'),
});

/**
 * Goals (issue 13, ADR 013): one live row per kind, year and organisation. A draft changes in
 * place; a submission bumps `revision` and appends the figures to `goal_revision`, which is
 * what the levels below see (the synchronised figure), so a submitted goal changes only by a
 * new revision. `level` is the organisation's goal level when saved (fii, business_group, park).
 */
export const goalRow = pgTable(
  'goal_row',
  {
    id: id(),
    /** absolute_control | project_reduction */
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    orgId: ref('org_id').notNull(),
    level: text('level').notNull(),
    baselineYear: integer('baseline_year').notNull(),
    ...figures(),
    /** draft | submitted */
    state: text('state').notNull().default('draft'),
    /** Submissions so far; 0 before the first. */
    revision: integer('revision').notNull().default(0),
    fileId: ref('file_id'),
    createdBy: ref('created_by').notNull(),
    updatedBy: ref('updated_by').notNull(),
    ...editable(),
  },
  (t) => [
    uniqueIndex('goal_row_kind_year_org_uq')
      .on(t.kind, t.year, t.orgId)
      .where(sql`status <> 2`),
    index('goal_row_org_idx').on(t.orgId, t.year),
  ],
);

/** Every submission of a goal row, append-only (a trigger refuses updates and deletes). */
export const goalRevision = pgTable(
  'goal_revision',
  {
    id: id(),
    goalId: ref('goal_id').notNull(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    orgId: ref('org_id').notNull(),
    revision: integer('revision').notNull(),
    baselineYear: integer('baseline_year').notNull(),
    ...figures(),
    fileId: ref('file_id'),
    submittedBy: ref('submitted_by').notNull(),
    submittedAt: at('submitted_at').notNull(),
  },
  (t) => [
    uniqueIndex('goal_revision_goal_revision_uq').on(t.goalId, t.revision),
    index('goal_revision_kind_year_org_idx').on(t.kind, t.year, t.orgId, t.revision),
  ],
);

/** Uploaded goal files (issue 13), their bytes in the file storage; a save names one by id. */
export const goalFile = pgTable(
  'goal_file',
  {
    id: id(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    orgId: ref('org_id').notNull(),
    ...storedFile(),
    status: status(),
    ...timestamps(),
  },
  (t) => [index('goal_file_org_idx').on(t.orgId, t.year)],
);
