import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveCounts } from '@carbon/domain';
import { shareLiveCounts, type LiveChannel, type LiveMessage, type LiveShare, type LiveShareDeps } from './live-share';

/**
 * A browser in miniature: one exclusive lock granted in request order (as Web Locks), one broadcast
 * channel delivering asynchronously to every other tab (as BroadcastChannel), and the tabs' visibility.
 */
function fakeBrowser() {
  type Waiter = { signal: AbortSignal; hold: () => Promise<void>; resolve: (v: unknown) => void; reject: (e: unknown) => void };
  const queue: Waiter[] = [];
  let held = false;
  const grantNext = () => {
    if (held) return;
    const next = queue.shift();
    if (!next) return;
    held = true;
    void next.hold().then(() => {
      held = false;
      next.resolve(undefined);
      grantNext();
    });
  };
  const channels = new Set<LiveChannel>();
  const streams: { counts: (c: LiveCounts) => void; open: boolean }[] = [];
  function tab(hidden = false) {
    let isHidden = hidden;
    let token = 'jwt-a';
    const listeners = new Set<() => void>();
    const received: LiveCounts[] = [];
    const channel: LiveChannel = {
      onmessage: null,
      postMessage(message: LiveMessage) {
        for (const other of channels) if (other !== channel) queueMicrotask(() => other.onmessage?.({ data: structuredClone(message) }));
      },
      close: () => void channels.delete(channel),
    };
    channels.add(channel);
    const deps: LiveShareDeps = {
      connect: (onCounts) => {
        const stream = { counts: onCounts, open: true };
        streams.push(stream);
        return () => void (stream.open = false);
      },
      requestLeadership: (signal, hold) =>
        new Promise((resolve, reject) => {
          const waiter = { signal, hold, resolve, reject };
          signal.addEventListener('abort', () => {
            const i = queue.indexOf(waiter);
            if (i >= 0) {
              queue.splice(i, 1);
              reject(new DOMException('aborted', 'AbortError'));
            }
          });
          queue.push(waiter);
          grantNext();
        }),
      channel,
      session: () => token,
      isHidden: () => isHidden,
      onVisibilityChange: (l) => {
        listeners.add(l);
        return () => void listeners.delete(l);
      },
      hiddenGraceMs: 60_000,
    };
    const share: LiveShare = shareLiveCounts((c) => received.push(c), deps);
    return {
      share,
      received,
      signInAs: (t: string) => void (token = t),
      setHidden(value: boolean) {
        isHidden = value;
        for (const l of listeners) l();
      },
    };
  }
  return {
    tab,
    open: () => streams.filter((s) => s.open),
  };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const counts = (todoCount: number): LiveCounts => ({ todoCount, noticeCount: 0 });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('one live stream per browser, shared by its tabs', () => {
  it('ten tabs open one stream; the leader passes every counts on to the others', async () => {
    const browser = fakeBrowser();
    const tabs = Array.from({ length: 10 }, () => browser.tab());
    await flush();
    expect(browser.open()).toHaveLength(1);
    expect(tabs.filter((t) => t.share.isLeader())).toHaveLength(1);
    expect(tabs[0]!.share.isLeader()).toBe(true);

    browser.open()[0]!.counts(counts(3));
    await flush();
    for (const t of tabs) expect(t.received.at(-1)).toEqual(counts(3));
  });

  it('a tab that joins later gets the last counts from the leader at once', async () => {
    const browser = fakeBrowser();
    browser.tab();
    await flush();
    browser.open()[0]!.counts(counts(7));
    const late = browser.tab();
    await flush();
    expect(late.received).toEqual([counts(7)]);
    expect(browser.open()).toHaveLength(1);
  });

  it('when the leader closes, the next tab takes the stream over', async () => {
    const browser = fakeBrowser();
    const first = browser.tab();
    const second = browser.tab();
    await flush();
    const stream = browser.open()[0]!;
    first.share.stop();
    await flush();
    expect(stream.open).toBe(false);
    expect(second.share.isLeader()).toBe(true);
    expect(browser.open()).toHaveLength(1);
    browser.open()[0]!.counts(counts(2));
    expect(second.received.at(-1)).toEqual(counts(2));
  });

  it('a tab hidden for the grace leaves (its stream closes, a visible tab leads); shown again it joins', async () => {
    const browser = fakeBrowser();
    const a = browser.tab();
    const b = browser.tab();
    await flush();
    a.setHidden(true);
    vi.advanceTimersByTime(59_000);
    await flush();
    expect(a.share.isLeader()).toBe(true);
    vi.advanceTimersByTime(1_000);
    await flush();
    expect(a.share.isJoined()).toBe(false);
    expect(b.share.isLeader()).toBe(true);
    expect(browser.open()).toHaveLength(1);

    // every tab hidden: no connection at all
    b.setHidden(true);
    vi.advanceTimersByTime(60_000);
    await flush();
    expect(browser.open()).toHaveLength(0);

    a.setHidden(false);
    await flush();
    expect(a.share.isLeader()).toBe(true);
    expect(browser.open()).toHaveLength(1);
  });

  it('a tab shown again before the grace keeps its part', async () => {
    const browser = fakeBrowser();
    const a = browser.tab();
    await flush();
    a.setHidden(true);
    vi.advanceTimersByTime(30_000);
    a.setHidden(false);
    vi.advanceTimersByTime(60_000);
    await flush();
    expect(a.share.isLeader()).toBe(true);
    expect(browser.open()).toHaveLength(1);
  });

  it('a tab opened hidden holds nothing until it is shown', async () => {
    const browser = fakeBrowser();
    const hidden = browser.tab(true);
    await flush();
    expect(hidden.share.isJoined()).toBe(false);
    expect(browser.open()).toHaveLength(0);
    hidden.setHidden(false);
    await flush();
    expect(browser.open()).toHaveLength(1);
  });

  it('counts read for another session are not shown (a tab signed in as someone else)', async () => {
    const browser = fakeBrowser();
    browser.tab();
    const other = browser.tab();
    await flush();
    browser.open()[0]!.counts(counts(4));
    await flush();
    expect(other.received).toEqual([counts(4)]);
    other.signInAs('jwt-b');
    browser.open()[0]!.counts(counts(9));
    await flush();
    expect(other.received).toEqual([counts(4)]);
  });

  it('without Web Locks every tab opens its own stream (the fallback)', async () => {
    const streams: number[] = [];
    const deps = (): LiveShareDeps => ({
      connect: () => {
        streams.push(1);
        return () => undefined;
      },
      session: () => 'jwt',
      isHidden: () => false,
      onVisibilityChange: () => () => undefined,
    });
    const a = shareLiveCounts(() => undefined, deps());
    const b = shareLiveCounts(() => undefined, deps());
    expect(streams).toHaveLength(2);
    expect(a.isLeader() && b.isLeader()).toBe(true);
  });
});
