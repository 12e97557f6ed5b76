import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSseParser, formatSse, type SseEvent } from './sse.js';

const parseAll = (chunks: string[]): SseEvent[] => {
  const out: SseEvent[] = [];
  const p = createSseParser((e) => out.push(e));
  for (const c of chunks) p.feed(c);
  return out;
};

describe('server-sent events', () => {
  it('reads named events, multi-line data, comments and every line ending', () => {
    const text = 'retry: 5000\n\n: ping\n\nevent: counts\ndata: {"a":1}\n\ndata: one\r\ndata:two\r\rdata: x\n';
    expect(parseAll([text])).toEqual([
      { event: 'counts', data: '{"a":1}' },
      { event: 'message', data: 'one\ntwo' },
    ]); // the last event has no blank line yet: not complete
  });

  it('gives the same events however the text is cut into chunks', () => {
    const text = formatSse('counts', '{"todoCount":3}') + ': ping\r\n\r\n' + formatSse('end', 'a\nb');
    const whole = parseAll([text]);
    expect(whole).toEqual([
      { event: 'counts', data: '{"todoCount":3}' },
      { event: 'end', data: 'a\nb' },
    ]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 8 }), (cuts) => {
        const at = [0, ...cuts.sort((x, y) => x - y), text.length];
        expect(parseAll(at.slice(1).map((end, i) => text.slice(at[i], end)))).toEqual(whole);
      }),
    );
  });
});
