import { CODE, PROJECT_SHEET, translate, type MaccResult, type ProjectProgress } from '@carbon/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { XLSX_MIME } from '../../platform/files/excel.js';
import { bearer, type Envelope } from '../../test/harness.js';
import { orgSnapshot, subtreeOf, suData, uniq, type ApiResult, type World } from '../../test/scope-fixtures.js';
import { judge, judgeRows, readXlsx, type Tally } from '../../test/scope-judge.js';
import type { ListCase } from '../../test/scope-lists.js';
import { as, scopeNow, type TargetCase, type TargetCtx } from '../../test/scope-org-cases.js';
import { buildXlsx } from '../factor/testing.js';

/**
 * The data-scope matrix's cases of the project overviews (issue 12): each overview, the MACC,
 * both exports and the import, for the caller's target organisation (in scope: answered, with
 * only in-scope projects; out of scope: 1013003, or for the import 1012002 with the row's
 * reason "outside your data scope", as the account import); then each without an organisation.
 * Registered in test/data-scope-matrix.test.ts beside the other modules' cases.
 */

const drafts = new WeakMap<World, Set<number>>();

/** A draft with figures in the target (once per organisation), so the curve and the overviews have something to show. */
async function projectIn(w: World, orgId: number): Promise<void> {
  const done = drafts.get(w) ?? new Set<number>();
  drafts.set(w, done);
  if (done.has(orgId)) return;
  await suData(w, 'POST', 'project/add', {
    name: uniq('ds-project'),
    orgId: String(orgId),
    energyBefore: '1000',
    energyAfter: '800',
    emissionFactor: '0.5',
    investment: '1',
    localEnergyPrice: '1',
    lifetimeYears: 10,
    estimatedStart: '2025-01-01',
    estimatedEnd: '2025-06-30',
  });
  done.add(orgId);
}

const projectCount = async (w: World) =>
  (await rowsOf<{ n: number }>(w.t.database.db, sql`select count(*)::int as n from energy_project where status <> 2`))[0]!.n;

/** The organisation of each exported row, by the code column (the import's own column). */
async function exportedOrgs(w: World, raw: Buffer): Promise<number[]> {
  const { headers, rows } = await readXlsx(raw);
  const at = headers.indexOf(translate('en-US', 'projectOverview.column.orgCode'));
  const orgs = await orgSnapshot(w.t);
  return rows.map((r) => orgs.find((o) => o.code === r[at])?.id ?? -1);
}

/** The rows a project overview answers, each with its organisation: the MACC's bars (the project's, from the table), the progress lists. */
async function overviewRows(w: World, action: string, data: unknown): Promise<{ key: string; orgId: number }[]> {
  if (action === 'macc') {
    const ids = (data as MaccResult).rows.map((b) => b.id);
    const rows = await rowsOf<{ id: string | number; org_id: string | number }>(
      w.t.database.db,
      sql`select id, org_id from energy_project`,
    );
    const orgOf = new Map(rows.map((r) => [String(r.id), Number(r.org_id)]));
    return ids.map((id) => ({ key: id, orgId: orgOf.get(id) ?? -1 }));
  }
  if (action === 'progress') {
    const p = data as ProjectProgress;
    return [...p.overdue, ...p.flagged].map((r) => ({ key: r.id, orgId: Number(r.orgId) }));
  }
  return [];
}

/** Checks an answered overview's rows: each in the caller's scope (and, for a target, in its subtree). */
function judgeAnswer(
  t: Tally,
  route: string,
  who: string,
  res: ApiResult,
  allowed: (orgId: number) => boolean,
  rows: { key: string; orgId: number }[],
) {
  judgeRows(t, { route, who, res, rows: rows.map((r) => ({ ...r, allowed: allowed(r.orgId) })) });
}

