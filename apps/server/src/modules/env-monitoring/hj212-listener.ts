import net from 'node:net';
import {
  HJ212_DEFAULT_MAX_SEGMENT,
  INGEST_FUTURE_SLACK_MS,
  INGEST_MAX_READINGS,
  type Hj212Protocol,
  type Hj212DataKind,
  type Hj212Reading,
  type Hj212Refusal,
  type Hj212Upload,
} from '@carbon/domain';
import { startHj212Decoder, type DecoderReply, type Hj212Decoder } from './hj212-decoder.js';

/**
 * The HJ 212-2017 TCP listener (issue 15): online monitoring equipment connects, sends packets
 * (`##`, length, data segment, CRC, `\r\n`), and the readings of real-time (CN 2011), minute
 * (2051), hourly (2061) and daily (2031) uploads are stored through the same ingestion as the
 * HTTP route. Off unless HJ212_PORT is set; started when the server listens, stopped when it closes.
 *
 * Per connection, frames are cut from the byte stream by the domain's framer (split and joined
 * TCP segments) and parsed on a worker thread (hj212-decoder.ts: the second core does it while
 * the event loop stores), then handled in order. While one batch is being stored the next frames queue;
 * they are then stored together, one batch per point and kind (a device catching up after an
 * outage sends thousands of packets: one transaction each would cap the rate). The batches that
 * all connections have ready are stored together too, in one ingestion (group commit: a hundred
 * devices make a few large statements instead of a hundred small ones; on the embedded database a
 * statement holds the event loop, so sockets are read between statements). If a combined
 * ingestion is refused, each connection stores its batches alone, and a refused one is split until
 * the refused packets are alone, so one bad packet never takes the others with it and nothing is
 * ever stored half. Each packet whose Flag asks for it is answered
 * (CN 9014) after its readings are stored; a refused packet is logged and gets no answer (the
 * standard has no negative data answer; the device keeps the data and resends it).
 *
 * Refusals (`Hj212Refusal`: bad header, length, CRC, incomplete, missing or malformed field,
 * unsupported CN, unknown MN, wrong password, wrong protocol): always to the server log with the peer
 * address, and through the sink with the frame's first 200 characters: to the point's ingestion log
 * when the packet names a registered point (a frame refused before it could name one: the point the
 * connection last named), else to the listener-wide list of unregistered refusals. What was taken
 * differently from what was sent (a repeated key, a value rounded) is in the server log with the frame.
 */

export type Hj212Point = {
  readonly id: string;
  /** The HJ 212 packets the point accepts: HJ/T 212-2005 only, HJ 212-2017 only, or either. */
  readonly protocol: 'either' | Hj212Protocol;
  /** The pollutant codes the point measures, lower-case: other codes in a packet are not stored. */
  readonly pollutants: ReadonlySet<string>;
  /** Whether `password` is the point's HJ 212 password (PW). */
  checkPassword(password: string): boolean;
};

/** One point's readings of one kind, as one connection sent them. */
export type Hj212Batch = { pointId: string; kind: Hj212DataKind; readings: Hj212Reading[]; ip: string | null };

/** What the listener needs from the monitoring module (adapter: hj212-sink.ts). */
export type Hj212Sink = {
  /** The point an MN is registered to, or null. */
  pointByMn(mn: string): Promise<Hj212Point | null>;
  /**
   * Stores batches (one point and kind each, of one connection or several) as the HTTP route stores
   * one, all of them or none; throws to refuse them.
   */
  ingest(batches: readonly Hj212Batch[]): Promise<void>;
  /**
   * Records a refused packet: in a registered point's ingestion log, or (pointId null) in the listener-wide
   * list of refusals naming no registered point. `raw`: the frame's first 200 characters; `mn`: the MN it named.
   */
  logRefusal(input: {
    pointId: string | null;
    received: number;
    reason: string;
    ip: string | null;
    raw: string;
    mn?: string;
  }): Promise<void>;
};

export type Hj212Log = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
};

