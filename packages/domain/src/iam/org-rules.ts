import { DomainError, invalid, type MessageParams } from '../errors.js';
import { Decimal, toDecimal } from '../calc/decimal.js';
import {
  holdingContradiction,
  proposedFinancialControl,
  proposedRelationship,
  type FinancialControlKind,
} from '../calc/consolidation/rules.js';
import { ORG_TYPE, type OrgTypeCode } from '../enums/system.js';
import { enumLabelKey } from '../enums/registry.js';
import { translate } from '../i18n/messages/index.js';
import type { Locale } from '../i18n/locale.js';

/**
 * Organisation rules (spec §3, §5; contract §5.3): names, codes, types, the ancestor
 * path `pids`, moves, the legal-entity boundary and tree building. Pure functions.
 */

import {
  COORDINATE_DECIMALS,
  EQUITY_SHARE_DECIMALS,
  EQUITY_SHARE_MAX,
  ORG_CODE,
  ORG_CODE_MAX,
  ORG_CODE_PATTERN,
  ORG_NAME_FORBIDDEN,
  ORG_NAME_MAX,
} from './org-constants.js';

export * from './org-constants.js';

export const ORG_TYPES: readonly OrgTypeCode[] = ORG_TYPE.items.map((i) => i.code);

/** A DomainError of one of the contract's org codes, message key `error.<code>`. */
export const orgError = (code: (typeof ORG_CODE)[keyof typeof ORG_CODE], params: MessageParams = {}) =>
  new DomainError(code, `error.${code}`, params);

/**
 * Checks an organisation (or park) name: required, at most ORG_NAME_MAX characters, none
 * of `< & , " ' > =` (1012001 naming the characters found). Returns the trimmed name.
 */
export function assertOrgName(name: string, field = 'name'): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('org.name.required', { field }, field);
  if (trimmed.length > ORG_NAME_MAX) throw invalid('org.name.tooLong', { field, max: ORG_NAME_MAX }, field);
  const found = ORG_NAME_FORBIDDEN.filter((c) => trimmed.includes(c));
  if (found.length) throw invalid('org.name.forbiddenChars', { field, chars: found.join(' ') }, field);
  return trimmed;
}

/** Checks a code: required, lower-case letters and digits in hyphen-separated words (1012001). */
export function assertOrgCode(code: string, field = 'code'): string {
  const trimmed = code.trim();
  if (!trimmed) throw invalid('org.code.required', { field }, field);
  if (trimmed.length > ORG_CODE_MAX || !ORG_CODE_PATTERN.test(trimmed))
    throw invalid('org.code.format', { field, max: ORG_CODE_MAX }, field);
  return trimmed;
}

/**
 * The usual type of a child: the next level down (a root is the group). Below a building
 * nothing is allowed (allowedChildTypes); this still answers building, which the level order refuses.
 */
export function defaultChildType(parentType: OrgTypeCode | null): OrgTypeCode {
  if (parentType === null) return 'group';
  const i = ORG_TYPES.indexOf(parentType);
  return ORG_TYPES[Math.min(i + 1, ORG_TYPES.length - 1)]!;
}

/** The level of a type in the order group → business group → park → legal entity → BU → building (0 = group; -1 unknown). */
export const orgLevel = (orgType: string): number => ORG_TYPES.indexOf(orgType as OrgTypeCode);

/**
 * The types an organisation may have under a parent of `parentType` (null: the root).
 * Issue 9: the level order holds; a level may be skipped downward, never upward, and never
 * repeated (a park under a park, a building under a building). The root holds groups only.
 */
export function allowedChildTypes(parentType: string | null): OrgTypeCode[] {
  if (parentType === null) return ['group'];
  const level = orgLevel(parentType);
  return ORG_TYPES.filter((t) => orgLevel(t) > level && t !== 'group');
}

/** An organisation's place in the tree, as the level order checks it. */
export type LevelCheck = {
  orgType: OrgTypeCode;
  /** The parent's name and type; null at the root. */
  parent: { name: string; orgType: string } | null;
  /** The organisation's direct children (on an edit: a new type must stay above each of them). */
  children?: readonly { name: string; orgType: string }[];
};

/**
 * Refuses (1012001 on `orgType`, the message naming the field by its label in `locale`) an
 * organisation whose type breaks the level order under its parent, or above its children.
 * Every write path runs it (add, addWithPark, editWithPark): checking each parent–child
 * edge keeps the order for a whole moved subtree.
 */
