import { z } from 'zod';
import { idString } from '../shared/envelope.js';

/**
 * Request and response shapes of goal setting (issue 13, spec §3–§5): absolute control targets
 * (an annual cap and twelve monthly values) and project reduction targets (a total split into
 * 1R/2R/3R), per organisation and year, at the Fii, business-group and park levels. The rules
 * a save must keep are in rules.ts; see docs/decisions/013-goals.md for the readings chosen.
 */

/** Entity codes of goal setting (module 35 of the 20xxxxx business range). */
export const GOAL_CODE = {
  /** the goal row does not exist */
  NOT_EXIST: 2035001,
  /** the goal file does not exist (or belongs to another kind or year) */
  FILE_NOT_EXIST: 2035002,
  /** the goal file's type is not allowed, or its content does not match its extension */
  FILE_TYPE: 2035003,
  /** the goal file is larger than the limit */
  FILE_SIZE: 2035004,
  /** the row is set by the level above the caller: it can be split, not changed */
  SET_ABOVE: 2035005,
} as const;

/** Audit entities: goal rows (every save and submission, one record per row) and goal files. */
export const GOAL_AUDIT = { goal: 'goal', file: 'goal_file' } as const;

/** Spec §3/§9: goal values have at most 11 characters, the decimal point included. */
export const GOAL_NUMBER_MAX_CHARS = 11;
/** Issue 13: the baseline year is 2020 unless the form says otherwise. */
export const DEFAULT_BASELINE_YEAR = 2020;
/** The rows one save (or one imported year) may hold: every park of a large group. */
export const GOAL_SAVE_MAX_ROWS = 20_000;

/** The two goal kinds on the wire (GOAL_TYPE codes, labelled `enum.goalType.*`). */
export const GOAL_KINDS = ['absolute_control', 'project_reduction'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];
/** The three levels (GOAL_ORG_LEVEL codes). */
export const GOAL_LEVELS = ['fii', 'business_group', 'park'] as const;
export type GoalLevel = (typeof GOAL_LEVELS)[number];
/** A goal form's state (GOAL_FORM_STATE codes). */
export type GoalState = 'draft' | 'submitted';

const year = z.number().int().min(1900).max(9999);
const queryYear = z.coerce.number().int().min(1900).max(9999);
/** A figure as typed: the rules (rules.ts) say whether it is a number of at most 11 characters, naming the organisation. */
const figure = z.string().trim().max(64);
const version = z.number().int().min(1);

const saveBase = {
  year,
  baselineYear: year.default(DEFAULT_BASELINE_YEAR),
  /** false: saved as a draft; true: submitted (the subordinate levels see it; a submitted row changes only by a new revision). */
  submit: z.boolean().default(false),
  /** The goal file uploaded for this form (control/upload or reduction/upload), kept on every row saved. */
  fileId: idString.optional(),
};

export const controlRowInput = z.object({
  orgId: idString,
  annual: figure,
  /** Twelve monthly values, January first. */
  months: z.array(figure).max(12),
  /** The version read, when the form sends it: a row changed since is refused (1017004). */
  version: version.optional(),
});
export type ControlRowInput = z.infer<typeof controlRowInput>;

export const reductionRowInput = z.object({
  orgId: idString,
  total: figure,
  /** 1R: energy saving. */
  reduce: figure,
  /** 2R: renewable replacement. */
  replace: figure,
  /** 3R. */
  resolve: figure,
  version: version.optional(),
});
export type ReductionRowInput = z.infer<typeof reductionRowInput>;

export const controlSaveRequest = z.object({ ...saveBase, rows: z.array(controlRowInput).max(GOAL_SAVE_MAX_ROWS) });
export type ControlSaveRequest = z.infer<typeof controlSaveRequest>;
export const reductionSaveRequest = z.object({ ...saveBase, rows: z.array(reductionRowInput).max(GOAL_SAVE_MAX_ROWS) });
export type ReductionSaveRequest = z.infer<typeof reductionSaveRequest>;