export type Hj212ListenerOptions = {
  /** HJ212_PORT; undefined: the listener never starts. */
  port: number | undefined;
  host?: string;
  sink: Hj212Sink;
  log?: Hj212Log;
  /** A connection silent this long is closed (devices reconnect). */
  idleMs?: number;
  /** A connection that sends this many refused packets in a row is closed. */
  maxRefusalsInARow?: number;
  /** The server's clock: data more than the ingestion's slack ahead of it is refused, as the HTTP route does. */
  now?: () => Date;
  /** The longest data segment accepted (HJ212_MAX_SEGMENT; default the domain's HJ212_DEFAULT_MAX_SEGMENT). */
  maxSegment?: number;
};

/**
 * Frames taken into one batch at most (the ingestion's maximum: a device catching up sends one
 * reading a packet); beyond, the socket is paused until they are stored.
 */
const MAX_BATCH_FRAMES = INGEST_MAX_READINGS;
/** Readings stored by one combined ingestion at most (the connections' batches beyond wait for the next). */
const MAX_COMMIT_READINGS = 20_000;
/** How long a point found by its MN is reused within one connection (a password change takes effect after it). */
const POINT_CACHE_MS = 10_000;
/** Reads of one connection at the decoder at most; beyond, its socket is paused until they come back. */
const MAX_DECODING_READS = 64;

const silentLog: Hj212Log = { info: () => undefined, warn: () => undefined };

type Decoded = Extract<Hj212Upload, { ok: true }>;
type Accepted = { upload: Decoded; point: Hj212Point; kind: Hj212DataKind; readings: Hj212Reading[] };
/** A connection as the decoder's replies reach it. */
type Connection = { take(reply: DecoderReply): void };

