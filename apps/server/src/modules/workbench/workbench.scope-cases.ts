import { eq, inArray, sql } from 'drizzle-orm';
import { sysRole } from '../../platform/db/schema/index.js';
import { noticePush } from './workbench.schema.js';
import { judge, judgeRows } from '../../test/scope-judge.js';
import type { ListCase } from '../../test/scope-lists.js';
import { allPages, as, scopeNow, type TargetCase } from '../../test/scope-org-cases.js';

/**
 * The workbench (issue 14) in the data-scope matrix (test/data-scope-matrix.test.ts). Decided per route:
 * - workbench/push names organisations: out of scope 1013003 and no push is made; in scope it is not
 *   refused for scope or permission (2047xxx "no recipient" is allowed: the target may have no account).
 * - workbench/push/withdraw names a push, which belongs to the pusher's organisation: a push made in
 *   the target (written straight into the table) is withdrawn in scope; out of scope 1013003 and it stays.
 * - push/page answers only pushes whose organisation is in scope; push/roles only roles owned in scope
 *   (WORKBENCH_LIST_CASES; the organisations are read from the tables, the rows carry none).
 * - To-dos, notices, entrances, "my updates" and the live counts are the caller's own rows, keyed by
 *   the caller's account: WORKBENCH_ORG_FREE_ROUTES (spread into scope-routes.ts).
 */

const OWN_TODO = "the caller's own to-dos, selected and changed by the caller's account id; no organisation is named";
const OWN_NOTICE = "the caller's own notices, selected and marked read by the caller's account id; no organisation is named";
const OWN_ENTRANCE = "the caller's own common entrances: menu pages of their own navigation, no organisation data";
/** The workbench and live routes the matrix does not call, each with why no organisation is involved. */
export const WORKBENCH_ORG_FREE_ROUTES: Record<string, string> = {
  'GET /api/main/workbench/todo/page': OWN_TODO,
  'GET /api/main/workbench/todo/counts': OWN_TODO,
  'POST /api/main/workbench/todo/start': OWN_TODO,
  'GET /api/main/workbench/notice/page': OWN_NOTICE,
  'GET /api/main/workbench/notice/counts': OWN_NOTICE,
  'POST /api/main/workbench/notice/read': OWN_NOTICE,
  'POST /api/main/workbench/notice/readAll': OWN_NOTICE,
  'GET /api/main/workbench/entrance/list': OWN_ENTRANCE,
  'POST /api/main/workbench/entrance/save': OWN_ENTRANCE,
  'GET /api/main/workbench/updates': "the caller's own latest audit records (actor = the caller), no one else's",
  'GET /api/main/live/stream': "counts of the caller's own open to-dos and unread notices, keyed by the caller's account id",
};

const pushes = (c: Parameters<TargetCase>[0]) =>
  c.w.t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(noticePush)
    .then((r) => r[0]!.n);

const push: TargetCase = async (c) => {
  const body = { title: `DS ${c.who}`, content: 'data-scope matrix', orgIds: [String(c.target)] };
  const before = await pushes(c);
  const { route, res } = await as(c, 'POST', 'workbench/push', body);
  const changed = (await pushes(c)) !== before;
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: !c.inScope && changed });

  const [made] = await c.w.t.database.db
    .insert(noticePush)
    .values({
      title: `DS target push ${c.who}`,
      content: 'made in the target organisation',
      orgIds: [c.target],
      roleIds: [],
      recipients: 0,
      orgId: c.target,
      createdBy: c.caller.id,
      createdAt: new Date(),
    })
    .returning();
  const state = async () =>
    (await c.w.t.database.db.select().from(noticePush).where(eq(noticePush.id, made!.id)))[0]!.withdrawnAt?.toISOString() ?? null;
  const was = await state();
  const w = await as(c, 'POST', 'workbench/push/withdraw', { id: String(made!.id) });
  const moved = (await state()) !== was;
  judge(c.tally, { route: w.route, who: c.who, inScope: c.inScope, res: w.res, changed: !c.inScope && moved });
};

export const WORKBENCH_TARGET_CASES: TargetCase[] = [push];

/** Pushes and pushable roles: only those of organisations in the caller's scope (looked up in the tables). */
const lists: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const db = c.w.t.database.db;
  const page = await allPages(c.w, c.caller.token, 'workbench/push/page');
  const ids = (page.rows as { id: string }[]).map((r) => Number(r.id));
  const owners = ids.length
    ? await db.select({ id: noticePush.id, orgId: noticePush.orgId }).from(noticePush).where(inArray(noticePush.id, ids))
    : [];
  const pushRows = owners.map((o) => ({ key: String(o.id), orgId: o.orgId, allowed: o.orgId !== null && scope.has(o.orgId) }));
  judgeRows(c.tally, { route: page.route, who: c.caller.name, res: page.res, rows: pushRows });

  const { route, res } = await as({ ...c, kind: 'own', target: 0, inScope: true, who: c.caller.name }, 'GET', 'workbench/push/roles');
  const roleIds = res.success ? (res.data as { id: string }[]).map((r) => Number(r.id)) : [];
  const roles = roleIds.length
    ? await db.select({ id: sysRole.id, orgId: sysRole.orgId }).from(sysRole).where(inArray(sysRole.id, roleIds))
    : [];
  const roleRows = roles.map((r) => ({ key: String(r.id), orgId: r.orgId, allowed: r.orgId !== null && scope.has(r.orgId) }));
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: roleRows });
};

export const WORKBENCH_LIST_CASES: ListCase[] = [lists];
