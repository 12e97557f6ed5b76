import { and, eq, ne, sql } from 'drizzle-orm';
import { CODE, STATUS } from '@carbon/domain';
import {
  envEmergencyPlan,
  envHonor,
  envPermit,
  envRecordFile,
  envWaste,
  envWasteCatalogue,
  envWasteInventory,
} from './env-records.schema.js';
import { bearer, type Envelope } from '../../test/harness.js';
import { suData, type ApiResult, type World } from '../../test/scope-fixtures.js';
import { judge, judgeRows } from '../../test/scope-judge.js';
import type { ListCase } from '../../test/scope-lists.js';
import { allPages, as, scopeNow, type TargetCase, type TargetCtx } from '../../test/scope-org-cases.js';
import { buildXlsx, multipartFile } from '../factor/testing.js';
import { honorBody, permitBody, planBody } from './env-records.testing.js';

/**
 * Environmental records (issue 15) in the data-scope matrix (test/data-scope-matrix.test.ts).
 * Waste records, EIA projects, emergency plans and honours belong to their organisation, their
 * files to the owning record's organisation. Fixtures are added in the target organisation by the
 * super admin; then every route naming them is called as the caller. Decided per route:
 * - add, page/export ?orgId=, detail, edit, status, delete, the file routes, envHonor/verifications
 *   ?orgId=: in scope not refused for scope or permission; out of scope 1013003 and nothing changes.
 * - envWaste/import names the organisation by code in a cell: out of scope the file is refused with
 *   1012002 and the row's reason names the code (like sysUser/import and project/import).
 * - envWaste/toInventory names a task and records of the target: out of scope 1013003, nothing linked.
 * - The pages without an organisation answer only rows of organisations in scope (ENV_RECORDS_LIST_CASES).
 * - The catalogues, the disposal-method → factor map and the empty import template are group-wide
 *   reference data: ENV_RECORDS_ORG_FREE_ROUTES (spread into scope-routes.ts).
 */

const CATALOGUE = 'the solid and hazardous waste catalogues are group-wide reference data (official lists), no organisation';
const FACTOR_MAP = 'the disposal method → emission factor mapping is one group-wide table, no organisation';
/** The env-records routes the matrix does not call, each with why no organisation is involved. */
export const ENV_RECORDS_ORG_FREE_ROUTES: Record<string, string> = {
  'GET /api/main/wasteCatalogue/page': CATALOGUE,
  'POST /api/main/wasteCatalogue/add': CATALOGUE,
  'POST /api/main/wasteCatalogue/edit': CATALOGUE,
  'POST /api/main/wasteCatalogue/delete': CATALOGUE,
  'POST /api/main/wasteCatalogue/import': CATALOGUE,
  'GET /api/main/wasteCatalogue/export': CATALOGUE,
  'GET /api/main/wasteCatalogue/template': CATALOGUE,
  'GET /api/main/envWaste/template': 'an empty import template: headers, an example row and instructions, no stored data',
  'GET /api/main/envWaste/factors': FACTOR_MAP,
  'POST /api/main/envWaste/factorMap': FACTOR_MAP,
};

/** A seeded catalogue entry (GB 5085 / national hazardous waste list), used by every fixture. */
const WASTE_CODE = '900-041-49';
const PDF = Buffer.from('%PDF-1.4\n%scope\n%%EOF\n');
const IMPORT_HEADER = ['Organisation code', 'Year', 'Month', 'Waste code', 'Quantity (t)', 'Disposal method', 'Receiver', 'Remarks'];

let serial = 0;
/** A period no other fixture of the run uses (records are unique per organisation, period, waste and method). */
const period = () => {
  const n = serial++;
  return { year: 1995 + Math.floor(n / 12), month: (n % 12) + 1 };
};

/** Months of 2025 used so far per organisation (the toInventory fixture lies in the task's year). */
const used = new WeakMap<World, Map<number, number>>();

async function catalogueId(w: World): Promise<string> {
  const [row] = await w.t.database.db
    .select({ id: envWasteCatalogue.id })
    .from(envWasteCatalogue)
    .where(eq(envWasteCatalogue.code, WASTE_CODE));
  return String(row!.id);
}

async function call(c: TargetCtx, method: 'GET' | 'POST', path: string, payload?: unknown, probe?: () => Promise<unknown>) {
  const before = probe ? JSON.stringify(await probe()) : '';
  const { route, res } = await as(c, method, path, payload);
  const changed = probe ? JSON.stringify(await probe()) !== before : false;
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: !c.inScope && changed });
  return res;
}

