import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hj212Crc16, hj212CrcHex } from './crc.js';

/**
 * Published vectors: the communication-packet example of HJ 212-2017 itself
 * (`##0101QN=20160801085857223;…;CP=&&RtdInterval=30&&1C80\r\n`), and a real-time upload,
 * both as asserted by dromara/hutool `hutool-core/src/test/java/cn/hutool/core/util/Crc16UtilTest.java`.
 */
const STANDARD_EXAMPLE = 'QN=20160801085857223;ST=32;CN=1062;PW=100000;MN=010000A8900016F000169DC0;Flag=5;CP=&&RtdInterval=30&&';
const REALTIME_EXAMPLE =
  'QN=20160801085857223;ST=23;CN=2011;PW=123456;MN=010000A8900016F000169DC0;Flag=5;CP=&&DataTime=20160801085857; LA-Rtd=50.1&&';

/** Appendix A's algorithm as the standard writes it, bit by bit (the module uses a table of its steps). */
function appendixA(bytes: readonly number[]): number {
  let reg = 0xffff;
  for (const byte of bytes) {
    reg = (reg >>> 8) ^ byte;
    for (let bit = 0; bit < 8; bit++) {
      const out = reg & 1;
      reg >>>= 1;
      if (out === 1) reg ^= 0xa001;
    }
  }
  return reg;
}

describe('HJ 212 CRC (Appendix A)', () => {
  it('equals the bit-by-bit algorithm of Appendix A on any bytes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 1100 }), (bytes) => {
        expect(hj212Crc16(Uint8Array.from(bytes))).toBe(appendixA(bytes));
        expect(hj212Crc16(String.fromCharCode(...bytes))).toBe(appendixA(bytes));
      }),
    );
  });

  it('gives the published check values', () => {
    expect(STANDARD_EXAMPLE.length).toBe(101);
    expect(hj212CrcHex(STANDARD_EXAMPLE)).toBe('1C80');
    expect(hj212CrcHex(REALTIME_EXAMPLE)).toBe('1E00');
  });

  it('leaves the 0xFFFF preset unchanged over no bytes', () => {
    expect(hj212Crc16('')).toBe(0xffff);
    expect(hj212CrcHex('')).toBe('FFFF');
  });

  it('matches a one-byte value worked by hand', () => {
    // 'A' = 0x41: 0xFFFF>>8 ^ 0x41 = 0xBE; eight shifts (XOR 0xA001 when a 1 falls out):
    // 5F, A02E, 5017, 880A, 4405, 8203, E100, 7080.
    expect(hj212Crc16('A')).toBe(0x7080);
    expect(hj212CrcHex('A')).toBe('7080');
  });

  it('pads to four upper-case digits', () => {
    // Find a segment whose CRC is below 0x1000 and check its text form.
    let s = '';
    for (let i = 0; i < 100_000 && hj212Crc16(s) >= 0x1000; i++) s = `QN=${i}`;
    const value = hj212Crc16(s);
    expect(value).toBeLessThan(0x1000);
    expect(hj212CrcHex(s)).toBe(`0${value.toString(16).toUpperCase().padStart(3, '0')}`);
  });

  it('reads bytes and one-byte-per-character strings alike', () => {
    const bytes = Uint8Array.from(STANDARD_EXAMPLE, (c) => c.charCodeAt(0));
    expect(hj212CrcHex(bytes)).toBe('1C80');
  });

  it('detects any single changed character', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: STANDARD_EXAMPLE.length - 1 }), fc.integer({ min: 0x20, max: 0x7e }), (at, code) => {
        fc.pre(STANDARD_EXAMPLE.charCodeAt(at) !== code);
        const changed = STANDARD_EXAMPLE.slice(0, at) + String.fromCharCode(code) + STANDARD_EXAMPLE.slice(at + 1);
        expect(hj212CrcHex(changed)).not.toBe('1C80');
      }),
    );
  });
});
