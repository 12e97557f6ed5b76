import {
  checkControlSave,
  checkReductionSave,
  Decimal,
  GOAL_NUMBER_MAX_CHARS,
  goalParentOf,
  levelOfOrgType,
  type ControlGoalRow,
  type DomainError,
  type GoalLevel,
  type GoalOrgInfo,
  type OrgTreeNode,
  type OrgTreeNodeWithPark,
  type ReductionGoalRow,
} from '@carbon/domain';
import type { SettingKind } from '../api/goal-api';

/**
 * The decomposition table's model (issue 13): the goal-level organisations the caller sees
 * (group → Fii, business groups, parks), the figures typed for each, which rows a save sends,
 * and the domain's own rules run over them — the same functions the server runs, so the form
 * says what the server would say before anything is sent.
 */

/** The figures of one row as typed (strings; '' when empty). */
export type ControlValues = { annual: string; months: string[] };
export type ReductionValues = { total: string; reduce: string; replace: string; resolve: string };
export type RowValues = ControlValues | ReductionValues;
export type StoredRow = ControlGoalRow | ReductionGoalRow;

/**
 * A goal-level organisation of the table, in tree order. `inScope`: whether it is in the
 * caller's data scope. treeWithPark also returns the ancestors of the scoped organisations
 * (to build a whole tree from the root): a business-group manager gets the Fii above their
 * business group, outside their scope, and may neither type its figure nor split it.
 */
export type GoalOrg = GoalOrgInfo & { level: GoalLevel; inScope: boolean };

const LEVEL_TYPE: Record<GoalLevel, string> = { fii: 'group', business_group: 'business_group', park: 'park' };

/** The ids of the caller's data scope: every node of treeWithoutParent (the scoped organisations, no ancestors). */
export function scopeIdsOf(tree: readonly OrgTreeNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: readonly OrgTreeNode[]) => {
    for (const n of nodes) {
      out.add(n.id);
      walk(n.children ?? []);
    }
  };
  walk(tree);
  return out;
}

/**
 * The goal-level organisations of a tree (treeWithPark), depth first, each with the organisation
 * whose figure it splits and whether it is in the caller's scope (`scope`: the ids of treeWithoutParent).
 */
export function goalOrgsOf(tree: readonly OrgTreeNodeWithPark[], scope: ReadonlySet<string>): GoalOrg[] {
  const out: GoalOrg[] = [];
  const walk = (nodes: readonly OrgTreeNodeWithPark[], ancestors: { id: string; orgType: string }[]) => {
    for (const n of nodes) {
      const level = levelOfOrgType(n.orgType);
      if (level) {
        out.push({
          orgId: n.id,
          orgName: n.title,
          orgType: n.orgType,
          level,
          parentOrgId: goalParentOf(level, ancestors),
          inScope: scope.has(n.id),
        });
      }
      walk(n.children ?? [], [{ id: n.id, orgType: n.orgType }, ...ancestors]);
    }
  };
  walk(tree, []);
  return out;
}

/**
 * The table's organisations: the tree's, then those only the goal rows name (a row handed down
 * from a level outside the caller's tree), placed before the first organisation they are the parent of.
 */
export function tableOrgs(tree: readonly OrgTreeNodeWithPark[], scope: ReadonlySet<string>, rows: readonly StoredRow[]): GoalOrg[] {
  const byRow = new Map(rows.map((r) => [r.orgId, r]));
  // A tree root without a goal-level ancestor: its parent is known from its row, when it has one.
  const orgs = goalOrgsOf(tree, scope).map((o) =>
    o.parentOrgId === null ? { ...o, parentOrgId: byRow.get(o.orgId)?.parentOrgId ?? null } : o,
  );
  const known = new Set(orgs.map((o) => o.orgId));
  for (const r of rows) {
    if (known.has(r.orgId)) continue;
    known.add(r.orgId);
    const o: GoalOrg = {
      orgId: r.orgId,
      orgName: r.orgName,
      orgType: LEVEL_TYPE[r.level],
      level: r.level,
      parentOrgId: r.parentOrgId,
      inScope: scope.has(r.orgId),
    };
    const child = orgs.findIndex((x) => x.parentOrgId === r.orgId);
    if (child >= 0) orgs.splice(child, 0, o);
    else orgs.push(o);
  }
  return orgs;
}

