import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { CODE, translate } from '@carbon/domain';
import { sysUser, sysUserDataScope, sysUserRole } from '../platform/db/schema/index.js';
import { XLSX_MIME } from '../platform/files/excel.js';
import { bearer, type Envelope } from './harness.js';
import { insertUser, subtreeOf, suData, uniq, PASSWORD, type ApiResult, type World } from './scope-fixtures.js';
import { judge, judgeRows, readXlsx } from './scope-judge.js';
import { allPages, as, scopeNow, type TargetCase, type TargetCtx } from './scope-org-cases.js';

/** Account routes pointed at a target: the account's organisation (or the one a form names) decides. */

const userRecord = async (w: World, id: number) => (await w.t.database.db.select().from(sysUser).where(eq(sysUser.id, id)))[0]!;
const rolesOf = (w: World, id: number) => w.t.database.db.select().from(sysUserRole).where(eq(sysUserRole.userId, id));
const dataOf = (w: World, id: number) => w.t.database.db.select().from(sysUserDataScope).where(eq(sysUserDataScope.userId, id));

type UserRecord = Awaited<ReturnType<typeof userRecord>>;

/** An edit body repeating the account's values, optionally moving it to `orgId`. */
const editBody = (w: World, u: UserRecord, orgId = u.orgId) => ({
  id: String(u.id),
  version: u.version,
  account: u.account,
  name: u.name,
  userType: u.userType,
  sysEmpParam: { orgId: String(orgId), jobNum: u.jobNum, posIdList: [String(w.posId)] },
});

/** Users the page and export must show: live, not the super admin, in the scoped part of the filter's subtree. */
async function expectedUsers(c: TargetCtx, scope: Set<number>, sub: Set<number>) {
  const users = await c.w.t.database.db.select().from(sysUser);
  return users.filter((u) => u.status !== 2 && u.adminType !== 1 && u.orgId !== null && scope.has(u.orgId) && sub.has(u.orgId));
}

/** page?sysEmpParam.orgId= filters (the contract's subtree filter): only scoped users of that subtree. */
const pageOf: TargetCase = async (c) => {
  const { orgs, scope } = await scopeNow(c);
  const { route, res, rows } = await allPages(c.w, c.caller.token, `sysUser/page?sysEmpParam.orgId=${c.target}`);
  const got = (rows as { id: string; sysEmpInfo: { orgId: string | null } }[]).map((r) => {
    const orgId = r.sysEmpInfo.orgId === null ? null : Number(r.sysEmpInfo.orgId);
    return { key: r.id, orgId, allowed: orgId !== null && scope.has(orgId) };
  });
  const expected = (await expectedUsers(c, scope, subtreeOf(orgs, c.target))).map((u) => String(u.id));
  judgeRows(c.tally, { route, who: c.who, res, rows: got, expected });
};

/** The export with the same filter, read back with exceljs; rows name their organisation by code. */
const exportOf: TargetCase = async (c) => {
  const { orgs, scope } = await scopeNow(c);
  const { route, res } = await as(c, 'GET', `sysUser/export?sysEmpParam.orgId=${c.target}`);
  const byCode = new Map(orgs.map((o) => [o.code, o.id]));
  const sheet = res.success ? await readXlsx(res.raw) : { rows: [] };
  const got = sheet.rows.map((r) => {
    const orgId = byCode.get(r[3] ?? '') ?? null;
    return { key: r[0]!, orgId, allowed: orgId !== null && scope.has(orgId) };
  });
  const expected = (await expectedUsers(c, scope, subtreeOf(orgs, c.target))).map((u) => u.account);
  judgeRows(c.tally, { route, who: c.who, res, rows: got, expected });
};

const addInto: TargetCase = async (c) => {
  const account = uniq('ds-add');
  const body = { account, name: account, password: PASSWORD, confirm: PASSWORD, userType: 3 };
  const { route, res } = await as(c, 'POST', 'sysUser/add', {
    ...body,
    sysEmpParam: { orgId: String(c.target), jobNum: 'J2', posIdList: [String(c.w.posId)] },
  });
  const [created] = await c.w.t.database.db.select().from(sysUser).where(eq(sysUser.account, account));
  if (created) await suData(c.w, 'POST', 'sysUser/delete', { id: String(created.id) });
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: created !== undefined });
};

