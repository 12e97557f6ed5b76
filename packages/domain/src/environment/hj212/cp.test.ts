import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hj212Readings, hj212StoredValue, hj212TimeToIso, isoToHj212Time, parseHj212Cp } from './cp.js';
import type { Hj212Packet } from './packet.js';

const packet = (cn: string, cp: string): Hj212Packet => ({ st: '32', cn, pw: 'p', mn: 'M', flag: 5, protocol: '2017', cp, segment: '' });

describe('parseHj212Cp', () => {
  it('groups items by pollutant code', () => {
    const r = parseHj212Cp('DataTime=20160801085857;w01018-Rtd=166.4,w01018-Flag=N;w01001-Rtd=7.2,w01001-Flag=N;RtdInterval=30');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.dataTime).toBe('20160801085857');
    expect(Object.fromEntries(r.value.pollutants)).toEqual({
      w01018: { Rtd: '166.4', Flag: 'N' },
      w01001: { Rtd: '7.2', Flag: 'N' },
    });
    expect(Object.fromEntries(r.value.other)).toEqual({ RtdInterval: '30' });
  });

  it('reads an empty CP', () => {
    const r = parseHj212Cp('');
    expect(r.ok && r.value.pollutants.size).toBe(0);
  });

  it('refuses an item without = and a second DataTime that differs', () => {
    expect(parseHj212Cp('DataTime=20160801085857;w01018-Rtd')).toMatchObject({ ok: false, refusal: { reason: 'bad_field' } });
    expect(parseHj212Cp('DataTime=20160801085857;DataTime=20160801085858')).toMatchObject({ ok: false });
    expect(parseHj212Cp('DataTime=20160801085857;DataTime=20160801085857')).toMatchObject({ ok: true });
  });

  it('keeps the last value of a repeated key and names it', () => {
    const r = parseHj212Cp('w00000-Avg=1;w01018-Avg=5;w00000-Avg=2;RtdInterval=30;RtdInterval=60');
    if (!r.ok) throw new Error('must parse');
    expect(r.value.pollutants.get('w00000')).toEqual({ Avg: '2' });
    expect(r.value.other.get('RtdInterval')).toBe('60');
    expect(r.value.repeated).toEqual(['w00000-Avg', 'RtdInterval']);
    expect(parseHj212Cp('w00000-Avg=1').ok && 'repeated' in (parseHj212Cp('w00000-Avg=1') as { value: object }).value).toBe(false);
  });
});

describe('parseHj212Cp: pollutant keys', () => {
  it("takes a key as <code>-<suffix> exactly when the standard's pattern matches it", () => {
    // the pattern of §6.3.3 as a regular expression: the oracle for the parser's character checks
    const pattern = /^([A-Za-z0-9]{2,10})-([A-Za-z]+)$/;
    const chars = (units: string[], maxLength: number) => fc.string({ unit: fc.constantFrom(...units), maxLength, size: 'max' });
    // keys shaped like <code>-<suffix>: codes of 0 to 12 letters and digits, at times with one other character in
    // them; suffixes of letters, or with a digit or dash; and any short string
    const code = fc
      .tuple(chars(['w', 'Z', '0', '9'], 12), fc.option(fc.constantFrom('_', 'é', '.')), fc.nat())
      .map(([c, odd, at]) => (odd === null ? c : c.slice(0, at % (c.length + 1)) + odd + c.slice(at % (c.length + 1))));
    const suffix = fc.oneof(chars(['R', 't', 'd'], 3), chars(['R', '1', '-'], 3));
    const key = fc.oneof(
      fc.tuple(code, fc.constantFrom('-', '', '--'), suffix).map(([c, dash, x]) => `${c}${dash}${x}`),
      chars(['w', 'Z', '0', '9', '-', '_', '.', 'é', ' '], 14),
    );
    fc.assert(
      fc.property(key, (k) => {
        fc.pre(k !== '' && k.trim() === k && k !== 'DataTime' && !/[=;,]/.test(k));
        const r = parseHj212Cp(`${k}=1`);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const m = pattern.exec(k);
        if (m) expect(r.value.pollutants.get(m[1]!)).toEqual({ [m[2]!]: '1' });
        else expect(r.value.other.get(k)).toBe('1');
      }),
      { numRuns: 5000 },
    );
  });
});

