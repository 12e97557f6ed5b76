import { and, eq, sql } from 'drizzle-orm';
import { multipartFile } from '../factor/testing.js';
import { bearer, type Envelope } from '../../test/harness.js';
import { suData, type ApiResult, type World } from '../../test/scope-fixtures.js';
import { judge, judgeRows } from '../../test/scope-judge.js';
import type { ListCase } from '../../test/scope-lists.js';
import { allPages, as, scopeNow, type TargetCase, type TargetCtx } from '../../test/scope-org-cases.js';
import { certificate, certificateShare } from './certificate.schema.js';
import { certificateFieldsOf, PDF } from './certificate.testing.js';

/**
 * Certificates (issue 11) belong to their organisation: every route naming one, or the
 * organisation itself (add, the page's orgId filter), is called for the caller's target; the
 * page without an organisation returns only rows in scope. The share links' public routes
 * (shared, sharedFile) take a token, not a caller: CERTIFICATE_ORG_FREE_ROUTES says why.
 */

async function upload(w: World, token: string, orgId: number): Promise<ApiResult> {
  const mp = multipartFile('statement.pdf', PDF, certificateFieldsOf(String(orgId)));
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/main/certificate/add',
    payload: mp.payload,
    headers: { ...bearer(token), ...mp.headers },
  });
  const body = res.json<Envelope>();
  return { status: res.statusCode, code: body.code, success: body.success, data: body.data, raw: res.rawPayload };
}

const count = async (w: World, orgId: number) =>
  (
    await w.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(certificate)
      .where(and(eq(certificate.orgId, orgId), sql`status <> 2`))
  )[0]!.n;
const row = async (w: World, id: string) =>
  (
    await w.t.database.db
      .select()
      .from(certificate)
      .where(eq(certificate.id, Number(id)))
  )[0]!;
const shareRows = async (w: World, id: string) =>
  w.t.database.db
    .select({ id: certificateShare.id, revokedAt: certificateShare.revokedAt })
    .from(certificateShare)
    .where(eq(certificateShare.certificateId, Number(id)));

/** Records a call about the target: out of scope it must be 1013003 and leave `probe`'s answer unchanged. */
async function call(c: TargetCtx, method: 'GET' | 'POST', path: string, payload?: unknown, probe?: () => Promise<unknown>) {
  const before = probe ? JSON.stringify(await probe()) : '';
  const { route, res } = await as(c, method, path, payload);
  const changed = probe ? JSON.stringify(await probe()) !== before : false;
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: !c.inScope && changed });
}

/** A download or inline file (a PDF, not the .xlsx callApi knows): a 200 that is not JSON is the file. */
async function fileCall(c: TargetCtx, path: string) {
  const res = await c.w.t.app.inject({
    method: 'GET',
    url: `/api/main/${path}`,
    headers: { ...bearer(c.caller.token), 'accept-language': 'en-US' },
  });
  const file = res.statusCode === 200 && !String(res.headers['content-type']).startsWith('application/json');
  const body = file ? { code: 200, success: true, data: null } : res.json<Envelope>();
  const result: ApiResult = { status: res.statusCode, code: body.code, success: body.success, data: body.data, raw: res.rawPayload };
  judge(c.tally, { route: `GET /api/main/${path.split('?')[0]}`, who: c.who, inScope: c.inScope, res: result });
}

/** Add for the target, its page, and every read and change of a certificate of the target. */
const certificates: TargetCase = async (c) => {
  const before = await count(c.w, c.target);
  const up = await upload(c.w, c.caller.token, c.target);
  judge(c.tally, {
    route: 'POST /api/main/certificate/add',
    who: c.who,
    inScope: c.inScope,
    res: up,
    changed: !c.inScope && (await count(c.w, c.target)) !== before,
  });

  const page = await allPages(c.w, c.caller.token, `certificate/page?orgId=${c.target}`);
  if (c.inScope) {
    const rows = (page.rows as { id: string; orgId: string }[]).map((r) => ({
      key: r.id,
      orgId: Number(r.orgId),
      allowed: Number(r.orgId) === c.target,
    }));
    judgeRows(c.tally, { route: page.route, who: c.who, res: page.res, rows });
  } else judge(c.tally, { route: page.route, who: c.who, inScope: false, res: page.res });

  const mp = multipartFile('statement.pdf', PDF, certificateFieldsOf(String(c.target)));
  const fixture = await c.w.t.app.inject({
    method: 'POST',
    url: '/api/main/certificate/add',
    payload: mp.payload,
    headers: { ...bearer(c.w.su), ...mp.headers },
  });
  const cert = fixture.json<Envelope>().data as { id: string; version: number };
  const share = await suData<{ id: string }>(c.w, 'POST', 'certificate/share', { id: cert.id, expiresInDays: 1 });

  await call(c, 'GET', `certificate/detail?id=${cert.id}`);
  await fileCall(c, `certificate/download?id=${cert.id}`);
  await fileCall(c, `certificate/preview?id=${cert.id}`);
  await call(c, 'GET', `certificate/shares?id=${cert.id}`);
  await call(c, 'GET', `certificate/accesses?id=${cert.id}`);
  await call(c, 'POST', 'certificate/share', { id: cert.id, expiresInDays: 2 }, () => shareRows(c.w, cert.id));
  await call(c, 'POST', 'certificate/revoke', { shareId: share.id }, () => shareRows(c.w, cert.id));
  const edit = { ...certificateFieldsOf(String(c.target), { author: `DS ${c.who}` }), year: 2025, id: cert.id, version: cert.version };
  await call(c, 'POST', 'certificate/edit', edit, () => row(c.w, cert.id).then((r) => [r.author, r.version]));
  await call(c, 'POST', 'certificate/delete', { id: cert.id }, () => row(c.w, cert.id).then((r) => r.status));
};

export const CERTIFICATE_TARGET_CASES: TargetCase[] = [certificates];

/** The certificate page without an organisation: only rows of organisations in scope. */
const page: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const { route, res, rows } = await allPages(c.w, c.caller.token, 'certificate/page');
  const got = (rows as { id: string; orgId: string }[]).map((r) => ({
    key: r.id,
    orgId: Number(r.orgId),
    allowed: scope.has(Number(r.orgId)),
  }));
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got });
};

export const CERTIFICATE_LIST_CASES: ListCase[] = [page];

const SHARE_LINK =
  'public: the share link’s token is the authorisation for its one certificate, without a caller or a data scope (issue 11)';

/** The certificate routes the matrix does not call, each with why no organisation is involved. */
export const CERTIFICATE_ORG_FREE_ROUTES: Record<string, string> = {
  'GET /api/main/certificate/shared': SHARE_LINK,
  'GET /api/main/certificate/sharedFile': SHARE_LINK,
};