/**
 * The caller's highest organisations below the Fii: in scope, their goal parent outside it (or
 * unknown). Each was handed its figure by a level the caller does not see, shown on its own card.
 */
export function scopeRootsOf(orgs: readonly GoalOrg[]): GoalOrg[] {
  const inScope = new Set(orgs.filter((o) => o.inScope).map((o) => o.orgId));
  return orgs.filter((o) => o.inScope && o.level !== 'fii' && !(o.parentOrgId && inScope.has(o.parentOrgId)));
}

export const emptyValues = (kind: SettingKind): RowValues =>
  kind === 'control' ? { annual: '', months: Array.from({ length: 12 }, () => '') } : { total: '', reduce: '', replace: '', resolve: '' };

/** A stored row's figures as the form holds them. */
export function valuesOf(row: StoredRow): RowValues {
  if ('annual' in row) return { annual: row.annual, months: [...row.months, ...Array.from({ length: 12 }, () => '')].slice(0, 12) };
  return { total: row.total, reduce: row.reduce, replace: row.replace, resolve: row.resolve };
}

const texts = (v: RowValues): string[] => ('annual' in v ? [v.annual, ...v.months] : [v.total, v.reduce, v.replace, v.resolve]);
/** Whether nothing was typed in the row: such a row is left out of the save. */
export const isBlank = (v: RowValues) => texts(v).every((s) => s.trim() === '');

/** The figure a sum rule compares: annual (control), total (reduction). */
export const headlineOf = (v: RowValues): string => ('annual' in v ? v.annual : v.total);

/**
 * Whether the caller may type in an organisation's row: the server says so for a stored row;
 * an organisation without one may be given a target by whoever has the level it splits in scope
 * (the Fii, or one without a goal level above it: whoever has it in scope), the server's rule (decision 013).
 */
export function isEditable(org: GoalOrg, stored: StoredRow | undefined, orgs: ReadonlyMap<string, GoalOrg>): boolean {
  if (stored) return stored.editable;
  if (!org.inScope) return false;
  // the Fii, or an organisation without a goal level above it (treeWithPark names every ancestor)
  if (org.level === 'fii' || !org.parentOrgId) return true;
  return orgs.get(org.parentOrgId)?.inScope === true;
}

const sameValues = (a: RowValues, b: RowValues) => {
  const x = texts(a);
  const y = texts(b);
  return x.length === y.length && x.every((s, i) => s.trim() === y[i]!.trim());
};

/**
 * The rows a save (draft or submission) sends, in table order: the editable rows with something
 * typed that are new, still drafts, or changed since stored; and with a parent among them, its
 * children one level down (a parent's figure changed is decomposed again: decision 013, a Fii
 * row travels with its business groups, a business group's with its parks). A submitted row
 * left as it was is not sent again, so it keeps its revision.
 */
export function saveRowsOf(
  orgs: readonly GoalOrg[],
  values: ReadonlyMap<string, RowValues>,
  editable: (orgId: string) => boolean,
  stored: ReadonlyMap<string, StoredRow>,
): { orgId: string; values: RowValues }[] {
  const candidates = orgs.filter((o) => {
    const v = values.get(o.orgId);
    return v && editable(o.orgId) && !isBlank(v);
  });
  const sent = new Set(
    candidates
      .filter((o) => {
        const s = stored.get(o.orgId);
        return !s || s.state === 'draft' || !sameValues(values.get(o.orgId)!, valuesOf(s));
      })
      .map((o) => o.orgId),
  );
  const parents = new Set(sent);
  for (const o of candidates) if (o.parentOrgId && parents.has(o.parentOrgId)) sent.add(o.orgId);
  return candidates.filter((o) => sent.has(o.orgId)).map((o) => ({ orgId: o.orgId, values: values.get(o.orgId)! }));
}