export function createHj212Listener(opts: Hj212ListenerOptions) {
  const { sink } = opts;
  const now = opts.now ?? (() => new Date());
  const idleMs = opts.idleMs ?? 10 * 60_000;
  const maxRefusals = opts.maxRefusalsInARow ?? 50;
  const maxSegment = opts.maxSegment ?? HJ212_DEFAULT_MAX_SEGMENT;
  let log = opts.log ?? silentLog;
  let server: net.Server | undefined;
  let starting: Promise<number | undefined> | undefined;
  const sockets = new Set<net.Socket>();
  const busy = new Set<Promise<void>>();
  /** Connections' batches waiting for the next combined ingestion, and whether one is being stored. */
  const waiting: { batches: Hj212Batch[]; readings: number; settle: (stored: boolean) => void }[] = [];
  let committing = false;
  /** The decoder thread (while listening), the connections by the number its requests carry, and the last number given. */
  let decoder: Hj212Decoder | undefined;
  const connections = new Map<number, Connection>();
  let lastConnection = 0;
  /** Requests sent to the decoder and replies taken (it answers in the order it was sent), and who waits for it to catch up. */
  let sent = 0;
  let answered = 0;
  let caughtUp: { upTo: number; resolve: () => void }[] = [];

  /** Resolves once the decoder has answered every request sent before the call, and the answers were taken. */
  function decoderCaughtUp(): Promise<void> {
    const upTo = sent;
    if (answered >= upTo) return Promise.resolve();
    return new Promise((resolve) => caughtUp.push({ upTo, resolve }));
  }

  function tookReply(): void {
    answered++;
    while (caughtUp.length > 0 && caughtUp[0]!.upTo <= answered) caughtUp.shift()!.resolve();
  }

  /** A new decoder starts from nothing: whoever waits for the old one stops waiting. */
  function resetCounts(): void {
    sent = answered = 0;
    for (const w of caughtUp) w.resolve();
    caughtUp = [];
  }

  /** Stores a connection's batches with those of the other connections ready now; false: the combined ingestion was refused. */
  function together(batches: Hj212Batch[]): Promise<boolean> {
    return new Promise((settle) => {
      waiting.push({ batches, readings: batches.reduce((n, b) => n + b.readings.length, 0), settle });
      if (committing) return;
      committing = true;
      // the first waits until the sockets readable now have been read, decoded and checked, so their batches join it
      setImmediate(() => track(decoderCaughtUp().then(commitWaiting)));
    });
  }

  async function commitWaiting(): Promise<void> {
    try {
      while (waiting.length > 0) {
        const taken = [waiting.shift()!];
        let size = taken[0]!.readings;
        while (waiting.length > 0 && size + waiting[0]!.readings <= MAX_COMMIT_READINGS) {
          size += waiting[0]!.readings;
          taken.push(waiting.shift()!);
        }
        const stored = await sink.ingest(taken.flatMap((w) => w.batches)).then(
          () => true,
          () => false,
        );
        for (const w of taken) w.settle(stored);
        // sockets are read (and their batches join the next ingestion) before it starts; the decoder is not waited
        // for here: under a steady load it always has work, and the event loop would idle while it catches up
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      committing = false;
    }
  }

  function connection(socket: net.Socket): void {
    sockets.add(socket);
    const ip = socket.remoteAddress ?? null;
    const c = ++lastConnection;
    const queue: Decoded[] = [];
    /** Requests sent to the decoder and not answered yet. */
    let decoding = 0;
    const points = new Map<string, { point: Hj212Point | null; at: number }>();
    let refusedInARow = 0;
    let pumping = false;
    /** The registered point this connection last named: a frame refused before naming one is logged to it. */
    let lastPointId: string | null = null;

    /**
     * Logs a refused packet (server log, and the point's ingestion log or the listener-wide list); returns null
     * (nothing to store). `pointId` undefined: the frame named no point (the connection's last one is taken).
     */
    const refuse = (refusal: Hj212Refusal, raw: string, known?: { pointId: string | null; mn: string }): null => {
      refusedInARow++;
      const mn = known?.mn;
      log.warn({ ip, mn, ...refusal, raw: raw.slice(0, 200) }, 'HJ 212 packet refused');
      const reason = [refusal.reason, refusal.field, refusal.detail].filter(Boolean).join(' ');
      const pointId = known ? known.pointId : lastPointId;
      track(sink.logRefusal({ pointId, received: 0, reason, ip, raw: raw.slice(0, 200), ...(mn === undefined ? {} : { mn }) }));
      if (refusedInARow >= maxRefusals) {
        log.warn({ ip, refused: refusedInARow }, 'HJ 212 connection closed after repeated refusals');
        socket.destroy();
      }
      return null;
    };

    /** The point of an MN found within POINT_CACHE_MS (null: none is registered to it), or undefined: look it up. */
    const keptPoint = (mn: string): Hj212Point | null | undefined => {
      const kept = points.get(mn);
      return kept && Date.now() - kept.at < POINT_CACHE_MS ? kept.point : undefined;
    };

    const lookUpPoint = async (mn: string): Promise<Hj212Point | null> => {
      const point = await sink.pointByMn(mn);
      points.set(mn, { point, at: Date.now() });
      return point;
    };

    /** Checks and authenticates one decoded frame against its point; refuses it or returns what to store. */
    const check = (upload: Decoded, point: Hj212Point | null): Accepted | null => {
      const frame = upload.raw;
      if (!point) return refuse({ reason: 'unknown_mn', field: 'MN', detail: upload.mn }, frame, { pointId: null, mn: upload.mn });
      const known = { pointId: point.id, mn: upload.mn };
      if (!point.checkPassword(upload.pw)) return refuse({ reason: 'wrong_password', field: 'PW' }, frame, known);
      lastPointId = point.id;
      if (point.protocol !== 'either' && point.protocol !== upload.protocol) {
        const detail = `an HJ ${upload.protocol === '2005' ? 'T 212-2005' : '212-2017'} packet; the point accepts ${point.protocol} only`;
        return refuse({ reason: 'wrong_protocol', field: 'Flag', detail }, frame, known);
      }
      const data = upload.data;
      if (!data.ok) return refuse(data.refusal, frame, known);
      if (data.value.notes) log.info({ ip, mn: upload.mn, notes: data.value.notes, raw: frame }, 'HJ 212 packet taken with changes');
      if (Date.parse(data.value.time) > now().getTime() + INGEST_FUTURE_SLACK_MS) {
        return refuse({ reason: 'bad_field', field: 'DataTime', detail: `${data.value.time} is in the future` }, frame, known);
      }
      const readings = data.value.readings.filter((r) => point.pollutants.has(r.pollutant.toLowerCase()));
      return { upload, point, kind: data.value.kind, readings };
    };

    /**
     * Stores a batch: per point and kind, chunks of at most the route's 5,000 readings, with the other
     * connections' batches. When that is refused, each chunk is stored alone, and a refused one is split in
     * halves until the refused packets are alone (the checks above make that rare).
     */
    const store = async (batch: Accepted[]): Promise<Accepted[]> => {
      // per point and kind: its chunks, and the readings of the last one (kept, not summed again per packet)
      const groups = new Map<string, { chunks: Accepted[][]; size: number }>();
      for (const a of batch) {
        const key = `${a.point.id}/${a.kind}`;
        let group = groups.get(key);
        if (!group) groups.set(key, (group = { chunks: [[]], size: 0 }));
        if (group.size + a.readings.length > INGEST_MAX_READINGS) {
          group.chunks.push([]);
          group.size = 0;
        }
        group.chunks[group.chunks.length - 1]!.push(a);
        group.size += a.readings.length;
      }
      const stored: Accepted[] = [];
      const attempt = async (group: Accepted[]): Promise<void> => {
        if (await ingestAll(group)) {
          stored.push(...group);
          return;
        }
        if (group.length === 1) return;
        const half = Math.ceil(group.length / 2);
        await attempt(group.slice(0, half));
        await attempt(group.slice(half));
      };
      const chunks = [...groups.values()].flatMap((g) => g.chunks);
      const batches = chunks.map(batchOf).filter((b) => b.readings.length > 0);
      if (batches.length === 0 || (await together(batches))) return batch;
      for (const chunk of chunks) await attempt(chunk);
      return stored;
    };

    /** One chunk's readings; the latest word of the device wins when it repeats a pollutant and time. */
    const batchOf = (group: Accepted[]): Hj212Batch => {
      const first = group[0]!;
      const byKey = new Map<string, Hj212Reading>();
      for (const a of group) for (const r of a.readings) byKey.set(`${r.pollutant}@${r.time}`, r);
      return { pointId: first.point.id, kind: first.kind, readings: [...byKey.values()], ip };
    };

    const ingestAll = async (group: Accepted[]): Promise<boolean> => {
      const first = group[0]!;
      const alone = batchOf(group);
      if (alone.readings.length === 0) return true;
      try {
        await sink.ingest([alone]);
        return true;
      } catch (e) {
        if (group.length === 1) {
          const detail = e instanceof Error ? e.message : String(e);
          // the ingestion logged the refused batch itself; the server log names the packet
          log.warn({ ip, mn: first.upload.mn, reason: 'ingest_refused', detail }, 'HJ 212 packet refused');
          refusedInARow++;
        }
        return false;
      }
    };

    const handle = async (uploads: Decoded[]): Promise<void> => {
      const accepted: Accepted[] = [];
      for (const upload of uploads) {
        // a point found (or not) a moment ago is not awaited: a batch of thousands of frames takes no turn each
        const kept = keptPoint(upload.mn);
        const a = check(upload, kept !== undefined ? kept : await lookUpPoint(upload.mn));
        if (a) accepted.push(a);
      }
      const stored = new Set(await store(accepted));
      const answers: string[] = [];
      for (const a of accepted) {
        if (!stored.has(a)) continue;
        refusedInARow = 0;
        if (a.upload.answer !== null) answers.push(a.upload.answer);
      }
      if (answers.length > 0 && !socket.destroyed) socket.write(answers.join(''));
    };

    /** Reads again once what it read is decoded and stored, or nearly. */
    const resume = () => {
      if (queue.length < MAX_BATCH_FRAMES && decoding < MAX_DECODING_READS && !socket.destroyed) socket.resume();
    };

    const pump = (): void => {
      if (pumping || queue.length === 0) return;
      pumping = true;
      const run = (async () => {
        try {
          // what the device sent before it closed is stored too (its answers are not sent: it resends, and a resend changes nothing)
          while (queue.length > 0) {
            await handle(queue.splice(0, MAX_BATCH_FRAMES));
            resume();
          }
        } catch (e) {
          log.warn({ ip, err: e instanceof Error ? e.message : String(e) }, 'HJ 212 connection failed');
          socket.destroy();
        } finally {
          pumping = false;
        }
      })();
      track(run);
    };

    const send = (request: Parameters<Hj212Decoder['send']>[0]) => {
      if (!decoder) return socket.destroy();
      decoding++;
      sent++;
      decoder.send(request);
    };

    connections.set(c, {
      take(reply) {
        decoding--;
        for (const u of reply.u) {
          if (u.ok) queue.push(u);
          else refuse(u.refusal, u.raw);
        }
        // the close's reply is the connection's last
        if (reply.t === 'close') connections.delete(c);
        if (queue.length >= MAX_BATCH_FRAMES) socket.pause();
        else resume();
        pump();
      },
    });

    socket.setTimeout(idleMs, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      send({ c, t: 'data', b: chunk });
      if (decoding >= MAX_DECODING_READS) socket.pause();
    });
    // the peer closed: a frame it left unfinished is refused (the socket ends itself: allowHalfOpen is off)
    socket.on('end', () => send({ c, t: 'end' }));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      send({ c, t: 'close' });
    });
  }

  /** The decoder thread; if it fails, every connection is closed (devices reconnect) and a new one takes over. */
  function startDecoder(): Hj212Decoder {
    const d = startHj212Decoder(
      maxSegment,
      (reply) => {
        // a failed decoder's last replies are not taken: its connections are closed and its counts reset
        if (decoder !== d) return;
        connections.get(reply.c)?.take(reply);
        tookReply();
      },
      (e) => {
        if (decoder !== d) return;
        log.warn({ err: e.message }, 'HJ 212 decoder failed: connections closed, decoder restarted');
        connections.clear();
        resetCounts();
        for (const socket of sockets) socket.destroy();
        decoder = startDecoder();
        void d.stop();
      },
    );
    return d;
  }

  async function stopDecoder(): Promise<void> {
    const d = decoder;
    decoder = undefined;
    resetCounts();
    await d?.stop();
  }

  function track(p: Promise<void>): void {
    const guarded = p.catch((e: unknown) => log.warn({ err: e instanceof Error ? e.message : String(e) }, 'HJ 212 background task failed'));
    busy.add(guarded);
    void guarded.finally(() => busy.delete(guarded));
  }

  return {
    /** Listens on the configured port (no-op when HJ212_PORT is unset); resolves to the bound port. Idempotent. */
    start(): Promise<number | undefined> {
      if (opts.port === undefined) return Promise.resolve(undefined);
      starting ??= (async () => {
        decoder = startDecoder();
        const s = net.createServer(connection);
        s.maxConnections = 5_000;
        await new Promise<void>((resolve, reject) => {
          s.once('error', reject);
          s.listen({ port: opts.port, host: opts.host }, () => resolve());
        }).catch(async (e: unknown) => {
          await stopDecoder();
          throw e;
        });
        server = s;
        log.info({ port: portOf(s) }, 'HJ 212 listener started');
        return portOf(s);
      })();
      return starting;
    },
    /** Stops accepting, closes every connection and waits for batches being stored. */
    async stop(): Promise<void> {
      await starting?.catch(() => undefined);
      const s = server;
      server = undefined;
      starting = undefined;
      if (!s) return;
      const closed = new Promise<void>((resolve) => s.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      // what the decoder still returns is dropped (the connections are gone); what is being stored is waited for
      connections.clear();
      while (busy.size > 0) await Promise.all([...busy]);
      await stopDecoder();
    },
    port: (): number | undefined => (server ? portOf(server) : undefined),
    /** Started when the server listens, stopped when it closes. */
    attach(app: { log: Hj212Log; addHook(name: 'onListen' | 'onClose', fn: () => Promise<void>): unknown }): void {
      log = opts.log ?? app.log;
      app.addHook('onListen', async () => void (await this.start()));
      app.addHook('onClose', async () => this.stop());
    },
  };
}

function portOf(s: net.Server): number | undefined {
  const address = s.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

export type Hj212Listener = ReturnType<typeof createHj212Listener>;
