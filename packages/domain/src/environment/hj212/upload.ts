import type { Hj212FrameEvent } from './framer.js';
import { hj212Readings, type Hj212Readings } from './cp.js';
import { hj212AnswerRequested, parseHj212Frame, type Hj212Protocol } from './packet.js';
import type { Hj212Refusal, Hj212Result } from './refusal.js';
import { buildHj212DataAnswer } from './response.js';

/** The start of a frame kept to name it in a log (a frame holds at most 1,036 characters). */
export const HJ212_RAW_KEPT = 200;

/**
 * What a listener needs of one frame, decoded without knowing its point: a refusal of the frame
 * itself (framing, length, CRC, fields), or the packet's MN and PW to find and authenticate the
 * point, its readings (or why they are refused), and the answer to send once they are stored when
 * the Flag asks for one. Plain data: it crosses a thread boundary as a structured clone.
 */
export type Hj212Upload =
  | { readonly ok: false; readonly refusal: Hj212Refusal; readonly raw: string }
  | {
      readonly ok: true;
      readonly mn: string;
      readonly pw: string;
      /** `2005` (no Flag, or one without version bits) or `2017`: a point may accept only one. */
      readonly protocol: Hj212Protocol;
      readonly data: Hj212Result<Pick<Hj212Readings, 'kind' | 'time' | 'readings' | 'notes'>>;
      readonly answer: string | null;
      readonly raw: string;
    };

/** Decodes one whole frame (`##…\r\n`); `maxSegment` as `parseHj212Frame`'s. */
export function decodeHj212Frame(frame: string, maxSegment?: number): Hj212Upload {
  const raw = frame.slice(0, HJ212_RAW_KEPT);
  const parsed = parseHj212Frame(frame, maxSegment);
  if (!parsed.ok) return { ok: false, refusal: parsed.refusal, raw };
  const packet = parsed.value;
  const readings = hj212Readings(packet);
  return {
    ok: true,
    mn: packet.mn,
    pw: packet.pw,
    protocol: packet.protocol,
    // the excluded values' map stays behind: nothing downstream reads it
    data: readings.ok ? { ok: true, value: dataOf(readings.value) } : readings,
    answer: hj212AnswerRequested(packet.flag) ? buildHj212DataAnswer(packet) : null,
    raw,
  };
}

function dataOf(r: Hj212Readings): Pick<Hj212Readings, 'kind' | 'time' | 'readings' | 'notes'> {
  const { kind, time, readings, notes } = r;
  return notes ? { kind, time, readings, notes } : { kind, time, readings };
}

/** Decodes what a framer returned: its frames, and its refusals as they are. */
export function decodeHj212Events(events: readonly Hj212FrameEvent[], maxSegment?: number): Hj212Upload[] {
  return events.map((ev) =>
    ev.kind === 'frame' ? decodeHj212Frame(ev.frame, maxSegment) : { ok: false, refusal: ev.refusal, raw: ev.raw.slice(0, HJ212_RAW_KEPT) },
  );
}
