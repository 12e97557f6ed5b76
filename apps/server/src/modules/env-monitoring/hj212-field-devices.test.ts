import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CODE, frameHj212, hj212Qn, type EnvReadingRow, type EnvRefusalRow } from '@carbon/domain';
import { sysOrg } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { connect } from './hj212.testing.js';

/**
 * Issue 27: the packets field devices send, which the listener used to refuse whole: HJ/T 212-2005
 * packets, long passwords, long decimals, repeated keys, a frame ending in a bare \n, Min/Max/Cou/Zs
 * values, daily values stamped at their day, long segments; and every refusal shown with its reason.
 * Every packet is written here and framed by the project's own CRC (frameHj212).
 */
let qnAt = Date.parse('2031-01-01T00:00:00Z');
const qn = () => hj212Qn(new Date((qnAt += 1)));
const PW24 = 'Zq8#vT2!pL6$wR4%nK9^mB3*';

describe.each(dbKinds())('the HJ 212 listener with field devices on %s', (kind) => {
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

  async function addPoint(opts: { pw?: string; protocol?: 'either' | '2005' | '2017' } = {}) {
    seq++;
    const pw = opts.pw ?? 'pw1234';
    const res = await api.post('/api/main/envPoint/add', {
      orgId,
      name: `Field device ${kind} ${seq}`,
      monitoringType: 1,
      pointType: 1,
      modeType: 1,
      mn: `FD${kind.slice(0, 2)}${seq}`,
      hj212Password: pw,
      ...(opts.protocol ? { hj212Protocol: opts.protocol } : {}),
      pollutants: [
        { code: 'w01018', unit: 'mg/L', hourlyLimit: '50' },
        { code: 'w21003', unit: 'mg/L' },
        { code: 'w00000', unit: 'm³/h' },
        { code: 'a21026', unit: 'mg/m³' },
      ],
    });
    expect(res.success, res.message).toBe(true);
    const p = res.data as { id: string; mn: string; hj212Protocol: string };
    return { id: p.id, mn: p.mn, pw, protocol: p.hj212Protocol };
  }

  /** A 2017 segment (Flag 5: version 1, answer asked) or, without `flag`, a 2005 one (no Flag, no QN). */
  const seg2017 = (p: { mn: string; pw: string }, cn: string, cp: string, q = qn()) =>
    `QN=${q};ST=32;CN=${cn};PW=${p.pw};MN=${p.mn};Flag=5;CP=&&${cp}&&`;
  const seg2005 = (p: { mn: string; pw: string }, cn: string, cp: string) => `ST=32;CN=${cn};PW=${p.pw};MN=${p.mn};CP=&&${cp}&&`;
  const qnIn = (segment: string) => /QN=(\d{17})/.exec(segment)![1];

  async function readings(pointId: string, from = '2024-05-01', to = '2024-05-08'): Promise<EnvReadingRow[]> {
    const res = await api.get(`/api/main/envReading/readings?pointId=${pointId}&from=${from}&to=${to}`);
    expect(res.success, res.message).toBe(true);
    return (res.data as { rows: EnvReadingRow[] }).rows;
  }
  const values = (rows: EnvReadingRow[]) => rows.map((r) => [r.pollutant, r.kind, r.value]);

  async function refusals(pointId: string): Promise<EnvRefusalRow[]> {
    const res = await api.get(`/api/main/envReading/refusals?pointId=${pointId}`);
    expect(res.success, res.message).toBe(true);
    return res.data as EnvRefusalRow[];
  }

  it('stores HJ/T 212-2005 packets (no Flag, no QN) without answering them, and a 24-character password', async () => {
    const p = await addPoint({ pw: PW24 });
    expect(p.protocol).toBe('either');
    const device = await connect(port);
    device.write(frameHj212(seg2005(p, '2011', 'DataTime=20240501080000;w01018-Rtd=12.5,w01018-Flag=N')));
    const probe = seg2017(p, '2011', 'DataTime=20240501080100;w01018-Rtd=13');
    device.write(frameHj212(probe));
    // one answer: the 2017 probe's (a 2005 packet without Flag asks for none)
    expect(await device.answered(1)).toEqual([qnIn(probe)]);
    await device.close();
    expect(values(await readings(p.id))).toEqual([
      ['w01018', 'realtime', '12.5'],
      ['w01018', 'realtime', '13'],
    ]);
  });

  it('refuses a 2005 packet at a point set to 2017 and a 2017 packet at a point set to 2005, saying why', async () => {
    const only2017 = await addPoint({ protocol: '2017' });
    const only2005 = await addPoint({ protocol: '2005' });
    const device = await connect(port);
    device.write(frameHj212(seg2005(only2017, '2011', 'DataTime=20240502080000;w01018-Rtd=1')));
    device.write(frameHj212(seg2017(only2005, '2011', 'DataTime=20240502080000;w01018-Rtd=2')));
    device.write(frameHj212(seg2005(only2005, '2011', 'DataTime=20240502080100;w01018-Rtd=3')));
    const probe = seg2017(only2017, '2011', 'DataTime=20240502080100;w01018-Rtd=4');
    device.write(frameHj212(probe));
    expect(await device.answered(1)).toEqual([qnIn(probe)]);
    await device.close();
    expect(values(await readings(only2017.id))).toEqual([['w01018', 'realtime', '4']]);
    expect(values(await readings(only2005.id))).toEqual([['w01018', 'realtime', '3']]);
    for (const p of [only2017, only2005]) {
      const [refusal] = await refusals(p.id);
      expect(refusal?.reason).toMatch(/^wrong_protocol/);
      expect(refusal?.raw).toContain(`MN=${p.mn}`);
      expect(refusal?.mn).toBe(p.mn);
    }
    // the setting is kept by an edit that leaves it out
    const detail = await api.get(`/api/main/envPoint/detail?id=${only2005.id}`);
    expect((detail.data as { hj212Protocol: string }).hj212Protocol).toBe('2005');
  });

  it('stores a value with more decimals rounded, keeps the last of a repeated key, and answers', async () => {
    const p = await addPoint();
    const device = await connect(port);
    const cp =
      'DataTime=20240503090000;w00000-Avg=10.5,w00000-Avg=11.25,w00000-Flag=N;w21003-Avg=0.09055002,w21003-Flag=N;' +
      'w01018-Avg=30.1234565,w01018-Flag=N';
    const segment = seg2017(p, '2061', cp);
    device.write(frameHj212(segment));
    expect(await device.answered(1)).toEqual([qnIn(segment)]);
    await device.close();
    expect(values(await readings(p.id))).toEqual([
      ['w00000', 'hour', '11.25'],
      ['w01018', 'hour', '30.123457'],
      ['w21003', 'hour', '0.09055'],
    ]);
    expect(await refusals(p.id)).toEqual([]);
  });

  it('keeps the good frame after one ending in a bare \\n, and shows the damaged one on the point', async () => {
    const p = await addPoint();
    const device = await connect(port);
    const damaged = frameHj212(seg2017(p, '2011', 'DataTime=20240504080000;w01018-Rtd=5')).replace(/\r\n$/, '\n');
    const good = seg2017(p, '2011', 'DataTime=20240504080100;w01018-Rtd=6');
    // the point is named first, so the damaged frame (refused before it can name one) is logged to it
    const first = seg2017(p, '2011', 'DataTime=20240504075900;w01018-Rtd=4');
    device.write(frameHj212(first));
    await device.answered(1);
    device.write(damaged + frameHj212(good));
    expect(await device.answered(2)).toEqual([qnIn(first), qnIn(good)]);
    await device.close();
    expect((await readings(p.id)).map((r) => r.value)).toEqual(['4', '6']);
    const [refusal] = await refusals(p.id);
    expect(refusal?.reason).toMatch(/^bad_length/);
    expect(refusal?.raw).toBe(damaged.slice(0, 200));
  });

  it('stores Min, Max, Cou and the Zs values beside the main value, stamps daily values at their day, and exports them', async () => {
    const p = await addPoint();
    const device = await connect(port);
    const hourly = seg2017(
      p,
      '2061',
      'DataTime=20240505100000;a21026-Min=10.1,a21026-Avg=12.5,a21026-Max=15.2,a21026-ZsMin=11,a21026-ZsAvg=13.75,' +
        'a21026-ZsMax=16.5,a21026-Flag=N;w00000-Avg=40,w00000-Cou=144.5,w00000-Flag=N',
    );
    const realtime = seg2017(p, '2011', 'DataTime=20240505100130;a21026-Rtd=12,a21026-ZsRtd=13.2,a21026-Flag=N');
    // a daily value sent at 00:15 of the next day for the 5th, as devices do: stamped at the day it names
    const daily = seg2017(p, '2031', 'DataTime=20240505231500;w01018-Avg=22,w01018-Flag=N');
    for (const s of [hourly, realtime, daily]) device.write(frameHj212(s));
    await device.answered(3);
    await device.close();
    const rows = await readings(p.id);
    expect(rows.find((r) => r.pollutant === 'a21026' && r.kind === 'hour')).toMatchObject({
      value: '12.5',
      min: '10.1',
      max: '15.2',
      zsMin: '11',
      zsAvg: '13.75',
      zsMax: '16.5',
    });
    expect(rows.find((r) => r.pollutant === 'w00000')).toMatchObject({ value: '40', cou: '144.5' });
    expect(rows.find((r) => r.kind === 'realtime')).toMatchObject({ value: '12', zsRtd: '13.2' });
    const day = rows.find((r) => r.kind === 'day')!;
    expect(new Date(day.time).toISOString()).toBe('2024-05-04T16:00:00.000Z'); // 2024-05-05 00:00 Beijing time
    // the export carries them in their own columns
    const file = await api.download(`/api/main/envReading/export?pointId=${p.id}&from=2024-05-01&to=2024-05-08`);
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Time',
      'Pollutant code',
      'Data type',
      'Value',
      'Minimum',
      'Maximum',
      'Cumulative',
      'Converted real-time value',
      'Converted average',
      'Converted minimum',
      'Converted maximum',
    ]);
    const hourRow = ws.getSheetValues().find((v) => Array.isArray(v) && v[2] === 'a21026' && v[3] === 'Hourly') as unknown[];
    expect(hourRow.slice(4)).toEqual(['12.5', '10.1', '15.2', '', '', '13.75', '11', '16.5']);
  });

  it('accepts a 2051 packet whose segment is longer than 1,024 characters', async () => {
    const p = await addPoint();
    // 90 pollutants of a gateway the point does not measure, then the point's own: 1,600-odd characters
    const others = Array.from({ length: 90 }, (_, i) => `w${String(30000 + i)}-Avg=${i}.25,w${String(30000 + i)}-Flag=N`).join(';');
    const segment = seg2017(p, '2051', `DataTime=20240506080000;${others};w01018-Avg=33,w01018-Flag=N`);
    expect(segment.length).toBeGreaterThan(1024);
    const device = await connect(port);
    device.write(frameHj212(segment));
    expect(await device.answered(1)).toEqual([qnIn(segment)]);
    await device.close();
    expect(values(await readings(p.id))).toEqual([['w01018', 'minute', '33']]);
  });

  it('keeps refusals naming no registered point in a list only administrators read', async () => {
    const device = await connect(port);
    const unknown = seg2017({ mn: `NOSUCH${kind}`, pw: 'x' }, '2011', 'DataTime=20240507080000;w01018-Rtd=1');
    device.write(frameHj212(unknown));
    // a probe that gets an answer tells the refusal was handled (a point's answer comes after it, in order)
    const p = await addPoint();
    const probe = seg2017(p, '2011', 'DataTime=20240507080100;w01018-Rtd=2');
    device.write(frameHj212(probe));
    await device.answered(1);
    await device.close();
    let list: EnvRefusalRow[] = [];
    for (let i = 0; i < 50 && !list.some((r) => r.mn === `NOSUCH${kind}`); i++) {
      await new Promise((r) => setTimeout(r, 20));
      list = (await api.get('/api/main/envReading/unregisteredRefusals')).data as EnvRefusalRow[];
    }
    const mine = list.find((r) => r.mn === `NOSUCH${kind}`);
    expect(mine?.reason).toMatch(/^unknown_mn/);
    expect(mine?.raw).toBe(frameHj212(unknown).slice(0, 200));
    const manager = caller(
      t,
      await (async () => {
        const tk = await login(t.app, 'manager', DEMO.manager);
        return () => tk;
      })(),
    );
    expect((await manager.get('/api/main/envReading/unregisteredRefusals')).code).toBe(CODE.NO_PERMISSION);
  });

  it('configures a 24-character password and refuses 25 or a semicolon, naming the field', async () => {
    expect((await addPoint({ pw: PW24 })).pw).toHaveLength(24);
    for (const pw of [`${PW24}x`, 'ab;cd']) {
      const res = await api.post('/api/main/envPoint/add', {
        orgId,
        name: `Bad password ${kind} ${pw}`,
        monitoringType: 1,
        pointType: 1,
        modeType: 1,
        mn: `BADPW${kind.slice(0, 2)}${pw.length}`,
        hj212Password: pw,
        pollutants: [{ code: 'w01018', unit: 'mg/L' }],
      });
      expect(res.success, pw).toBe(false);
      expect(res.message, pw).toMatch(/password|密码/i);
    }
  });

  it('refuses a pollutant unit with markup', async () => {
    const res = await api.post('/api/main/envPoint/add', {
      orgId,
      name: `Markup unit ${kind}`,
      monitoringType: 1,
      pointType: 1,
      modeType: 0,
      fillType: 1,
      pollutants: [{ code: 'w01018', unit: '<img src=x onerror=alert(1)>' }],
    });
    expect(res.success).toBe(false);
  });
});
