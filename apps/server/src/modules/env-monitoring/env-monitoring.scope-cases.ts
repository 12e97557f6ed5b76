import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { envAlarm, envPoint, envPointPollutant } from './env-monitoring.schema.js';
import { multipartFile, buildXlsx } from '../factor/testing.js';
import { bearer, type Envelope } from '../../test/harness.js';
import { judge, judgeRows } from '../../test/scope-judge.js';
import { type ApiResult, type World } from '../../test/scope-fixtures.js';
import type { ListCase } from '../../test/scope-lists.js';
import { allPages, as, scopeNow, type TargetCase, type TargetCtx } from '../../test/scope-org-cases.js';

/**
 * Environmental monitoring (issue 15): points, their data and their alarms belong to the point's
 * organisation. A fixture point (automatic, and a manual one) and an alarm are written straight
 * into the target organisation (whatever its type: the org-type rule of envPoint/add is not the
 * data scope), then every route naming them is called as the caller. envReading/ingest takes a
 * device key, not a caller (scope-routes.ts).
 */

async function fixture(w: World, orgId: number, modeType: number) {
  const now = new Date();
  const [p] = await w.t.database.db
    .insert(envPoint)
    .values({
      orgId,
      name: `DS ${crypto.randomUUID()}`,
      monitoringType: 1,
      pointType: 1,
      modeType,
      fillType: modeType === 0 ? 2 : null,
      keyHash: crypto.randomUUID(),
      keyHint: 'ds',
      keyCreatedAt: now,
    })
    .returning();
  await w.t.database.db
    .insert(envPointPollutant)
    .values({ pointId: p!.id, code: 'w01018', unit: 'mg/L', hourlyLimit: '50', dailyLimit: '40' });
  return p!;
}

