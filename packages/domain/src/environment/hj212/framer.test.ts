import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHj212Framer, type Hj212FrameEvent } from './framer.js';
import { frameHj212 } from './packet.js';

const STANDARD_FRAME =
  '##0101QN=20160801085857223;ST=32;CN=1062;PW=100000;MN=010000A8900016F000169DC0;Flag=5;CP=&&RtdInterval=30&&1C80\r\n';
const SECOND = frameHj212('QN=20240102030405006;ST=32;CN=2011;PW=123456;MN=DEV1;Flag=5;CP=&&DataTime=20240102030405;w01018-Rtd=30.5&&');
const THIRD = frameHj212('ST=31;CN=2061;PW=abc;MN=DEV2;Flag=4;CP=&&DataTime=20240102030000;a21026-Avg=12.5&&');

const framesOf = (events: Hj212FrameEvent[]) => events.flatMap((e) => (e.kind === 'frame' ? [e.frame] : []));
const refusalsOf = (events: Hj212FrameEvent[]) => events.flatMap((e) => (e.kind === 'refused' ? [e.refusal.reason] : []));

function feed(chunks: string[]): Hj212FrameEvent[] {
  const framer = createHj212Framer();
  return [...chunks.flatMap((c) => framer.push(c)), ...framer.end()];
}

describe('createHj212Framer', () => {
  it('hands out one whole frame', () => {
    expect(feed([STANDARD_FRAME])).toEqual([{ kind: 'frame', frame: STANDARD_FRAME }]);
  });

  it('splits joined frames', () => {
    expect(framesOf(feed([STANDARD_FRAME + SECOND + THIRD]))).toEqual([STANDARD_FRAME, SECOND, THIRD]);
  });

  it('reassembles a frame sent one byte at a time, only when its last byte arrives', () => {
    const framer = createHj212Framer();
    for (let i = 0; i < STANDARD_FRAME.length - 1; i++) expect(framer.push(STANDARD_FRAME[i] ?? '')).toEqual([]);
    expect(framer.buffered()).toBe(STANDARD_FRAME.length - 1);
    expect(framer.push('\n')).toEqual([{ kind: 'frame', frame: STANDARD_FRAME }]);
    expect(framer.buffered()).toBe(0);
  });

  it('gives the same frames however the stream is cut', () => {
    const stream = STANDARD_FRAME + SECOND + THIRD;
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: stream.length - 1 }), { maxLength: 12 }), (cuts) => {
        const points = [0, ...cuts.sort((x, y) => x - y), stream.length];
        const chunks = points.slice(1).map((end, i) => stream.slice(points[i], end));
        expect(feed(chunks)).toEqual([STANDARD_FRAME, SECOND, THIRD].map((frame) => ({ kind: 'frame', frame })));
      }),
    );
  });

  it('accepts byte chunks', () => {
    const bytes = Uint8Array.from(SECOND, (c) => c.charCodeAt(0));
    expect(framesOf(feed([]).concat(createHj212Framer().push(bytes)))).toEqual([SECOND]);
  });

  it('ignores blank bytes between frames and refuses other bytes before ##', () => {
    const events = feed([`\r\n${STANDARD_FRAME}\r\n  garbage${SECOND}`]);
    expect(framesOf(events)).toEqual([STANDARD_FRAME, SECOND]);
    expect(events.filter((e) => e.kind === 'refused')).toEqual([
      { kind: 'refused', refusal: { reason: 'bad_header', detail: 'bytes before ##' }, raw: '\r\n  garbage' },
    ]);
  });

  it('refuses a frame declared longer than it is and recovers the next', () => {
    const longer = STANDARD_FRAME.replace('##0101', '##0110');
    const events = feed([longer, SECOND]);
    expect(refusalsOf(events)).toEqual(['bad_length']);
    expect(framesOf(events)).toEqual([SECOND]);
    // The device sent one packet and waits: the refusal comes without any later byte.
    expect(refusalsOf(createHj212Framer().push(longer))).toEqual(['bad_length']);
  });

  it('refuses a frame ending in a bare \\n and keeps the good frame after it, however the stream is cut', () => {
    const damaged = SECOND.replace(/\r\n$/, '\n');
    const stream = damaged + THIRD + SECOND;
    for (let cut = 1; cut < stream.length; cut++) {
      const events = feed([stream.slice(0, cut), stream.slice(cut)]);
      expect(refusalsOf(events), `cut at ${cut}`).toEqual(['bad_length']);
      expect(framesOf(events), `cut at ${cut}`).toEqual([THIRD, SECOND]);
    }
    const refused = feed([stream]).find((e) => e.kind === 'refused');
    // the damaged frame is handed out whole for the log
    expect(refused).toMatchObject({ kind: 'refused', raw: damaged });
    // a bare \r too
    expect(framesOf(feed([SECOND.replace(/\r\n$/, '\r') + THIRD]))).toEqual([THIRD]);
  });

  it('takes segments up to the configured maximum', () => {
    const cp = `DataTime=20240102030000;${Array.from({ length: 90 }, (_, i) => `w${String(10000 + i)}-Avg=${i}.5`).join(';')}`;
    const long = frameHj212(`QN=20240102030000000;ST=32;CN=2051;PW=123456;MN=M1;Flag=5;CP=&&${cp}&&`);
    expect(long.length - 12).toBeGreaterThan(1024);
    expect(refusalsOf(feed([long, THIRD]))).toEqual(['bad_length']);
    const framer = createHj212Framer({ maxSegment: 2048 });
    expect(framesOf([...framer.push(long.slice(0, 700)), ...framer.push(long.slice(700) + THIRD)])).toEqual([long, THIRD]);
  });

  it('refuses a frame declared shorter than it is and recovers the next', () => {
    const events = feed([STANDARD_FRAME.replace('##0101', '##0095') + SECOND]);
    expect(refusalsOf(events)).toEqual(['bad_length']);
    expect(framesOf(events)).toEqual([SECOND]);
  });

  it('refuses a length that is not four digits, or above 1024, and recovers the next', () => {
    for (const head of ['##01x1', '##9999']) {
      const events = feed([STANDARD_FRAME.replace('##0101', head), THIRD]);
      expect(refusalsOf(events), head).toEqual(['bad_length']);
      expect(framesOf(events), head).toEqual([THIRD]);
    }
  });

  it('reports a frame cut off by the end of the connection', () => {
    const events = feed([SECOND, STANDARD_FRAME.slice(0, 40)]);
    expect(framesOf(events)).toEqual([SECOND]);
    expect(events.at(-1)).toEqual({
      kind: 'refused',
      refusal: { reason: 'incomplete', detail: 'connection ended inside a frame' },
      raw: STANDARD_FRAME.slice(0, 40),
    });
  });

  it('keeps a ## split across two chunks', () => {
    expect(framesOf(feed(['#', STANDARD_FRAME.slice(1)]))).toEqual([STANDARD_FRAME]);
    expect(framesOf(feed([`x#`, STANDARD_FRAME.slice(1)]))).toEqual([STANDARD_FRAME]);
  });
});
