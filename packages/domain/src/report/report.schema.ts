import { z } from 'zod';
import { idString, pageQuery } from '../shared/envelope.js';
import { BOUNDARY_METHOD, type BoundaryMethodCode } from '../enums/inventory.js';

/**
 * Inventory reports (issue 11): a report is drawn from one task (its entries and its
 * subordinate tasks') or consolidated from a project over an organisation's subtree, in the
 * GHG Protocol or the ISO 14064-1 template. A draft keeps its figures as of its last
 * generation; publishing freezes them, with the texts and the entries behind each figure, as
 * an immutable numbered version. Every figure is a decimal string; rounding happens on display.
 */

export const REPORT_TEMPLATES = ['ghg', 'iso14064'] as const;
export type ReportTemplate = (typeof REPORT_TEMPLATES)[number];
export const reportTemplate = z.enum(REPORT_TEMPLATES);

/** The acceptance call's approach words, and the boundary method (engine consolidation approach) each means. */
export const REPORT_APPROACHES = { equity: 'equity-share', operational: 'operational-control', financial: 'financial-control' } as const;
export type ReportApproach = keyof typeof REPORT_APPROACHES;
export const reportApproach = z.enum(['equity', 'operational', 'financial']);
export const approachOfMethod = (m: BoundaryMethodCode): ReportApproach =>
  (Object.entries(REPORT_APPROACHES).find(([, v]) => v === m)?.[0] ?? 'operational') as ReportApproach;
export const BOUNDARY_METHODS = BOUNDARY_METHOD.items.map((i) => i.code);

export type ReportKind = 'task' | 'consolidated';
export type ReportStatus = 'draft' | 'published';

/** Spec §1: the default base year. */
export const DEFAULT_BASE_YEAR = 2020;

/** The gas families a GHG Protocol / ISO 14064-1 report shows (Kyoto basket + NF3). */
export const REPORT_GASES = ['CO2', 'CH4', 'N2O', 'HFCs', 'PFCs', 'SF6', 'NF3'] as const;
/**
 * Besides the gases: 'CO2e' for results whose factor is quoted in CO2e only (spend- and
 * distance-based scope 3), which cannot be split by gas; 'other' for any other gas.
 */
export type ReportGas = (typeof REPORT_GASES)[number] | 'CO2e' | 'other';
const PFC = /^(PFC|CF4$|C2F6$|C3F8$|C4F10$|C5F12$|C6F14$|C10F18$|c-C3F6$|c-C4F8$)/;
/** The reported family of an engine gas name (canonical names from calc/gwp). */
export function reportGasFamily(gas: string): ReportGas {
  if (gas === 'CO2') return 'CO2';
  if (gas.startsWith('CH4')) return 'CH4';
  if (gas === 'N2O') return 'N2O';
  if (gas.startsWith('HFC')) return 'HFCs';
  if (PFC.test(gas)) return 'PFCs';
  if (gas === 'SF6') return 'SF6';
  if (gas === 'NF3') return 'NF3';
  if (gas === 'CO2e') return 'CO2e';
  return 'other';
}

const text = (max: number) => z.string().trim().max(max);

// ---------------------------------------------------------------- requests

export const reportGenerateRequest = z.object({ taskId: idString, template: reportTemplate });
export const reportConsolidateRequest = z.object({
  projectId: idString,
  orgId: idString,
  approach: reportApproach,
  template: reportTemplate,
});
export const reportPageQuery = pageQuery.extend({
  projectId: idString.optional(),
  orgId: idString.optional(),
  template: reportTemplate.optional(),
  status: z.enum(['draft', 'published']).optional(),
  kind: z.enum(['task', 'consolidated']).optional(),
  name: text(100).optional(),
});
export const reportDetailQuery = z.object({
  id: idString,
  /** 0: the working draft; n: published version n; omitted: the latest published version, else the draft. */
  versionNo: z.coerce.number().int().min(0).optional(),
});

