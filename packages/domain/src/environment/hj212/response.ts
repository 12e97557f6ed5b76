/**
 * Answers and data packets of HJ 212-2017.
 *
 * Which answer: the standard's interaction commands (ST 91, "system interaction") are
 * 9011 request answer (QnRtn) and 9012 execution result (ExeRtn), sent by the field
 * device to answer a command of the upper computer; 9013 notification answer; and 9014
 * data answer, sent by the upper computer when a device's data upload (2011, 2051, 2061,
 * 2031, …) asked for one with Flag bit A. Our server is the upper computer receiving
 * uploads, so the answer it owes is 9014, with the upload's QN, PW and MN, Flag with the
 * same protocol version and A = 0 (an answer is not itself answered), and an empty CP.
 * The standard defines no negative data answer: a refused upload gets none, and the
 * device keeps it and resends per its timeout and retry settings.
 */
import { isoToHj212Time } from './cp.js';
import { buildHj212Segment, frameHj212, hj212FlagVersion, HJ212_FLAG_ANSWER, HJ212_VERSION_2017, type Hj212Packet } from './packet.js';

/** ST 91: system interaction (the standard's system-code table). */
export const HJ212_ST_INTERACTION = '91';
/** CN 9014: data answer. */
export const HJ212_CN_DATA_ANSWER = '9014';

/** The frame answering a data upload that asked for an answer (CN 9014). */
export function buildHj212DataAnswer(packet: Hj212Packet): string {
  const segment = buildHj212Segment({
    ...(packet.qn === undefined ? {} : { qn: packet.qn }),
    st: HJ212_ST_INTERACTION,
    cn: HJ212_CN_DATA_ANSWER,
    pw: packet.pw,
    mn: packet.mn,
    flag: hj212FlagVersion(packet.flag) << 2,
    cp: '',
  });
  return frameHj212(segment);
}

/** QN of §6.3.2: `YYYYMMDDhhmmsszzz`, Beijing time to the millisecond. */
export function hj212Qn(at: Date): string {
  const ms = String(((at.getTime() % 1000) + 1000) % 1000).padStart(3, '0');
  return `${isoToHj212Time(at)}${ms}`;
}

export type Hj212DataPacketInput = {
  readonly mn: string;
  readonly pw: string;
  /** 2011 real-time, 2051 minute, 2061 hourly, 2031 daily. */
  readonly cn: '2011' | '2051' | '2061' | '2031';
  /** The time the data is for. */
  readonly dataTime: Date;
  /** Pollutant code → value (decimal string); Rtd for 2011, Avg (and Min/Max = the same) otherwise. */
  readonly values: ReadonlyArray<{ readonly code: string; readonly value: string; readonly flag?: string }>;
  /** System code of the monitored medium: 32 surface-water pollution source, 31 air pollution source. */
  readonly st?: string;
  readonly qn?: string;
  /** Ask for a 9014 answer (Flag bit A); default true. */
  readonly answer?: boolean;
};

/** The CP text of a data upload. */
export function buildHj212DataCp(input: Pick<Hj212DataPacketInput, 'cn' | 'dataTime' | 'values'>): string {
  const rtd = input.cn === '2011';
  const groups = input.values.map(({ code, value, flag }) => {
    const items = rtd ? [`${code}-Rtd=${value}`] : [`${code}-Min=${value}`, `${code}-Avg=${value}`, `${code}-Max=${value}`];
    items.push(`${code}-Flag=${flag ?? 'N'}`);
    return items.join(',');
  });
  return [`DataTime=${isoToHj212Time(input.dataTime)}`, ...groups].join(';');
}

/** A whole data-upload frame, as a field device sends it. */
export function buildHj212DataPacket(input: Hj212DataPacketInput): string {
  const segment = buildHj212Segment({
    qn: input.qn ?? hj212Qn(input.dataTime),
    st: input.st ?? '32',
    cn: input.cn,
    pw: input.pw,
    mn: input.mn,
    flag: (HJ212_VERSION_2017 << 2) | (input.answer === false ? 0 : HJ212_FLAG_ANSWER),
    cp: buildHj212DataCp(input),
  });
  return frameHj212(segment);
}
