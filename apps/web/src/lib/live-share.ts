import { liveCounts, type LiveCounts } from '@carbon/domain';

/**
 * One live connection per browser, shared by its tabs (issue 29). Every tab keeping its own
 * server-sent event stream open over HTTP/1.1 used Chromium's 6 connections per host: from the
 * 6th tab on, page loads waited for a free connection (~50 s). Now:
 *
 * - the tabs of the browser elect one leader with a lock (Web Locks: the lock is released by the
 *   browser when its tab closes, reloads or crashes, and the next waiting tab gets it); only the
 *   leader opens the stream, and it passes the counts on to the other tabs (BroadcastChannel);
 * - a tab that joins asks for the last counts ('hello'); the leader answers;
 * - a tab hidden for `hiddenGraceMs` leaves (the leader closes its stream; the next visible tab
 *   takes over), and joins again when it is shown: a browser of hidden tabs holds no connection;
 * - without Web Locks or BroadcastChannel (older browsers, tests), every tab is its own leader.
 *
 * Counts carry the session they were read for: a tab signed in as someone else ignores them.
 */

/** How long a hidden tab keeps its part in the live counts. */
export const HIDDEN_GRACE_MS = 60_000;
export const LIVE_LOCK_NAME = 'carbon-live-leader';
export const LIVE_CHANNEL_NAME = 'carbon-live';

export type LiveMessage = { type: 'hello'; session: string } | { type: 'counts'; session: string; counts: LiveCounts };

export type LiveChannel = {
  postMessage(message: LiveMessage): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
};

export type LiveShareDeps = {
  /** Opens the stream; calls back with each counts; returns the function that closes it. */
  connect: (onCounts: (c: LiveCounts) => void) => () => void;
  /**
   * Waits for the leadership (until `signal` aborts), then holds it while `hold` runs. Undefined:
   * no election, this tab leads.
   */
  requestLeadership?: (signal: AbortSignal, hold: () => Promise<void>) => Promise<unknown>;
  /** The tabs' channel; undefined: no sharing. */
  channel?: LiveChannel;
  /** The session the counts are for (the token); null when signed out. */
  session: () => string | null;
  isHidden: () => boolean;
  /** Subscribes to visibility changes; returns the unsubscribe. */
  onVisibilityChange: (listener: () => void) => () => void;
  hiddenGraceMs?: number;
};

export type LiveShare = {
  /** Whether this tab holds the stream now. */
  isLeader(): boolean;
  /** Whether this tab takes part (visible, or hidden for less than the grace). */
  isJoined(): boolean;
  stop(): void;
};

function parseMessage(data: unknown): LiveMessage | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const m = data as Record<string, unknown>;
  if (typeof m.session !== 'string') return undefined;
  if (m.type === 'hello') return { type: 'hello', session: m.session };
  if (m.type === 'counts') {
    const parsed = liveCounts.safeParse(m.counts);
    if (parsed.success) return { type: 'counts', session: m.session, counts: parsed.data };
  }
  return undefined;
}

/** Follows the live counts through the browser's one shared stream; see the module comment. */
export function shareLiveCounts(onCounts: (c: LiveCounts) => void, deps: LiveShareDeps): LiveShare {
  const grace = deps.hiddenGraceMs ?? HIDDEN_GRACE_MS;
  const channel = deps.requestLeadership ? deps.channel : undefined;
  let stopped = false;
  let leader = false;
  let joined = false;
  let last: { session: string; counts: LiveCounts } | undefined;
  let request: AbortController | undefined;
  let resign: (() => void) | undefined;
  let closeStream: (() => void) | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

  const post = (m: LiveMessage) => {
    try {
      channel?.postMessage(m);
    } catch {
      // the channel is closed (the tab is going away)
    }
  };

  function lead(): Promise<void> {
    leader = true;
    closeStream = deps.connect((counts) => {
      const session = deps.session();
      if (!session) return;
      last = { session, counts };
      onCounts(counts);
      post({ type: 'counts', session, counts });
    });
    return new Promise<void>((resolve) => {
      resign = () => {
        leader = false;
        resign = undefined;
        closeStream?.();
        closeStream = undefined;
        resolve();
      };
    });
  }

  function join(): void {
    if (joined || stopped) return;
    joined = true;
    const session = deps.session();
    if (session) post({ type: 'hello', session });
    if (!deps.requestLeadership) {
      void lead();
      return;
    }
    const controller = new AbortController();
    request = controller;
    deps
      .requestLeadership(controller.signal, () => (controller.signal.aborted ? Promise.resolve() : lead()))
      .catch(() => {
        // aborted while waiting: this tab left before it was its turn
      });
  }

  function leave(): void {
    if (!joined) return;
    joined = false;
    request?.abort();
    request = undefined;
    resign?.();
  }

  if (channel) {
    channel.onmessage = (event) => {
      const m = parseMessage(event.data);
      if (!m || stopped || m.session !== deps.session()) return;
      if (m.type === 'hello') {
        if (leader && last && last.session === m.session) post({ type: 'counts', session: last.session, counts: last.counts });
      } else if (!leader && joined) {
        last = { session: m.session, counts: m.counts };
        onCounts(m.counts);
      }
    };
  }

  const onVisibility = () => {
    if (stopped) return;
    clearTimeout(hiddenTimer);
    hiddenTimer = undefined;
    if (!deps.isHidden()) join();
    else if (joined) hiddenTimer = setTimeout(leave, grace);
  };
  const unsubscribe = deps.onVisibilityChange(onVisibility);
  // a tab opened hidden joins when it is first shown
  if (!deps.isHidden()) join();

  return {
    isLeader: () => leader,
    isJoined: () => joined,
    stop: () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(hiddenTimer);
      unsubscribe();
      leave();
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
    },
  };
}

/** The browser's own primitives: Web Locks and BroadcastChannel when there, the document's visibility. */
export function browserLiveDeps(connect: LiveShareDeps['connect'], session: () => string | null): LiveShareDeps {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  const shared = !!locks && typeof BroadcastChannel !== 'undefined';
  return {
    connect,
    session,
    requestLeadership: shared ? (signal, hold) => locks.request(LIVE_LOCK_NAME, { signal }, hold) : undefined,
    channel: shared ? (new BroadcastChannel(LIVE_CHANNEL_NAME) as unknown as LiveChannel) : undefined,
    isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
    onVisibilityChange: (listener) => {
      if (typeof document === 'undefined') return () => undefined;
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}