/** The report's own words (spec §3 company information, ISO 14064-1 cl. 9.3.1 statements); several users may edit them. */
export const reportTexts = z.object({
  title: text(200).optional(),
  responsiblePerson: text(100).optional(),
  legalRepresentative: text(100).optional(),
  contact: text(200).optional(),
  introduction: text(4000).optional(),
  reportingBoundary: text(4000).optional(),
  significanceCriteria: text(2000).optional(),
  quantificationChanges: text(2000).optional(),
  changesSinceLast: text(4000).optional(),
  uncertainty: text(4000).optional(),
  removals: text(2000).optional(),
  verification: text(2000).optional(),
  baseYearNote: text(2000).optional(),
  reductionInitiatives: text(4000).optional(),
});
export type ReportTexts = z.infer<typeof reportTexts>;
export const reportEditRequest = z.object({ id: idString, version: z.number().int().min(0), texts: reportTexts });
export const reportIdRequest = z.object({ id: idString });
/** Figure keys: total, scope1, scope2Location, scope2Market, scope3, category:<n>, line:<orgId>, gas:<family>. */
export const reportDerivationQuery = pageQuery.extend({
  id: idString,
  figure: z
    .string()
    .trim()
    .regex(
      /^(total|totalMarket|scope1|scope2Location|scope2Market|scope3|category:\d{1,2}|line:\d{1,18}|gas:[A-Za-z0-9]{2,6})$/,
      'report.figure.invalid',
    ),
  versionNo: z.coerce.number().int().min(0).optional(),
});
export const reportDiffQuery = z.object({ id: idString, from: z.coerce.number().int().min(1), to: z.coerce.number().int().min(1) });
export const reportCompareQuery = z.object({ projectId: idString, orgId: idString, template: reportTemplate });
export const reportExportQuery = z.object({
  id: idString,
  format: z.enum(['pdf', 'xlsx']),
  versionNo: z.coerce.number().int().min(0).optional(),
});

// ---------------------------------------------------------------- figures

export const scopeTotals = z.object({
  scope1: z.string(),
  scope2Location: z.string(),
  scope2Market: z.string(),
  scope3: z.string(),
  /** scope1 + scope2Location + scope3 (the location-based total). */
  total: z.string(),
  /** scope1 + scope2Market + scope3. */
  totalMarket: z.string(),
});
export type ScopeTotals = z.infer<typeof scopeTotals>;

/** One category of the template: the 15 scope-3 categories (GHG) or the six ISO 14064-1 categories. */
export const reportCategory = z.object({
  number: z.number().int(),
  /** i18n key of its name (enum.scope3Category.* / enum.iso14064Category.*). */
  key: z.string(),
  tco2e: z.string(),
  entries: z.number().int(),
  /** Excluded items the task(s) recorded for it, with their reasons. */
  excluded: z.array(z.object({ item: z.string(), reason: z.string() })),
  /** ISO 14064-1: significant indirect items with the significance reasons recorded. */
  significant: z.array(z.object({ item: z.string(), reason: z.string() })),
});
export type ReportCategory = z.infer<typeof reportCategory>;

export const reportGasFigure = z.object({ gas: z.string(), massT: z.string(), tco2e: z.string() });
export const reportQuality = z.object({ score: z.string().nullable(), level: z.number().int().nullable() });
export const reportLine = z.object({
  orgId: z.string(),
  orgName: z.string(),
  /** Engine relationship: parent, subsidiary, joint-venture, associate, fixed-asset-investment. */
  relationship: z.string(),
  equitySharePct: z.string(),
  appliedPct: z.string(),
  /** Why appliedPct (i18n key in the calc-reporting catalogue, with its params). */
  reasonKey: z.string(),
  reasonParams: z.record(z.string(), z.union([z.string(), z.number()])),
  gross: scopeTotals,
  appliedPctGross: z.string().optional(),
  consolidated: scopeTotals,
  entries: z.number().int(),
});
export type ReportLine = z.infer<typeof reportLine>;
export const reportFactor = z.object({
  factorId: z.string().nullable(),
  code: z.string().nullable(),
  version: z.string().nullable(),
  name: z.string().nullable(),
  value: z.string().nullable(),
  unit: z.string().nullable(),
  source: z.string().nullable(),
  region: z.string().nullable(),
  entries: z.number().int(),
});
export const reportMethod = z.object({ sourceType: z.string(), entries: z.number().int() });

