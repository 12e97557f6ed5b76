import { describe, expect, it } from 'vitest';
import { hj212CrcHex } from './crc.js';
import { hj212Readings } from './cp.js';
import { parseHj212Frame } from './packet.js';
import { buildHj212DataAnswer, buildHj212DataPacket, hj212Qn } from './response.js';

const STANDARD_FRAME =
  '##0101QN=20160801085857223;ST=32;CN=1062;PW=100000;MN=010000A8900016F000169DC0;Flag=5;CP=&&RtdInterval=30&&1C80\r\n';

describe('buildHj212DataAnswer (CN 9014)', () => {
  it('answers with the QN, PW and MN of the upload, ST 91, Flag 4 and an empty CP', () => {
    const parsed = parseHj212Frame(STANDARD_FRAME);
    if (!parsed.ok) throw new Error('example must parse');
    const segment = 'QN=20160801085857223;ST=91;CN=9014;PW=100000;MN=010000A8900016F000169DC0;Flag=4;CP=&&&&';
    // 21 + 6 + 8 + 10 + 28 + 7 + 7 characters.
    expect(buildHj212DataAnswer(parsed.value)).toBe(`##0087${segment}${hj212CrcHex(segment)}\r\n`);
  });

  it('keeps the protocol version of an HJ/T 212-2005 device (Flag version 0)', () => {
    const segment = 'ST=32;CN=2011;PW=1;MN=OLD;Flag=1;CP=&&DataTime=20240102030405;w01018-Rtd=1&&';
    const parsed = parseHj212Frame(`##${String(segment.length).padStart(4, '0')}${segment}${hj212CrcHex(segment)}\r\n`);
    if (!parsed.ok) throw new Error('must parse');
    const answer = parseHj212Frame(buildHj212DataAnswer(parsed.value));
    expect(answer.ok && answer.value).toMatchObject({ cn: '9014', st: '91', flag: 0, mn: 'OLD', cp: '' });
    expect(answer.ok && answer.value.qn).toBeUndefined();
  });
});

describe('hj212Qn', () => {
  it('is the Beijing time to the millisecond', () => {
    expect(hj212Qn(new Date('2016-08-01T00:58:57.223Z'))).toBe('20160801085857223');
    expect(hj212Qn(new Date('2016-08-01T00:58:57.007Z'))).toBe('20160801085857007');
  });
});

describe('buildHj212DataPacket', () => {
  it('builds a real-time upload that parses back to its readings', () => {
    const frame = buildHj212DataPacket({
      mn: 'DEV1',
      pw: '123456',
      cn: '2011',
      dataTime: new Date('2024-01-02T01:00:00Z'),
      values: [
        { code: 'w01018', value: '30.5' },
        { code: 'w21003', value: '1.25' },
      ],
    });
    expect(frame).toContain(';Flag=5;CP=&&DataTime=20240102090000;w01018-Rtd=30.5,w01018-Flag=N;w21003-Rtd=1.25,w21003-Flag=N&&');
    const parsed = parseHj212Frame(frame);
    if (!parsed.ok) throw new Error('must parse');
    expect(parsed.value).toMatchObject({ qn: '20240102090000000', st: '32', cn: '2011', mn: 'DEV1', pw: '123456', flag: 5 });
    const readings = hj212Readings(parsed.value);
    expect(readings.ok && readings.value.readings).toEqual([
      { pollutant: 'w01018', time: '2024-01-02T09:00:00+08:00', value: '30.5' },
      { pollutant: 'w21003', time: '2024-01-02T09:00:00+08:00', value: '1.25' },
    ]);
  });

  it('builds hourly data with Min/Avg/Max, and without asking for an answer when told', () => {
    const frame = buildHj212DataPacket({
      mn: 'DEV1',
      pw: 'p',
      cn: '2061',
      st: '31',
      answer: false,
      dataTime: new Date('2024-01-02T01:00:00Z'),
      values: [{ code: 'a21026', value: '12', flag: 'T' }],
    });
    expect(frame).toContain(
      ';ST=31;CN=2061;PW=p;MN=DEV1;Flag=4;CP=&&DataTime=20240102090000;a21026-Min=12,a21026-Avg=12,a21026-Max=12,a21026-Flag=T&&',
    );
  });
});
