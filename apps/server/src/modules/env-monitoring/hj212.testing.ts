import net from 'node:net';
import { createHj212Framer, parseHj212Frame, type Hj212Packet } from '@carbon/domain';

/** A raw TCP client: writes bytes, collects the server's answers (parsed HJ 212 frames). */
export async function connect(port: number) {
  const socket = net.connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const framer = createHj212Framer();
  const answers: Hj212Packet[] = [];
  const waiters: Array<() => void> = [];
  socket.on('data', (chunk: Buffer) => {
    for (const ev of framer.push(chunk)) {
      if (ev.kind !== 'frame') continue;
      const p = parseHj212Frame(ev.frame);
      if (p.ok) answers.push(p.value);
    }
    for (const w of waiters.splice(0)) w();
  });
  return {
    answers,
    write: (s: string) => socket.write(Buffer.from(s, 'latin1')),
    /** Waits until `n` answers have arrived in all. */
    async answered(n: number) {
      while (answers.length < n) await new Promise<void>((r) => waiters.push(r));
      return answers.map((a) => a.qn);
    },
    close: () => new Promise<void>((r) => socket.end(r)),
  };
}
