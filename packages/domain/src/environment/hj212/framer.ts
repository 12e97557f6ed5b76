/**
 * Splits a TCP byte stream into HJ 212 frames. TCP keeps no message boundaries: one read
 * may hold half a packet, or several packets joined, so frames are found by their header
 * `##` and declared length (HJ 212-2017 §6.3.1) and checked to end with `\r\n`.
 *
 * A frame whose length field is not four digits or exceeds the longest segment accepted
 * (`maxSegment`, by default the standard's 1024) is refused as `bad_length`, and reading resumes
 * after its `\r\n` or at the next `##`. A frame that does not end where it says (a `\r\n`
 * cannot occur inside a data segment, which is printable ASCII; a frame ending in a bare `\n`)
 * is refused as `bad_length` and reading resumes at the next `##` after its start, so the
 * frame that follows a damaged one is never lost. Bytes before a
 * `##` that are not blank are refused as `bad_header`. Frames are handed out as strings of
 * one character per byte, so a length counts bytes as the standard does and any
 * non-ASCII byte is left for the parser to refuse.
 */
import { HJ212_FRAME_OVERHEAD, HJ212_LENGTH_FIELD_MAX, HJ212_MAX_SEGMENT } from './packet.js';
import type { Hj212Refusal } from './refusal.js';

export type Hj212FrameEvent =
  { readonly kind: 'frame'; readonly frame: string } | { readonly kind: 'refused'; readonly refusal: Hj212Refusal; readonly raw: string };

export type Hj212Framer = {
  /** Feeds the next chunk read from the socket; returns what became complete. */
  push(chunk: Uint8Array | string): Hj212FrameEvent[];
  /** The connection ended: anything left is an incomplete frame. */
  end(): Hj212FrameEvent[];
  /** Bytes held while waiting for the rest of a frame. */
  buffered(): number;
};

const HASH = 0x23;
const CR = 0x0d;
const LF = 0x0a;

function toBytes(chunk: Uint8Array | string): Uint8Array {
  if (typeof chunk !== 'string') return chunk;
  const out = new Uint8Array(chunk.length);
  for (let i = 0; i < chunk.length; i++) out[i] = chunk.charCodeAt(i) & 0xff;
  return out;
}

/** Bytes as one character each (latin-1), 8 KB a call: no string built char by char, no call past the stack's reach. */
function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192) as unknown as number[]);
  return out;
}

function indexOfPair(bytes: Uint8Array, a: number, b: number, from: number, to = bytes.length): number {
  for (let i = from; i + 1 < to; i++) if (bytes[i] === a && bytes[i + 1] === b) return i;
  return -1;
}

function isBlank(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const b = bytes[i];
    if (b !== CR && b !== LF && b !== 0x20 && b !== 0x09 && b !== 0x00) return false;
  }
  return true;
}

function refused(reason: Hj212Refusal['reason'], raw: string, detail: string): Hj212FrameEvent {
  return { kind: 'refused', refusal: { reason, detail }, raw };
}

export type Hj212FramerOptions = {
  /** The longest data segment accepted (default the standard's 1024, at most 9999). */
  readonly maxSegment?: number;
};

