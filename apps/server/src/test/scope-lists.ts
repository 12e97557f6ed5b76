import { gt } from 'drizzle-orm';
import { sysAudit, sysOrgOutbox, sysPark, sysUser } from '../platform/db/schema/index.js';
import { callApi, ruleScope, withAncestors, type Caller, type OrgLite, type World } from './scope-fixtures.js';
import { judgeRows, readXlsx, type Row, type Tally } from './scope-judge.js';
import { allPages, auditAllowed, scopeNow } from './scope-org-cases.js';

/**
 * Lists, trees, pages and exports that take no organisation: every row they return must be
 * in the caller's scope (0 foreign rows), and — where the set is well defined — exactly the
 * scoped rows (nothing hidden either).
 */
export type ListCtx = { w: World; tally: Tally; caller: Caller };
export type ListCase = (c: ListCtx) => Promise<void>;

type TreeNode = { id: string; children: TreeNode[] };
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const shownIds = (orgs: OrgLite[]) => new Set(orgs.filter((o) => o.status === 0).map((o) => o.id));
const orgRows = (ids: number[], allowed: Set<number>): Row[] => ids.map((id) => ({ key: String(id), orgId: id, allowed: allowed.has(id) }));

async function get(c: ListCtx, path: string) {
  return { route: `GET /api/main/${path.split('?')[0]}`, res: await callApi(c.w, c.caller.token, 'GET', path) };
}

/**
 * tree, treeWithPid and treeWithPark add every ancestor of a scoped organisation (contract
 * §7 "用于构造完整树"): ancestors are allowed, their other children (sibling subtrees) are not.
 * treeWithoutParent shows the scoped organisations only.
 */
const tree =
  (path: string, ancestors: boolean): ListCase =>
  async (c) => {
    const { orgs, scope } = await scopeNow(c);
    const { route, res } = await get(c, path);
    const allowed = ancestors ? withAncestors(orgs, scope) : scope;
    const ids = flatten((res.data ?? []) as TreeNode[]).map((n) => Number(n.id));
    const shown = shownIds(orgs);
    const expected = [...allowed].filter((id) => shown.has(id)).map(String);
    judgeRows(c.tally, { route, who: c.caller.name, res, rows: orgRows(ids, allowed), expected });
  };

const orgList =
  (path: 'sysOrg/page' | 'sysOrg/list'): ListCase =>
  async (c) => {
    const { orgs, scope } = await scopeNow(c);
    const paged = path === 'sysOrg/page' ? await allPages(c.w, c.caller.token, path) : undefined;
    const { route, res } = paged ?? (await get(c, path));
    const rows = (paged?.rows ?? res.data ?? []) as { id: string }[];
    const shown = shownIds(orgs);
    const expected = [...scope].filter((id) => shown.has(id)).map(String);
    judgeRows(c.tally, {
      route,
      who: c.caller.name,
      res,
      rows: orgRows(
        rows.map((r) => Number(r.id)),
        scope,
      ),
      expected,
    });
  };

async function scopedUsers(c: ListCtx, scope: Set<number>) {
  const users = await c.w.t.database.db.select().from(sysUser);
  return users.filter((u) => u.status !== 2 && u.adminType !== 1 && u.orgId !== null && scope.has(u.orgId));
}

const userPage: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const { route, res, rows } = await allPages(c.w, c.caller.token, 'sysUser/page');
  const got = (rows as { id: string; sysEmpInfo: { orgId: string | null } }[]).map((r) => {
    const orgId = r.sysEmpInfo.orgId === null ? null : Number(r.sysEmpInfo.orgId);
    return { key: r.id, orgId, allowed: orgId !== null && scope.has(orgId) };
  });
  const expected = (await scopedUsers(c, scope)).map((u) => String(u.id));
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got, expected });
};

/** The export read back with exceljs: column 4 is the organisation code (USER_EXPORT_COLUMNS). */
const userExport: ListCase = async (c) => {
  const { orgs, scope } = await scopeNow(c);
  const { route, res } = await get(c, 'sysUser/export');
  const byCode = new Map(orgs.map((o) => [o.code, o.id]));
  const sheet = res.success ? await readXlsx(res.raw) : { rows: [] };
  const got = sheet.rows.map((r) => {
    const orgId = byCode.get(r[3] ?? '') ?? null;
    return { key: r[0]!, orgId, allowed: orgId !== null && scope.has(orgId) };
  });
  const expected = (await scopedUsers(c, scope)).map((u) => u.account);
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got, expected });
};

async function scopedAudit(c: ListCtx, scope: Set<number>) {
  const rows = await c.w.t.database.db.select({ id: sysAudit.id, orgId: sysAudit.orgId, actorId: sysAudit.actorId }).from(sysAudit);
  return rows.filter((r) => auditAllowed(scope, c.caller, r.orgId, r.actorId)).map((r) => String(r.id));
}

