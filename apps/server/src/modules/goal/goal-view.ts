import {
  Decimal,
  checkControlSave,
  checkReductionSave,
  goalParentOf,
  levelOfOrgType,
  parsePids,
  type ControlFigures,
  type DomainError,
  type GoalCheck,
  type GoalFigures,
  type GoalKind,
  type GoalLevel,
  type GoalOrgInfo,
  type ReductionFigures,
} from '@carbon/domain';
import { inScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import { goalRepo, type GoalFileRecord, type GoalRecord, type GoalValues, type RevisionRecord } from './goal.repo.js';

/**
 * What the goal services share: the organisations a save or a view names (level, goal parent),
 * who may change a row, what a row looks like to a caller (its live figures, or the last
 * submitted ones), and the two kinds' figures.
 */

export type GoalOrg = GoalOrgInfo & { id: number; code: string; level: GoalLevel | undefined };
export type OrgMap = Map<string, GoalOrg>;

/** The organisations by id, with their goal level and goal parent (from their ancestors' types). */
export async function loadOrgs(db: Db, ids: Iterable<number>): Promise<OrgMap> {
  const orgs = await goalRepo.orgsById(db, [...new Set(ids)]);
  const ancestorIds = new Set(orgs.flatMap((o) => parsePids(o.pids)).filter((id) => id !== 0));
  const types = new Map((await goalRepo.orgsById(db, [...ancestorIds])).map((a) => [a.id, a.orgType]));
  const out: OrgMap = new Map();
  for (const o of orgs) {
    const level = levelOfOrgType(o.orgType);
    const chain = parsePids(o.pids)
      .filter((id) => id !== 0 && types.has(id))
      .reverse()
      .map((id) => ({ id: String(id), orgType: types.get(id)! }));
    const parentOrgId = level ? goalParentOf(level, chain) : null;
    out.set(String(o.id), { id: o.id, orgId: String(o.id), orgName: o.name, orgType: o.orgType, code: o.code, level, parentOrgId });
  }
  return out;
}

/** The organisations and the organisations whose figures they split (names for the messages and the parent column). */
export async function loadOrgsWithParents(db: Db, ids: Iterable<number>): Promise<OrgMap> {
  const orgs = await loadOrgs(db, ids);
  const parents = [...orgs.values()].flatMap((o) => (o.parentOrgId && !orgs.has(o.parentOrgId) ? [Number(o.parentOrgId)] : []));
  for (const [id, o] of await loadOrgs(db, parents)) orgs.set(id, o);
  return orgs;
}

/**
 * Who may change a row (ADR 013): the level above it. The Fii's row, a caller whose scope
 * covers the group; a business group's or a park's, a caller whose scope covers the
 * organisation whose figure it splits. Everyone else sees the submitted figures only.
 */
export function canEdit(scope: DataScope, org: GoalOrg): boolean {
  if (org.level === 'fii' || org.parentOrgId === null) return inScope(scope, org.id);
  return inScope(scope, Number(org.parentOrgId));
}

/** The figures of one kind: how a request row, a stored row and a submission carry them. */
export type KindSpec<F extends GoalFigures> = {
  kind: GoalKind;
  check(c: GoalCheck<F>): DomainError | undefined;
  /** The figures of a stored row or submission. */
  figures(r: GoalRecord | RevisionRecord): F;
  /** The columns that store them (decimal text normalised: "1200.50" → "1200.5"). */
  columns(f: F): Pick<GoalValues, 'annual' | 'months' | 'total' | 'reduce' | 'replace' | 'resolve'>;
};

const norm = (v: string) => new Decimal(v).toFixed();
const text = (v: string | null) => v ?? '0';

export const CONTROL: KindSpec<ControlFigures> = {
  kind: 'absolute_control',
  check: checkControlSave,
  figures: (r) => ({ annual: text(r.annual), months: r.months ?? [] }),
  columns: (f) => ({ annual: norm(f.annual), months: f.months.map(norm), total: null, reduce: null, replace: null, resolve: null }),
};

export const REDUCTION: KindSpec<ReductionFigures> = {
  kind: 'project_reduction',
  check: checkReductionSave,
  figures: (r) => ({ total: text(r.total), reduce: text(r.reduce), replace: text(r.replace), resolve: text(r.resolve) }),
  columns: (f) => ({
    annual: null,
    months: null,
    total: norm(f.total),
    reduce: norm(f.reduce),
    replace: norm(f.replace),
    resolve: norm(f.resolve),
  }),
};

/** A row as a caller sees it: the live row when they may change it, else its last submission (undefined: nothing submitted yet). */
export type RowView<F> = {
  record: GoalRecord;
  org: GoalOrg;
  figures: F;
  state: 'draft' | 'submitted';
  revision: number;
  baselineYear: number;
  fileId: number | null;
  editable: boolean;
};

export function viewOf<F extends GoalFigures>(
  spec: KindSpec<F>,
  record: GoalRecord,
  org: GoalOrg,
  editable: boolean,
  latest: RevisionRecord | undefined,
): RowView<F> | undefined {
  if (editable) {
    const state = record.state === 'submitted' ? 'submitted' : 'draft';
    const { baselineYear, revision, fileId } = record;
    return { record, org, figures: spec.figures(record), state, revision, baselineYear, fileId, editable };
  }
  if (!latest) return undefined;
  return {
    record,
    org,
    figures: spec.figures(latest),
    state: 'submitted',
    revision: latest.revision,
    baselineYear: latest.baselineYear,
    fileId: latest.fileId,
    editable,
  };
}

const LEVEL_ORDER: Record<GoalLevel, number> = { fii: 0, business_group: 1, park: 2 };

/** The wire row. */
export function toWire<F extends GoalFigures>(spec: KindSpec<F>, v: RowView<F>, files: Map<number, GoalFileRecord>) {
  const file = v.fileId !== null ? files.get(v.fileId) : undefined;
  return {
    id: String(v.record.id),
    kind: spec.kind,
    year: v.record.year,
    orgId: v.org.orgId,
    orgName: v.org.orgName,
    level: v.org.level ?? (v.record.level as GoalLevel),
    parentOrgId: v.org.parentOrgId,
    baselineYear: v.baselineYear,
    state: v.state,
    revision: v.revision,
    version: v.record.version,
    editable: v.editable,
    fileId: file ? String(file.id) : null,
    fileName: file?.name ?? null,
    updatedAt: v.record.updatedAt.toISOString(),
    ...v.figures,
    ...('months' in v.figures ? { months: [...v.figures.months] } : {}),
  };
}

/** Fii first, then business groups, then parks, each by organisation id (creation order). */
export function sortViews<F>(views: RowView<F>[]): RowView<F>[] {
  return views.sort((a, b) => LEVEL_ORDER[a.org.level ?? 'park'] - LEVEL_ORDER[b.org.level ?? 'park'] || a.org.id - b.org.id);
}

/**
 * The views of `records` for a caller: the live row where they may change it, the last
 * submission elsewhere; rows never submitted and not theirs to change are left out.
 */
export async function viewsFor<F extends GoalFigures>(
  db: Db,
  spec: KindSpec<F>,
  scope: DataScope,
  records: GoalRecord[],
  orgs: OrgMap,
): Promise<RowView<F>[]> {
  const editable = new Map<number, boolean>();
  for (const r of records) {
    const org = orgs.get(String(r.orgId));
    editable.set(r.id, org ? canEdit(scope, org) : false);
  }
  const latest = await goalRepo.latestRevisions(
    db,
    records.filter((r) => !editable.get(r.id) && r.revision > 0).map((r) => r.id),
  );
  const views: RowView<F>[] = [];
  for (const r of records) {
    const org = orgs.get(String(r.orgId));
    if (!org) continue;
    const v = viewOf(spec, r, org, editable.get(r.id)!, latest.get(r.id));
    if (v) views.push(v);
  }
  return sortViews(views);
}

/** The files the views name, by id. */
export const filesOf = (db: Db, views: RowView<unknown>[]) =>
  goalRepo.filesById(db, [...new Set(views.flatMap((v) => (v.fileId !== null ? [v.fileId] : [])))]);
