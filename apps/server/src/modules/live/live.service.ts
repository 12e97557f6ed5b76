import type { LiveCounts } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { EventBus, LiveEvent } from '../../platform/events/event-bus.js';
import { liveRepo } from './live.repo.js';

/** Where a stream's messages go (the route writes them as server-sent events). */
export type LiveSink = {
  counts(c: LiveCounts): void;
  /** A heartbeat: keeps proxies from closing an idle connection, and finds dead sockets. */
  ping(): void;
  /** Closes the stream: `session` (it ended: the client must not reconnect) or `shutdown` (the server closes: reconnect). */
  end(reason: 'session' | 'shutdown'): void;
};

export type LiveLog = { warn(obj: object, msg?: string): void };

/** Heartbeat interval: under the 60 s idle timeouts common in proxies (nginx proxy_read_timeout's default). */
export const HEARTBEAT_MS = 25_000;
/** Events that arrive together (a statement per user, a workflow's several writes) are read once. */
const COALESCE_MS = 20;

type Stream = { userId: number; sessionId: string; sink: LiveSink };

export type LiveDeps = { db: Db; clock: Clock; mutate: Mutate; events: EventBus; idleSeconds: number; log?: LiveLog };

/**
 * Live counts (issue 14): the open to-dos and unread notices of the users connected to this
 * process, sent when a stream opens and again whenever an event of the bus names its user
 * (the triggers on sys_todo and sys_notice, committed in any process). Reads are coalesced and
 * serialised, so the last counts a stream receives are never older than the last event.
 */
export function createLiveService({ db, clock, mutate, events, idleSeconds, log }: LiveDeps) {
  const streams = new Map<number, Set<Stream>>();
  const pending = new Set<number>();
  let logger: LiveLog = log ?? { warn: () => undefined };
  let flushTimer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();
  let heartbeat: NodeJS.Timeout | undefined;

  const warn = (err: unknown, msg: string) => logger.warn({ err: err instanceof Error ? err.message : String(err) }, msg);

  function onEvent(e: LiveEvent): void {
    const users = e.kind === 'resync' ? [...streams.keys()] : e.userIds.filter((u) => streams.has(u));
    if (users.length === 0) return;
    for (const u of users) pending.add(u);
    flushTimer ??= setTimeout(() => {
      flushTimer = undefined;
      flushing = flushing.then(flush, flush);
    }, COALESCE_MS);
  }
  events.on(onEvent);

  async function flush(): Promise<void> {
    const users = [...pending];
    pending.clear();
    try {
      const counts = await liveRepo.counts(db, users);
      for (const u of users) for (const s of streams.get(u) ?? []) s.sink.counts(counts.get(u)!);
    } catch (err) {
      warn(err, 'live counts could not be read');
    }
  }

  function remove(s: Stream): void {
    const set = streams.get(s.userId);
    set?.delete(s);
    if (set?.size === 0) streams.delete(s.userId);
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  /** Pings every stream and closes those whose session ended (logout, idle, expiry, deactivation). */
  async function checkSessions(): Promise<number> {
    const all = [...streams.values()].flatMap((set) => [...set]);
    for (const s of all) s.sink.ping();
    const live = await liveRepo.liveSessions(db, [...new Set(all.map((s) => s.sessionId))], clock.now(), idleSeconds);
    const ended = all.filter((s) => !live.has(s.sessionId));
    for (const s of ended) {
      remove(s);
      s.sink.end('session');
    }
    return ended.length;
  }

  /**
   * Keeps the user's language for e-mails (platform/mail), when it changed; audited as `set-language` on the
   * user: the audit trail shows it, "my updates" does not (a preference, not an edit of the account).
   */
  async function recordLocale(ctx: RequestContext): Promise<void> {
    const before = await liveRepo.locale(db, ctx.user.id);
    if (before === ctx.locale) return;
    await mutate(ctx, async (tx, audit) => {
      await liveRepo.saveLocale(tx, ctx.user.id, ctx.locale, clock.now());
      await audit({
        action: 'set-language',
        entity: 'sysUser',
        entityId: ctx.user.id,
        orgId: ctx.user.orgId,
        before: { locale: before ?? null },
        after: { locale: ctx.locale },
        reason: 'language',
      });
    });
  }

  return {
    /** The caller's counts now. */
    async counts(userId: number): Promise<LiveCounts> {
      return (await liveRepo.counts(db, [userId])).get(userId)!;
    },

    /**
     * Opens a stream for the caller: listening first (no event can be missed), then the counts
     * now. Returns the function that closes it (the connection closed).
     */
    async open(ctx: RequestContext, sink: LiveSink): Promise<() => void> {
      await events.ready();
      const s: Stream = { userId: ctx.user.id, sessionId: ctx.user.sessionId, sink };
      const set = streams.get(s.userId) ?? new Set<Stream>();
      set.add(s);
      streams.set(s.userId, set);
      heartbeat ??= setInterval(() => void checkSessions().catch((err: unknown) => warn(err, 'live heartbeat failed')), HEARTBEAT_MS);
      heartbeat.unref?.();
      try {
        await recordLocale(ctx).catch((err: unknown) => warn(err, 'the user language could not be recorded'));
        sink.counts(await this.counts(s.userId));
      } catch (err) {
        remove(s);
        throw err;
      }
      return () => remove(s);
    },

    checkSessions,

    /** Open streams in this process (tests: a closed connection is cleaned up). */
    connections(): number {
      let n = 0;
      for (const set of streams.values()) n += set.size;
      return n;
    },

    /** Ends every stream (the server closes). */
    closeAll(): void {
      clearTimeout(flushTimer);
      flushTimer = undefined;
      for (const set of [...streams.values()]) {
        for (const s of [...set]) {
          remove(s);
          s.sink.end('shutdown');
        }
      }
    },

    /** Logs through the server's logger. */
    setLog(next: LiveLog): void {
      logger = next;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
