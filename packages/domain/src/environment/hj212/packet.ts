/**
 * HJ 212-2017 communication packets (and the HJ/T 212-2005 packets devices in the field still
 * send): parsing a whole frame into its data-segment fields, and building one. Clause
 * references are to HJ 212-2017.
 *
 * §6.3.1 packet: `##` (2) + data-segment length (4 decimal digits, the segment's ASCII
 * character count) + data segment (0 ≤ n ≤ 1024 characters) + CRC (4 hex digits, Appendix A)
 * + `\r\n`.
 * §6.3.2 data segment: `QN=…;ST=…;CN=…;PW=…;MN=…;Flag=…;[PNUM=…;PNO=…;]CP=&&…&&`.
 * QN request code `YYYYMMDDhhmmsszzz` (17 digits), ST system code (2 digits), CN command
 * code (4 digits), PW password (C6 in the standard; accepted up to 24 characters, the widest
 * text field of the segment, as devices in the field send longer ones: ADR 015), MN device id
 * (≤ 24 characters), Flag bits `V5 V4 V3 V2 V1 V0 D A` (V: protocol version, 000001 = this
 * standard; D: the packet is one of several, PNUM total and PNO number follow; A: the
 * sender wants an answer), CP the command parameters between `&&` and `&&`.
 *
 * HJ/T 212-2005 packets have no Flag (or one without version bits) and sometimes no QN: they
 * are read as protocol `2005`; a Flag with version 000001 makes a packet `2017`.
 */
import { hj212CrcHex } from './crc.js';
import { accept, refuse, type Hj212Result } from './refusal.js';

export const HJ212_HEADER = '##';
export const HJ212_TRAILER = '\r\n';
/** §6.3.1: the data segment is at most 1024 characters (the listener's default is larger: see HJ212_DEFAULT_MAX_SEGMENT). */
export const HJ212_MAX_SEGMENT = 1024;
/**
 * The longest data segment the listener accepts by default: devices send more than the standard's 1024
 * (a 2051 packet of 1,623 characters was seen in a device log); the four-digit length field allows 9999.
 */
export const HJ212_DEFAULT_MAX_SEGMENT = 4096;
/** What the four-digit length field can say. */
export const HJ212_LENGTH_FIELD_MAX = 9999;
/** The longest PW accepted (the standard's C6 is exceeded by devices; MN's C24 is the segment's widest text field). */
export const HJ212_PASSWORD_MAX = 24;

/** The protocol a packet was sent in: HJ/T 212-2005 (no Flag, or no version bits) or HJ 212-2017. */
export const HJ212_PROTOCOLS = ['2005', '2017'] as const;
export type Hj212Protocol = (typeof HJ212_PROTOCOLS)[number];
/** §6.3.1: header 2 + length 4 before the segment, CRC 4 + trailer 2 after it. */
export const HJ212_FRAME_OVERHEAD = 12;

/** Flag bit A (§6.3.2): the sender asks for an answer. */
export const HJ212_FLAG_ANSWER = 0b01;
/** Flag bit D (§6.3.2): the packet carries PNUM and PNO (one packet of several). */
export const HJ212_FLAG_PACKETS = 0b10;
/** Flag V5…V0 = 000001: HJ 212-2017 (000000 was HJ/T 212-2005). */
export const HJ212_VERSION_2017 = 1;

export type Hj212Packet = {
  readonly qn?: string;
  readonly st: string;
  readonly cn: string;
  readonly pw: string;
  readonly mn: string;
  /** The Flag as sent (0 when the packet has none: an HJ/T 212-2005 packet). */
  readonly flag: number;
  /** `2017` when the Flag's version bits say so, else `2005`. */
  readonly protocol: Hj212Protocol;
  readonly pnum?: number;
  readonly pno?: number;
  /** The text between `CP=&&` and the closing `&&`. */
  readonly cp: string;
  /** The data segment exactly as received (what the CRC covers). */
  readonly segment: string;
};

/** Protocol version bits V5…V0 of a Flag. */
export function hj212FlagVersion(flag: number): number {
  return (flag >> 2) & 0b111111;
}

