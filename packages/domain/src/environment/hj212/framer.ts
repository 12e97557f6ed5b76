/**
 * Splits a TCP byte stream into HJ 212 frames. TCP keeps no message boundaries: one read
 * may hold half a packet, or several packets joined, so frames are found by their header
 * `##` and declared length (HJ 212-2017 §6.3.1) and checked to end with `\r\n`.
 *
 * A frame whose length field is not four digits, exceeds the standard's 1024, or does not
 * end where it says (a `\r\n` cannot occur inside a data segment, which is printable
 * ASCII) is refused as `bad_length`, and reading resumes after its `\r\n`. Bytes before a
 * `##` that are not blank are refused as `bad_header`. Frames are handed out as strings of
 * one character per byte, so a length counts bytes as the standard does and any
 * non-ASCII byte is left for the parser to refuse.
 */
import { HJ212_FRAME_OVERHEAD, HJ212_MAX_SEGMENT } from './packet.js';
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
/** The most a frame can hold (§6.3.1); beyond it the buffer never needs to grow. */
const MAX_FRAME = HJ212_MAX_SEGMENT + HJ212_FRAME_OVERHEAD;

function toBytes(chunk: Uint8Array | string): Uint8Array {
  if (typeof chunk !== 'string') return chunk;
  const out = new Uint8Array(chunk.length);
  for (let i = 0; i < chunk.length; i++) out[i] = chunk.charCodeAt(i) & 0xff;
  return out;
}

function text(bytes: Uint8Array, from: number, to: number): string {
  let s = '';
  for (let i = from; i < to; i++) s += String.fromCharCode(bytes[i] ?? 0);
  return s;
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

/** A framer for one connection. */
export function createHj212Framer(): Hj212Framer {
  let buf = new Uint8Array(0);
  /** After a bad length: bytes are dropped up to the next `\r\n` (the bad frame's end). */
  let skipping = false;

  function consume(events: Hj212FrameEvent[]): boolean {
    if (skipping) {
      const eol = indexOfPair(buf, CR, LF, 0);
      const hash = indexOfPair(buf, HASH, HASH, 0);
      if (eol === -1 && hash === -1) {
        const last = buf[buf.length - 1];
        buf = last === CR || last === HASH ? buf.slice(-1) : new Uint8Array(0);
        return false;
      }
      const cut = eol !== -1 && (hash === -1 || eol < hash) ? eol + 2 : hash;
      buf = buf.slice(cut);
      skipping = false;
      return true;
    }
    const start = indexOfPair(buf, HASH, HASH, 0);
    const head = start === -1 ? (buf[buf.length - 1] === HASH ? buf.length - 1 : buf.length) : start;
    if (head > 0) {
      if (!isBlank(buf, 0, head)) events.push(refused('bad_header', text(buf, 0, head), 'bytes before ##'));
      buf = buf.slice(head);
      return start !== -1;
    }
    if (start === -1 || buf.length < 6) return false;
    const lengthField = text(buf, 2, 6);
    const n = /^\d{4}$/.test(lengthField) ? Number(lengthField) : -1;
    if (n < 0 || n > HJ212_MAX_SEGMENT) {
      events.push(refused('bad_length', text(buf, 0, 6), `length field "${lengthField}"`));
      buf = buf.slice(2);
      skipping = true;
      return true;
    }
    const total = n + HJ212_FRAME_OVERHEAD;
    // A `\r\n` before the declared end: the frame is shorter than it says.
    const early = indexOfPair(buf, CR, LF, 6, Math.min(buf.length, total - 1));
    if (early !== -1) {
      events.push(refused('bad_length', text(buf, 0, early + 2), `declared ${n}, ended after ${early - 10}`));
      buf = buf.slice(early + 2);
      return true;
    }
    if (buf.length < total) return false;
    if (buf[total - 2] !== CR || buf[total - 1] !== LF) {
      events.push(refused('bad_length', text(buf, 0, total), `declared ${n}, no \\r\\n at its end`));
      buf = buf.slice(total);
      skipping = true;
      return true;
    }
    events.push({ kind: 'frame', frame: text(buf, 0, total) });
    buf = buf.slice(total);
    return true;
  }

  return {
    push(chunk) {
      const bytes = toBytes(chunk);
      const next = new Uint8Array(buf.length + bytes.length);
      next.set(buf, 0);
      next.set(bytes, buf.length);
      buf = next;
      const events: Hj212FrameEvent[] = [];
      while (buf.length > 0 && consume(events));
      if (buf.length > MAX_FRAME) {
        // Cannot happen while frames are bounded; kept as a guard on memory.
        events.push(refused('bad_length', text(buf, 0, Math.min(buf.length, 64)), 'buffer overflow'));
        buf = new Uint8Array(0);
      }
      return events;
    },
    end() {
      const events: Hj212FrameEvent[] = [];
      if (buf.length > 0 && !skipping && !isBlank(buf, 0, buf.length)) {
        events.push(refused('incomplete', text(buf, 0, buf.length), 'connection ended inside a frame'));
      }
      buf = new Uint8Array(0);
      skipping = false;
      return events;
    },
    buffered: () => buf.length,
  };
}