/** The wire row of a save. */
export function wireRow(orgId: string, v: RowValues, version: number | undefined) {
  const base =
    'annual' in v
      ? { orgId, annual: v.annual.trim(), months: v.months.map((m) => m.trim()) }
      : {
          orgId,
          total: v.total.trim(),
          reduce: v.reduce.trim(),
          replace: v.replace.trim(),
          resolve: v.resolve.trim(),
        };
  return version === undefined ? base : { ...base, version };
}

/**
 * The first rule the save would break, as the server would report it (undefined: none):
 * the domain's checkControlSave / checkReductionSave over the rows sent and the stored rows.
 */
export function checkSave(
  kind: SettingKind,
  q: { year: number; baselineYear: number },
  rows: readonly { orgId: string; values: RowValues }[],
  stored: readonly StoredRow[],
  orgs: readonly GoalOrg[],
): DomainError | undefined {
  const info = new Map<string, GoalOrgInfo>(orgs.map((o) => [o.orgId, o]));
  const wire = rows.map((r) => wireRow(r.orgId, r.values, undefined));
  if (kind === 'control') {
    const storedMap = new Map(stored.filter((s) => 'annual' in s).map((s) => [s.orgId, valuesOf(s) as ControlValues]));
    return checkControlSave({ ...q, rows: wire as { orgId: string; annual: string; months: string[] }[], stored: storedMap, orgs: info });
  }
  const storedMap = new Map(stored.filter((s) => 'total' in s).map((s) => [s.orgId, valuesOf(s) as ReductionValues]));
  return checkReductionSave({ ...q, rows: wire as ({ orgId: string } & ReductionValues)[], stored: storedMap, orgs: info });
}

/** The cell a failure names ("rows.2.months.4" → the third row sent, month 5), when it names one. */
export function cellOf(
  field: string | undefined,
  rows: readonly { orgId: string }[],
): { orgId: string; column: string | null } | undefined {
  const [head, index, name, month] = (field ?? '').split('.');
  const row = head === 'rows' && /^\d+$/.test(index ?? '') ? rows[Number(index)] : undefined;
  if (!row) return undefined;
  const column = name === 'months' && month !== undefined && /^\d+$/.test(month) ? `m${Number(month) + 1}` : (name ?? null);
  return { orgId: row.orgId, column: column === 'orgId' ? null : column };
}

/** Σ of the children's headline figures under each parent (the merged picture: typed over stored), for the split column. */
export function childSums(orgs: readonly GoalOrg[], values: ReadonlyMap<string, RowValues>): Map<string, { sum: string; count: number }> {
  const out = new Map<string, { sum: Decimal; count: number }>();
  for (const o of orgs) {
    const v = values.get(o.orgId);
    if (!o.parentOrgId || !v || isBlank(v)) continue;
    let d: Decimal;
    try {
      d = new Decimal(headlineOf(v).trim() || '0');
    } catch {
      continue;
    }
    const cur = out.get(o.parentOrgId) ?? { sum: new Decimal(0), count: 0 };
    out.set(o.parentOrgId, { sum: cur.sum.plus(d), count: cur.count + 1 });
  }
  return new Map([...out].map(([k, v]) => [k, { sum: v.sum.toFixed(), count: v.count }]));
}

/**
 * An annual value spread over twelve months, each rounded up so the months never add up to less
 * than the year (the rule), with as many decimals (at most 4) as the 11-character limit leaves.
 */
export function spreadEvenly(annual: string): string[] | undefined {
  let a: Decimal;
  try {
    a = new Decimal(annual.trim());
  } catch {
    return undefined;
  }
  if (a.isNegative()) return undefined;
  for (let dp = 4; dp >= 0; dp--) {
    const m = a.dividedBy(12).toDecimalPlaces(dp, Decimal.ROUND_UP).toFixed();
    if (m.length <= GOAL_NUMBER_MAX_CHARS) return Array.from({ length: 12 }, () => m);
  }
  return undefined;
}
