import { eq } from 'drizzle-orm';
import { sysOrg, sysPark, sysRole, sysRoleDataScope } from '../platform/db/schema/index.js';
import {
  callApi,
  CALLER_SPECS,
  orgSnapshot,
  ruleScope,
  subtreeOf,
  suData,
  uniq,
  type ApiResult,
  type Caller,
  type OrgLite,
  type TargetKind,
  type World,
} from './scope-fixtures.js';
import { judge, judgeRows, readXlsx, type Tally } from './scope-judge.js';

/** One caller pointed at one target organisation. */
export type TargetCtx = {
  w: World;
  tally: Tally;
  caller: Caller;
  kind: TargetKind;
  target: number;
  /** Whether the caller's scope rule covers the target. */
  inScope: boolean;
  who: string;
};
export type TargetCase = (c: TargetCtx) => Promise<void>;

/** Calls as the caller; `route` is the registry key ("POST /api/main/sysOrg/add"). */
export async function as(c: TargetCtx, method: 'GET' | 'POST', path: string, payload?: unknown) {
  const res = await callApi(c.w, c.caller.token, method, path, payload);
  return { route: `${method} /api/main/${path.split('?')[0]}`, res };
}

/** The organisations now, and the caller's scope over them by the rule. */
export async function scopeNow(c: Pick<TargetCtx, 'w' | 'caller'>): Promise<{ orgs: OrgLite[]; scope: Set<number> }> {
  const orgs = await orgSnapshot(c.w.t);
  return { orgs, scope: ruleScope(orgs, c.caller.rule) };
}

export type Paged = { route: string; res: ApiResult; rows: unknown[] };

/** Every row of a page route (pageSize 200), following totalRows. */
export async function allPages(w: World, token: string, path: string): Promise<Paged> {
  const rows: unknown[] = [];
  const sep = path.includes('?') ? '&' : '?';
  for (let pageNo = 1; ; pageNo++) {
    const res = await callApi(w, token, 'GET', `${path}${sep}pageSize=200&pageNo=${pageNo}`);
    const page = res.data as { rows: unknown[]; totalRows: number } | null;
    if (!res.success || !page) return { route: `GET /api/main/${path.split('?')[0]}`, res, rows };
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.totalRows) return { route: `GET /api/main/${path.split('?')[0]}`, res, rows };
  }
}

const orgRecord = async (w: World, id: number) => (await w.t.database.db.select().from(sysOrg).where(eq(sysOrg.id, id)))[0]!;
type OrgRecord = Awaited<ReturnType<typeof orgRecord>>;
const material = ({ version: _v, updatedAt: _u, ...rest }: OrgRecord) => JSON.stringify(rest);

/** An editWithPark body repeating the row's own values (park and boundary omitted: "unchanged"). */
const sameValues = (r: OrgRecord, pid = r.pid) => ({
  id: String(r.id),
  version: r.version,
  pid: String(pid),
  name: r.name,
  code: r.code,
  sort: r.sort,
  remark: r.remark,
  orgType: r.orgType,
});

/** A new organisation under `pid`, added by the super admin. */
export async function throwawayOrg(w: World, pid: number): Promise<number> {
  const code = uniq('ds-org');
  return Number((await suData<{ id: string }>(w, 'POST', 'sysOrg/add', { pid: String(pid), name: `DS-${code}`, code })).id);
}

const detail: TargetCase = async (c) => {
  const { route, res } = await as(c, 'GET', `sysOrg/detailWithPark?id=${c.target}`);
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res });
};

/** page?pid= is a filter: any pid is accepted and the rows are the scoped part of that subtree (none for a foreign one). */
const pageUnder: TargetCase = async (c) => {
  const { orgs, scope } = await scopeNow(c);
  const { route, res, rows } = await allPages(c.w, c.caller.token, `sysOrg/page?pid=${c.target}`);
  const ids = (rows as { id: string }[]).map((r) => Number(r.id));
  const expected = [...subtreeOf(orgs, c.target)].filter((id) => scope.has(id)).map(String);
  judgeRows(c.tally, { route, who: c.who, res, rows: ids.map((id) => ({ key: String(id), orgId: id, allowed: scope.has(id) })), expected });
};

/** list?pid= likewise filters: the scoped direct children of pid. */
const listUnder: TargetCase = async (c) => {
  const { orgs, scope } = await scopeNow(c);
  const { route, res } = await as(c, 'GET', `sysOrg/list?pid=${c.target}`);
  const ids = ((res.data ?? []) as { id: string }[]).map((r) => Number(r.id));
  const expected = orgs.filter((o) => o.status === 0 && o.pid === c.target && scope.has(o.id)).map((o) => String(o.id));
  judgeRows(c.tally, { route, who: c.who, res, rows: ids.map((id) => ({ key: String(id), orgId: id, allowed: scope.has(id) })), expected });
};