/** Reads and changes of an account placed in the target, in order (delete last). */
const accountInTarget: TargetCase = async (c) => {
  const w = c.w;
  const id = await insertUser(w, c.target);
  const who = `${c.who}, an account in it`;
  for (const path of ['sysUser/detail', 'sysUser/ownRole', 'sysUser/ownData']) {
    const { route, res } = await as(c, 'GET', `${path}?id=${id}`);
    judge(c.tally, { route, who, inScope: c.inScope, res });
  }
  const before = await userRecord(w, id);
  const steps: [string, unknown, (u: UserRecord) => Promise<boolean>][] = [
    ['sysUser/edit', editBody(w, before), async (u) => u.version !== before.version],
    ['sysUser/changeStatus', { id: String(id), status: 1 }, async (u) => u.status !== before.status],
    ['sysUser/resetPwd', { id: String(id) }, async (u) => u.passwordHash !== before.passwordHash || u.mustChangePassword],
    ['sysUser/grantRole', { id: String(id), grantRoleIdList: [String(c.caller.roleId)] }, async () => (await rolesOf(w, id)).length > 0],
    ['sysUser/grantData', { id: String(id), grantOrgIdList: [String(c.target)] }, async () => (await dataOf(w, id)).length > 0],
    ['sysUser/delete', { id: String(id) }, async (u) => u.status === 2],
  ];
  for (const [path, body, changed] of steps) {
    const { route, res } = await as(c, 'POST', path, body);
    judge(c.tally, { route, who, inScope: c.inScope, res, changed: await changed(await userRecord(w, id)) });
  }
};

/** An account of the caller's own organisation granted the target, then moved into it. */
const ownAccountToTarget: TargetCase = async (c) => {
  const w = c.w;
  const id = await insertUser(w, c.caller.orgId);
  const grant = await as(c, 'POST', 'sysUser/grantData', { id: String(id), grantOrgIdList: [String(c.target)] });
  const granted = (await dataOf(w, id)).length > 0;
  judge(c.tally, { route: grant.route, who: `${c.who}, granted to an own account`, inScope: c.inScope, res: grant.res, changed: granted });
  const before = await userRecord(w, id);
  const move = await as(c, 'POST', 'sysUser/edit', editBody(w, before, c.target));
  const after = await userRecord(w, id);
  judge(c.tally, {
    route: move.route,
    who: `${c.who}, moving an own account into it`,
    inScope: c.inScope,
    res: move.res,
    changed: after.orgId !== before.orgId,
  });
};

const templates = new WeakMap<World, Buffer>();

/** A one-row import file (template columns: account, name, jobNum, orgCode, posCodes, …, password). */
async function importFile(w: World, account: string, orgCode: string): Promise<Buffer> {
  if (!templates.has(w)) {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/main/sysUser/template', headers: bearer(w.su) });
    templates.set(w, res.rawPayload);
  }
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(templates.get(w) as unknown as ArrayBuffer);
  wb.worksheets[0]!.addRow([account, account, 'J3', orgCode, 'engineer', '', '', '', 3, '', PASSWORD]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(c: TargetCtx, file: Buffer): Promise<ApiResult> {
  const boundary = `----ds${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: ${XLSX_MIME}\r\n\r\n`;
  const res = await c.w.t.app.inject({
    method: 'POST',
    url: '/api/main/sysUser/import',
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...bearer(c.caller.token), 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-US' },
  });
  const body = res.json<Envelope>();
  return { status: res.statusCode, code: body.code, success: body.success, data: body.data, raw: res.rawPayload };
}

/**
 * Import names the organisation by code. Out of scope the whole file is refused with
 * 1012002 listing the row and the reason "outside your data scope" (spec §8: import
 * failures list rows and reasons), not 1013003: accepted here, with the reason checked.
 */
const importInto: TargetCase = async (c) => {
  const { orgs } = await scopeNow(c);
  const code = orgs.find((o) => o.id === c.target)!.code;
  const account = uniq('ds-imp');
  const res = await upload(c, await importFile(c.w, account, code));
  const [created] = await c.w.t.database.db.select().from(sysUser).where(eq(sysUser.account, account));
  if (created) await suData(c.w, 'POST', 'sysUser/delete', { id: String(created.id) });
  const reason = translate('en-US', 'user.import.orgOutOfScope', { code });
  const failed = (res.data as { failedRows?: { reasons: string[] }[] } | null)?.failedRows ?? [];
  const route = 'POST /api/main/sysUser/import';
  if (!c.inScope && res.code === CODE.IMPORT_FAILED && !failed.some((f) => f.reasons.includes(reason))) {
    c.tally.wrong.push(`${route} [${c.who}]: refused without the out-of-scope reason: ${JSON.stringify(failed)}`);
  }
  if (c.inScope && !res.success) c.tally.wrong.push(`${route} [${c.who}]: in scope but refused: ${res.code} ${JSON.stringify(res.data)}`);
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: created !== undefined, refusedWith: [CODE.IMPORT_FAILED] });
};

export const USER_TARGET_CASES: TargetCase[] = [pageOf, exportOf, addInto, accountInTarget, ownAccountToTarget, importInto];
