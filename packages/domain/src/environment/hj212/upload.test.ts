import { describe, expect, it } from 'vitest';
import { hj212CrcHex } from './crc.js';
import { createHj212Framer } from './framer.js';
import { frameHj212, parseHj212Frame } from './packet.js';
import { buildHj212DataAnswer } from './response.js';
import { HJ212_RAW_KEPT, decodeHj212Events, decodeHj212Frame } from './upload.js';

const frameOf = (segment: string) => `##${String(segment.length).padStart(4, '0')}${segment}${hj212CrcHex(segment)}\r\n`;
const MINUTE =
  'QN=20240102090000000;ST=32;CN=2051;PW=123456;MN=DEV1;Flag=5;CP=&&DataTime=20240102090000;w01018-Avg=30.5,w01018-Flag=N;w21003-Avg=1,w21003-Flag=D&&';

describe('decodeHj212Frame', () => {
  it('gives the MN, PW, kind, time and stored readings of a data upload, and the CN 9014 answer its Flag asks for', () => {
    const frame = frameOf(MINUTE);
    const parsed = parseHj212Frame(frame);
    if (!parsed.ok) throw new Error('must parse');
    expect(decodeHj212Frame(frame)).toEqual({
      ok: true,
      mn: 'DEV1',
      protocol: '2017',
      pw: '123456',
      // w21003 is flagged D (not N or T): not a reading to store
      data: {
        ok: true,
        value: {
          kind: 'minute',
          time: '2024-01-02T09:00:00+08:00',
          readings: [{ pollutant: 'w01018', time: '2024-01-02T09:00:00+08:00', value: '30.5' }],
        },
      },
      answer: buildHj212DataAnswer(parsed.value),
      raw: frame,
    });
  });

  it('gives no answer when the Flag does not ask for one', () => {
    const decoded = decodeHj212Frame(frameOf(MINUTE.replace('Flag=5', 'Flag=4')));
    expect(decoded.ok && decoded.answer).toBeNull();
  });

  it('refuses the frame itself on a bad CRC, and keeps its start to name it', () => {
    const long = MINUTE.replace('&&', '&&w01001-Avg=7.1,w01001-Flag=N;w01009-Avg=8.25,w01009-Flag=N;w01010-Avg=12,w01010-Flag=N;');
    const frame = frameOf(long).replace(/[0-9A-F]{4}\r\n$/, '0000\r\n');
    expect(frame.length).toBeGreaterThan(HJ212_RAW_KEPT);
    const decoded = decodeHj212Frame(frame);
    expect(decoded).toMatchObject({ ok: false, refusal: { reason: 'bad_crc' } });
    expect(decoded.raw).toBe(frame.slice(0, HJ212_RAW_KEPT));
    expect(decoded.raw.length).toBe(HJ212_RAW_KEPT);
  });

  it('keeps the MN and PW of a packet whose data is refused (the point it names logs the refusal)', () => {
    const decoded = decodeHj212Frame(frameOf(MINUTE.replace('CN=2051', 'CN=1062')));
    expect(decoded).toMatchObject({
      ok: true,
      mn: 'DEV1',
      pw: '123456',
      data: { ok: false, refusal: { reason: 'unsupported_cn', field: 'CN' } },
    });
  });
});

describe('decodeHj212Frame: HJ/T 212-2005', () => {
  it('reads a packet without Flag or QN as 2005, with no answer', () => {
    const frame = frameHj212('ST=32;CN=2011;PW=123456;MN=88888880000001;CP=&&DataTime=20240102030000;w01018-Rtd=12.5,w01018-Flag=N&&');
    expect(decodeHj212Frame(frame)).toMatchObject({
      ok: true,
      protocol: '2005',
      answer: null,
      data: { ok: true, value: { kind: 'realtime', readings: [{ pollutant: 'w01018', value: '12.5' }] } },
    });
  });
});

describe('decodeHj212Events', () => {
  it('decodes the frames a framer cut and passes its refusals on', () => {
    const framer = createHj212Framer();
    const good = frameOf(MINUTE);
    const events = [...framer.push(`${good}##9999xx\r\n${good.slice(0, 20)}`), ...framer.end()];
    expect(decodeHj212Events(events).map((u) => (u.ok ? 'ok' : u.refusal.reason))).toEqual(['ok', 'bad_length', 'incomplete']);
  });
});
