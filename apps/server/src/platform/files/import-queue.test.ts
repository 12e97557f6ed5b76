import { describe, expect, it } from 'vitest';
import { DomainError } from '@carbon/domain';
import { createImportQueue, type ImportJob } from './import-queue.js';
import { testClock } from '../../test/harness.js';

/** A job's work the test ends by hand: it holds its turn until `finish` or `fail`. */
function held() {
  let startedNow!: () => void;
  const started = new Promise<void>((resolve) => (startedNow = resolve));
  let finish!: (v: string) => void;
  let fail!: (e: unknown) => void;
  let job: ImportJob | undefined;
  const work = (j: ImportJob) => {
    job = j;
    startedNow();
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { work, started, finish: (v: string) => finish(v), fail: (e: unknown) => fail(e), job: () => job! };
}

const alice = { user: { id: 1 } };
const bob = { user: { id: 2 } };

describe('import queue', () => {
  it('runs at most `concurrency` imports at once; the next waits its turn in order', async () => {
    const q = createImportQueue({ concurrency: 2, maxWaiting: 5, maxInflatedBytes: 1000 });
    const [a, b, c, d] = [held(), held(), held(), held()];
    const runs = [
      q.run(alice, 'factor', a.work),
      q.run(alice, 'factor', b.work),
      q.run(bob, 'user', c.work),
      q.run(alice, 'exchangeRate', d.work),
    ];
    await Promise.all([a.started, b.started]);
    expect(q.load()).toEqual({ running: 2, waiting: 2 });
    const aliceJobs = q.list(1);
    expect(aliceJobs.map((j) => [j.kind, j.phase, j.waitingAhead])).toEqual([
      ['exchangeRate', 'queued', 1],
      ['factor', 'reading', 0],
      ['factor', 'reading', 0],
    ]);
    expect(q.list(2).map((j) => [j.kind, j.phase, j.waitingAhead])).toEqual([['user', 'queued', 0]]);
    a.finish('a');
    await c.started; // c was first in line
    expect(q.list(2)[0]!.phase).toBe('reading');
    expect(q.list(1)[0]).toMatchObject({ kind: 'exchangeRate', phase: 'queued', waitingAhead: 0 });
    b.fail(new DomainError(1012003, 'error.1012003', { reason: 'x' }));
    await d.started;
    c.finish('c');
    d.finish('d');
    const results = await Promise.allSettled(runs);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(q.load()).toEqual({ running: 0, waiting: 0 });
    expect(q.list(1).map((j) => [j.phase, j.code])).toEqual([
      ['done', null],
      ['failed', 1012003],
      ['done', null],
    ]);
  });

  it('refuses an import with 1012004 when the waiting line is full, and accepts again once it moves', async () => {
    const q = createImportQueue({ concurrency: 1, maxWaiting: 1, maxInflatedBytes: 1000 });
    const [a, b] = [held(), held()];
    const first = q.run(alice, 'factor', a.work);
    const second = q.run(alice, 'factor', b.work);
    await a.started;
    await expect(q.run(bob, 'factor', async () => 'never')).rejects.toMatchObject({ code: 1012004 });
    expect(q.list(2)).toEqual([]); // a refused import leaves no job behind
    a.finish('a');
    await b.started;
    const third = q.run(bob, 'factor', async () => 'bob');
    b.finish('b');
    expect(await Promise.all([first, second, third])).toEqual(['a', 'b', 'bob']);
  });

  it('reports the reading, checking and writing progress the work records, and the configured byte limit', async () => {
    const q = createImportQueue({ concurrency: 1, maxWaiting: 0, maxInflatedBytes: 1234 });
    const a = held();
    const run = q.run(alice, 'factor', a.work);
    await a.started;
    const options = a.job().reading(500);
    expect(options).toMatchObject({ maxInflatedBytes: 1234, maxRows: 500 });
    expect(a.job().reading()).not.toHaveProperty('maxRows');
    options.progress!.rowsRead = 42;
    options.progress!.bytesInflated = 999;
    expect(q.list(1)[0]).toMatchObject({ phase: 'reading', rowsRead: 42, bytesInflated: 999, rowsTotal: null, rowsWritten: 0 });
    a.job().phase('checking');
    expect(q.list(1)[0]!.phase).toBe('checking');
    a.job().phase('writing');
    a.job().total(42);
    a.job().written(20);
    expect(q.list(1)[0]).toMatchObject({ phase: 'writing', rowsTotal: 42, rowsWritten: 20, finishedAt: null });
    a.finish('ok');
    await run;
    expect(q.list(1)[0]).toMatchObject({ phase: 'done', rowsWritten: 20 });
  });

  it('forgets finished jobs after ten minutes', async () => {
    const clock = testClock(new Date('2025-01-01T00:00:00Z'));
    const q = createImportQueue({ concurrency: 1, maxWaiting: 0, maxInflatedBytes: 1 }, clock);
    await q.run(alice, 'factor', async () => 'done');
    clock.advance(9 * 60 * 1000);
    expect(q.list(1)).toHaveLength(1);
    clock.advance(2 * 60 * 1000);
    expect(q.list(1)).toEqual([]);
  });

  it("keeps a failed job's report for its owner only, the newest first within the row budget, and forgets it with the job", async () => {
    const clock = testClock(new Date('2025-01-01T00:00:00Z'));
    const q = createImportQueue({ concurrency: 1, maxWaiting: 0, maxInflatedBytes: 1 }, clock);
    const fail = (rows: number) =>
      q
        .run(alice, 'factor', async (job) => {
          job.failed({ filename: `r${rows}.xlsx`, rows, build: async () => Buffer.from(String(rows)) });
          throw new DomainError(1012002, 'error.1012002', { count: 1 });
        })
        .catch(() => undefined);
    await fail(150_000);
    const [first] = q.list(1);
    expect(first).toMatchObject({ phase: 'failed', code: 1012002, hasReport: true });
    expect((await q.report(1, first!.id)!.build()).toString()).toBe('150000');
    expect(q.report(2, first!.id)).toBeUndefined();
    await fail(100_000); // 250,000 rows together: the older report is dropped, the job stays listed
    expect(q.list(1).map((j) => j.hasReport)).toEqual([true, false]);
    expect(q.report(1, first!.id)).toBeUndefined();
    const newest = q.list(1)[0]!.id;
    clock.advance(11 * 60 * 1000);
    expect(q.report(1, newest)).toBeUndefined();
  });
});