/** A framer for one connection. */
export function createHj212Framer(options: Hj212FramerOptions = {}): Hj212Framer {
  const maxSegment = Math.min(options.maxSegment ?? HJ212_MAX_SEGMENT, HJ212_LENGTH_FIELD_MAX);
  /** The most a frame can hold; beyond it the buffer never needs to grow. */
  const maxFrame = maxSegment + HJ212_FRAME_OVERHEAD;
  /** What was read and not yet taken: `buf[pos…]` (taking a frame moves `pos`; nothing is copied per frame). */
  let buf = new Uint8Array(0);
  let pos = 0;
  /** After a bad length: bytes are dropped up to the next `\r\n` (the bad frame's end). */
  let skipping = false;
  /** `buf` as text, made once per read when a frame or refusal is first cut from it (frames are slices of it). */
  let whole: string | undefined;
  const text = (from: number, to: number): string => (whole ??= latin1(buf)).slice(from, to);
  const drop = () => {
    buf = new Uint8Array(0);
    pos = 0;
    whole = undefined;
  };

  function consume(events: Hj212FrameEvent[]): boolean {
    const end = buf.length;
    if (skipping) {
      const eol = indexOfPair(buf, CR, LF, pos);
      const hash = indexOfPair(buf, HASH, HASH, pos);
      if (eol === -1 && hash === -1) {
        const last = buf[end - 1];
        pos = last === CR || last === HASH ? end - 1 : end;
        return false;
      }
      pos = eol !== -1 && (hash === -1 || eol < hash) ? eol + 2 : hash;
      skipping = false;
      return true;
    }
    const start = indexOfPair(buf, HASH, HASH, pos);
    const head = start === -1 ? (buf[end - 1] === HASH ? end - 1 : end) : start;
    if (head > pos) {
      if (!isBlank(buf, pos, head)) events.push(refused('bad_header', text(pos, head), 'bytes before ##'));
      pos = head;
      return start !== -1;
    }
    if (start === -1 || end - pos < 6) return false;
    const lengthField = text(pos + 2, pos + 6);
    const n = /^\d{4}$/.test(lengthField) ? Number(lengthField) : -1;
    if (n < 0 || n > maxSegment) {
      events.push(refused('bad_length', text(pos, pos + 6), `length field "${lengthField}"`));
      pos += 2;
      skipping = true;
      return true;
    }
    const total = n + HJ212_FRAME_OVERHEAD;
    // A `\r\n` before the declared end: the frame is shorter than it says.
    const early = indexOfPair(buf, CR, LF, pos + 6, Math.min(end, pos + total - 1));
    if (early !== -1) {
      events.push(refused('bad_length', text(pos, early + 2), `declared ${n}, ended after ${early - pos - 10}`));
      pos = early + 2;
      return true;
    }
    if (end - pos < total) return false;
    if (buf[pos + total - 2] !== CR || buf[pos + total - 1] !== LF) {
      // e.g. a frame ending in a bare \n: the next frame's `##` is inside the declared length; resume there
      const next = indexOfPair(buf, HASH, HASH, pos + 2);
      // (no `##` yet: a `#` at the end may be the first half of the next one)
      const stop = next !== -1 ? next : buf[pos + total - 1] === HASH ? pos + total - 1 : pos + total;
      events.push(refused('bad_length', text(pos, stop), `declared ${n}, no \\r\\n at its end`));
      pos = stop;
      skipping = next === -1;
      return true;
    }
    events.push({ kind: 'frame', frame: text(pos, pos + total) });
    pos += total;
    return true;
  }

  return {
    push(chunk) {
      const bytes = toBytes(chunk);
      // one copy per read: what was left, then the new bytes
      const next = new Uint8Array(buf.length - pos + bytes.length);
      next.set(buf.subarray(pos), 0);
      next.set(bytes, buf.length - pos);
      buf = next;
      pos = 0;
      whole = undefined;
      const events: Hj212FrameEvent[] = [];
      while (pos < buf.length && consume(events));
      if (buf.length - pos > maxFrame) {
        // Cannot happen while frames are bounded; kept as a guard on memory.
        events.push(refused('bad_length', text(pos, Math.min(buf.length, pos + 64)), 'buffer overflow'));
        drop();
      }
      return events;
    },
    end() {
      const events: Hj212FrameEvent[] = [];
      if (buf.length > pos && !skipping && !isBlank(buf, pos, buf.length)) {
        events.push(refused('incomplete', text(pos, buf.length), 'connection ended inside a frame'));
      }
      drop();
      skipping = false;
      return events;
    },
    buffered: () => buf.length - pos,
  };
}