const auditPage: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const expected = await scopedAudit(c, scope);
  const { route, res, rows } = await allPages(c.w, c.caller.token, 'sysAudit/page');
  const got = (rows as { id: string; orgId: string | null; actorId: string | null }[]).map((r) => {
    const orgId = r.orgId === null ? null : Number(r.orgId);
    return { key: r.id, orgId, allowed: auditAllowed(scope, c.caller, orgId, r.actorId === null ? null : Number(r.actorId)) };
  });
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got, expected });
};

/** Columns id, at, actorAccount, actorId, actorRoles, orgId, … (audit.service.ts); the export audits itself afterwards. */
const auditExport: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const expected = await scopedAudit(c, scope);
  const { route, res } = await get(c, 'sysAudit/export');
  const sheet = res.success ? await readXlsx(res.raw) : { rows: [] };
  const got = sheet.rows.map((r) => {
    const orgId = r[5] ? Number(r[5]) : null;
    return { key: r[0]!, orgId, allowed: auditAllowed(scope, c.caller, orgId, r[3] ? Number(r[3]) : null) };
  });
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got, expected });
};

const parkList: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const { route, res } = await get(c, 'sysPark/list');
  const got = ((res.data ?? []) as { id: string; businessGroupId: string | null }[]).map((p) => {
    const orgId = p.businessGroupId === null ? null : Number(p.businessGroupId);
    return { key: p.id, orgId, allowed: orgId !== null && scope.has(orgId) };
  });
  const parks = await c.w.t.database.db.select().from(sysPark);
  const expected = parks
    .filter((p) => p.status === 0 && p.businessGroupId !== null && scope.has(p.businessGroupId))
    .map((p) => String(p.id));
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got, expected });
};

/** sendOrgData publishes one snapshot event per shown organisation in scope: the count must match. */
const sendOrgData: ListCase = async (c) => {
  const { orgs, scope } = await scopeNow(c);
  const db = c.w.t.database.db;
  const last = Math.max(0, ...(await db.select({ id: sysOrgOutbox.id }).from(sysOrgOutbox)).map((e) => e.id));
  const res = await callApi(c.w, c.caller.token, 'POST', 'sysOrg/sendOrgData', {});
  const published = (await db.select().from(sysOrgOutbox).where(gt(sysOrgOutbox.id, last))).map((e) => e.orgId);
  const shown = shownIds(orgs);
  const expected = [...scope].filter((id) => shown.has(id)).map(String);
  const rows = published.map((id) => ({ key: String(id), orgId: id, allowed: id !== null && scope.has(id) }));
  judgeRows(c.tally, { route: 'POST /api/main/sysOrg/sendOrgData', who: c.caller.name, res, rows, expected });
};

export type FeedEvent = { cursor: string; orgId: string; payload: { pids: string } };

/** Every event of the feed, in cursor order. */
export async function readFeed(w: World, token: string) {
  const events: FeedEvent[] = [];
  for (let after = '0'; ;) {
    const res = await callApi(w, token, 'GET', `sysOrg/feed?after=${after}&limit=500`);
    const page = res.data as { events: FeedEvent[]; nextCursor: string } | null;
    if (!res.success || !page || page.events.length === 0) return { res, events };
    events.push(...page.events);
    after = page.nextCursor;
  }
}

/**
 * The organisation feed: an event is the caller's when its organisation is under the rule,
 * deleted organisations included (ADR 005 keeps deletions visible). `known` names a
 * documented finding (see data-scope-matrix.test.ts).
 */
export const feed =
  (known?: (c: ListCtx, orgs: OrgLite[], row: Row) => string | undefined): ListCase =>
  async (c) => {
    const { orgs } = await scopeNow(c);
    const everScope = ruleScope(orgs, c.caller.rule, true);
    const { res, events } = await readFeed(c.w, c.caller.token);
    const rows = events.map((e) => ({ key: e.cursor, orgId: Number(e.orgId), allowed: everScope.has(Number(e.orgId)) }));
    judgeRows(c.tally, { route: 'GET /api/main/sysOrg/feed', who: c.caller.name, res, rows, known: known && ((r) => known(c, orgs, r)) });
  };

/** getLoginUser.dataScopes (contract §4.1): exactly the organisations the rule covers. */
const loginUser: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const { route, res } = await get(c, 'getLoginUser');
  const ids = ((res.data as { dataScopes?: string[] } | null)?.dataScopes ?? []).map(Number);
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: orgRows(ids, scope), expected: [...scope].map(String) });
};

export const LIST_CASES: ListCase[] = [
  tree('sysOrg/tree', true),
  tree('sysOrg/treeWithPid', true),
  tree('sysOrg/treeWithPark', true),
  tree('sysOrg/treeWithoutParent', false),
  orgList('sysOrg/page'),
  orgList('sysOrg/list'),
  userPage,
  userExport,
  auditPage,
  auditExport,
  parkList,
  sendOrgData,
  loginUser,
];
