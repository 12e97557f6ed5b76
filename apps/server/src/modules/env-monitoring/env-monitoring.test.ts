import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { EnvAlarmRow, Page } from '@carbon/domain';
import { sysOrg, sysUser } from '../../platform/db/schema/index.js';
import { envAlarm, envAverage, envIngestLog, envPoint, envReading } from './env-monitoring.schema.js';
import { createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { addPoint, ingest, minutes } from './env-monitoring.testing.js';

type Api = ReturnType<typeof caller>;
const ok = <T>(res: Envelope): T => {
  if (!res.success) throw new Error(`${res.code} ${res.message}`);
  return res.data as T;
};
/** Local (UTC+8) times → instants: 2020-01-02 10:00 local is 02:00 UTC. */
const utc = (local: string) => new Date(`${local}+08:00`);

describe.each(dbKinds())('environmental monitoring on %s', (kind) => {
  let t: TestApp;
  let su: Api;
  let mgr: Api;
  let le1: string;
  let park: string;
  const ids: Record<string, string> = {};
  const run = (local: string) => t.app.services.envMonitoring.averages.runDue(utc(local));
  const alarmsOf = async (pointId: string, withCleared = true) =>
    ok<Page<EnvAlarmRow>>(await su.get(`/api/main/envAlarm/page?pointId=${pointId}&withCleared=${withCleared}`)).rows;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const suToken = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const mgrToken = await login(t.app, 'manager', DEMO.manager);
    su = caller(t, () => suToken);
    mgr = caller(t, () => mgrToken);
    const org = async (code: string) =>
      String((await t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code)))[0]!.id);
    le1 = await org('fii-ccbg-longhua-le1');
    park = await org('fii-ccbg-longhua');
    ids.bu = await org('fii-ccbg-longhua-le1-server');
    for (const a of ['superAdmin', 'manager', 'user'])
      ids[a] = String((await t.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, a)))[0]!.id);
  });
  afterAll(() => t.close());

  it('adds a point: the device key is answered once, only its SHA-256 is stored', async () => {
    const p = await addPoint(su, le1, { name: 'Outlet A' });
    expect(p.deviceKey).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes base64url
    const [row] = await t.database.db
      .select()
      .from(envPoint)
      .where(eq(envPoint.id, Number(p.id)));
    expect(row!.keyHash).toBe(crypto.createHash('sha256').update(p.deviceKey).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(p.deviceKey);
    const detail = ok<Record<string, unknown>>(await su.get(`/api/main/envPoint/detail?id=${p.id}`));
    expect(detail.deviceKey).toBeUndefined();
    expect(detail.parkId).toBe(park);
    expect(p.pollutants).toEqual([
      { code: 'w01018', unit: 'mg/L', hourlyLimit: '50', dailyLimit: '40' },
      { code: 'w21003', unit: 'mg/L', hourlyLimit: '8', dailyLimit: '5' },
    ]);
  });

  it('refuses a point of a BU (not a park or legal entity), a manual point without fill type, a pollutant twice', async () => {
    const bu = await su.post('/api/main/envPoint/add', {
      orgId: ids.bu,
      name: 'x',
      monitoringType: 1,
      pointType: 1,
      modeType: 1,
      pollutants: [{ code: 'w01018' }],
    });
    expect(bu.code).toBe(2046002);
    expect(bu.message).toContain('BU');
    const manual = await su.post('/api/main/envPoint/add', {
      orgId: le1,
      name: 'y',
      monitoringType: 1,
      pointType: 1,
      modeType: 0,
      pollutants: [{ code: 'w01018' }],
    });
    expect(manual.code).toBe(2046004);
    const twice = await su.post('/api/main/envPoint/add', {
      orgId: le1,
      name: 'z',
      monitoringType: 1,
      pointType: 1,
      modeType: 1,
      pollutants: [{ code: 'w01018' }, { code: 'W01018' }],
    });
    expect(twice.code).toBe(2046003);
  });

  it('ingests idempotently: the same value again stores nothing, another value replaces it', async () => {
    const p = await addPoint(su, le1);
    const three = minutes('w01018', '2020-01-01T08', ['10', '20', '30']);
    expect(ok(await ingest(t, p.deviceKey, p.id, three))).toEqual({ received: 3, stored: 3, replaced: 0, unchanged: 0 });
    expect(ok(await ingest(t, p.deviceKey, p.id, three))).toEqual({ received: 3, stored: 0, replaced: 0, unchanged: 3 });
    const changed = [
      { ...three[1]!, value: '25' },
      { ...three[2]!, value: '30.000' },
    ];
    expect(ok(await ingest(t, p.deviceKey, p.id, changed))).toEqual({ received: 2, stored: 0, replaced: 1, unchanged: 1 });
    const rows = await t.database.db
      .select()
      .from(envReading)
      .where(eq(envReading.pointId, Number(p.id)));
    expect(rows.map((r) => Number(r.value)).sort((a, b) => a - b)).toEqual([10, 25, 30]);
  });

  it('stores an instant once whatever its notation, cut to milliseconds', async () => {
    const p = await addPoint(su, le1);
    const batch = [
      { pollutant: 'w01018', time: '2020-03-01T08:00:00+08:00', value: '10' },
      { pollutant: 'w01018', time: '2020-03-01T00:00:00.000Z', value: '10.0' },
      { pollutant: 'w01018', time: '2020-03-01T08:01:00.123456+08:00', value: '11' },
      { pollutant: 'w01018', time: '2020-03-01T00:01:00.123Z', value: '11' },
    ];
    expect(ok(await ingest(t, p.deviceKey, p.id, batch))).toEqual({ received: 4, stored: 2, replaced: 0, unchanged: 0 });
    const rows = await t.database.db
      .select()
      .from(envReading)
      .where(eq(envReading.pointId, Number(p.id)));
    expect(rows.map((r) => r.time.toISOString()).sort()).toEqual(['2020-03-01T00:00:00.000Z', '2020-03-01T00:01:00.123Z']);
  });

  it('is all or nothing: one bad reading refuses the batch with its row and reason, and is logged', async () => {
    const p = await addPoint(su, le1);
    const batch = [...minutes('w01018', '2020-01-01T08', ['10']), { pollutant: 'a21026', time: '2020-01-01T08:01:00+08:00', value: '5' }];
    const res = await ingest(t, p.deviceKey, p.id, batch);
    expect(res.code).toBe(2049003);
    expect(res.message).toContain('Reading 2');
    expect(res.message).toContain('a21026');
    expect((res.data as { failedRows: { row: number }[] }).failedRows.map((r) => r.row)).toEqual([2]);
    expect(
      await t.database.db
        .select()
        .from(envReading)
        .where(eq(envReading.pointId, Number(p.id))),
    ).toEqual([]);
    const log = await t.database.db
      .select()
      .from(envIngestLog)
      .where(eq(envIngestLog.pointId, Number(p.id)));
    expect(log.map((l) => [l.outcome, l.received, l.stored])).toEqual([['refused', 2, 0]]);
  });

  it('stores the batches of several points in one ingestion, all or none, with one log line a point', async () => {
    const [a, b] = [await addPoint(su, le1), await addPoint(su, le1)];
    const service = t.app.services.envMonitoring.ingest;
    const input = (pointId: string, readings: { pollutant: string; time: string; value: string }[]) => ({
      input: { pointId: Number(pointId), readings, source: 'hj212' as const, ip: '10.0.0.9' },
    });
    const stored = async (pointId: string) =>
      (
        await t.database.db
          .select()
          .from(envReading)
          .where(eq(envReading.pointId, Number(pointId)))
      )
        .map((r) => Number(r.value))
        .sort((x, y) => x - y);
    const logOf = async (pointId: string) =>
      (
        await t.database.db
          .select()
          .from(envIngestLog)
          .where(eq(envIngestLog.pointId, Number(pointId)))
      ).map((l) => [l.outcome, l.received, l.stored]);
    // point b's second batch names a pollutant it does not measure: nothing of either point is stored
    await expect(
      service.ingestMany([
        input(a.id, minutes('w01018', '2020-02-01T08', ['1', '2'])),
        input(b.id, minutes('w01018', '2020-02-01T08', ['3'])),
        input(b.id, minutes('a21026', '2020-02-01T09', ['4'])),
      ]),
    ).rejects.toMatchObject({ code: 2049003 });
    expect([await stored(a.id), await stored(b.id)]).toEqual([[], []]);
    expect(await logOf(a.id)).toEqual([]);
    expect(await logOf(b.id)).toEqual([['refused', 1, 0]]);
    // without it, both points' readings are stored; b's two batches make one log line
    await service.ingestMany([
      input(a.id, minutes('w01018', '2020-02-01T08', ['1', '2'])),
      input(b.id, minutes('w01018', '2020-02-01T08', ['3'])),
      input(b.id, minutes('w21003', '2020-02-01T09', ['4', '5'])),
    ]);
    expect([await stored(a.id), await stored(b.id)]).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(await logOf(a.id)).toEqual([['ok', 2, 2]]);
    expect((await logOf(b.id)).sort()).toEqual([
      ['ok', 3, 3],
      ['refused', 1, 0],
    ]);
    // the point's last reading time moved to its latest reading (09:01 local)
    const points = await t.database.db
      .select()
      .from(envPoint)
      .where(eq(envPoint.id, Number(b.id)));
    expect(points[0]!.lastReadingAt?.toISOString()).toBe('2020-02-01T01:01:00.000Z');
  });

  it('refuses a missing key, an unknown key and the key of another point, storing nothing', async () => {
    const a = await addPoint(su, le1);
    const b = await addPoint(su, le1);
    const r = minutes('w01018', '2020-01-01T08', ['10']);
    expect((await ingest(t, undefined, a.id, r)).code).toBe(2049001);
    expect((await ingest(t, 'not-a-key', a.id, r)).code).toBe(2049001);
    expect((await ingest(t, b.deviceKey, a.id, r)).code).toBe(2049002);
    const stored = await t.database.db
      .select()
      .from(envReading)
      .where(eq(envReading.pointId, Number(a.id)));
    expect(stored).toEqual([]);
    // a rotated key replaces the old one at once
    const rotated = ok<{ deviceKey: string }>(await su.post('/api/main/envPoint/rotateKey', { id: a.id }));
    expect((await ingest(t, a.deviceKey, a.id, r)).code).toBe(2049001);
    expect(ok(await ingest(t, rotated.deviceKey, a.id, r))).toMatchObject({ stored: 1 });
  });

  it('averages an hour once it has ended; late data recomputes it, clearing and raising the alarm again', async () => {
    const p = await addPoint(su, le1);
    await ingest(t, p.deviceKey, p.id, minutes('w01018', '2020-01-02T10', ['40', '60', '80']));
    await run('2020-01-02T10:59:59');
    expect(await alarmsOf(p.id)).toEqual([]); // the hour has not ended
    await run('2020-01-02T11:00:00');
    // (40 + 60 + 80) / 3 = 60 > 50: ratio 1.2, below 1.5: general (2)
    let [a] = await alarmsOf(p.id);
    expect(a).toMatchObject({ alarmType: 2, average: '60', limit: '50', ratio: '1.2', rank: 2, status: 0, cleared: false });
    expect(a!.periodStart).toBe('2020-01-02T02:00:00.000Z');
    // late: two readings of 10 → (40 + 60 + 80 + 10 + 10) / 5 = 40 ≤ 50: cleared
    await ingest(t, p.deviceKey, p.id, [
      { pollutant: 'w01018', time: '2020-01-02T10:30:00+08:00', value: '10' },
      { pollutant: 'w01018', time: '2020-01-02T10:31:00+08:00', value: '10' },
    ]);
    expect(await run('2020-01-02T12:00:00')).toMatchObject({ hours: 1, cleared: 1 });
    [a] = await alarmsOf(p.id);
    expect(a).toMatchObject({ cleared: true, average: '60' });
    expect(a!.clearedReason).toContain('40');
    expect(await alarmsOf(p.id, false)).toEqual([]);
    // later still: 200 → (40 + 60 + 80 + 10 + 10 + 200) / 6 = 66.666667 > 50: raised again, the same alarm
    await ingest(t, p.deviceKey, p.id, [{ pollutant: 'w01018', time: '2020-01-02T10:45:00+08:00', value: '200' }]);
    expect(await run('2020-01-02T12:00:20')).toMatchObject({ raised: 1 });
    const again = await alarmsOf(p.id);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: a!.id, cleared: false, average: '66.666667', ratio: '1.3333', rank: 2 });
  });

  it('a day with 19 valid hours gives a data-insufficient notice, not an alarm; with 20 the daily limit is checked', async () => {
    const p = await addPoint(su, le1);
    const hours = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({
        pollutant: 'w01018',
        time: `2020-01-05T${String(from + i).padStart(2, '0')}:10:00+08:00`,
        value: '45',
      }));
    await ingest(t, p.deviceKey, p.id, hours(0, 19));
    await run('2020-01-06T00:00:00');
    const day = () =>
      t.database.db
        .select()
        .from(envAverage)
        .where(and(eq(envAverage.pointId, Number(p.id)), eq(envAverage.period, 'day')));
    expect((await day()).map((d) => [d.value, d.count, d.insufficient])).toEqual([[null, 19, true]]);
    expect(
      await t.database.db
        .select()
        .from(envAlarm)
        .where(eq(envAlarm.pointId, Number(p.id))),
    ).toEqual([]); // 45 < hourly 50
    await ingest(t, p.deviceKey, p.id, hours(19, 20));
    await run('2020-01-06T00:01:00');
    // 20 valid hours of 45: daily average 45 > daily limit 40, ratio 1.125: general
    expect((await day()).map((d) => [Number(d.value), d.count, d.insufficient])).toEqual([[45, 20, false]]);
    const [a] = await alarmsOf(p.id);
    expect(a).toMatchObject({ alarmType: 1, average: '45', limit: '40', ratio: '1.125', rank: 2, periodStart: '2020-01-04T16:00:00.000Z' });
  });

  it('ranks by the thresholds stored as data: ratio exactly 2 is urgent, and the settings can change them', async () => {
    const p = await addPoint(su, le1);
    await ingest(t, p.deviceKey, p.id, minutes('w21003', '2020-01-03T09', ['16'])); // 16 / 8 = 2
    await run('2020-01-03T10:00:00');
    expect((await alarmsOf(p.id))[0]).toMatchObject({ rank: 0, ratio: '2' });
    expect((await su.post('/api/main/envAlarm/settingsEdit', { urgentRatio: '1.2', importantRatio: '1.5' })).code).toBe(2048006);
    ok(await su.post('/api/main/envAlarm/settingsEdit', { urgentRatio: '3', importantRatio: '1.5' }));
    await ingest(t, p.deviceKey, p.id, minutes('w21003', '2020-01-03T11', ['16']));
    await run('2020-01-03T12:00:00');
    expect((await alarmsOf(p.id)).map((r) => r.rank)).toEqual([1, 0]); // newest first: 2 < 3 is important now
    ok(await su.post('/api/main/envAlarm/settingsEdit', { urgentRatio: '2', importantRatio: '1.5' }));
  });

  it('assigns and handles: the handler must see the point, only the handler or an admin processes', async () => {
    const p = await addPoint(su, park);
    await ingest(t, p.deviceKey, p.id, minutes('w01018', '2020-01-07T10', ['70']));
    await run('2020-01-07T11:00:00');
    const [a] = await alarmsOf(p.id);
    // the demo user sees only its legal entity, not the park
    expect((await su.post('/api/main/envAlarm/assign', { id: a!.id, userId: ids.user })).code).toBe(2048004);
    expect((await su.post('/api/main/envAlarm/handle', { id: a!.id, note: 'x' })).code).toBe(2048002); // not assigned yet
    const assigned = ok<EnvAlarmRow>(await su.post('/api/main/envAlarm/assign', { id: a!.id, userId: ids.superAdmin }));
    expect(assigned).toMatchObject({ status: 1, handlerId: ids.superAdmin });
    expect((await su.post('/api/main/envAlarm/assign', { id: a!.id, userId: ids.manager })).code).toBe(2048002);
    const todos = await t.app.services.todo.todosOf('env_alarm', Number(a!.id));
    expect(todos.map((x) => [x.userId, x.kind, x.link])).toEqual([
      [Number(ids.superAdmin), 'env_alarm', `/environment/alarmLog?id=${a!.id}`],
    ]);
    // the manager holds the button but is neither the handler nor an administrator
    expect((await mgr.post('/api/main/envAlarm/handle', { id: a!.id, note: 'x' })).code).toBe(2048005);
    const done = ok<EnvAlarmRow>(await su.post('/api/main/envAlarm/handle', { id: a!.id, note: 'Valve closed' }));
    expect(done).toMatchObject({ status: 2, note: 'Valve closed' });
    expect((await t.app.services.todo.todosOf('env_alarm', Number(a!.id))).every((x) => x.doneAt !== null)).toBe(true);
    expect((await su.post('/api/main/envAlarm/handle', { id: a!.id, note: 'again' })).code).toBe(2048002);
    const counts = ok<Record<string, number>>(await su.get(`/api/main/envAlarm/counts?pointId=${p.id}`));
    expect(counts).toEqual({ urgent: 0, important: 0, general: 1, total: 1 }); // 70 / 50 = 1.4
  });

  it.runIf(kind === 'postgres')('two assignments at once: one decision', async () => {
    const p = await addPoint(su, le1);
    await ingest(t, p.deviceKey, p.id, minutes('w01018', '2020-01-08T10', ['70']));
    await run('2020-01-08T11:00:00');
    const [a] = await alarmsOf(p.id);
    const results = await Promise.all([
      su.post('/api/main/envAlarm/assign', { id: a!.id, userId: ids.superAdmin }),
      su.post('/api/main/envAlarm/assign', { id: a!.id, userId: ids.manager }),
    ]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => !r.success).map((r) => r.code)[0]).toBeOneOf([2048002, 2048003]);
    const [row] = await t.database.db
      .select()
      .from(envAlarm)
      .where(eq(envAlarm.id, Number(a!.id)));
    expect(row!.version).toBe(2);
  });
});