/** A permitted edit repeats the row's values, so it must change nothing material (only version and time). */
const editSame: TargetCase = async (c) => {
  const before = await orgRecord(c.w, c.target);
  const { route, res } = await as(c, 'POST', 'sysOrg/editWithPark', sameValues(before));
  const after = await orgRecord(c.w, c.target);
  if (material(before) !== material(after)) c.tally.wrong.push(`${route} [${c.who}]: an edit with the same values changed the row`);
  judge(c.tally, { route, who: `${c.who}, same values`, inScope: c.inScope, res, changed: after.version !== before.version });
};

/** sysOrg/edit as XiaoNuo 1.x sends it (no version, no park), repeating the row's values. */
const editSameUnversioned: TargetCase = async (c) => {
  const before = await orgRecord(c.w, c.target);
  const { version: _version, ...body } = sameValues(before);
  const { route, res } = await as(c, 'POST', 'sysOrg/edit', body);
  const after = await orgRecord(c.w, c.target);
  if (material(before) !== material(after)) c.tally.wrong.push(`${route} [${c.who}]: an edit with the same values changed the row`);
  judge(c.tally, { route, who: `${c.who}, same values`, inScope: c.inScope, res, changed: after.version !== before.version });
};

/** Moving an in-scope organisation under the target: both ends must be in scope. */
const moveUnder: TargetCase = async (c) => {
  const custom = c.caller.rule.type === 5;
  const subject = custom ? c.w.org(CALLER_SPECS[c.caller.name].targets.child) : await throwawayOrg(c.w, c.caller.orgId);
  const before = await orgRecord(c.w, subject);
  const { route, res } = await as(c, 'POST', 'sysOrg/editWithPark', sameValues(before, c.target));
  const after = await orgRecord(c.w, subject);
  const changed = after.pid !== before.pid || after.version !== before.version;
  judge(c.tally, { route, who: `${c.who}, moving ${before.code} under it`, inScope: c.inScope, res, changed });
};

const addUnder =
  (path: 'sysOrg/add' | 'sysOrg/addWithPark'): TargetCase =>
  async (c) => {
    const code = uniq('ds-add');
    const { route, res } = await as(c, 'POST', path, { pid: String(c.target), name: `DS-${code}`, code });
    const [created] = await c.w.t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code));
    if (created) await suData(c.w, 'POST', 'sysOrg/delete', { id: String(created.id) });
    judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: created !== undefined });
  };

/** Deleting a new child of the target: the child's own scope decides (type 5 does not cover it even under a listed org). */
const deleteChild: TargetCase = async (c) => {
  const child = await throwawayOrg(c.w, c.target);
  const { scope } = await scopeNow(c);
  const { route, res } = await as(c, 'POST', 'sysOrg/delete', { id: String(child) });
  const live = (await orgRecord(c.w, child)).status !== 2;
  if (live) await suData(c.w, 'POST', 'sysOrg/delete', { id: String(child) });
  judge(c.tally, { route, who: `${c.who}, deleting a new child of it`, inScope: scope.has(child), res, changed: !live });
};

const parkRows = (w: World) => w.t.database.db.select().from(sysPark);

/** sysPark/list?businessGroupId= filters: the parks of that business group, if it is in scope. */
const parkListOf: TargetCase = async (c) => {
  const { scope } = await scopeNow(c);
  const { route, res } = await as(c, 'GET', `sysPark/list?businessGroupId=${c.target}`);
  const got = ((res.data ?? []) as { id: string; businessGroupId: string | null }[]).map((p) => ({
    key: p.id,
    orgId: Number(p.businessGroupId),
    allowed: scope.has(Number(p.businessGroupId)),
  }));
  const expected = (await parkRows(c.w))
    .filter((p) => p.status === 0 && p.businessGroupId === c.target && scope.has(c.target))
    .map((p) => String(p.id));
  judgeRows(c.tally, { route, who: c.who, res, rows: got, expected });
};

/** A park belongs to its business group (park.service.ts); only business groups can own one. */
const parkAdd: TargetCase = async (c) => {
  const code = uniq('ds-park');
  const { route, res } = await as(c, 'POST', 'sysPark/add', { name: `DS-${code}`, code, businessGroupId: String(c.target) });
  const [created] = (await parkRows(c.w)).filter((p) => p.code === code);
  if (created) await suData(c.w, 'POST', 'sysPark/delete', { id: String(created.id) });
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: created !== undefined });
};

