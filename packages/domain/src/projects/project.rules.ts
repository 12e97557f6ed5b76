import { DomainError, PARAM_ERROR } from '../errors.js';
import { annualCarbonReduction, energySaved, needsFiiReview, annualBenefit } from './project.formulas.js';

/**
 * Spec §5 validation of an energy-saving project, shared by the server (which enforces it) and
 * the web form (which mirrors it). Each rule answers with the field at fault and a message key
 * whose `{{field}}` the server fills with the field's label (`field.project.<name>`), so every
 * refusal names the field in the user's words. Drafts are checked only for well-formed values
 * (numbers, dates, lengths); the rest applies at submission.
 */

/** Spec §5/§9: numbers carry at most 10 decimals. */
export const PROJECT_MAX_DECIMALS = 10;
/** Digits before the point a figure may have (NUMERIC holds more; this keeps inputs sane). */
export const PROJECT_MAX_INTEGER_DIGITS = 15;
/** The reason kept with an overridden annual reduction, at most 200 characters. */
export const OVERRIDE_REASON_MAX = 200;

/** One failed rule: the field, the message key, its parameters besides the field. */
export type RuleFailure = { field: string; key: string; params?: Record<string, string | number> };

const DIGITS = /^\d+$/;

/** Why a decimal text is refused ('project.rule.number' or 'project.rule.decimals'), or null: a non-negative plain decimal with ≤ 10 decimals. */
export function decimalProblem(v: string): string | null {
  const parts = v.trim().split('.');
  const [whole = '', fraction] = parts;
  if (parts.length > 2 || !DIGITS.test(whole) || (fraction !== undefined && !DIGITS.test(fraction))) return 'project.rule.number';
  if (whole.replace(/^0+(?=\d)/, '').length > PROJECT_MAX_INTEGER_DIGITS) return 'project.rule.number';
  if ((fraction ?? '').length > PROJECT_MAX_DECIMALS) return 'project.rule.decimals';
  return null;
}