/** A multipart upload as `token`. */
async function upload(w: World, token: string, url: string, filename: string, data: Buffer): Promise<ApiResult> {
  const mp = multipartFile(filename, data);
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/main/${url}`,
    payload: mp.payload,
    headers: { ...bearer(token), ...mp.headers, 'accept-language': 'en-US' },
  });
  const body = res.json<Envelope>();
  return { status: res.statusCode, code: body.code, success: body.success, data: body.data, raw: res.rawPayload };
}

const PDF = Buffer.from('%PDF-1.4\n%scope\n%%EOF\n');

const pointRow = async (w: World, id: number) => (await w.t.database.db.select().from(envPoint).where(eq(envPoint.id, id)))[0]!;
const alarmRow = async (w: World, id: number) => (await w.t.database.db.select().from(envAlarm).where(eq(envAlarm.id, id)))[0]!;

async function call(c: TargetCtx, method: 'GET' | 'POST', path: string, payload?: unknown, probe?: () => Promise<unknown>) {
  const before = probe ? JSON.stringify(await probe()) : '';
  const { route, res } = await as(c, method, path, payload);
  const changed = probe ? JSON.stringify(await probe()) !== before : false;
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: !c.inScope && changed });
}

const points: TargetCase = async (c) => {
  const body = {
    orgId: String(c.target),
    name: `DS ${c.who}`,
    monitoringType: 1,
    pointType: 1,
    modeType: 1,
    pollutants: [{ code: 'w01018' }],
  };
  await call(c, 'POST', 'envPoint/add', body);
  const page = await allPages(c.w, c.caller.token, `envPoint/page?orgId=${c.target}`);
  if (c.inScope) {
    const rows = (page.rows as { id: string; orgId: string }[]).map((r) => ({ key: r.id, orgId: Number(r.orgId), allowed: true }));
    judgeRows(c.tally, { route: page.route, who: c.who, res: page.res, rows: rows.filter((r) => r.orgId === c.target) });
  } else judge(c.tally, { route: page.route, who: c.who, inScope: false, res: page.res });

  const p = await fixture(c.w, c.target, 1);
  const m = await fixture(c.w, c.target, 0);
  const version = () => pointRow(c.w, p.id).then((r) => [r.version, r.status, r.keyHash]);
  await call(c, 'GET', `envPoint/detail?id=${p.id}`);
  const edit = { ...body, orgId: String(c.target), name: `DS2 ${c.who}`, id: String(p.id), version: p.version };
  await call(c, 'POST', 'envPoint/edit', edit, version);
  await call(c, 'POST', 'envPoint/rotateKey', { id: String(p.id) }, version);
  await call(c, 'GET', `envReading/readings?pointId=${p.id}&from=2020-01-01&to=2020-01-02`);
  await call(c, 'GET', `envReading/averages?pointId=${p.id}&period=hour&from=2020-01-01&to=2020-01-02`);
  await call(c, 'GET', `envReading/log?pointId=${p.id}`);
  await call(c, 'GET', `envReading/refusals?pointId=${p.id}`);
  await call(c, 'GET', `envReading/export?pointId=${p.id}&from=2020-01-01&to=2020-01-02`);
  await call(c, 'GET', `envReading/manual?pointId=${m.id}`);
  await call(c, 'POST', 'envReading/manualSave', {
    pointId: String(m.id),
    period: '2024-01',
    values: [{ pollutant: 'w01018', value: '1' }],
  });

  const now = new Date();
  const [a] = await c.w.t.database.db
    .insert(envAlarm)
    .values({
      pointId: p.id,
      orgId: c.target,
      pollutant: 'w01018',
      alarmType: 2,
      rank: 2,
      average: '60',
      limit: '50',
      ratio: '1.2',
      periodStart: now,
      periodEnd: now,
    })
    .returning();
  const state = () => alarmRow(c.w, a!.id).then((r) => [r.status, r.version]);
  await call(c, 'GET', `envAlarm/detail?id=${a!.id}`);
  await call(c, 'GET', `envAlarm/handlers?id=${a!.id}`);
  await call(c, 'GET', `envAlarm/page?orgId=${c.target}`);
  await call(c, 'GET', `envAlarm/counts?orgId=${c.target}`);
  await call(c, 'POST', 'envAlarm/assign', { id: String(a!.id), userId: String(c.caller.id) }, state);
  await call(c, 'POST', 'envAlarm/handle', { id: String(a!.id), note: 'DS' }, state);
  await call(c, 'GET', `envAlarm/export?orgId=${c.target}`);
  const up = await upload(c.w, c.caller.token, `envAlarm/upload?id=${a!.id}`, 'note.pdf', PDF);
  judge(c.tally, { route: 'POST /api/main/envAlarm/upload', who: c.who, inScope: c.inScope, res: up });
  const suFile = await upload(c.w, c.w.su, `envAlarm/upload?id=${a!.id}`, 'note.pdf', PDF);
  await call(c, 'GET', `envAlarm/file?id=${(suFile.data as { id: string }).id}`);
  const xlsx = await buildXlsx(['Period', 'Pollutant code', 'Value'], [['2024-02', 'w01018', '2']]);
  const imp = await upload(c.w, c.caller.token, `envReading/manualImport?pointId=${m.id}`, 'manual.xlsx', xlsx);
  judge(c.tally, { route: 'POST /api/main/envReading/manualImport', who: c.who, inScope: c.inScope, res: imp });
  await call(c, 'POST', 'envPoint/delete', { id: String(p.id) }, version);
};

export const ENV_MONITORING_TARGET_CASES: TargetCase[] = [points];

/** Point and alarm lists (and the export) without an organisation: only rows of organisations in scope. */
const lists: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  for (const path of ['envPoint/page', 'envAlarm/page?withCleared=true']) {
    const { route, res, rows } = await allPages(c.w, c.caller.token, path);
    const got = (rows as { id: string; orgId: string }[]).map((r) => ({
      key: r.id,
      orgId: Number(r.orgId),
      allowed: scope.has(Number(r.orgId)),
    }));
    judgeRows(c.tally, { route, who: c.caller.name, res, rows: got });
  }
};

export const ENV_MONITORING_LIST_CASES: ListCase[] = [lists];

/** The environmental-monitoring routes the matrix does not call, each with why no organisation is involved. */
export const ENV_MONITORING_ORG_FREE_ROUTES: Record<string, string> = {
  'POST /api/main/envReading/ingest': 'public: the device key identifies exactly one point, without a caller or a data scope (issue 15)',
  'GET /api/main/envReading/manualTemplate':
    'an empty import template: headers, the sheet definition’s fixed example row and instructions, no stored data',
  'GET /api/main/envAlarm/settings': 'the group-wide alarm rank thresholds (one row, no organisation)',
  'GET /api/main/envReading/unregisteredRefusals':
    'HJ 212 packets naming no registered point: no organisation (a group-wide button, the administrator role’s)',
  'POST /api/main/envAlarm/settingsEdit': 'the group-wide alarm rank thresholds (one row, no organisation)',
};