describe('HJ 212 times (Beijing, UTC+8)', () => {
  it('converts to ISO 8601 with the +08:00 offset', () => {
    expect(hj212TimeToIso('20160801085857')).toBe('2016-08-01T08:58:57+08:00');
    expect(hj212TimeToIso('20241231235959')).toBe('2024-12-31T23:59:59+08:00');
    expect(hj212TimeToIso('20240229000000')).toBe('2024-02-29T00:00:00+08:00');
  });

  it('refuses times that do not exist', () => {
    for (const bad of ['20230229000000', '20160230120000', '20161301000000', '20160801240000', '2016080108585', 'x0160801085857']) {
      expect(hj212TimeToIso(bad), bad).toBeNull();
    }
  });

  it('accepts exactly the times the calendar has (any 14 digits, against Date arithmetic)', () => {
    // the oracle: the fields, set on a Date, read back unchanged (years from 0100: HJ 212 writes four digits)
    const exists = (v: string) => {
      const [y, mo, d, h, mi, s] = [v.slice(0, 4), v.slice(4, 6), v.slice(6, 8), v.slice(8, 10), v.slice(10, 12), v.slice(12)].map(
        Number,
      ) as number[];
      const at = new Date(0);
      at.setUTCFullYear(y!, mo! - 1, d!);
      at.setUTCHours(h!, mi!, s!);
      return (
        y! >= 100 &&
        at.getUTCFullYear() === y &&
        at.getUTCMonth() === mo! - 1 &&
        at.getUTCDate() === d &&
        at.getUTCHours() === h &&
        at.getUTCMinutes() === mi &&
        at.getUTCSeconds() === s
      );
    };
    const digits = (n: number, max: number) => fc.integer({ min: 0, max }).map((x) => String(x).padStart(n, '0'));
    // fields drawn near and past their ranges, so both sides of every bound come up
    const time = fc
      .tuple(digits(4, 9999), digits(2, 19), digits(2, 39), digits(2, 29), digits(2, 69), digits(2, 69))
      .map((p) => p.join(''));
    fc.assert(
      fc.property(time, (v) => {
        const iso = hj212TimeToIso(v);
        expect(iso !== null, v).toBe(exists(v));
        if (iso)
          expect(new Date(iso).getTime()).toBe(
            Date.parse(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T${v.slice(8, 10)}:${v.slice(10, 12)}:${v.slice(12)}+08:00`),
          );
      }),
      { numRuns: 5000 },
    );
    for (const bad of ['00991231000000', '21000229000000', '19000229000000', '2016-8-01 0858']) expect(hj212TimeToIso(bad), bad).toBeNull();
    expect(hj212TimeToIso('20000229000000')).toBe('2000-02-29T00:00:00+08:00');
  });

  it('writes a Date in Beijing time', () => {
    // 00:58:57 UTC is 08:58:57 in Beijing; 16:30 UTC on 31 Dec is 00:30 on 1 Jan there.
    expect(isoToHj212Time(new Date('2016-08-01T00:58:57Z'))).toBe('20160801085857');
    expect(isoToHj212Time(new Date('2024-12-31T16:30:00Z'))).toBe('20250101003000');
  });
});

describe('hj212Readings', () => {
  it('takes Rtd values of real-time data (CN 2011)', () => {
    const r = hj212Readings(packet('2011', 'DataTime=20160801085857;w01018-Rtd=166.4,w01018-Flag=N;w21003-Rtd=7.25,w21003-Flag=N'));
    expect(r.ok && r.value).toEqual({
      kind: 'realtime',
      time: '2016-08-01T08:58:57+08:00',
      readings: [
        { pollutant: 'w01018', time: '2016-08-01T08:58:57+08:00', value: '166.4' },
        { pollutant: 'w21003', time: '2016-08-01T08:58:57+08:00', value: '7.25' },
      ],
      excluded: new Map(),
    });
  });

  it('takes Avg values of minute, hourly and daily data', () => {
    const cp = 'DataTime=20240102030000;a21026-Min=10,a21026-Avg=12.5,a21026-Max=15,a21026-Flag=N';
    for (const [cn, kind] of [
      ['2051', 'minute'],
      ['2061', 'hour'],
      ['2031', 'day'],
    ] as const) {
      const r = hj212Readings(packet(cn, cp));
      expect(r.ok && r.value.kind).toBe(kind);
      expect(r.ok && r.value.readings.map((x) => x.value)).toEqual(['12.5']);
    }
  });

  it('skips pollutants without a value of the kind (a cumulative flow only)', () => {
    const r = hj212Readings(packet('2061', 'DataTime=20240102030000;w00000-Cou=120.5;w01018-Avg=30'));
    expect(r.ok && r.value.readings.map((x) => x.pollutant)).toEqual(['w01018']);
  });

  it('stores flags N and T, excludes the others', () => {
    const r = hj212Readings(
      packet(
        '2011',
        'DataTime=20240102030000;w01018-Rtd=1,w01018-Flag=N;w21003-Rtd=2,w21003-Flag=T;w01001-Rtd=3,w01001-Flag=D;w21011-Rtd=4,w21011-Flag=M',
      ),
    );
    expect(r.ok && r.value.readings.map((x) => x.pollutant)).toEqual(['w01018', 'w21003']);
    expect(r.ok && Object.fromEntries(r.value.excluded)).toEqual({ w01001: 'D', w21011: 'M' });
  });

  it('refuses the whole packet for one main value that is not a number', () => {
    const r = hj212Readings(packet('2011', 'DataTime=20240102030000;w01018-Rtd=1;w21003-Rtd=1..2'));
    expect(r).toMatchObject({ ok: false, refusal: { reason: 'bad_field', field: 'w21003-Rtd' } });
    expect(hj212Readings(packet('2011', 'DataTime=20240102030000;w01018-Rtd=1e3'))).toMatchObject({ ok: false });
    expect(hj212Readings(packet('2011', 'DataTime=20240102030000;w01018-Rtd=-0.5'))).toMatchObject({ ok: true });
  });

  it('rounds a value with more decimals than the stored scale and notes what was sent', () => {
    const r = hj212Readings(packet('2011', 'DataTime=20240102030000;w21003-Rtd=0.09055002,w21003-Flag=N;w01018-Rtd=12.5'));
    if (!r.ok) throw new Error('must read');
    expect(r.value.readings.map((x) => [x.pollutant, x.value])).toEqual([
      ['w21003', '0.09055'],
      ['w01018', '12.5'],
    ]);
    expect(r.value.notes).toEqual(['w21003-Rtd 0.09055002 stored as 0.09055']);
  });

  it('keeps the last of a repeated value, stores the other pollutants and notes it', () => {
    const cp = 'DataTime=20240102030000;w00000-Avg=10.5,w00000-Avg=11.5;w01018-Avg=30';
    const r = hj212Readings(packet('2061', cp));
    if (!r.ok) throw new Error('must read');
    expect(r.value.readings.map((x) => [x.pollutant, x.value])).toEqual([
      ['w00000', '11.5'],
      ['w01018', '30'],
    ]);
    expect(r.value.notes).toEqual(['w00000-Avg repeated: the last value kept']);
  });

  it('carries Min, Max, Cou and the Zs values beside the main one, and leaves out a malformed one', () => {
    const cp =
      'DataTime=20240102030000;a21026-Min=1.1,a21026-Avg=2.2,a21026-Max=3.3,a21026-Cou=40.1234567,a21026-ZsAvg=2.5,' +
      'a21026-ZsMin=1.5,a21026-ZsMax=3.5,a21026-Flag=N;a21002-Avg=7,a21002-ZsMax=x';
    const r = hj212Readings(packet('2061', cp));
    if (!r.ok) throw new Error('must read');
    expect(r.value.readings).toEqual([
      {
        pollutant: 'a21026',
        time: '2024-01-02T03:00:00+08:00',
        value: '2.2',
        extras: { Min: '1.1', Max: '3.3', Cou: '40.123457', ZsAvg: '2.5', ZsMin: '1.5', ZsMax: '3.5' },
      },
      { pollutant: 'a21002', time: '2024-01-02T03:00:00+08:00', value: '7' },
    ]);
    expect(r.value.notes).toEqual(['a21026-Cou 40.1234567 stored as 40.123457', 'a21002-ZsMax "x" is not a number: left out']);
    const rtd = hj212Readings(packet('2011', 'DataTime=20240102030000;a21026-Rtd=2,a21026-ZsRtd=2.4'));
    expect(rtd.ok && rtd.value.readings[0]).toEqual({
      pollutant: 'a21026',
      time: '2024-01-02T03:00:00+08:00',
      value: '2',
      extras: { ZsRtd: '2.4' },
    });
  });

  it("stamps daily values at the start of DataTime's day, whatever the time written", () => {
    for (const written of ['20240102000000', '20240102235959', '20240102081500']) {
      const r = hj212Readings(packet('2031', `DataTime=${written};w01018-Avg=30`));
      expect(r.ok && r.value.time, written).toBe('2024-01-02T00:00:00+08:00');
      expect(r.ok && r.value.readings[0]!.time, written).toBe('2024-01-02T00:00:00+08:00');
    }
    // an hourly value keeps its time
    const hour = hj212Readings(packet('2061', 'DataTime=20240102081500;w01018-Avg=30'));
    expect(hour.ok && hour.value.time).toBe('2024-01-02T08:15:00+08:00');
  });
});

describe('hj212StoredValue', () => {
  it.each([
    ['0.09055002', '0.09055'],
    ['1.1234565', '1.123457'],
    ['1.1234564', '1.123456'],
    ['-1.1234565', '-1.123457'],
    ['9.9999995', '10'],
    ['99999999999999.9999999', null],
    ['-0.0000001', '0'],
    ['12', '12'],
    ['1.5', '1.5'],
    ['1e3', null],
    ['abc', null],
  ])('%s → %s', (sent, stored) => {
    expect(hj212StoredValue(sent)).toBe(stored);
  });

  it('requires a real DataTime', () => {
    expect(hj212Readings(packet('2011', 'w01018-Rtd=1'))).toMatchObject({
      ok: false,
      refusal: { reason: 'missing_field', field: 'DataTime' },
    });
    expect(hj212Readings(packet('2011', 'DataTime=20230229000000;w01018-Rtd=1'))).toMatchObject({
      ok: false,
      refusal: { reason: 'bad_field', field: 'DataTime' },
    });
  });

  it('refuses commands that carry no stored data', () => {
    expect(hj212Readings(packet('1062', 'RtdInterval=30'))).toMatchObject({ ok: false, refusal: { reason: 'unsupported_cn' } });
    expect(hj212Readings(packet('9014', ''))).toMatchObject({ ok: false, refusal: { reason: 'unsupported_cn' } });
  });
});