/** Edit (same values) and delete of a park of the target, when the target is a business group. */
const parkEditDelete: TargetCase = async (c) => {
  if ((await orgRecord(c.w, c.target)).orgType !== 'business_group') return;
  const code = uniq('ds-park');
  const fields = { name: `DS-${code}`, code, businessGroupId: String(c.target), sort: 100 };
  const park = await suData<{ id: string; version: number }>(c.w, 'POST', 'sysPark/add', fields);
  const edit = await as(c, 'POST', 'sysPark/edit', { ...fields, id: park.id, version: park.version });
  const afterEdit = (await parkRows(c.w)).find((p) => String(p.id) === park.id)!;
  judge(c.tally, { route: edit.route, who: c.who, inScope: c.inScope, res: edit.res, changed: afterEdit.version !== park.version });
  const del = await as(c, 'POST', 'sysPark/delete', { id: park.id });
  const live = (await parkRows(c.w)).find((p) => String(p.id) === park.id)!.status !== 2;
  if (live) await suData(c.w, 'POST', 'sysPark/delete', { id: park.id });
  judge(c.tally, { route: del.route, who: c.who, inScope: c.inScope, res: del.res, changed: !live });
};

/** Audit rows a caller may see: about an organisation in scope, or their own actions (audit.repo.ts). */
export const auditAllowed = (scope: Set<number>, caller: Caller, orgId: number | null, actorId: number | null) =>
  (orgId !== null && scope.has(orgId)) || actorId === caller.id;

/** sysAudit/page?orgId= names an organisation: out of scope 1013003; in scope only rows of that subtree and scope. */
const auditPageOf: TargetCase = async (c) => {
  const { orgs, scope } = await scopeNow(c);
  const { route, res, rows } = await allPages(c.w, c.caller.token, `sysAudit/page?orgId=${c.target}`);
  if (!c.inScope) return judge(c.tally, { route, who: c.who, inScope: false, res });
  const sub = subtreeOf(orgs, c.target, true); // the audit filter keeps records of deleted organisations
  const got = (rows as { id: string; orgId: string | null; actorId: string | null }[]).map((r) => {
    const orgId = r.orgId === null ? null : Number(r.orgId);
    if (orgId === null || !sub.has(orgId)) c.tally.wrong.push(`${route} [${c.who}]: row ${r.id} outside the filter (org ${orgId})`);
    return { key: r.id, orgId, allowed: auditAllowed(scope, c.caller, orgId, r.actorId === null ? null : Number(r.actorId)) };
  });
  judgeRows(c.tally, { route, who: c.who, res, rows: got });
};

/** The audit export with the same filter; columns id, at, actorAccount, actorId, actorRoles, orgId, … (audit.service.ts). */
const auditExportOf: TargetCase = async (c) => {
  const { scope } = await scopeNow(c);
  const { route, res } = await as(c, 'GET', `sysAudit/export?orgId=${c.target}`);
  if (!c.inScope || !res.success) return judge(c.tally, { route, who: c.who, inScope: c.inScope, res });
  const sheet = await readXlsx(res.raw);
  const got = sheet.rows.map((r) => {
    const orgId = r[5] ? Number(r[5]) : null;
    return { key: r[0]!, orgId, allowed: auditAllowed(scope, c.caller, orgId, r[3] ? Number(r[3]) : null) };
  });
  judgeRows(c.tally, { route, who: c.who, res, rows: got });
};

/** sysRole/grantData type 5 with the target as the custom organisation, on a new role owned by the caller's organisation (ADR 008). */
const roleGrantData: TargetCase = async (c) => {
  const db = c.w.t.database.db;
  const code = uniq('ds-grant');
  const [role] = await db
    .insert(sysRole)
    .values({ code, name: code, dataScopeType: 2, orgId: c.caller.orgId })
    .returning({ id: sysRole.id });
  const body = { id: String(role!.id), dataScopeType: 5, grantOrgIdList: [String(c.target)] };
  const { route, res } = await as(c, 'POST', 'sysRole/grantData', body);
  const [after] = await db.select().from(sysRole).where(eq(sysRole.id, role!.id));
  const orgs = await db.select().from(sysRoleDataScope).where(eq(sysRoleDataScope.roleId, role!.id));
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: after!.dataScopeType !== 2 || orgs.length > 0 });
};

export const ORG_TARGET_CASES: TargetCase[] = [
  detail,
  pageUnder,
  listUnder,
  editSame,
  editSameUnversioned,
  moveUnder,
  addUnder('sysOrg/add'),
  addUnder('sysOrg/addWithPark'),
  deleteChild,
  parkListOf,
  parkAdd,
  parkEditDelete,
  auditPageOf,
  auditExportOf,
  roleGrantData,
];
