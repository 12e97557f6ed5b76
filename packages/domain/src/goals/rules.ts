import { Decimal } from '../calc/decimal.js';
import { DomainError, PARAM_ERROR, type MessageParams } from '../errors.js';
import { GOAL_NUMBER_MAX_CHARS, type GoalLevel } from './goal.schema.js';

/**
 * The rules a goal save keeps (issue 13, spec §3 and §9), each a pure function over the rows
 * of the save merged with the rows already stored for the same kind and year; the server runs
 * them before writing, the import runs them per year, and the form mirrors them. The first
 * broken rule is returned as a DomainError 1012001 whose message is the rule's own, naming
 * the organisation (and the field by its label). Readings of the spec's ambiguities are
 * recorded in docs/decisions/013-goals.md.
 */

/** What the rules know of an organisation: its name, its ORG_TYPE and the organisation whose figure it splits. */
export type GoalOrgInfo = {
  orgId: string;
  orgName: string;
  orgType: string;
  /** A park's nearest business-group ancestor, a business group's nearest group ancestor; null for the group. */
  parentOrgId: string | null;
};

export type ControlFigures = { annual: string; months: readonly string[] };
export type ReductionFigures = { total: string; reduce: string; replace: string; resolve: string };
export type GoalFigures = ControlFigures | ReductionFigures;
export type GoalRowOf<F> = { orgId: string } & F;

/** One save to check: its rows, the stored current rows of the same kind and year (by org id), and every organisation named. */
export type GoalCheck<F extends GoalFigures> = {
  year: number;
  baselineYear: number;
  rows: readonly GoalRowOf<F>[];
  stored: ReadonlyMap<string, F>;
  orgs: ReadonlyMap<string, GoalOrgInfo>;
};

/** The goal level of an organisation type (decision 013: group → Fii); undefined for the other types. */
export function levelOfOrgType(orgType: string): GoalLevel | undefined {
  if (orgType === 'group') return 'fii';
  if (orgType === 'business_group') return 'business_group';
  if (orgType === 'park') return 'park';
  return undefined;
}

/**
 * The organisation whose figure `level` splits, from the ancestors nearest first: a park's
 * nearest business group, a business group's nearest group; the Fii has none.
 */
export function goalParentOf(level: GoalLevel, ancestors: readonly { id: string; orgType: string }[]): string | null {
  const wanted = level === 'park' ? 'business_group' : level === 'business_group' ? 'group' : undefined;
  if (!wanted) return null;
  return ancestors.find((a) => a.orgType === wanted)?.id ?? null;
}

/** Plain non-negative decimal text ("12", "0.5"), at most 11 characters with the point (spec §9). */
export function isGoalNumber(text: string): boolean {
  if (text.length > GOAL_NUMBER_MAX_CHARS) return false;
  const [int = '', frac, ...rest] = text.split('.');
  return rest.length === 0 && /^\d+$/.test(int) && (frac === undefined || /^\d+$/.test(frac));
}

const broken = (key: string, params: MessageParams = {}, field?: string) => new DomainError(PARAM_ERROR, `goal.rule.${key}`, params, field);
const sumOf = (values: readonly string[]) => values.reduce((s, v) => s.plus(v), new Decimal(0));
const nameOf = (orgs: ReadonlyMap<string, GoalOrgInfo>, id: string) => orgs.get(id)?.orgName ?? id;

/** At least one row is kept: an empty table is refused. */
export function ruleNotEmpty(rows: readonly { orgId: string }[]): DomainError | undefined {
  return rows.length === 0 ? broken('empty', {}, 'rows') : undefined;
}

/** One target per organisation and year: an organisation named twice in one save is refused. */
export function ruleNoDuplicate(rows: readonly { orgId: string }[], orgs: ReadonlyMap<string, GoalOrgInfo>): DomainError | undefined {
  const seen = new Set<string>();
  for (const [i, r] of rows.entries()) {
    if (seen.has(r.orgId)) return broken('duplicateOrg', { org: nameOf(orgs, r.orgId) }, `rows.${i}.orgId`);
    seen.add(r.orgId);
  }
  return undefined;
}

/** Every row names an existing organisation of a goal level (group, business group, park). */
export function ruleLevels(rows: readonly { orgId: string }[], orgs: ReadonlyMap<string, GoalOrgInfo>): DomainError | undefined {
  for (const [i, r] of rows.entries()) {
    const org = orgs.get(r.orgId);
    if (!org) return broken('orgUnknown', { id: r.orgId }, `rows.${i}.orgId`);
    if (!levelOfOrgType(org.orgType)) return broken('orgLevel', { org: org.orgName }, `rows.${i}.orgId`);
  }
  return undefined;
}

/** The baseline year is not after the target year. */
export function ruleBaselineYear(year: number, baselineYear: number): DomainError | undefined {
  return baselineYear > year ? broken('baselineAfterYear', { year, baselineYear }, 'baselineYear') : undefined;
}

/** A control row: numbers, exactly twelve months, and the months' sum not below the annual value. */
export function ruleControlRow(r: GoalRowOf<ControlFigures>, i: number, org: string): DomainError | undefined {
  const max = GOAL_NUMBER_MAX_CHARS;
  if (!isGoalNumber(r.annual)) return broken('number', { org, field: 'annual', max }, `rows.${i}.annual`);
  if (r.months.length !== 12) return broken('monthCount', { org, count: r.months.length }, `rows.${i}.months`);
  for (const [m, v] of r.months.entries()) {
    if (!isGoalNumber(v)) return broken('monthNumber', { org, month: m + 1, max }, `rows.${i}.months.${m}`);
  }
  const sum = sumOf(r.months);
  if (sum.lessThan(r.annual)) return broken('monthsBelowAnnual', { org, sum: sum.toFixed(), annual: r.annual }, `rows.${i}.months`);
  return undefined;
}

