import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { BEFORE_ACCEPTANCE, parsePids, statusesInStage, type ProjectPageQuery } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { firstRow, countRows } from '../../platform/db/paged-list.js';
import { updateAtVersion } from '../../platform/db/versioned-rows.js';
import { approvalStep, energyProject, sysOrg, sysPark, sysUser } from '../../platform/db/schema/index.js';
import { contains, DELETED_STATUS, liveRow, rowsOf, subtreeOf } from '../../platform/db/sql-kit.js';
import { cachedTotal, fromJsonRecord, parsedJson, recordColumns } from '../../platform/db/list-kit.js';
import { scopeCondition, type DataScope } from '../../platform/auth/data-scope.js';

export type ProjectRecord = typeof energyProject.$inferSelect;
/** What a save writes: every field but the identity, workflow state and bookkeeping. */
export type ProjectValues = Omit<
  typeof energyProject.$inferInsert,
  | 'id'
  | 'number'
  | 'projectStatus'
  | 'approvalStatus'
  | 'flowId'
  | 'approvalSteps'
  | 'acceptanceTime'
  | 'realisationRatio'
  | 'flagged'
  | 'submittedAt'
  | 'createdBy'
  | 'status'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
>;
export type OrgLink = { id: number; type: string; name: string };

const live = liveRow(energyProject.status);

export type ProjectListed = {
  project: ProjectRecord;
  orgName: string;
  businessGroupName: string | null;
  parkName: string | null;
  legalPersonName: string | null;
  createdByName: string;
  supervisorName: string | null;
  businessGroupReviewerName: string | null;
  fiiReviewerName: string | null;
};

/**
 * Listed projects as one statement answering one JSON value (platform/db/list-kit.ts, as the inventory task list):
 * the rows `pick` selects (every column of energy_project, numeric ones as text), then for those rows
 * only the names of their organisations and people, each a primary-key subselect. Eight joins planned
 * for every page cost more on the embedded database than finding the page. `order` orders the
 * aggregate over `t` (the picked rows) as `pick` ordered them.
 */
async function listed(db: Db, pick: SQL, order: SQL): Promise<ProjectListed[]> {
  const orgName = (column: string) => sql`(select o.name from sys_org o where o.id = t.${sql.identifier(column)})`;
  const userName = (column: string) => sql`(select u.name from sys_user u where u.id = t.${sql.identifier(column)})`;
  const [result] = await rowsOf<{ page: unknown }>(
    db,
    sql`
    select coalesce(json_agg(json_build_object(
        'project', row_to_json(t),
        'orgName', coalesce(${orgName('org_id')}, ''),
        'businessGroupName', ${orgName('business_group_id')},
        'parkName', ${orgName('park_id')},
        'legalPersonName', ${orgName('legal_person_id')},
        'createdByName', coalesce(${userName('created_by')}, ''),
        'supervisorName', ${userName('supervisor_reviewer_id')},
        'businessGroupReviewerName', ${userName('business_group_reviewer_id')},
        'fiiReviewerName', ${userName('fii_reviewer_id')}
      ) order by ${order}), '[]') as page
    from (${pick}) t`,
  );
  return parsedJson<(Omit<ProjectListed, 'project'> & { project: Record<string, unknown> })[]>(result?.page).map((r) => ({
    ...r,
    project: fromJsonRecord(energyProject, r.project),
  }));
}

/** Live organisations at `orgId` or below it. */
const inSubtree = (orgId: number) =>
  inArray(
    energyProject.orgId,
    sql`(select ${sysOrg.id} from ${sysOrg} where ${and(liveRow(sysOrg.status), subtreeOf(sysOrg.id, sysOrg.pids, orgId))})`,
  );

/** The sortable columns: their name, and whether numeric (text in the picked rows `t`: ordered as numbers again). */
const SORT = {
  number: ['number', false],
  name: ['name', false],
  estimatedStart: ['estimated_start', false],
  estimatedEnd: ['estimated_end', false],
  annualCarbonReduction: ['annual_carbon_reduction', true],
  investment: ['investment', true],
  abatementCost: ['abatement_cost', true],
  createdAt: ['created_at', false],
} as const satisfies Record<NonNullable<ProjectPageQuery['sortField']>, readonly [string, boolean]>;