async function importAs(w: World, token: string, orgCode: string): Promise<ApiResult> {
  const file = await buildXlsx(
    PROJECT_SHEET.columns.map((c) => translate('en-US', c.label)),
    [[uniq('ds-import'), orgCode, ...PROJECT_SHEET.columns.slice(2).map(() => null)]],
  );
  const boundary = `----ds${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="projects.xlsx"\r\nContent-Type: ${XLSX_MIME}\r\n\r\n`;
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/main/project/import',
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-US' },
  });
  const body = res.json<Envelope>();
  return { status: res.statusCode, code: body.code, success: body.success, data: body.data, raw: res.rawPayload };
}

const overviews: TargetCase = async (c) => {
  await projectIn(c.w, c.target);
  const { orgs, scope } = await scopeNow(c);
  const subtree = subtreeOf(orgs, c.target);
  const allowed = (orgId: number) => scope.has(orgId) && subtree.has(orgId);
  for (const action of ['macc', 'progress', 'statusOverview', 'investmentOverview']) {
    const { route, res } = await as(c, 'GET', `project/${action}?orgId=${c.target}`);
    if (c.inScope && res.success) judgeAnswer(c.tally, route, c.who, res, allowed, await overviewRows(c.w, action, res.data));
    else judge(c.tally, { route, who: c.who, inScope: c.inScope, res });
  }
  for (const action of ['export', 'investmentExport']) {
    const { route, res } = await as(c, 'GET', `project/${action}?orgId=${c.target}`);
    if (c.inScope && res.success) {
      const rows = (await exportedOrgs(c.w, res.raw)).map((orgId, i) => ({ key: String(i), orgId }));
      judgeAnswer(c.tally, route, c.who, res, allowed, rows);
    } else judge(c.tally, { route, who: c.who, inScope: c.inScope, res });
  }
};

/** The import names the organisation by code: out of scope the file is refused (1012002) with the row's reason. */
const importInto: TargetCase = async (c: TargetCtx) => {
  const code = (await scopeNow(c)).orgs.find((o) => o.id === c.target)!.code;
  const before = await projectCount(c.w);
  const res = await importAs(c.w, c.caller.token, code);
  const route = 'POST /api/main/project/import';
  const reason = translate('en-US', 'projectOverview.import.orgOutOfScope', {
    column: translate('en-US', 'projectOverview.column.orgCode'),
    code,
  });
  const failed = (res.data as { failedRows?: { reasons: string[] }[] } | null)?.failedRows ?? [];
  if (!c.inScope && res.code === CODE.IMPORT_FAILED && !failed.some((f) => f.reasons.includes(reason)))
    c.tally.wrong.push(`${route} [${c.who}]: refused without the out-of-scope reason: ${JSON.stringify(failed)}`);
  if (c.inScope && !res.success) c.tally.wrong.push(`${route} [${c.who}]: in scope but refused: ${res.code} ${JSON.stringify(res.data)}`);
  const changed = !c.inScope && (await projectCount(c.w)) !== before;
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed, refusedWith: [CODE.IMPORT_FAILED] });
};

export const PROJECT_OVERVIEW_TARGET_CASES: TargetCase[] = [overviews, importInto];

/** The overviews, the MACC and the export without an organisation: only projects in the caller's scope. */
const withoutOrg: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const who = c.caller.name;
  for (const action of ['macc', 'progress', 'statusOverview', 'investmentOverview']) {
    const route = `GET /api/main/project/${action}`;
    const res = await as({ ...c, kind: 'own', target: 0, inScope: true, who }, 'GET', `project/${action}`);
    judgeAnswer(c.tally, route, who, res.res, (orgId) => scope.has(orgId), await overviewRows(c.w, action, res.res.data));
  }
  const { res } = await as({ ...c, kind: 'own', target: 0, inScope: true, who }, 'GET', 'project/export');
  const rows = res.success ? (await exportedOrgs(c.w, res.raw)).map((orgId, i) => ({ key: String(i), orgId })) : [];
  judgeAnswer(c.tally, 'GET /api/main/project/export', who, res, (orgId) => scope.has(orgId), rows);
};

export const PROJECT_OVERVIEW_LIST_CASES: ListCase[] = [withoutOrg];