/** A calendar date YYYY-MM-DD that exists. */
export function isDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A month YYYY-MM (01–12). */
export const isMonth = (v: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** A plausible e-mail address (one @, a dot in the domain, no spaces). */
export function isEmail(v: string): boolean {
  if (v.length > 100 || /\s/.test(v)) return false;
  const parts = v.split('@');
  if (parts.length !== 2 || !parts[0]) return false;
  const labels = parts[1]!.split('.');
  return labels.length >= 2 && labels.every((l) => l.length > 0);
}

/** Spec §5: energy use before must not be less than after (equal is allowed). Null when either is missing. */
export function energyOrderFails(before: string | null | undefined, after: string | null | undefined): boolean {
  const s = energySaved(before, after);
  return s !== null && s.startsWith('-');
}

/** Spec §5: the end is not earlier than the start (the same day is allowed). False when either is missing. */
export const dateOrderFails = (start: string | null | undefined, end: string | null | undefined): boolean =>
  !!start && !!end && end < start;

/** What submission checks: the project's fields as stored, and what the server found. */
export type SubmissionInput = {
  name?: string | null;
  orgId?: string | null;
  projectType?: string | null;
  technology?: string | null;
  energyObject?: string | null;
  energyType?: string | null;
  technologySource?: string | null;
  responsiblePerson?: string | null;
  initiatorName?: string | null;
  initiatorContact?: string | null;
  initiatorEmail?: string | null;
  estimatedStart?: string | null;
  estimatedEnd?: string | null;
  actualStart?: string | null;
  actualEnd?: string | null;
  principle?: string | null;
  benefitAnalysis?: string | null;
  energyBefore?: string | null;
  energyAfter?: string | null;
  emissionFactor?: string | null;
  investment?: string | null;
  localEnergyPrice?: string | null;
  reductionOverride?: string | null;
  reductionOverrideReason?: string | null;
  supervisorReviewerId?: string | null;
  businessGroupReviewerId?: string | null;
  fiiReviewerId?: string | null;
  /** The implementing organisation lies under a business group and a park. */
  positioned: boolean;
  /** A proposal file is uploaded. */
  hasProposal: boolean;
};

/** Spec §5 required fields, in the order of the form (the first missing one is reported). */
export const REQUIRED_ON_SUBMIT = [
  'initiatorName',
  'initiatorContact',
  'initiatorEmail',
  'orgId',
  'name',
  'estimatedStart',
  'estimatedEnd',
  'projectType',
  'energyObject',
  'technology',
  'energyType',
  'technologySource',
  'responsiblePerson',
  'principle',
  'energyBefore',
  'energyAfter',
  'emissionFactor',
  'investment',
  'localEnergyPrice',
  'benefitAnalysis',
  'supervisorReviewerId',
  'businessGroupReviewerId',
] as const satisfies readonly (keyof SubmissionInput)[];

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
const required = (field: string): RuleFailure => ({ field, key: 'validation.required' });

/** Every rule a submission breaks, in the order the form shows them (empty: submittable). */
export function submissionFailures(p: SubmissionInput): RuleFailure[] {
  const out: RuleFailure[] = REQUIRED_ON_SUBMIT.filter((f) => blank(p[f])).map(required);
  if (!blank(p.initiatorEmail) && !isEmail(p.initiatorEmail!.trim())) out.push({ field: 'initiatorEmail', key: 'project.rule.email' });
  if (!blank(p.orgId) && !p.positioned) out.push({ field: 'orgId', key: 'project.rule.orgPosition' });
  if (dateOrderFails(p.estimatedStart, p.estimatedEnd)) out.push({ field: 'estimatedEnd', key: 'project.rule.endBeforeStart' });
  if (dateOrderFails(p.actualStart, p.actualEnd)) out.push({ field: 'actualEnd', key: 'project.rule.endBeforeStart' });
  if (energyOrderFails(p.energyBefore, p.energyAfter)) out.push({ field: 'energyBefore', key: 'project.rule.energyOrder' });
  const reduction = annualCarbonReduction(energySaved(p.energyBefore, p.energyAfter), p.emissionFactor, p.reductionOverride);
  if (reduction !== null && !(Number(reduction) > 0)) out.push({ field: 'annualCarbonReduction', key: 'project.rule.reductionPositive' });
  if (!blank(p.reductionOverride) && blank(p.reductionOverrideReason)) out.push(required('reductionOverrideReason'));
  const benefit = annualBenefit(energySaved(p.energyBefore, p.energyAfter), p.localEnergyPrice);
  if (needsFiiReview(benefit) && blank(p.fiiReviewerId)) out.push(required('fiiReviewerId'));
  if (!p.hasProposal) out.push({ field: 'proposal', key: 'project.rule.proposal' });
  return out;
}

/** The first failure as the 1012001 refusal naming its field; nothing when the project may be submitted. */
export function assertSubmittable(p: SubmissionInput): void {
  const [first] = submissionFailures(p);
  if (first) throw new DomainError(PARAM_ERROR, first.key, { ...first.params, field: first.field }, first.field);
}

/** The organisations a project's position comes from: the implementing organisation and its ancestors, root first. */
export type OrgChainItem = { id: number; type: string; name: string };
/** The business group, park and legal person of a project (spec §3), from the implementing organisation's ancestry. */
export type ProjectPosition = {
  businessGroup: OrgChainItem | null;
  park: OrgChainItem | null;
  legalPerson: OrgChainItem | null;
};

/** The nearest organisation of each type in the chain (itself included): business group, park, legal entity. */
export function positionOf(chain: readonly OrgChainItem[]): ProjectPosition {
  const nearest = (type: string) => [...chain].reverse().find((o) => o.type === type) ?? null;
  return { businessGroup: nearest('business_group'), park: nearest('park'), legalPerson: nearest('legal_entity') };
}

/** Submission needs both a business group and a park above (or at) the implementing organisation. */
export const isPositioned = (p: ProjectPosition): boolean => p.businessGroup !== null && p.park !== null;
