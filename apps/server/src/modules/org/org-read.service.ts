import {
  ORG_CODE,
  boundaryAt,
  orgError,
  toPage,
  type OrgDetail,
  type OrgPageQuery,
  type OrgRow,
  type OrgTreeNode,
  type OrgTreeNodeWithPark,
  type OrgTreeNodeWithPid,
  type Page,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Clock } from '../../platform/auth/sessions.js';
import { assertInScope, orgScopeCondition } from '../../platform/auth/data-scope.js';
import type { RequestContext } from '../../platform/http/context.js';
import { orgRepo, type BoundaryRecordRow, type TreeRowRecord as TreeRow, type TreeRowWithPark } from './org.repo.js';
import { parkRepo } from './park.repo.js';
import { buildForest, scopedRows } from './org-tree.js';
import { createOrgTreeCache } from './org-tree-cache.js';
import { freshness } from '../../platform/db/freshness.js';
import type { DataScope } from '../../platform/auth/data-scope.js';
import { plainDecimal, toBoundaryRecord, toOrgRow, toParkRow } from './org.view.js';
import { localDate } from './org-support.js';

// Tree nodes are written out field by field: object spread in this 10,000-node loop costs several times more.
const treeNode = (r: TreeRow): OrgTreeNode => ({
  id: String(r.id),
  parentId: String(r.pid),
  title: r.name,
  value: String(r.id),
  weight: r.sort,
  children: [],
});
const treeNodeWithPid = (r: TreeRow): OrgTreeNodeWithPid => ({
  id: String(r.id),
  parentId: String(r.pid),
  title: r.name,
  value: String(r.id),
  weight: r.sort,
  pid: String(r.pid),
  children: [],
});
const treeNodeWithPark = (r: TreeRowWithPark): OrgTreeNodeWithPark => ({
  id: String(r.id),
  parentId: String(r.pid),
  title: r.name,
  value: String(r.id),
  weight: r.sort,
  pid: String(r.pid),
  code: r.code,
  orgType: r.orgType,
  parkId: r.parkId === null ? null : String(r.parkId),
  parkName: r.parkName,
  parkCode: r.parkCode,
  address: r.address,
  longitude: plainDecimal(r.longitude),
  latitude: plainDecimal(r.latitude),
  children: [],
});

/**
 * The boundary in force on `today`: from the dated history; an organisation without
 * history (e.g. seeded) shows its own columns, with no date.
 */
function boundaryInForce(row: OrgRow, history: BoundaryRecordRow[], today: string): OrgDetail['boundary'] {
  const inForce = boundaryAt(history, today);
  if (inForce) {
    const b = toBoundaryRecord(inForce);
    return {
      equitySharePct: b.equitySharePct,
      operationalControl: b.operationalControl,
      financialControl: b.financialControl,
      relationship: b.relationship ?? null,
      financialControlType: b.financialControlType ?? null,
      effectiveFrom: b.effectiveFrom,
    };
  }
  if (history.length > 0 || row.orgType !== 'legal_entity') return null;
  return {
    equitySharePct: row.equitySharePct,
    operationalControl: row.operationalControl,
    financialControl: row.financialControl,
    relationship: row.relationship ?? null,
    financialControlType: row.financialControlType ?? null,
    effectiveFrom: null,
  };
}

/**
 * Organisation reads. Trees are one query and one O(n) pass (10,000 organisations in the
 * bench); every read is limited to the caller's data scope.
 */
export function createOrgReadService({ db, clock }: { db: Db; clock: Clock }) {
  const trees = createOrgTreeCache();

  /**
   * A tree built from sys_org alone, cached per data scope until the table's change
   * counter moves (a change by any process, or by hand in SQL, rebuilds it on the next read).
   */
  async function cached<T extends object>(ctx: RequestContext, kind: string, build: (scope: DataScope) => Promise<T>): Promise<T> {
    // the stamp is read before the rows: a change in between only costs one more rebuild
    const [fresh, scope] = await Promise.all([freshness(db), ctx.scope()]);
    return trees(kind, scope, fresh.of('sys_org'), () => build(scope));
  }

  return {
    /** GET tree: scoped organisations plus their ancestors (a whole tree from the roots). */
    tree(ctx: RequestContext): Promise<OrgTreeNode[]> {
      return cached(ctx, 'tree', async (scope) => buildForest(scopedRows(await orgRepo.treeRows(db), scope, true), treeNode, 'pidZero'));
    },

    /** GET treeWithPid: as tree, each node also carrying `pid`. */
    treeWithPid(ctx: RequestContext): Promise<OrgTreeNodeWithPid[]> {
      return cached(ctx, 'treeWithPid', async (scope) =>
        buildForest(scopedRows(await orgRepo.treeRows(db), scope, true), treeNodeWithPid, 'pidZero'),
      );
    },

    /** GET treeWithoutParent: only the scoped organisations; a node whose parent is outside is a root. */
    treeWithoutParent(ctx: RequestContext): Promise<OrgTreeNode[]> {
      return cached(ctx, 'treeWithoutParent', async (scope) =>
        buildForest(scopedRows(await orgRepo.treeRows(db), scope, false), treeNode, 'orphans'),
      );
    },

    /** GET treeWithPark: as tree, with type, code and park data on every node (not cached: parks have no change counter). */
    async treeWithPark(ctx: RequestContext): Promise<OrgTreeNodeWithPark[]> {
      const rows = scopedRows(await orgRepo.treeRowsWithPark(db), await ctx.scope(), true);
      return buildForest(rows, treeNodeWithPark, 'pidZero');
    },

    async page(ctx: RequestContext, q: OrgPageQuery): Promise<Page<OrgRow>> {
      const scope = await ctx.scope();
      const { rows, total } = await orgRepo.page(db, q, orgScopeCondition(scope), q.pageSize, (q.pageNo - 1) * q.pageSize);
      return toPage(rows.map(toOrgRow), total, q.pageNo, q.pageSize);
    },

    /** GET list: direct children of `pid` (every organisation without it), within scope. */
    async list(ctx: RequestContext, pid: string | undefined): Promise<OrgRow[]> {
      const scope = await ctx.scope();
      const rows = await orgRepo.list(db, orgScopeCondition(scope), pid === undefined ? undefined : Number(pid));
      return rows.map(toOrgRow);
    },

    /** GET detailWithPark: the row, its park, the boundary in force today and its history. */
    async detailWithPark(ctx: RequestContext, idText: string): Promise<OrgDetail> {
      const id = Number(idText);
      assertInScope(await ctx.scope(), id);
      const row = await orgRepo.findShownRow(db, id);
      if (!row) throw orgError(ORG_CODE.NOT_EXIST);
      const park = row.parkId === null ? undefined : await parkRepo.findLive(db, row.parkId);
      const history = await orgRepo.boundaryHistory(db, id);
      const wire = toOrgRow(row);
      return {
        ...wire,
        park: park ? toParkRow(park) : null,
        boundary: boundaryInForce(wire, history, localDate(clock.now())),
        history: history.map(toBoundaryRecord),
      };
    },
  };
}

export type OrgReadService = ReturnType<typeof createOrgReadService>;