export const goalYearQuery = z.object({ year: queryYear });
export type GoalYearQuery = z.infer<typeof goalYearQuery>;
export const goalOrgYearQuery = z.object({ year: queryYear, orgId: idString });
export type GoalOrgYearQuery = z.infer<typeof goalOrgYearQuery>;
export const goalRevisionsQuery = z.object({ orgId: idString, year: queryYear, kind: z.enum(GOAL_KINDS) });
export type GoalRevisionsQuery = z.infer<typeof goalRevisionsQuery>;
/** Export: the year's rows in the caller's scope. */
export const goalExportQuery = goalYearQuery;

const rowBase = {
  id: z.string(),
  kind: z.enum(GOAL_KINDS),
  year: z.number().int(),
  orgId: z.string(),
  orgName: z.string(),
  level: z.enum(GOAL_LEVELS),
  /** The organisation whose figure this row splits: a park's nearest business group, a business group's group; null for the Fii. */
  parentOrgId: z.string().nullable(),
  baselineYear: z.number().int(),
  state: z.enum(['draft', 'submitted']),
  /** Submissions so far (0: never submitted); revision n is in the history (revisions). */
  revision: z.number().int(),
  /** Optimistic-lock counter. */
  version: z.number().int(),
  /** Whether the caller may change the row (its parent level is in the caller's scope); false: synchronised from above, read-only. */
  editable: z.boolean(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  updatedAt: z.string(),
};

export const controlGoalRow = z.object({ ...rowBase, annual: z.string(), months: z.array(z.string()) });
export type ControlGoalRow = z.infer<typeof controlGoalRow>;
export const reductionGoalRow = z.object({ ...rowBase, total: z.string(), reduce: z.string(), replace: z.string(), resolve: z.string() });
export type ReductionGoalRow = z.infer<typeof reductionGoalRow>;

/** A goal set: the year's rows the caller sees (or the rows a save wrote), Fii first, then business groups, then parks. */
export const controlGoalSet = z.object({ year: z.number().int(), rows: z.array(controlGoalRow) });
export type ControlGoalSet = z.infer<typeof controlGoalSet>;
export const reductionGoalSet = z.object({ year: z.number().int(), rows: z.array(reductionGoalRow) });
export type ReductionGoalSet = z.infer<typeof reductionGoalSet>;

/**
 * What an organisation's level was handed and how it is split: for a business group its own
 * row as the Fii set it (read-only) and its parks' rows; for a park its business group's
 * figure and its own row; for the group its own row and its business groups'.
 */
const assignedOf = <R extends z.ZodType>(row: R) =>
  z.object({
    year: z.number().int(),
    orgId: z.string(),
    orgName: z.string(),
    level: z.enum(GOAL_LEVELS),
    /** The submitted figure handed down to split (a park: its business group's); null when none was submitted. */
    assigned: row.nullable(),
    rows: z.array(row),
  });
export const controlAssigned = assignedOf(controlGoalRow);
export type ControlAssigned = z.infer<typeof controlAssigned>;
export const reductionAssigned = assignedOf(reductionGoalRow);
export type ReductionAssigned = z.infer<typeof reductionAssigned>;

/** One submission of a row (append-only history). */
export const goalRevisionRow = z.object({
  revision: z.number().int(),
  kind: z.enum(GOAL_KINDS),
  year: z.number().int(),
  orgId: z.string(),
  baselineYear: z.number().int(),
  annual: z.string().nullable(),
  months: z.array(z.string()).nullable(),
  total: z.string().nullable(),
  reduce: z.string().nullable(),
  replace: z.string().nullable(),
  resolve: z.string().nullable(),
  fileId: z.string().nullable(),
  submittedBy: z.string(),
  submittedByName: z.string().nullable(),
  submittedAt: z.string(),
});
export type GoalRevisionRow = z.infer<typeof goalRevisionRow>;

/** Upload of a goal file: for the form of this year and organisation. */
export const goalFileUploadQuery = z.object({ year: queryYear, orgId: idString });
export const goalFileRow = z.object({
  id: z.string(),
  kind: z.enum(GOAL_KINDS),
  year: z.number().int(),
  orgId: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  createdAt: z.string(),
});
export type GoalFileRow = z.infer<typeof goalFileRow>;

/** An import's answer: rows written (as drafts), per year. */
export const goalImportResult = z.object({ inserted: z.number().int(), updated: z.number().int(), years: z.array(z.number().int()) });
export type GoalImportResult = z.infer<typeof goalImportResult>;
