import dayjs, { type Dayjs } from 'dayjs';
import {
  decimalProblem,
  DEFAULT_PROJECT_SETTINGS,
  lifetimeOf,
  projectFigures,
  submissionFailures,
  type ProjectAddRequest,
  type ProjectDetail,
  type ProjectFigures,
  type RuleFailure,
  type ThreeR,
} from '@carbon/domain';

/**
 * The project form's values and how they map to the contract: decimals stay strings (never a
 * float), dates are Dayjs in the form and YYYY-MM-DD on the wire, an empty field is sent as null
 * (so an edit clears it). The figures and the submission rules are the domain's, run on the values.
 */

export type ProjectValues = {
  name?: string;
  orgId?: string;
  projectType?: string;
  technology?: string;
  energyObject?: string;
  energyType?: string;
  energyUnit?: string;
  technologySource?: string;
  threeR?: ThreeR;
  responsiblePerson?: string;
  initiatorName?: string;
  initiatorContact?: string;
  initiatorPhone?: string;
  initiatorEmail?: string;
  estimatedStart?: Dayjs | null;
  estimatedEnd?: Dayjs | null;
  actualStart?: Dayjs | null;
  actualEnd?: Dayjs | null;
  statusDescription?: string;
  principle?: string;
  benefitAnalysis?: string;
  energyBefore?: string;
  energyAfter?: string;
  emissionFactor?: string;
  emissionFactorSource?: { factorId: string; version: string } | null;
  investment?: string;
  localEnergyPrice?: string;
  lifetimeYears?: number | null;
  /** A non-energy project: the annual reduction is entered by hand, with its reason (form only). */
  override?: boolean;
  reductionOverride?: string;
  reductionOverrideReason?: string;
  supervisorReviewerId?: string;
  businessGroupReviewerId?: string;
  fiiReviewerId?: string;
  energyReviewerIds?: string[];
};

export type ProjectField = keyof ProjectValues;

/** The text fields sent as they are typed (trimmed; empty → null). */
const TEXTS = [
  'projectType',
  'energyObject',
  'energyUnit',
  'responsiblePerson',
  'initiatorName',
  'initiatorContact',
  'initiatorPhone',
  'initiatorEmail',
  'statusDescription',
  'principle',
  'benefitAnalysis',
  'energyBefore',
  'energyAfter',
  'emissionFactor',
  'investment',
  'localEnergyPrice',
] as const;
const CODES = [
  'technology',
  'energyType',
  'technologySource',
  'threeR',
  'supervisorReviewerId',
  'businessGroupReviewerId',
  'fiiReviewerId',
] as const;
const DATES = ['estimatedStart', 'estimatedEnd', 'actualStart', 'actualEnd'] as const;

/** A date picker's value as the contract's calendar date. */
export const toDay = (value: unknown): string | undefined => (value ? dayjs(value as Dayjs).format('YYYY-MM-DD') : undefined);
const fromDay = (value: string | null): Dayjs | null => (value ? dayjs(value) : null);
const text = (v: string | null | undefined): string | null => {
  const s = v?.trim();
  return s ? s : null;
};
const orUndefined = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

/** The form's starting values: a new project, or the stored draft. */
export function valuesOf(p: ProjectDetail | undefined): ProjectValues {
  if (!p) return { energyReviewerIds: [], override: false };
  const v: ProjectValues = { name: p.name, orgId: p.orgId, lifetimeYears: p.lifetimeYears, emissionFactorSource: p.emissionFactorSource };
  for (const f of TEXTS) v[f] = orUndefined(p[f]);
  v.technology = orUndefined(p.technology);
  v.energyType = orUndefined(p.energyType);
  v.technologySource = orUndefined(p.technologySource);
  v.threeR = orUndefined(p.threeR);
  for (const f of DATES) v[f] = fromDay(p[f]);
  v.override = p.reductionOverride !== null;
  v.reductionOverride = orUndefined(p.reductionOverride);
  v.reductionOverrideReason = orUndefined(p.reductionOverrideReason);
  v.supervisorReviewerId = orUndefined(p.supervisorReviewer.id);
  v.businessGroupReviewerId = orUndefined(p.businessGroupReviewer.id);
  v.fiiReviewerId = orUndefined(p.fiiReviewer.id);
  v.energyReviewerIds = p.energyReviewerIds;
  return v;
}

/** The add / edit body: every field, empty ones as null; the override only when switched on. */
export function bodyOf(v: ProjectValues): ProjectAddRequest {
  const body: ProjectAddRequest = { name: (v.name ?? '').trim(), orgId: v.orgId ?? '' };
  for (const f of TEXTS) body[f] = text(v[f]);
  for (const f of CODES) (body as Record<string, unknown>)[f] = v[f] || null;
  for (const f of DATES) body[f] = toDay(v[f]) ?? null;
  body.lifetimeYears = typeof v.lifetimeYears === 'number' ? v.lifetimeYears : null;
  body.emissionFactorSource = v.emissionFactorSource ?? null;
  body.reductionOverride = v.override ? text(v.reductionOverride) : null;
  body.reductionOverrideReason = v.override ? text(v.reductionOverrideReason) : null;
  body.energyReviewerIds = v.energyReviewerIds ?? [];
  return body;
}

/** The settings the figures use (the server's, or the defaults until they arrive). */
export type FigureSettings = { discountRate: string; lifetimes: Readonly<Partial<Record<string, number>>> };
export const DEFAULT_FIGURE_SETTINGS: FigureSettings = DEFAULT_PROJECT_SETTINGS;

/** A decimal input as the formulas take it: a malformed number counts as missing. */
const figureInput = (v: string | undefined) => (v?.trim() && decimalProblem(v) === null ? v.trim() : null);

/** The automatic figures of the values, with the domain's formulas (what the server will store). */
export function figuresOf(v: ProjectValues, settings: FigureSettings): ProjectFigures & { lifetimeUsed: number } {
  const lifetimeUsed = lifetimeOf(v.lifetimeYears ?? null, v.technology ?? null, settings.lifetimes);
  const figures = projectFigures(
    {
      energyBefore: figureInput(v.energyBefore),
      energyAfter: figureInput(v.energyAfter),
      emissionFactor: figureInput(v.emissionFactor),
      reductionOverride: v.override ? figureInput(v.reductionOverride) : null,
      investment: figureInput(v.investment),
      localEnergyPrice: figureInput(v.localEnergyPrice),
    },
    settings.discountRate,
    lifetimeUsed,
  );
  return { ...figures, lifetimeUsed };
}

/** Spec §5 rules a submission of these values breaks (the domain's list; the position is the server's to check). */
export function submitFailuresOf(v: ProjectValues, hasProposal: boolean): RuleFailure[] {
  const body = bodyOf(v);
  return submissionFailures({ ...body, positioned: true, hasProposal });
}