export function assertLevelOrder(check: LevelCheck, locale: Locale): void {
  const label = (t: string) => {
    const key = enumLabelKey(ORG_TYPE, t);
    return key ? translate(locale, key) : t;
  };
  const levels = ORG_TYPES.map(label).join(' → ');
  const named = (o: { name: string; orgType: string }) => translate(locale, 'org.level.named', { name: o.name, type: label(o.orgType) });
  const field = 'orgType';
  const { orgType, parent } = check;
  if (!allowedChildTypes(parent?.orgType ?? null).includes(orgType)) {
    const where = parent ? named(parent) : translate(locale, 'org.level.root');
    const allowed = allowedChildTypes(parent?.orgType ?? null);
    if (allowed.length === 0) throw invalid('org.level.leaf', { field, parent: where }, field);
    throw invalid('org.level.order', { field, type: label(orgType), parent: where, allowed: allowed.map(label).join(', '), levels }, field);
  }
  const child = (check.children ?? []).find((c) => !allowedChildTypes(orgType).includes(c.orgType as OrgTypeCode));
  if (child) throw invalid('org.level.child', { field, type: label(orgType), child: named(child), levels }, field);
}

/** A message key with parameters, rendered in the caller's language by the server. */
export type OrgWarning = { key: string; params: MessageParams };

/** How many "-" separated parts a name of each type has in "business group-legal person-BU-building". */
const NAME_PARTS: Partial<Record<OrgTypeCode, number>> = { business_group: 1, park: 2, legal_entity: 2, bu: 3, building: 4 };
/** The ancestor type whose name a name of this type starts with. */
const NAME_PREFIX_TYPE: Partial<Record<OrgTypeCode, OrgTypeCode>> = {
  park: 'business_group',
  legal_entity: 'business_group',
  bu: 'legal_entity',
  building: 'bu',
};

/**
 * Spec §3/§5: names should follow "business group-legal person-BU-building". Returns
 * warnings (never refuses): the name should start with the name of its nearest business
 * group / legal entity / BU ancestor, and have as many parts as its level.
 * `ancestors` are the organisation's ancestors, root first.
 */
export function nameFormWarnings(
  name: string,
  orgType: OrgTypeCode,
  ancestors: readonly { name: string; orgType: string }[],
): OrgWarning[] {
  const warnings: OrgWarning[] = [];
  const prefixType = NAME_PREFIX_TYPE[orgType];
  const prefixOrg = prefixType ? [...ancestors].reverse().find((a) => a.orgType === prefixType) : undefined;
  if (prefixOrg && !name.startsWith(`${prefixOrg.name}-`)) {
    warnings.push({ key: 'org.warning.namePrefix', params: { prefix: `${prefixOrg.name}-` } });
  }
  const parts = NAME_PARTS[orgType];
  const actual = name.split('-');
  if (parts !== undefined && (actual.length !== parts || actual.some((p) => !p.trim()))) {
    warnings.push({ key: 'org.warning.nameForm', params: { parts } });
  }
  return warnings;
}

/** The `pids` of a child of `parentId` whose own `pids` is `parentPids` (contract §5.3: "[0],[1],[5],"). */
export function childPids(parentId: number, parentPids: string | null): string {
  return parentId === 0 ? '[0],' : `${parentPids ?? '[0],'}[${parentId}],`;
}

/** Ancestor ids from `pids` ("[0],[1],[5]," → [0, 1, 5]). */
export function parsePids(pids: string): number[] {
  const out: number[] = [];
  for (const part of pids.split(',')) {
    if (part.length > 2) out.push(Number(part.slice(1, -1)));
  }
  return out;
}

/** The LIKE pattern matching every descendant's `pids` of organisation `id`. */
export const descendantPattern = (id: number) => `%[${id}],%`;

/**
 * A new parent must not be the organisation itself (2017005) nor one of its descendants
 * (2017006, seen from the parent's `pids` containing the organisation).
 */
export function assertParentAllowed(orgId: number, newPid: number, newParentPids: string | null): void {
  if (newPid === orgId) throw orgError(ORG_CODE.PID_IS_SELF);
  if (newParentPids && parsePids(newParentPids).includes(orgId)) throw orgError(ORG_CODE.PID_IS_CHILD);
}

/**
 * A legal entity's consolidation boundary: equity share (%, decimal string), the relationship to
 * the group, financial control (own / joint / none; `financialControl` is true exactly for own)
 * and operational control (issue 26: recorded facts; the share only proposes the relationship).
 */
export type Boundary = {
  equitySharePct: string | null;
  operationalControl: boolean | null;
  financialControl: boolean | null;
  relationship?: string | null;
  financialControlType?: string | null;
};
export type BoundaryInput = {
  equitySharePct?: string | number | null | undefined;
  operationalControl?: boolean | null | undefined;
  financialControl?: boolean | null | undefined;
  relationship?: string | null | undefined;
  financialControlType?: FinancialControlKind | null | undefined;
};

