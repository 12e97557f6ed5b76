import { describe, expect, it } from 'vitest';
import { buildHj212DataPacket } from '@carbon/domain';
import { startHj212Decoder, type DecoderReply, type DecoderRequest } from './hj212-decoder.js';

const frame = (mn: string, minute: number) =>
  buildHj212DataPacket({
    mn,
    pw: 'pw1234',
    cn: '2011',
    dataTime: new Date(Date.UTC(2024, 2, 1, 0, minute)),
    values: [{ code: 'w01018', value: String(minute) }],
  });
const bytes = (s: string) => Buffer.from(s, 'latin1');

describe('the HJ 212 decoder thread', () => {
  it('answers every request in order, keeping each connection’s partial frame apart', async () => {
    const replies: DecoderReply[] = [];
    const failures: Error[] = [];
    const decoder = startHj212Decoder(
      1024,
      (r) => replies.push(r),
      (e) => failures.push(e),
    );
    try {
      const [a0, a1, b0] = [frame('A', 0), frame('A', 1), frame('B', 0)];
      const requests: DecoderRequest[] = [
        { c: 1, t: 'data', b: bytes(a0 + a1.slice(0, 25)) },
        { c: 2, t: 'data', b: bytes(b0.slice(0, 40)) },
        { c: 1, t: 'data', b: bytes(a1.slice(25)) },
        { c: 2, t: 'end' },
        { c: 1, t: 'close' },
        { c: 2, t: 'close' },
      ];
      for (const r of requests) decoder.send(r);
      await expect.poll(() => replies.length, { timeout: 20_000 }).toBe(requests.length);
      const seen = replies.map((r) => [r.c, r.t, r.u.map((u) => (u.ok ? u.mn : u.refusal.reason))]);
      expect(seen).toEqual([
        [1, 'data', ['A']],
        [2, 'data', []],
        [1, 'data', ['A']],
        // B's half frame, refused when its connection ended
        [2, 'end', ['incomplete']],
        [1, 'close', []],
        [2, 'close', []],
      ]);
      expect(failures).toEqual([]);
    } finally {
      await decoder.stop();
    }
  });

  it('reports a thread that fails', async () => {
    const failures: Error[] = [];
    const decoder = startHj212Decoder(
      1024,
      () => undefined,
      (e) => failures.push(e),
      new URL('./no-such-decoder-worker.ts', import.meta.url),
    );
    try {
      await expect.poll(() => failures.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(failures[0]!.message).toMatch(/no-such-decoder-worker/);
    } finally {
      await decoder.stop();
    }
  });
});
