import net from 'node:net';
import {
  buildHj212DataPacket,
  createHj212Framer,
  hj212Qn,
  parseHj212Frame,
  type Hj212DataPacketInput,
  type Hj212Packet,
} from '@carbon/domain';

/**
 * A test device speaking HJ 212-2017 over TCP, for journeys and benches: it builds its uploads
 * with the domain's builder (the same code the listener's tests check against published packets),
 * sends them to the server's HJ212_PORT, and reads the server's CN 9014 answers, matched to
 * uploads by QN. A refused upload gets no answer, so waiting for it times out.
 */
export type Hj212DeviceOptions = {
  host?: string;
  port: number;
  /** The MN and password registered on the point (envPoint/add `mn`, `hj212Password`). */
  mn: string;
  password: string;
  /** System code: 32 surface-water pollution source (default), 31 air pollution source. */
  st?: string;
  /** How long to wait for an answer. */
  answerTimeoutMs?: number;
};

export type Hj212Upload = Pick<Hj212DataPacketInput, 'cn' | 'dataTime' | 'values'>;

export type Hj212Device = {
  /** Sends an upload asking for an answer; resolves with the server's 9014 answer. */
  send(upload: Hj212Upload): Promise<Hj212Packet>;
  /** Sends an upload that asks for no answer (Flag A = 0). */
  post(upload: Hj212Upload): void;
  /** Sends raw bytes (a broken packet, half a packet, two packets at once). */
  raw(bytes: string): void;
  /** Answers received so far, in order. */
  readonly answers: Hj212Packet[];
  close(): Promise<void>;
};

export async function connectHj212Device(opts: Hj212DeviceOptions): Promise<Hj212Device> {
  const socket = net.connect({ host: opts.host ?? '127.0.0.1', port: opts.port });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const framer = createHj212Framer();
  const answers: Hj212Packet[] = [];
  const waiting = new Map<string, (p: Hj212Packet) => void>();
  socket.on('data', (chunk: Buffer) => {
    for (const ev of framer.push(chunk)) {
      if (ev.kind !== 'frame') continue;
      const parsed = parseHj212Frame(ev.frame);
      if (!parsed.ok) continue;
      answers.push(parsed.value);
      const qn = parsed.value.qn;
      if (qn !== undefined) waiting.get(qn)?.(parsed.value);
      if (qn !== undefined) waiting.delete(qn);
    }
  });
  socket.on('error', () => undefined);

  // QN must be unique per upload: the send time to the millisecond, moved on when two fall together
  let lastQnMs = 0;
  const nextQn = () => {
    lastQnMs = Math.max(Date.now(), lastQnMs + 1);
    return hj212Qn(new Date(lastQnMs));
  };
  const frame = (upload: Hj212Upload, answer: boolean, qn: string) =>
    buildHj212DataPacket({ ...upload, mn: opts.mn, pw: opts.password, qn, answer, ...(opts.st ? { st: opts.st } : {}) });

  return {
    answers,
    send(upload) {
      const qn = nextQn();
      const answered = new Promise<Hj212Packet>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(qn);
          reject(new Error(`no HJ 212 answer to QN ${qn} (MN ${opts.mn}) within ${opts.answerTimeoutMs ?? 10_000} ms`));
        }, opts.answerTimeoutMs ?? 10_000);
        waiting.set(qn, (p) => {
          clearTimeout(timer);
          resolve(p);
        });
      });
      socket.write(frame(upload, true, qn));
      return answered;
    },
    post(upload) {
      socket.write(frame(upload, false, nextQn()));
    },
    raw(bytes) {
      socket.write(Buffer.from(bytes, 'latin1'));
    },
    async close() {
      await new Promise<void>((resolve) => socket.end(resolve));
      socket.destroy();
    },
  };
}

/**
 * Minute data (CN 2051) for `minutes` consecutive minutes from `from`, one upload a minute, each
 * answered: the values of minute i are `values(i)`. Resolves when every upload was answered.
 */
export async function sendMinutes(
  device: Hj212Device,
  from: Date,
  minutes: number,
  values: (minute: number) => Hj212Upload['values'],
): Promise<void> {
  const sent: Promise<Hj212Packet>[] = [];
  for (let i = 0; i < minutes; i++) {
    sent.push(device.send({ cn: '2051', dataTime: new Date(from.getTime() + i * 60_000), values: values(i) }));
  }
  await Promise.all(sent);
}