/** The page's order over the table `from` (energy_project itself, or the picked rows `t`): the sort column, nulls last, then newest first. */
function pageOrder(f: Pick<PageFilter, 'sortField' | 'sortOrder'>, from: 'energy_project' | 't'): SQL {
  const id = sql`${sql.identifier(from)}.id desc`;
  if (!f.sortField) return id;
  const [name, numeric] = SORT[f.sortField];
  const column = sql`${sql.identifier(from)}.${sql.identifier(name)}${numeric && from === 't' ? sql`::numeric` : sql``}`;
  return sql`${column} ${f.sortOrder === 'ascend' ? sql`asc` : sql`desc`} nulls last, ${id}`;
}

export type PageFilter = Omit<ProjectPageQuery, 'pageNo' | 'pageSize'> & { today: string };

/** The conditions of the page's filters, with the caller's scope condition. */
export function pageWhere(scope: SQL | undefined, f: PageFilter): SQL {
  const conds: (SQL | undefined)[] = [live, scope, contains(energyProject.name, f.name), contains(energyProject.number, f.number)];
  if (f.orgId !== undefined) conds.push(inSubtree(Number(f.orgId)));
  if (f.status) conds.push(eq(energyProject.projectStatus, f.status));
  if (f.stage) {
    const members = statusesInStage(f.stage).map((m) =>
      m.needsFii === 'any'
        ? eq(energyProject.projectStatus, m.status)
        : and(eq(energyProject.projectStatus, m.status), eq(energyProject.needsFii, m.needsFii)),
    );
    conds.push(or(...members) ?? sql`false`);
  }
  if (f.threeR) conds.push(eq(energyProject.threeR, f.threeR));
  if (f.technology) conds.push(eq(energyProject.technology, f.technology));
  if (f.year !== undefined) conds.push(sql`${energyProject.estimatedStart} between ${`${f.year}-01-01`} and ${`${f.year}-12-31`}`);
  if (f.overdue !== undefined) {
    const overdue = and(sql`${energyProject.estimatedEnd} < ${f.today}`, inArray(energyProject.projectStatus, [...BEFORE_ACCEPTANCE]))!;
    conds.push(f.overdue ? overdue : sql`not coalesce(${overdue}, false)`);
  }
  if (f.flagged !== undefined) conds.push(eq(energyProject.flagged, f.flagged));
  return and(...conds)!;
}