const REDUCTION_FIELDS = ['total', 'reduce', 'replace', 'resolve'] as const;

/** A reduction row: numbers, and 1R + 2R + 3R equal to the total. */
export function ruleReductionRow(r: GoalRowOf<ReductionFigures>, i: number, org: string): DomainError | undefined {
  for (const field of REDUCTION_FIELDS) {
    if (!isGoalNumber(r[field])) return broken('number', { org, field, max: GOAL_NUMBER_MAX_CHARS }, `rows.${i}.${field}`);
  }
  const sum = sumOf([r.reduce, r.replace, r.resolve]);
  if (!sum.equals(r.total)) return broken('splitNotTotal', { org, sum: sum.toFixed(), total: r.total }, `rows.${i}.total`);
  return undefined;
}

/**
 * A decomposition has the level below it (decision 013): a save holding the Fii's row holds at
 * least one business-group row; a save whose highest level is a business group holds at least
 * one park row. A save of park rows alone splits a business group's stored figure.
 */
export function ruleStructure(rows: readonly { orgId: string }[], orgs: ReadonlyMap<string, GoalOrgInfo>): DomainError | undefined {
  const levels = rows.map((r) => levelOfOrgType(orgs.get(r.orgId)?.orgType ?? ''));
  const fii = rows.find((_, i) => levels[i] === 'fii');
  if (fii && !levels.includes('business_group')) return broken('needBusinessGroup', { org: nameOf(orgs, fii.orgId) }, 'rows');
  const bg = rows.find((_, i) => levels[i] === 'business_group');
  if (!fii && bg && !levels.includes('park')) return broken('needPark', { org: nameOf(orgs, bg.orgId) }, 'rows');
  return undefined;
}

/** The figure a sum rule compares: a control row's annual value, a reduction row's total. */
const headline = (f: GoalFigures): string => ('annual' in f ? f.annual : f.total);

/**
 * The sum rules over the merged picture (this save's rows over the stored ones): control —
 * the children's annual values add up to no more than their parent's; reduction — the
 * children's totals add up to no less. Checked for every parent the save touches: a parent
 * in the save, or the parent of a row in the save, when the parent has a row.
 */
export function ruleSums<F extends GoalFigures>(kind: 'control' | 'reduction', c: GoalCheck<F>): DomainError | undefined {
  const picture = new Map<string, F>(c.stored);
  for (const r of c.rows) picture.set(r.orgId, r);
  const children = new Map<string, string[]>();
  for (const id of picture.keys()) {
    const parent = c.orgs.get(id)?.parentOrgId;
    if (!parent) continue;
    const list = children.get(parent);
    if (list) list.push(id);
    else children.set(parent, [id]);
  }
  const touched = new Set<string>();
  for (const r of c.rows) {
    touched.add(r.orgId);
    const parent = c.orgs.get(r.orgId)?.parentOrgId;
    if (parent) touched.add(parent);
  }
  const ordered = [...touched].sort((a, b) => depth(c.orgs, a) - depth(c.orgs, b));
  for (const parentId of ordered) {
    const parent = picture.get(parentId);
    const kids = children.get(parentId);
    if (!parent || !kids?.length) continue;
    const sum = sumOf(kids.map((k) => headline(picture.get(k)!)));
    const value = headline(parent);
    const childLevel = levelOfOrgType(c.orgs.get(parentId)?.orgType ?? '') === 'fii' ? 'businessGroups' : 'parks';
    const params = { parent: nameOf(c.orgs, parentId), sum: sum.toFixed(), value };
    if (kind === 'control' && sum.greaterThan(value)) return broken(`controlSumAbove.${childLevel}`, params, 'rows');
    if (kind === 'reduction' && sum.lessThan(value)) return broken(`reductionSumBelow.${childLevel}`, params, 'rows');
  }
  return undefined;
}

const LEVEL_ORDER: Record<GoalLevel, number> = { fii: 0, business_group: 1, park: 2 };
const depth = (orgs: ReadonlyMap<string, GoalOrgInfo>, id: string) => LEVEL_ORDER[levelOfOrgType(orgs.get(id)?.orgType ?? '') ?? 'park'];

function checkCommon(c: GoalCheck<GoalFigures>): DomainError | undefined {
  return ruleNotEmpty(c.rows) ?? ruleLevels(c.rows, c.orgs) ?? ruleNoDuplicate(c.rows, c.orgs) ?? ruleBaselineYear(c.year, c.baselineYear);
}

/** The first rule a control save breaks, in the order the form shows them; undefined when it keeps them all. */
export function checkControlSave(c: GoalCheck<ControlFigures>): DomainError | undefined {
  const first = checkCommon(c);
  if (first) return first;
  for (const [i, r] of c.rows.entries()) {
    const e = ruleControlRow(r, i, nameOf(c.orgs, r.orgId));
    if (e) return e;
  }
  return ruleStructure(c.rows, c.orgs) ?? ruleSums('control', c);
}

/** The first rule a reduction save breaks; undefined when it keeps them all. */
export function checkReductionSave(c: GoalCheck<ReductionFigures>): DomainError | undefined {
  const first = checkCommon(c);
  if (first) return first;
  for (const [i, r] of c.rows.entries()) {
    const e = ruleReductionRow(r, i, nameOf(c.orgs, r.orgId));
    if (e) return e;
  }
  return ruleStructure(c.rows, c.orgs) ?? ruleSums('reduction', c);
}