/** A multipart upload (fields first, then the file) as `token`. */
async function upload(w: World, token: string, url: string, filename: string, data: Buffer, fields: Record<string, string> = {}) {
  const mp = multipartFile(filename, data, fields);
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/main/${url}`,
    payload: mp.payload,
    headers: { ...bearer(token), ...mp.headers, 'accept-language': 'en-US' },
  });
  const body = res.json<Envelope>();
  return { status: res.statusCode, code: body.code, success: body.success, data: body.data, raw: res.rawPayload } as ApiResult;
}

/** Live rows of an org-owned table in one organisation. */
const liveCount = async (w: World, table: typeof envWaste | typeof envPermit | typeof envEmergencyPlan | typeof envHonor, orgId: number) =>
  (
    await w.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.orgId, orgId), ne(table.status, STATUS.DELETED)))
  )[0]!.n;

/** The page ?orgId=: in scope only rows of organisations in scope; out of scope refused. */
async function pageOfTarget(c: TargetCtx, path: string, scope: Set<number>) {
  const page = await allPages(c.w, c.caller.token, `${path}?orgId=${c.target}`);
  if (!c.inScope) return judge(c.tally, { route: page.route, who: c.who, inScope: false, res: page.res });
  const rows = (page.rows as { orgId: string }[]).map((r, i) => ({
    key: String(i),
    orgId: Number(r.orgId),
    allowed: scope.has(Number(r.orgId)),
  }));
  judgeRows(c.tally, { route: page.route, who: c.who, res: page.res, rows });
}

const waste: TargetCase = async (c) => {
  const { orgs, scope } = await scopeNow(c);
  const cat = await catalogueId(c.w);
  const body = () => ({ orgId: String(c.target), ...period(), catalogueId: cat, quantity: '1.5', disposalMethod: 7 });
  const count = () => liveCount(c.w, envWaste, c.target);
  await call(c, 'POST', 'envWaste/add', body(), count);
  await pageOfTarget(c, 'envWaste/page', scope);
  await call(c, 'GET', `envWaste/export?orgId=${c.target}`);

  const months = used.get(c.w) ?? new Map<number, number>();
  used.set(c.w, months);
  const inYear = (months.get(c.target) ?? 0) + 1;
  months.set(c.target, inYear);
  const recBody = { ...body(), year: 2025, month: inYear };
  const rec = await suData<{ id: string; version: number }>(c.w, 'POST', 'envWaste/add', recBody);
  const row = async () =>
    (
      await c.w.t.database.db
        .select()
        .from(envWaste)
        .where(eq(envWaste.id, Number(rec.id)))
    )[0]!;
  const state = () => row().then((r) => [r.status, r.version, r.quantity]);
  await call(c, 'GET', `envWaste/detail?id=${rec.id}`);
  await call(c, 'POST', 'envWaste/edit', { ...recBody, id: rec.id, version: rec.version, quantity: '2.5' }, state);

  // toInventory: a task of the target (annual 2025) and the target's record
  const p = await suData<{ id: string }>(c.w, 'POST', 'inventoryProject/add', {
    ...{ name: `DS waste ${serial++}`, type: 'annual', year: 2025, orgId: String(c.target), deadline: '2099-12-31' },
  });
  const [task] = await suData<{ id: string }[]>(c.w, 'POST', 'inventoryTask/issue', {
    projectId: p.id,
    orgIds: [String(c.target)],
    inventoryWay: 'quick',
  });
  const links = async () =>
    (
      await c.w.t.database.db
        .select()
        .from(envWasteInventory)
        .where(eq(envWasteInventory.wasteId, Number(rec.id)))
    ).length;
  await call(c, 'POST', 'envWaste/toInventory', { taskId: task!.id, ids: [rec.id] }, links);

  const current = await row();
  await call(c, 'POST', 'envWaste/delete', { id: rec.id, version: current.version }, state);

  // import: the organisation by code in a cell
  const code = orgs.find((o) => o.id === c.target)!.code;
  const { year, month } = period();
  const before = await count();
  const file = await buildXlsx(IMPORT_HEADER, [[code, year, month, WASTE_CODE, '0.8', 'Landfill', null, null]]);
  const res = await upload(c.w, c.caller.token, 'envWaste/import', 'waste.xlsx', file);
  const route = 'POST /api/main/envWaste/import';
  const failed = (res.data as { failedRows?: { reasons: string[] }[] } | null)?.failedRows ?? [];
  if (!c.inScope && res.code === CODE.IMPORT_FAILED && !failed.some((f) => f.reasons.join().includes(code)))
    c.tally.wrong.push(`${route} [${c.who}]: refused without the organisation's reason: ${JSON.stringify(failed)}`);
  if (c.inScope && !res.success) c.tally.wrong.push(`${route} [${c.who}]: in scope but refused: ${res.code} ${JSON.stringify(res.data)}`);
  const changed = !c.inScope && (await count()) !== before;
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed, refusedWith: [CODE.IMPORT_FAILED] });
};

