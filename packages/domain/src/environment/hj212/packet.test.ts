import { describe, expect, it } from 'vitest';
import { hj212CrcHex } from './crc.js';
import { buildHj212Segment, frameHj212, hj212AnswerRequested, hj212FlagVersion, parseHj212Frame } from './packet.js';
import type { Hj212Result } from './refusal.js';

/** HJ 212-2017's own packet example (see crc.test.ts for where it is published). */
const STANDARD_FRAME =
  '##0101QN=20160801085857223;ST=32;CN=1062;PW=100000;MN=010000A8900016F000169DC0;Flag=5;CP=&&RtdInterval=30&&1C80\r\n';

/** A frame with a correct length and CRC around any segment. */
const wrap = (segment: string) => `##${String(segment.length).padStart(4, '0')}${segment}${hj212CrcHex(segment)}\r\n`;

function refusalOf<T>(r: Hj212Result<T>) {
  if (r.ok) throw new Error('expected a refusal');
  return r.refusal;
}

describe('parseHj212Frame', () => {
  it("parses the standard's example packet", () => {
    const r = parseHj212Frame(STANDARD_FRAME);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      qn: '20160801085857223',
      st: '32',
      cn: '1062',
      pw: '100000',
      mn: '010000A8900016F000169DC0',
      flag: 5,
      cp: 'RtdInterval=30',
    });
    expect(r.value.pnum).toBeUndefined();
    // Flag 5 = 000001 0 1: version 1 (HJ 212-2017), no sub-packets, answer requested.
    expect(hj212FlagVersion(r.value.flag)).toBe(1);
    expect(hj212AnswerRequested(r.value.flag)).toBe(true);
    expect(hj212AnswerRequested(4)).toBe(false);
  });

  it('accepts a lower-case CRC', () => {
    expect(parseHj212Frame(STANDARD_FRAME.replace('1C80', '1c80')).ok).toBe(true);
  });

  it('refuses a wrong or malformed length', () => {
    expect(refusalOf(parseHj212Frame(STANDARD_FRAME.replace('##0101', '##0100'))).reason).toBe('bad_length');
    expect(refusalOf(parseHj212Frame(STANDARD_FRAME.replace('##0101', '##0102'))).reason).toBe('bad_length');
    expect(refusalOf(parseHj212Frame(STANDARD_FRAME.replace('##0101', '##01A1'))).reason).toBe('bad_length');
    expect(refusalOf(parseHj212Frame(STANDARD_FRAME.slice(0, -2))).reason).toBe('bad_length');
    const long = `QN=1;ST=32;CN=2011;PW=1;MN=M;Flag=4;CP=&&${'x'.repeat(1000)}&&`;
    expect(refusalOf(parseHj212Frame(wrap(long))).reason).toBe('bad_length');
  });

  it('refuses a wrong or malformed CRC', () => {
    expect(refusalOf(parseHj212Frame(STANDARD_FRAME.replace('1C80', '1C81')))).toMatchObject({
      reason: 'bad_crc',
      detail: 'received 1C81, computed 1C80',
    });
    expect(refusalOf(parseHj212Frame(STANDARD_FRAME.replace('1C80', 'ZZZZ'))).reason).toBe('bad_crc');
    // One character of the segment changed, CRC left as it was.
    expect(refusalOf(parseHj212Frame(STANDARD_FRAME.replace('PW=100000', 'PW=100001'))).reason).toBe('bad_crc');
  });

  it('reads a packet without Flag, or with a Flag without version bits, as HJ/T 212-2005', () => {
    const noFlag = parseHj212Frame(wrap('ST=32;CN=2011;PW=123456;MN=88888880000001;CP=&&DataTime=20240102030000;w01018-Rtd=1&&'));
    expect(noFlag).toMatchObject({ ok: true, value: { protocol: '2005', flag: 0, mn: '88888880000001' } });
    expect(noFlag.ok && noFlag.value.qn).toBeUndefined();
    const oldFlag = parseHj212Frame(wrap('QN=20240102030000000;ST=32;CN=2011;PW=123456;MN=M1;Flag=1;CP=&&&&'));
    expect(oldFlag).toMatchObject({ ok: true, value: { protocol: '2005', flag: 1 } });
    expect(parseHj212Frame(wrap('ST=32;CN=2011;PW=123456;MN=M1;Flag=4;CP=&&&&'))).toMatchObject({ ok: true, value: { protocol: '2017' } });
  });

  it('accepts a password of up to 24 characters', () => {
    const pw24 = 'Ab3#kZ9!mQ2$xW7%pL5^rT1*';
    expect(pw24).toHaveLength(24);
    expect(parseHj212Frame(wrap(`ST=32;CN=2011;PW=${pw24};MN=M1;Flag=4;CP=&&&&`))).toMatchObject({ ok: true, value: { pw: pw24 } });
    expect(refusalOf(parseHj212Frame(wrap(`ST=32;CN=2011;PW=${pw24}x;MN=M1;Flag=4;CP=&&&&`)))).toMatchObject({ field: 'PW' });
  });

  it('accepts a segment above 1024 characters when allowed', () => {
    const cp = `DataTime=20240102030000;${Array.from({ length: 90 }, (_, i) => `w${String(10000 + i)}-Avg=${i}.5`).join(';')}`;
    const frame = wrap(`QN=20240102030000000;ST=32;CN=2051;PW=123456;MN=M1;Flag=5;CP=&&${cp}&&`);
    expect(frame.length - 12).toBeGreaterThan(1024);
    expect(refusalOf(parseHj212Frame(frame)).reason).toBe('bad_length');
    expect(parseHj212Frame(frame, 4096).ok).toBe(true);
  });

  it('refuses a header other than ##', () => {
    expect(refusalOf(parseHj212Frame(`!!${STANDARD_FRAME.slice(2)}`)).reason).toBe('bad_header');
  });

  it('names each missing required field', () => {
    const full = { QN: '20160801085857223', ST: '32', CN: '2011', PW: '123456', MN: 'MN01', Flag: '5' };
    for (const missing of ['ST', 'CN', 'PW', 'MN']) {
      const head = Object.entries(full)
        .filter(([k]) => k !== missing)
        .map(([k, v]) => `${k}=${v}`)
        .join(';');
      expect(refusalOf(parseHj212Frame(wrap(`${head};CP=&&&&`)))).toMatchObject({ reason: 'missing_field', field: missing });
    }
    expect(refusalOf(parseHj212Frame(wrap('ST=3;CN=2011;PW=1;Flag=4;CP=&&&&')))).toMatchObject({ reason: 'missing_field', field: 'MN' });
    expect(refusalOf(parseHj212Frame(wrap('QN=20160801085857223;ST=32;CN=2011;PW=1;MN=M;Flag=4')))).toMatchObject({
      reason: 'missing_field',
      field: 'CP',
    });
  });

  it('refuses malformed fields', () => {
    const cases: Array<[string, string]> = [
      ['ST=32;CN=20111;PW=1;MN=M;Flag=4;CP=&&&&', 'CN'],
      ['ST=3;CN=2011;PW=1;MN=M;Flag=4;CP=&&&&', 'ST'],
      ['QN=2016;ST=32;CN=2011;PW=1;MN=M;Flag=4;CP=&&&&', 'QN'],
      ['ST=32;CN=2011;PW=1;MN=M;Flag=x;CP=&&&&', 'Flag'],
      ['ST=32;CN=2011;PW=1;MN=M;Flag=256;CP=&&&&', 'Flag'],
      ['ST=32;CN=2011;PW=1;MN=M M;Flag=4;CP=&&&&', 'MN'],
      ['ST=32;ST=31;CN=2011;PW=1;MN=M;Flag=4;CP=&&&&', 'ST'],
      ['ST=32;CN=2011;PW=1;MN=M;Flag=4;CP=&&&', 'CP'],
      ['ST=32;CN;PW=1;MN=M;Flag=4;CP=&&&&', 'CN'],
      ['X=1;ST=32;CN=2011;PW=1;MN=M;Flag=4;X=2;CP=&&&&', 'X'],
      ['ST=32;;CN=2011;PW=1;MN=M;Flag=4;CP=&&&&', ''],
      ['=1;ST=32;CN=2011;PW=1;MN=M;Flag=4;CP=&&&&', '=1'],
      // a repeated field is refused before a missing one, a missing one before a malformed one
      ['ST=3;CN=2011;PW=1;Flag=4;Flag=5;CP=&&&&', 'Flag'],
    ];
    for (const [segment, field] of cases) {
      expect(refusalOf(parseHj212Frame(wrap(segment))), segment).toMatchObject({ reason: 'bad_field', field });
    }
    expect(refusalOf(parseHj212Frame(wrap('ST=32;CN=2011;PW=1;MN=M;Flag=4;CP=&&Note=\u00e9&&'))).reason).toBe('bad_field');
  });

  it('requires PNUM and PNO when Flag bit D is set', () => {
    expect(refusalOf(parseHj212Frame(wrap('ST=32;CN=2011;PW=1;MN=M;Flag=7;CP=&&&&')))).toMatchObject({
      reason: 'missing_field',
      field: 'PNUM',
    });
    expect(refusalOf(parseHj212Frame(wrap('ST=32;CN=2011;PW=1;MN=M;Flag=7;PNUM=2;PNO=3;CP=&&&&'))).field).toBe('PNO');
    const r = parseHj212Frame(wrap('ST=32;CN=2011;PW=1;MN=M;Flag=7;PNUM=2;PNO=1;CP=&&&&'));
    expect(r.ok && [r.value.pnum, r.value.pno]).toEqual([2, 1]);
  });

  it('round-trips a built packet', () => {
    const segment = buildHj212Segment({
      qn: '20240102030405006',
      st: '31',
      cn: '2051',
      pw: 'pw',
      mn: 'DEV-1',
      flag: 7,
      pnum: 3,
      pno: 2,
      cp: 'DataTime=20240102030000;a21026-Avg=12.5',
    });
    expect(segment).toBe(
      'QN=20240102030405006;ST=31;CN=2051;PW=pw;MN=DEV-1;Flag=7;PNUM=3;PNO=2;CP=&&DataTime=20240102030000;a21026-Avg=12.5&&',
    );
    const frame = frameHj212(segment);
    expect(frame.slice(0, 6)).toBe(`##0${segment.length}`);
    const r = parseHj212Frame(frame);
    expect(r.ok && r.value).toMatchObject({ qn: '20240102030405006', cn: '2051', mn: 'DEV-1', pnum: 3, pno: 2 });
  });
});