/** Everything a version freezes (and a draft holds as of its last generation). */
export const reportFigures = z.object({
  totals: scopeTotals,
  /** The template's categories: 15 scope-3 (GHG) or six ISO 14064-1. */
  categories: z.array(reportCategory),
  /** The other template's categories, kept so both views can be shown. */
  scope3Categories: z.array(reportCategory),
  isoCategories: z.array(reportCategory),
  gases: z.array(reportGasFigure),
  biogenicCo2: z.string(),
  offsets: z.object({ total: z.string(), items: z.array(z.object({ name: z.string(), standard: z.string(), tco2e: z.string() })) }),
  dataQuality: reportQuality,
  /** Per scope (1, 2, 3). */
  dataQualityByScope: z.array(reportQuality.extend({ scope: z.number().int() })),
  /**
   * Consolidated reports: each entity's gross, applied share and contribution. Task reports: each organisation's gross at
   * 100%. Largest consolidated total first.
   */
  lines: z.array(reportLine),
  factors: z.array(reportFactor),
  methods: z.array(reportMethod),
  gwpSet: z.string(),
  entryCount: z.number().int(),
  /** The tasks whose entries count (submitted or approved). */
  taskIds: z.array(z.string()),
  /** Tasks included that are not yet approved (publishing is refused while any is listed). */
  unapprovedTasks: z.array(z.object({ id: z.string(), name: z.string() })),
  baseYear: z.object({ year: z.number().int(), totals: scopeTotals.nullable(), recalculated: z.boolean(), note: z.string().nullable() }),
  exclusions: z.array(z.object({ item: z.string(), reason: z.string() })),
  significantIndirect: z.array(z.object({ item: z.string(), reason: z.string() })),
  organisation: z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    legalCompany: z.string().nullable(),
    registeredAddress: z.string().nullable(),
    operatingBoundary: z.string().nullable(),
  }),
  period: z.object({ year: z.number().int(), month: z.number().int().nullable(), from: z.string(), to: z.string() }),
  boundaryMethod: z.enum(BOUNDARY_METHODS as [BoundaryMethodCode, ...BoundaryMethodCode[]]),
  /**
   * Consolidated reports (issue 26): how a change of holding within the period was counted — the
   * boundary record in force at the period end, or pro-rated by days (GHG Protocol ch.5). Absent
   * in figures generated before.
   */
  divestmentRule: z.enum(['period-end', 'pro-rata']).optional(),
  generatedAt: z.string(),
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const reportVersionRow = z.object({
  versionNo: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  publishedByName: z.string(),
});