type Kind = {
  module: 'envPermit' | 'emergencyPlan' | 'envHonor';
  table: typeof envPermit | typeof envEmergencyPlan | typeof envHonor;
  body: (orgId: string) => Record<string, unknown>;
};
const KINDS: Kind[] = [
  { module: 'envPermit', table: envPermit, body: (orgId) => permitBody(orgId) },
  { module: 'emergencyPlan', table: envEmergencyPlan, body: (orgId) => planBody(orgId) },
  { module: 'envHonor', table: envHonor, body: (orgId) => honorBody(orgId) },
];

/** EIA projects, emergency plans and honours with their files, each named for the target. */
const records: TargetCase = async (c) => {
  const { scope } = await scopeNow(c);
  for (const k of KINDS) {
    const m = k.module;
    const body = k.body(String(c.target));
    await call(c, 'POST', `${m}/add`, body, () => liveCount(c.w, k.table, c.target));
    await pageOfTarget(c, `${m}/page`, scope);

    const rec = await suData<{ id: string; version: number }>(c.w, 'POST', `${m}/add`, body);
    const row = async () =>
      (
        await c.w.t.database.db
          .select()
          .from(k.table)
          .where(eq(k.table.id, Number(rec.id)))
      )[0]!;
    const state = () => row().then((r) => JSON.stringify(r));
    await call(c, 'GET', `${m}/detail?id=${rec.id}`);
    await call(c, 'POST', `${m}/edit`, { ...body, id: rec.id, version: rec.version, name: `DS ${c.who}` }, state);
    if (m === 'envPermit') {
      const version = (await row()).version;
      await call(c, 'POST', 'envPermit/status', { id: rec.id, version, to: 2, date: '2025-04-01' }, state);
    }

    const suFile = await upload(c.w, c.w.su, `${m}/upload`, 'note.pdf', PDF, { ownerId: rec.id });
    if (!suFile.success) throw new Error(`setup ${m}/upload refused: ${suFile.code} ${JSON.stringify(suFile.data)}`);
    const fileId = (suFile.data as { id: string }).id;
    const files = async () =>
      (
        await c.w.t.database.db
          .select()
          .from(envRecordFile)
          .where(eq(envRecordFile.ownerId, Number(rec.id)))
      ).map((f) => [f.id, f.status]);
    await call(c, 'GET', `${m}/files?ownerId=${rec.id}`);
    await call(c, 'GET', `${m}/download?id=${fileId}`);
    const before = JSON.stringify(await files());
    const up = await upload(c.w, c.caller.token, `${m}/upload`, 'note.pdf', PDF, { ownerId: rec.id });
    const added = JSON.stringify(await files()) !== before;
    judge(c.tally, { route: `POST /api/main/${m}/upload`, who: c.who, inScope: c.inScope, res: up, changed: !c.inScope && added });
    await call(c, 'POST', `${m}/deleteFile`, { id: fileId }, files);
    await call(c, 'POST', `${m}/delete`, { id: rec.id, version: (await row()).version }, state);
  }
  await pageOfTarget(c, 'envHonor/verifications', scope);
};

export const ENV_RECORDS_TARGET_CASES: TargetCase[] = [waste, records];

/** The pages without an organisation: only rows of organisations in the caller's scope. */
const lists: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  for (const path of ['envWaste/page', 'envPermit/page', 'emergencyPlan/page', 'envHonor/page', 'envHonor/verifications']) {
    const { route, res, rows } = await allPages(c.w, c.caller.token, path);
    const got = (rows as { orgId: string }[]).map((r, i) => ({
      key: String(i),
      orgId: Number(r.orgId),
      allowed: scope.has(Number(r.orgId)),
    }));
    judgeRows(c.tally, { route, who: c.caller.name, res, rows: got });
  }
};

export const ENV_RECORDS_LIST_CASES: ListCase[] = [lists];
