import { Decimal, type GoalKind } from '@carbon/domain';
import type { DataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import { canEdit, loadOrgs, type GoalOrg } from './goal-view.js';
import { viewRepo, type GoalFigures } from './goal-achievement.view.repo.js';

/**
 * The targets achievement measures against: an organisation's latest submitted figures (the
 * revision the levels below see). A goal never submitted counts with its draft figures, marked
 * as such, only for a caller who may change it (ADR 013: drafts are seen where they are written,
 * by the level above), so a target being prepared can be tried against the actuals.
 */
export type TargetState = 'submitted' | 'draft';
export type ControlTarget = { orgId: number; year: number; baselineYear: number; state: TargetState; annual: string; months: string[] };
export type ReductionTarget = {
  orgId: number;
  year: number;
  baselineYear: number;
  state: TargetState;
  total: string;
  reduce: string;
  replace: string;
  resolve: string;
};

const plain = (v: string | null | undefined) => new Decimal(v ?? 0).toFixed();
const key = (orgId: number, year: number) => `${orgId}:${year}`;

async function figuresOf(db: Db, scope: DataScope, kind: GoalKind, orgIds: readonly number[], years: readonly number[]) {
  const rows = await viewRepo.goals(db, kind, orgIds, years);
  const drafts = rows.filter((r) => !r.sub).map((r) => r.orgId);
  const orgs = drafts.length ? await loadOrgs(db, drafts) : new Map<string, GoalOrg>();
  const editable = (orgId: number) => {
    const org = orgs.get(String(orgId));
    return org !== undefined && canEdit(scope, org);
  };
  type Figures = Omit<GoalFigures, 'orgId' | 'year' | 'revision' | 'sub'>;
  const out: { row: GoalFigures; state: TargetState; f: Figures; baselineYear: number }[] = [];
  for (const row of rows) {
    if (row.sub) out.push({ row, state: 'submitted', f: row.sub, baselineYear: row.sub.baselineYear });
    else if (editable(row.orgId)) out.push({ row, state: 'draft', f: row, baselineYear: row.baselineYear });
  }
  return out;
}

/** Control targets by `orgId:year`. */
export async function controlTargets(
  db: Db,
  scope: DataScope,
  orgIds: readonly number[],
  years: readonly number[],
): Promise<Map<string, ControlTarget>> {
  const out = new Map<string, ControlTarget>();
  for (const { row, state, f, baselineYear } of await figuresOf(db, scope, 'absolute_control', orgIds, years)) {
    const months = (f.months ?? []).map(plain);
    out.set(key(row.orgId, row.year), { orgId: row.orgId, year: row.year, baselineYear, state, annual: plain(f.annual), months });
  }
  return out;
}

/** Reduction targets by `orgId:year`. */
export async function reductionTargets(
  db: Db,
  scope: DataScope,
  orgIds: readonly number[],
  years: readonly number[],
): Promise<Map<string, ReductionTarget>> {
  const out = new Map<string, ReductionTarget>();
  for (const { row, state, f, baselineYear } of await figuresOf(db, scope, 'project_reduction', orgIds, years)) {
    out.set(key(row.orgId, row.year), {
      orgId: row.orgId,
      year: row.year,
      baselineYear,
      state,
      total: plain(f.total),
      reduce: plain(f.reduce),
      replace: plain(f.replace),
      resolve: plain(f.resolve),
    });
  }
  return out;
}

export const targetKey = key;
