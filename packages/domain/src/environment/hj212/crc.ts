/**
 * The check value of an HJ 212-2017 packet.
 *
 * HJ 212-2017 "Data transmission standard for online monitoring systems of pollutant
 * emissions", §6.3.1 (communication packet: `##`, data-segment length, data segment,
 * CRC, `\r\n`) and Appendix A (normative, "CRC check algorithm"): the CRC is computed over
 * the data segment only (not the header, the length nor the trailer). The register starts
 * at 0xFFFF; for each byte the register's high byte is shifted down and XOR-ed with the
 * byte; then eight times the register is shifted right one bit and, when the bit shifted
 * out was 1, XOR-ed with 0xA001. The value is sent as four upper-case hexadecimal digits.
 *
 * This is NOT CRC-16/MODBUS (which XORs the byte into the register's low byte without
 * first shifting the high byte down): the two differ on almost every input, which is why
 * a generic CRC-16 library gives the wrong answer here.
 */

/** Appendix A's generator constant (x^16 + x^15 + x^2 + 1, bit-reflected). */
const HJ212_CRC_POLY = 0xa001;
/** Appendix A's register preset. */
const HJ212_CRC_INIT = 0xffff;

/**
 * Appendix A's eight shift steps, done once for every value they can start from. After
 * `reg = (reg >>> 8) ^ byte` the register holds at most eight bits, so the steps that follow
 * depend on those eight bits alone: a table of 256 results gives the same register as the
 * bit loop (the unit test checks the two against each other) at an eighth of the work.
 */
const STEPS: Uint16Array = (() => {
  const table = new Uint16Array(256);
  for (let start = 0; start < 256; start++) {
    let reg = start;
    for (let bit = 0; bit < 8; bit++) {
      const out = reg & 1;
      reg >>>= 1;
      if (out === 1) reg ^= HJ212_CRC_POLY;
    }
    table[start] = reg;
  }
  return table;
})();

/** The CRC of Appendix A over `bytes` (the data segment), as a number 0…0xFFFF. */
export function hj212Crc16(bytes: Uint8Array | string): number {
  let reg = HJ212_CRC_INIT;
  const n = bytes.length;
  if (typeof bytes === 'string') {
    for (let i = 0; i < n; i++) reg = STEPS[(reg >>> 8) ^ (bytes.charCodeAt(i) & 0xff)]!;
  } else {
    for (let i = 0; i < n; i++) reg = STEPS[(reg >>> 8) ^ bytes[i]!]!;
  }
  return reg & 0xffff;
}

/** The CRC as the packet carries it: four upper-case hexadecimal digits, zero-padded. */
export function hj212CrcHex(segment: Uint8Array | string): string {
  return hj212Crc16(segment).toString(16).toUpperCase().padStart(4, '0');
}
