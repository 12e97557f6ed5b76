import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildHj212DataPacket, buildHj212Segment, frameHj212, hj212Qn, parseHj212Frame, type Hj212DataPacketInput } from '@carbon/domain';
import { sysOrg } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { createHj212Listener, type Hj212Batch } from './hj212-listener.js';
import { hj212SinkOf } from './hj212-sink.js';
import { connect } from './hj212.testing.js';

type Row = { pollutant: string; kind: string; time: string; value: string };
type LogRow = { source: string; outcome: string; reason: string | null; stored: number };

let qnAt = Date.parse('2030-01-01T00:00:00Z');
const qn = () => hj212Qn(new Date((qnAt += 1)));
const at = (iso: string) => new Date(iso);
const qnOf = (frame: string) => {
  const p = parseHj212Frame(frame);
  return p.ok ? p.value.qn : undefined;
};

describe.each(dbKinds())('the HJ 212 listener on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let port = 0;
  let orgId = '';
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { HJ212_PORT: '0' } });
    const admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    api = caller(t, () => admin);
    const [park] = await t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'fii-ccbg-longhua'));
    orgId = String(park!.id);
    port = (await t.app.services.hj212.start())!;
  });
  afterAll(() => t.close());

  /** An automatic wastewater outlet measuring COD and ammonia nitrogen, with an MN and password. */
  async function addPoint() {
    seq++;
    const res = await api.post('/api/main/envPoint/add', {
      orgId,
      name: `HJ 212 outlet ${kind} ${seq}`,
      monitoringType: 1,
      pointType: 1,
      modeType: 1,
      mn: `MN${kind.slice(0, 2)}${seq}`,
      hj212Password: 'pw1234',
      pollutants: [
        { code: 'w01018', unit: 'mg/L', hourlyLimit: '50', dailyLimit: '40' },
        { code: 'w21003', unit: 'mg/L', hourlyLimit: '5', dailyLimit: '4' },
      ],
    });
    expect(res.success, res.message).toBe(true);
    const p = res.data as { id: string; deviceKey: string; mn: string };
    return { id: p.id, key: p.deviceKey, mn: p.mn, pw: 'pw1234' };
  }

  const packet = (
    p: { mn: string; pw: string },
    cn: Hj212DataPacketInput['cn'],
    dataTime: Date,
    values: Hj212DataPacketInput['values'],
    answer = true,
  ) => buildHj212DataPacket({ mn: p.mn, pw: p.pw, cn, dataTime, values, qn: qn(), answer });

  async function readings(pointId: string): Promise<Row[]> {
    const res = await api.get(`/api/main/envReading/readings?pointId=${pointId}&from=2024-03-01&to=2024-03-08`);
    expect(res.success, res.message).toBe(true);
    const rows = (res.data as { rows: Row[] }).rows.map((r) => ({ ...r, time: new Date(r.time).toISOString() }));
    return rows.sort((a, b) => `${a.time}${a.pollutant}${a.kind}`.localeCompare(`${b.time}${b.pollutant}${b.kind}`));
  }

  async function refusedLog(pointId: string): Promise<LogRow[]> {
    const res = await api.get(`/api/main/envReading/log?pointId=${pointId}&outcome=refused&pageNo=1&pageSize=50`);
    return (res.data as { rows: LogRow[] }).rows;
  }

  it('stores the readings the HTTP route stores for the same data, and answers with CN 9014', async () => {
    const viaHttp = await addPoint();
    const viaTcp = await addPoint();
    const minutes = [
      { time: '2024-03-01T08:00:00+08:00', cod: '31.5', nh3: '1.20' },
      { time: '2024-03-01T08:01:00+08:00', cod: '32', nh3: '1.25' },
      { time: '2024-03-01T08:02:00+08:00', cod: '30.75', nh3: '0.9' },
    ];
    const http = await t.app.inject({
      method: 'POST',
      url: '/api/main/envReading/ingest',
      headers: { 'x-device-key': viaHttp.key },
      payload: {
        pointId: viaHttp.id,
        readings: minutes.flatMap((m) => [
          { pollutant: 'w01018', time: m.time, value: m.cod },
          { pollutant: 'w21003', time: m.time, value: m.nh3 },
        ]),
      },
    });
    expect(http.json<Envelope>().success).toBe(true);

    const device = await connect(port);
    for (const m of minutes) {
      device.write(
        packet(viaTcp, '2011', at(m.time), [
          { code: 'w01018', value: m.cod },
          { code: 'w21003', value: m.nh3 },
        ]),
      );
    }
    await device.answered(3);
    expect(device.answers.map((a) => [a.st, a.cn, a.mn, a.flag, a.cp])).toEqual(Array(3).fill(['91', '9014', viaTcp.mn, 4, '']));
    await device.close();

    const tcpRows = await readings(viaTcp.id);
    expect(tcpRows).toEqual(await readings(viaHttp.id));
    // 08:00 Beijing time is 00:00 UTC; six readings, real-time kind (CN 2011)
    expect(tcpRows.map((r) => [r.time, r.pollutant, r.kind, Number(r.value)])).toEqual([
      ['2024-03-01T00:00:00.000Z', 'w01018', 'realtime', 31.5],
      ['2024-03-01T00:00:00.000Z', 'w21003', 'realtime', 1.2],
      ['2024-03-01T00:01:00.000Z', 'w01018', 'realtime', 32],
      ['2024-03-01T00:01:00.000Z', 'w21003', 'realtime', 1.25],
      ['2024-03-01T00:02:00.000Z', 'w01018', 'realtime', 30.75],
      ['2024-03-01T00:02:00.000Z', 'w21003', 'realtime', 0.9],
    ]);
  });

  it('reassembles a packet split across writes and splits packets joined in one', async () => {
    const p = await addPoint();
    const one = packet(p, '2011', at('2024-03-02T10:00:00+08:00'), [{ code: 'w01018', value: '10' }]);
    const two = packet(p, '2011', at('2024-03-02T10:01:00+08:00'), [{ code: 'w01018', value: '11' }]);
    const three = packet(p, '2011', at('2024-03-02T10:02:00+08:00'), [{ code: 'w01018', value: '12' }]);
    const device = await connect(port);
    device.write(one.slice(0, 30));
    await new Promise((r) => setTimeout(r, 50));
    device.write(one.slice(30) + two + three.slice(0, 7));
    await new Promise((r) => setTimeout(r, 50));
    device.write(three.slice(7));
    await device.answered(3);
    await device.close();
    expect((await readings(p.id)).map((r) => r.value).map(Number)).toEqual([10, 11, 12]);
  });

  it('stores what a device sent before it closed the connection at once', async () => {
    const p = await addPoint();
    const frames = [0, 1, 2, 3].map((m) =>
      packet(p, '2011', at(`2024-03-02T11:0${m}:00+08:00`), [{ code: 'w01018', value: String(30 + m) }]),
    );
    const socket = net.connect({ host: '127.0.0.1', port });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    // everything, then the end, in one go: the connection is closed before a byte of it has been decoded or stored
    await new Promise<void>((r) => socket.end(Buffer.from(frames.join(''), 'latin1'), r));
    await vi.waitFor(async () => expect((await readings(p.id)).map((r) => Number(r.value))).toEqual([30, 31, 32, 33]), { timeout: 10_000 });
  });

  it('stores minute, hourly and daily data with their kinds, and answers only when the Flag asks', async () => {
    const p = await addPoint();
    const device = await connect(port);
    device.write(packet(p, '2051', at('2024-03-03T09:05:00+08:00'), [{ code: 'w01018', value: '20.5' }], false));
    device.write(packet(p, '2061', at('2024-03-03T09:00:00+08:00'), [{ code: 'w01018', value: '21' }], false));
    const last = packet(p, '2031', at('2024-03-03T00:00:00+08:00'), [{ code: 'w01018', value: '22' }]);
    device.write(last);
    expect(await device.answered(1)).toEqual([qnOf(last)]);
    await device.close();
    expect((await readings(p.id)).map((r) => [r.kind, Number(r.value)])).toEqual([
      ['day', 22],
      ['hour', 21],
      ['minute', 20.5],
    ]);
  });

  it('refuses a bad CRC, a bad length, an unknown MN and a wrong password, storing nothing of them', async () => {
    const p = await addPoint();
    const good = packet(p, '2011', at('2024-03-04T08:00:00+08:00'), [{ code: 'w01018', value: '40' }]);
    const badCrc = packet(p, '2011', at('2024-03-04T08:01:00+08:00'), [{ code: 'w01018', value: '41' }]).replace(
      /[0-9A-F]{4}\r\n$/,
      'FFFF\r\n',
    );
    const wrongLength = packet(p, '2011', at('2024-03-04T08:02:00+08:00'), [{ code: 'w01018', value: '42' }]).replace(
      /^##(\d{4})/,
      (_, n: string) => `##${String(Number(n) + 3).padStart(4, '0')}`,
    );
    const unknownMn = packet({ mn: 'NOSUCHMN', pw: p.pw }, '2011', at('2024-03-04T08:03:00+08:00'), [{ code: 'w01018', value: '43' }]);
    const wrongPw = packet({ mn: p.mn, pw: 'nope12' }, '2011', at('2024-03-04T08:04:00+08:00'), [{ code: 'w01018', value: '44' }]);
    const missingMn = frameHj212(
      buildHj212Segment({ qn: qn(), st: '32', cn: '2011', pw: p.pw, mn: '', flag: 5, cp: 'DataTime=20240304080500;w01018-Rtd=45' }).replace(
        ';MN=;',
        ';',
      ),
    );
    const probe = packet(p, '2011', at('2024-03-04T08:09:00+08:00'), [{ code: 'w01018', value: '49' }]);
    const device = await connect(port);
    for (const frame of [good, badCrc, wrongLength, unknownMn, wrongPw, missingMn]) device.write(frame);
    device.write(probe);
    const qns = await device.answered(2);
    await device.close();
    // answered in order: the good packet and the probe, nothing for the refused ones
    expect(qns).toEqual([qnOf(good), qnOf(probe)]);
    expect((await readings(p.id)).map((r) => Number(r.value))).toEqual([40, 49]);
    // the wrong password names a registered point: its ingestion log shows the refusal (the bad CRC and length too
    // when the connection had named the point before they were refused)
    const refused = (await refusedLog(p.id)).filter((r) => r.reason?.startsWith('wrong_password'));
    expect(refused.map((r) => [r.source, r.outcome, r.stored])).toEqual([['hj212', 'refused', 0]]);
  });

  it('stores only the pollutants the point measures and only values flagged N or T', async () => {
    const p = await addPoint();
    const device = await connect(port);
    device.write(
      packet(p, '2011', at('2024-03-05T08:00:00+08:00'), [
        { code: 'w01018', value: '12', flag: 'D' }, // instrument fault: not a measurement
        { code: 'w21003', value: '9.5', flag: 'T' }, // above the measuring range: stored
        { code: 'a34013', value: '7' }, // not measured by this point
      ]),
    );
    await device.answered(1);
    await device.close();
    expect((await readings(p.id)).map((r) => [r.pollutant, Number(r.value)])).toEqual([['w21003', 9.5]]);
  });

  it('refuses data dated in the future, as the HTTP route does, and stores the rest', async () => {
    const p = await addPoint();
    const future = new Date(Date.now() + 30 * 24 * 3600_000);
    const frames = [
      packet(p, '2011', at('2024-03-06T08:00:00+08:00'), [{ code: 'w01018', value: '1' }]),
      packet(p, '2011', future, [{ code: 'w01018', value: '2' }]),
      packet(p, '2011', at('2024-03-06T08:02:00+08:00'), [{ code: 'w01018', value: '3' }]),
    ];
    const device = await connect(port);
    device.write(frames.join(''));
    expect(await device.answered(2)).toEqual([qnOf(frames[0]!), qnOf(frames[2]!)]);
    await device.close();
    expect((await readings(p.id)).map((r) => Number(r.value))).toEqual([1, 3]);
    expect((await refusedLog(p.id)).map((r) => r.reason)).toEqual([expect.stringMatching(/^bad_field DataTime .* is in the future$/)]);
  });

  it('stores the other packets of a joined batch when the ingestion refuses one of them', async () => {
    const p = await addPoint();
    const real = hj212SinkOf(t.app.services.envMonitoring.ingest);
    // the real ingestion, refusing one value as it would refuse a reading it finds wrong
    const listener = createHj212Listener({
      port: 0,
      host: '127.0.0.1',
      sink: {
        ...real,
        ingest: (batches) =>
          batches.some((b) => b.readings.some((r) => r.value === '666')) ? Promise.reject(new Error('refused')) : real.ingest(batches),
      },
    });
    const own = (await listener.start())!;
    try {
      const frames = ['1', '2', '666', '4', '5'].map((v, i) =>
        packet(p, '2011', new Date(Date.parse('2024-03-07T08:00:00+08:00') + i * 60_000), [{ code: 'w01018', value: v }]),
      );
      const device = await connect(own);
      device.write(frames.join(''));
      const probe = packet(p, '2011', at('2024-03-07T08:09:00+08:00'), [{ code: 'w01018', value: '9' }]);
      device.write(probe);
      expect(await device.answered(5)).toEqual([0, 1, 3, 4].map((i) => qnOf(frames[i]!)).concat(qnOf(probe)));
      await device.close();
      expect((await readings(p.id)).map((r) => Number(r.value))).toEqual([1, 2, 4, 5, 9]);
    } finally {
      await listener.stop();
    }
  });

  /** A listener of its own on the real sink, whose ingestions are recorded (and refused where `refuses` says). */
  async function recordingListener(refuses: (batches: readonly Hj212Batch[]) => boolean = () => false) {
    const real = hj212SinkOf(t.app.services.envMonitoring.ingest);
    const calls: string[][] = [];
    const listener = createHj212Listener({
      port: 0,
      host: '127.0.0.1',
      sink: {
        ...real,
        ingest: (batches) => {
          calls.push([...new Set(batches.map((b) => b.pointId))].sort());
          return refuses(batches) ? Promise.reject(new Error('refused')) : real.ingest(batches);
        },
      },
    });
    return { listener, calls, port: (await listener.start())! };
  }

  /** Minute packets of `p` from 2024-03-06 `hour`:00 (Beijing), one COD value each; only the last asks for an answer. */
  const burst = (p: { mn: string; pw: string }, hour: string, values: string[]) =>
    values.map((v, i) =>
      packet(
        p,
        '2011',
        new Date(Date.parse(`2024-03-06T${hour}:00:00+08:00`) + i * 60_000),
        [{ code: 'w01018', value: v }],
        i === values.length - 1,
      ),
    );

  it('stores the batches of devices sending at the same time in one ingestion', async () => {
    const points = [await addPoint(), await addPoint(), await addPoint()];
    const { listener, calls, port: own } = await recordingListener();
    try {
      const devices = await Promise.all(points.map(() => connect(own)));
      // each device is known to the listener (found by its MN) before the bursts
      for (const [i, d] of devices.entries()) {
        d.write(burst(points[i]!, '07', ['1']).join(''));
        await d.answered(1);
      }
      calls.length = 0;
      const values = Array.from({ length: 200 }, (_, i) => String(i + 1));
      for (const [i, d] of devices.entries()) d.write(burst(points[i]!, '08', values).join(''));
      await Promise.all(devices.map((d) => d.answered(2)));
      await Promise.all(devices.map((d) => d.close()));
      for (const p of points) expect((await readings(p.id)).map((r) => Number(r.value))).toEqual([1, ...values.map(Number)]);
      // the three connections' batches went into the database together, not one ingestion each
      expect(
        calls.some((c) => c.length > 1),
        JSON.stringify(calls),
      ).toBe(true);
      expect(calls.length).toBeLessThan(3);
    } finally {
      await listener.stop();
    }
  });

  it('stores the batches of the other devices when a combined ingestion is refused for one of them', async () => {
    const [good, bad] = [await addPoint(), await addPoint()];
    const {
      listener,
      calls,
      port: own,
    } = await recordingListener((batches) => batches.some((b) => b.readings.some((r) => r.value === '666')));
    try {
      const [g, b] = [await connect(own), await connect(own)];
      g.write(burst(good, '07', ['1']).join(''));
      b.write(burst(bad, '07', ['2']).join(''));
      await Promise.all([g.answered(1), b.answered(1)]);
      calls.length = 0;
      const refused = burst(bad, '08', ['3', '666', '5']);
      g.write(burst(good, '08', ['7', '8']).join(''));
      b.write(refused.join(''));
      await g.answered(2);
      // the bad device's batch is split until the refused packet is alone; its last packet is stored and answered
      await b.answered(2);
      await Promise.all([g.close(), b.close()]);
      expect(calls[0]).toEqual([bad.id, good.id].sort());
      expect((await readings(good.id)).map((r) => Number(r.value))).toEqual([1, 7, 8]);
      expect((await readings(bad.id)).map((r) => Number(r.value))).toEqual([2, 3, 5]);
      expect(b.answers.map((a) => a.qn).slice(1)).toEqual([qnOf(refused[2]!)]);
    } finally {
      await listener.stop();
    }
  });
});

describe('the HJ 212 listener in the server lifecycle', () => {
  it('starts when the server listens with HJ212_PORT set, and stops when it closes', async () => {
    const t = await createTestApp({ env: { HJ212_PORT: '0' } });
    try {
      expect(t.app.services.hj212.port()).toBeUndefined();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      // onListen hooks run once the server listens, without holding listen() up
      await vi.waitFor(() => expect(t.app.services.hj212.port()).toBeGreaterThan(0), { timeout: 30_000 });
      const port = t.app.services.hj212.port();
      const device = await connect(port!);
      await device.close();
      await t.app.close();
      expect(t.app.services.hj212.port()).toBeUndefined();
      await expect(connect(port!)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await t.close().catch(() => undefined);
    }
  });

  it('stays off when HJ212_PORT is not set', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((r) => setTimeout(r, 200));
      expect(t.app.services.hj212.port()).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