/** Drizzle queries of energy-saving projects; lists take the caller's scope condition on the project's organisation. */
export const projectRepo = {
  /**
   * One page of projects and the total: the page is one statement answering one JSON value (`listed`);
   * the total is counted once per change of the database (list-kit.ts `cachedTotal`).
   */
  async page(db: Db, cond: SQL, f: PageFilter, pageNo: number, pageSize: number) {
    const total = await cachedTotal(db, cond, () => countRows(db, energyProject, cond));
    const pick = sql`select ${recordColumns(energyProject)} from ${energyProject} where ${cond}
      order by ${pageOrder(f, 'energy_project')} limit ${pageSize} offset ${(pageNo - 1) * pageSize}`;
    return { rows: await listed(db, pick, pageOrder(f, 't')), total };
  },

  async findListed(db: Db, id: number): Promise<ProjectListed | undefined> {
    const pick = sql`select ${recordColumns(energyProject)} from ${energyProject} where ${and(eq(energyProject.id, id), live)}`;
    return (await listed(db, pick, sql`t.id`))[0];
  },

  async findById(db: Db, id: number, lock = false): Promise<ProjectRecord | undefined> {
    return firstRow(db, energyProject, and(eq(energyProject.id, id), live), lock);
  },

  async findMany(db: Db, ids: number[]): Promise<ProjectRecord[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(energyProject)
      .where(and(inArray(energyProject.id, ids), live));
  },

  /** A new draft; its number is 'EP' + the year + its id (six digits at least), reserved before the insert. */
  async insert(db: Db, v: ProjectValues, createdBy: number, at: Date): Promise<ProjectRecord> {
    const [seq] = await rowsOf<{ id: string | number }>(db, sql`select nextval(pg_get_serial_sequence('energy_project', 'id')) as id`);
    const id = Number(seq!.id);
    const number = `EP${at.getUTCFullYear()}${String(id).padStart(6, '0')}`;
    const [row] = await db
      .insert(energyProject)
      .values({ ...v, id, number, createdBy, createdAt: at, updatedAt: at })
      .returning();
    return row!;
  },

  /** Saves a draft at the version it was read (undefined when stale or gone). */
  update(db: Db, id: number, version: number, v: Partial<ProjectValues>, at: Date): Promise<ProjectRecord | undefined> {
    return updateAtVersion(db, energyProject, id, version, { ...v, updatedAt: at });
  },

  /** A conditional move: only while the project is still in `from` (and, when given, in approval state `approval`). */
  async move(
    db: Db,
    id: number,
    from: { status: string; approval?: readonly string[]; flowId?: number },
    set: Partial<ProjectRecord>,
    at: Date,
  ): Promise<ProjectRecord | undefined> {
    const conds = [eq(energyProject.id, id), eq(energyProject.projectStatus, from.status), live];
    if (from.approval) conds.push(inArray(energyProject.approvalStatus, [...from.approval]));
    if (from.flowId !== undefined) conds.push(eq(energyProject.flowId, from.flowId));
    const [row] = await db
      .update(energyProject)
      .set({ ...set, updatedAt: at, version: sql`${energyProject.version} + 1` })
      .where(and(...conds))
      .returning();
    return row;
  },

  /** Soft-deletes the drafts among `ids` that were never submitted; returns those deleted. */
  async softDeleteDrafts(db: Db, ids: number[], at: Date): Promise<number[]> {
    const rows = await db
      .update(energyProject)
      .set({ status: DELETED_STATUS, updatedAt: at, version: sql`${energyProject.version} + 1` })
      .where(
        and(
          inArray(energyProject.id, ids),
          eq(energyProject.projectStatus, 'draft'),
          eq(energyProject.approvalStatus, 'not_submitted'),
          live,
        ),
      )
      .returning({ id: energyProject.id });
    return rows.map((r) => r.id);
  },

  /** Stores the effect evaluation's ratio and flag (kept for lists and the progress control). */
  async setEffect(db: Db, id: number, ratio: string | null, flagged: boolean, at: Date): Promise<void> {
    await db.update(energyProject).set({ realisationRatio: ratio, flagged, updatedAt: at }).where(eq(energyProject.id, id));
  },

  /** The organisation and its ancestors, root first (deleted ancestors left out); empty when the organisation is gone. */
  async orgChain(db: Db, orgId: number): Promise<OrgLink[]> {
    const [self] = await db
      .select({ id: sysOrg.id, type: sysOrg.orgType, name: sysOrg.name, pids: sysOrg.pids })
      .from(sysOrg)
      .where(and(eq(sysOrg.id, orgId), liveRow(sysOrg.status)));
    if (!self) return [];
    const ancestorIds = parsePids(self.pids).filter((id) => id !== 0);
    const rows = ancestorIds.length
      ? await db
          .select({ id: sysOrg.id, type: sysOrg.orgType, name: sysOrg.name })
          .from(sysOrg)
          .where(and(inArray(sysOrg.id, ancestorIds), liveRow(sysOrg.status)))
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return [...ancestorIds.flatMap((id) => byId.get(id) ?? []), { id: self.id, type: self.type, name: self.name }];
  },

  /** The map position of the park an organisation row (of type park) stands for, if it has one. */
  async parkPosition(db: Db, parkOrgId: number): Promise<{ longitude: string | null; latitude: string | null } | undefined> {
    const [row] = await db
      .select({ longitude: sysPark.longitude, latitude: sysPark.latitude })
      .from(sysOrg)
      .innerJoin(sysPark, eq(sysPark.id, sysOrg.parkId))
      .where(eq(sysOrg.id, parkOrgId));
    return row;
  },

  async userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: sysUser.id, name: sysUser.name }).from(sysUser).where(inArray(sysUser.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  /** The approver of a flow's last step (who passed it). */
  async lastApprover(db: Db, flowId: number, stepNo: number): Promise<number | undefined> {
    const [row] = await db
      .select({ id: approvalStep.approverId })
      .from(approvalStep)
      .where(and(eq(approvalStep.flowId, flowId), eq(approvalStep.stepNo, stepNo)));
    return row?.id;
  },
};

/** The caller's data scope as a condition on the energy projects (undefined: everything). */
export const projectScope = (scope: DataScope) => scopeCondition(scope, energyProject.orgId);