/** Whether the sender asked for an answer (Flag bit A). */
export function hj212AnswerRequested(flag: number): boolean {
  return (flag & HJ212_FLAG_ANSWER) !== 0;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const FIELD_RULES = {
  QN: /^\d{17}$/,
  ST: /^\d{2}$/,
  CN: /^\d{4}$/,
  PW: /^[\x21-\x7e]{1,24}$/,
  MN: /^[0-9A-Za-z_-]{1,24}$/,
  Flag: /^\d{1,3}$/,
  PNUM: /^\d{1,4}$/,
  PNO: /^\d{1,4}$/,
} as const satisfies Readonly<Record<string, RegExp>>;
type FieldKey = keyof typeof FIELD_RULES;
const isFieldKey = (key: string): key is FieldKey => Object.hasOwn(FIELD_RULES, key);
/** Flag is optional: HJ/T 212-2005 packets may have none. */
const REQUIRED = ['ST', 'CN', 'PW', 'MN'] as const;

/**
 * Parses one whole frame (`##…\r\n`): length, CRC, then the data segment. `maxSegment`: the longest
 * data segment accepted (default the standard's 1024; the listener's is configurable).
 */
export function parseHj212Frame(frame: string, maxSegment: number = HJ212_MAX_SEGMENT): Hj212Result<Hj212Packet> {
  if (!frame.startsWith(HJ212_HEADER)) return refuse('bad_header', undefined, 'the packet does not start with ##');
  const lengthField = frame.slice(2, 6);
  if (!/^\d{4}$/.test(lengthField)) return refuse('bad_length', undefined, `length field "${lengthField}"`);
  const n = Number(lengthField);
  if (n > maxSegment) return refuse('bad_length', undefined, `declared ${n} > ${maxSegment}`);
  if (frame.length !== n + HJ212_FRAME_OVERHEAD || !frame.endsWith(HJ212_TRAILER)) {
    return refuse('bad_length', undefined, `declared ${n}, received ${frame.length - HJ212_FRAME_OVERHEAD}`);
  }
  const segment = frame.slice(6, 6 + n);
  const crc = frame.slice(6 + n, 10 + n);
  if (!/^[0-9A-Fa-f]{4}$/.test(crc)) return refuse('bad_crc', undefined, `CRC field "${crc}"`);
  const expected = hj212CrcHex(segment);
  if (crc.toUpperCase() !== expected) return refuse('bad_crc', undefined, `received ${crc}, computed ${expected}`);
  return parseHj212Segment(segment);
}

/**
 * Parses a data segment (already checked for length and CRC). Read by position, field by field
 * (no map or array per packet: the listener parses one per reading a device sends); the first
 * fault is refused, in this order: a part that is not key=value or a repeated key, a missing
 * required field, then the fields' formats in the order they came.
 */
export function parseHj212Segment(segment: string): Hj212Result<Hj212Packet> {
  if (!PRINTABLE_ASCII.test(segment)) return refuse('bad_field', undefined, 'non-ASCII or control characters');
  const cpAt = segment.startsWith('CP=&&') ? 0 : segment.indexOf(';CP=&&') + 1;
  if (cpAt === 0 && !segment.startsWith('CP=&&')) return refuse('missing_field', 'CP');
  const cpText = segment.slice(cpAt + 5);
  if (cpText.length < 2 || !cpText.endsWith('&&')) return refuse('bad_field', 'CP', 'CP must end with &&');
  // the fields before CP: [key, value] in the order they came, and the known ones by name
  const order: [string, string][] = [];
  const known: Partial<Record<FieldKey, string>> = {};
  let others: Set<string> | undefined;
  const headEnd = cpAt === 0 ? 0 : cpAt - 1;
  for (let i = 0; i < headEnd;) {
    const semi = segment.indexOf(';', i);
    const end = semi === -1 || semi > headEnd ? headEnd : semi;
    const eq = segment.indexOf('=', i);
    if (eq <= i || eq >= end) return refuse('bad_field', segment.slice(i, end), 'expected key=value');
    const key = segment.slice(i, eq);
    const value = segment.slice(eq + 1, end);
    if (isFieldKey(key)) {
      if (known[key] !== undefined) return refuse('bad_field', key, 'repeated');
      known[key] = value;
    } else {
      others ??= new Set();
      if (others.has(key)) return refuse('bad_field', key, 'repeated');
      others.add(key);
    }
    order.push([key, value]);
    i = end + 1;
  }
  for (const key of REQUIRED) if (known[key] === undefined) return refuse('missing_field', key);
  for (const [key, value] of order) {
    if (isFieldKey(key) && !FIELD_RULES[key].test(value)) return refuse('bad_field', key, `"${value}"`);
  }
  const flag = known.Flag === undefined ? 0 : Number(known.Flag);
  if (flag > 255) return refuse('bad_field', 'Flag', `"${flag}"`);
  const packet: { -readonly [K in keyof Hj212Packet]: Hj212Packet[K] } = {
    st: known.ST ?? '',
    cn: known.CN ?? '',
    pw: known.PW ?? '',
    mn: known.MN ?? '',
    flag,
    protocol: hj212FlagVersion(flag) >= HJ212_VERSION_2017 ? '2017' : '2005',
    cp: cpText.slice(0, -2),
    segment,
  };
  if (known.QN !== undefined) packet.qn = known.QN;
  if ((flag & HJ212_FLAG_PACKETS) !== 0) {
    for (const key of ['PNUM', 'PNO'] as const) if (known[key] === undefined) return refuse('missing_field', key);
    packet.pnum = Number(known.PNUM);
    packet.pno = Number(known.PNO);
    if (packet.pnum < 1 || packet.pno < 1 || packet.pno > packet.pnum) {
      return refuse('bad_field', 'PNO', `${packet.pno} of ${packet.pnum}`);
    }
  }
  return accept(packet);
}

export type Hj212SegmentInput = {
  readonly qn?: string;
  readonly st: string;
  readonly cn: string;
  readonly pw: string;
  readonly mn: string;
  /** Left out: no Flag field (an HJ/T 212-2005 packet). */
  readonly flag?: number;
  readonly pnum?: number;
  readonly pno?: number;
  /** The parameters without the surrounding `&&`. */
  readonly cp: string;
};

/** Builds a data segment in §6.3.2's field order. */
export function buildHj212Segment(input: Hj212SegmentInput): string {
  const parts: string[] = [];
  if (input.qn !== undefined) parts.push(`QN=${input.qn}`);
  parts.push(`ST=${input.st}`, `CN=${input.cn}`, `PW=${input.pw}`, `MN=${input.mn}`);
  if (input.flag !== undefined) parts.push(`Flag=${input.flag}`);
  if (input.pnum !== undefined && input.pno !== undefined) parts.push(`PNUM=${input.pnum}`, `PNO=${input.pno}`);
  parts.push(`CP=&&${input.cp}&&`);
  return parts.join(';');
}

/** Wraps a data segment into a frame: `##`, length, segment, CRC, `\r\n` (§6.3.1). */
export function frameHj212(segment: string): string {
  if (segment.length > HJ212_LENGTH_FIELD_MAX) throw new RangeError('HJ 212 data segment longer than 9999 characters');
  return `${HJ212_HEADER}${String(segment.length).padStart(4, '0')}${segment}${hj212CrcHex(segment)}${HJ212_TRAILER}`;
}