export const reportRow = z.object({
  id: z.string(),
  kind: z.enum(['task', 'consolidated']),
  template: reportTemplate,
  status: z.enum(['draft', 'published']),
  title: z.string(),
  number: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  taskId: z.string().nullable(),
  orgId: z.string(),
  orgName: z.string(),
  approach: reportApproach,
  /** The latest published version (0: never published). */
  publishedVersion: z.number().int(),
  total: z.string(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** The detail carries the largest lines (consolidated total, descending); report/lines pages through all of them. */
export const REPORT_DETAIL_LINES = 20;
export const reportLinesQuery = pageQuery.extend({ id: idString, versionNo: z.coerce.number().int().min(0).optional() });

export const reportDetail = reportRow.merge(reportFigures.omit({ taskIds: true })).extend({
  /** How many lines the report has (`lines` holds the largest REPORT_DETAIL_LINES of them). */
  lineCount: z.number().int(),
  texts: reportTexts,
  /** Which figures this detail shows: 0 the draft's, else a published version's. */
  versionNo: z.number().int(),
  versions: z.array(reportVersionRow),
  can: z.object({ edit: z.boolean(), publish: z.boolean(), export: z.boolean() }),
  /**
   * Issue 25: the draft shown (versionNo 0) was generated before its inputs last changed (an entry or task of its tasks, an
   * offset, a consolidated entity's boundary): refreshing it would change it. A published version is never stale.
   */
  stale: z.boolean(),
  /** When the inputs last changed, while stale; else null. */
  inputsChangedAt: z.string().nullable(),
});
export type ReportDetail = z.infer<typeof reportDetail>;

export const reportDerivationPart = z.object({
  /** The figure key to open this part's own derivation, null for an entry. */
  figure: z.string().nullable(),
  label: z.string(),
  /** i18n key of the label, when it is a name the catalogue holds. */
  labelKey: z.string().nullable(),
  value: z.string(),
});
export const reportDerivationEntry = z.object({
  id: z.string(),
  orgName: z.string(),
  scope: z.number().int(),
  category: z.number().int().nullable(),
  sourceName: z.string().nullable(),
  facility: z.string().nullable(),
  sourceType: z.string(),
  tco2e: z.string(),
  appliedPct: z.string(),
  factorCode: z.string().nullable(),
  factorVersion: z.string().nullable(),
  gwpSet: z.string(),
  resultId: z.string().nullable(),
  /** The stored engine explanation (formula, inputs with units, factor and version, GWP set). */
  explanation: z.unknown(),
});
export const reportDerivation = z.object({
  figure: z.string(),
  value: z.string(),
  /** The parts it sums (a total: its scopes or entities; a category or line: nothing, see entries). Σ parts = value exactly. */
  parts: z.array(reportDerivationPart),
  entries: z.object({
    rows: z.array(reportDerivationEntry),
    totalRows: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type ReportDerivation = z.infer<typeof reportDerivation>;

export const reportDiffRow = z.object({
  figure: z.string(),
  labelKey: z.string().nullable(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  change: z.string(),
});
export const reportCompare = z.object({
  approaches: z.array(z.object({ approach: reportApproach, totals: scopeTotals, lines: z.array(reportLine) })),
});

/** Report error codes (2033xxx). Messages `error.<code>` in report.messages.ts. */
export const REPORT_CODE = {
  NOT_EXIST: 2033001,
  /** Publishing needs every included task approved. */
  NOT_APPROVED: 2033002,
  /** The inventory subject (a user of the task's organisation) cannot edit or publish its report (spec §6). */
  SUBJECT: 2033004,
  /** No version with that number. */
  NO_VERSION: 2033005,
  /** The organisation is not in the project's tree. */
  NOT_IN_PROJECT: 2033006,
  /** Nothing to report: no submitted or approved entries. */
  EMPTY: 2033008,
  /** A published report is a record: it cannot be deleted. */
  PUBLISHED: 2033009,
  /** The organisation has no base year yet. */
  NO_BASE_YEAR: 2033010,
  /** Nothing changed since the latest version: publishing would repeat it. */
  NO_CHANGE: 2033011,
} as const;

// ---------------------------------------------------------------- base year (issue 11 "Base-year recalculation")

/** GHG Protocol ch. 5 / SBTi C27: a change of at least this share of base-year emissions triggers recalculation (default). */
export const DEFAULT_BASE_YEAR_THRESHOLD_PCT = '5';

export const baseYearSetRequest = z.object({
  orgId: idString,
  /** The approved annual inventory project of the base year whose tasks cover the organisation. */
  projectId: idString,
  approach: reportApproach,
  /** Significance threshold in % of base-year emissions (5 by default). */
  thresholdPct: z
    .string()
    .trim()
    .refine((v) => /^[\d.]{1,5}$/.test(v) && Number.isFinite(Number(v)) && Number(v) >= 0 && Number(v) < 100, 'report.threshold.format')
    .optional(),
});
export const baseYearRecalculateRequest = z.object({
  orgId: idString,
  /** Why (an acquisition, a divestment, a method or factor change): required, kept with the record. */
  reason: z.string().trim().min(1, 'report.reason.required').max(200),
  version: z.number().int().min(0),
});
export const baseYearQuery = z.object({ orgId: idString });

const baseFigures = z.object({ totals: scopeTotals, lines: z.array(reportLine) });
export const baseYearHistoryRow = z.object({
  at: z.string(),
  actorName: z.string(),
  /** set | recalculate */
  action: z.string(),
  reason: z.string().nullable(),
  before: scopeTotals.nullable(),
  after: scopeTotals,
});
export const baseYearDetail = z.object({
  orgId: z.string(),
  orgName: z.string(),
  year: z.number().int(),
  projectId: z.string(),
  approach: reportApproach,
  thresholdPct: z.string(),
  totals: scopeTotals,
  lines: z.array(reportLine),
  recalculated: z.boolean(),
  reason: z.string().nullable(),
  recalculatedAt: z.string().nullable(),
  version: z.number().int(),
  history: z.array(baseYearHistoryRow),
});
export type BaseYearDetail = z.infer<typeof baseYearDetail>;
/** The base year recomputed with today's structure (boundary records in force now) and today's stored results. */
export const baseYearCheck = z.object({
  stored: baseFigures,
  recomputed: baseFigures,
  /** |recomputed − stored| / stored × 100 of the location-based total, 2 decimals. */
  changePct: z.string(),
  thresholdPct: z.string(),
  /** The change reaches the threshold: the base year should be recalculated. */
  flagged: z.boolean(),
  byScope: z.array(z.object({ figure: z.string(), before: z.string(), after: z.string() })),
  byEntity: z.array(z.object({ orgId: z.string(), orgName: z.string(), before: z.string(), after: z.string() })),
});
export type BaseYearCheck = z.infer<typeof baseYearCheck>;