/** Spec §5/§9: 0 ≤ equity share ≤ 100, at most 4 decimals; returned as a plain decimal string. */
export function parseEquityShare(value: string | number, field = 'equitySharePct'): string {
  const d = toDecimal(value, field, EQUITY_SHARE_DECIMALS);
  if (d.isNegative() || d.greaterThan(EQUITY_SHARE_MAX)) throw invalid('org.boundary.equityRange', { field, max: EQUITY_SHARE_MAX }, field);
  return d.toFixed();
}

/**
 * Boundary values for an organisation of `orgType`: only a legal entity carries them
 * (1012001 otherwise); `undefined` fields keep `current`.
 */
export function resolveBoundary(orgType: OrgTypeCode, input: BoundaryInput, current: Boundary | null): Boundary | null {
  const fields = [input.equitySharePct, input.operationalControl, input.financialControl, input.relationship, input.financialControlType];
  const given = fields.some((v) => v !== undefined && v !== null);
  if (orgType !== 'legal_entity') {
    if (given) throw invalid('org.boundary.notLegalEntity', { field: 'equitySharePct' }, 'equitySharePct');
    return null;
  }
  const base = current ?? { equitySharePct: null, operationalControl: null, financialControl: null };
  const pct = input.equitySharePct;
  const equitySharePct = pct === undefined ? base.equitySharePct : pct === null ? null : parseEquityShare(pct);
  const operationalControl = input.operationalControl === undefined ? base.operationalControl : input.operationalControl;
  const baseValues = { ...base, relationship: base.relationship ?? null, financialControlType: base.financialControlType ?? null };
  if (fields.every((v) => v === undefined)) return baseValues;
  const fc = input.financialControl === undefined ? base.financialControl : input.financialControl;
  // the relationship is recorded; a caller that sends only the share or the control flag (the API before issue 26) gets it proposed again
  const legacy = input.relationship == null && input.financialControlType == null && (pct !== undefined || input.financialControl != null);
  const relationship = input.relationship ?? (legacy || !base.relationship ? proposedRelationship(equitySharePct, fc) : base.relationship);
  let type: FinancialControlKind;
  if (input.financialControlType != null) type = input.financialControlType;
  else if (input.financialControl != null) type = input.financialControl ? 'own' : relationship === 'joint-venture' ? 'joint' : 'none';
  else if (input.relationship != null || !base.financialControlType) type = proposedFinancialControl(relationship as 'subsidiary');
  else type = base.financialControlType as FinancialControlKind;
  const contradiction = holdingContradiction({ relationship, equitySharePct, financialControl: type });
  if (contradiction) throw invalid(contradiction.key, { field: contradiction.field }, contradiction.field);
  return { equitySharePct, operationalControl, financialControl: type === 'own', relationship, financialControlType: type };
}

/** True when two boundaries differ (equity compared as numbers: "50" equals "50.0000"). */
export function boundaryChanged(a: Boundary | null, b: Boundary | null): boolean {
  const pa = a?.equitySharePct ?? null;
  const pb = b?.equitySharePct ?? null;
  const pctDiffers = pa === null || pb === null ? pa !== pb : !new Decimal(pa).equals(pb);
  return (
    pctDiffers ||
    (a?.operationalControl ?? null) !== (b?.operationalControl ?? null) ||
    (a?.financialControl ?? null) !== (b?.financialControl ?? null) ||
    (a?.relationship ?? null) !== (b?.relationship ?? null) ||
    (a?.financialControlType ?? null) !== (b?.financialControlType ?? null)
  );
}

/** A calendar date "YYYY-MM-DD" that exists (1012001 otherwise). */
export function assertDate(value: string, field = 'boundaryEffectiveFrom'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.toISOString().slice(0, 10) !== value) throw invalid('org.boundary.date', { field }, field);
  return value;
}

/** One dated boundary record (sys_org_boundary). */
export type BoundaryRecord = Boundary & { id: number; effectiveFrom: string };

/**
 * The boundary in force on `date`: the record with the latest effective date not after
 * it; among records of one date the last written (highest id). Null before the first.
 */
export function boundaryAt<R extends BoundaryRecord>(history: readonly R[], date: string): R | null {
  let best: R | null = null;
  for (const r of history) {
    if (r.effectiveFrom > date) continue;
    if (!best || r.effectiveFrom > best.effectiveFrom || (r.effectiveFrom === best.effectiveFrom && r.id > best.id)) best = r;
  }
  return best;
}

/** Longitude −180..180 and latitude −90..90, rounded to the stored 6 decimals (1012001 otherwise). */
export function parseCoordinate(value: string | number, axis: 'longitude' | 'latitude'): string {
  const d = toDecimal(value, axis, 20);
  const limit = axis === 'longitude' ? 180 : 90;
  if (d.abs().greaterThan(limit)) throw invalid('org.coordinate.range', { field: axis, min: -limit, max: limit }, axis);
  return d.toDecimalPlaces(COORDINATE_DECIMALS).toFixed();
}
