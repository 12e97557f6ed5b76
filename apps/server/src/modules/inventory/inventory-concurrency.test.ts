import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { calcResult, inventoryTask, sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { entryImportFile } from './entry-import.testing.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Entry, type World } from './inventory.testing.js';
import { TIMEOUT_JOB } from './task-flow.service.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const statuses = async (t: TestApp, ids: string[]) =>
  new Map(
    (
      await t.database.db
        .select({ id: inventoryTask.id, s: inventoryTask.taskStatus })
        .from(inventoryTask)
        .where(inArray(inventoryTask.id, ids.map(Number)))
    ).map((r) => [String(r.id), r.s]),
  );
const timeoutAudits = (t: TestApp, ids: string[]) =>
  t.database.db
    .select({ entityId: sysAudit.entityId, account: sysAudit.actorAccount })
    .from(sysAudit)
    .where(and(eq(sysAudit.entity, 'inventory_task'), eq(sysAudit.action, 'timeout'), inArray(sysAudit.entityId, ids)));

describe.each(dbKinds())('the deadline timeout on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
  });
  afterAll(() => t.close());

  it('times out open tasks past their deadline, once, audited by the system; leaves the others', async () => {
    const p = await project(w);
    const [parent, leaf] = await issue(w, p.id, ['fii-ccbg-longhua-le1', 'fii-ccbg-longhua-le1-server'], w.su, { deadline: '2020-01-31' });
    const [future] = await issue(w, p.id, ['fii-ccbg-longhua-le1-storage'], w.su, { deadline: '2099-01-31' });
    const p2 = await project(w);
    const [submitted] = await issue(w, p2.id, ['fii-iibg-zhengzhou-le1'], w.su, { deadline: '2020-01-31' });
    ok(await saveEntry(w.su, submitted!.id, { scope: 1, input: INPUTS.gas }));
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: submitted!.id, approverIds: ['none'] }));
    const ids = [parent!.id, leaf!.id, future!.id, submitted!.id];
    const before = await statuses(t, ids);

    expect(await t.app.services.scheduler.runNow(TIMEOUT_JOB)).toBe(true);
    expect(await t.app.services.scheduler.runNow(TIMEOUT_JOB)).toBe(true);
    const after = await statuses(t, ids);
    expect(after.get(parent!.id)).toBe(4);
    expect(after.get(leaf!.id)).toBe(4);
    expect(after.get(future!.id)).toBe(before.get(future!.id));
    expect(after.get(submitted!.id)).toBe(before.get(submitted!.id));
    const audits = await timeoutAudits(t, ids);
    expect(audits.map((a) => a.entityId).sort()).toEqual([parent!.id, leaf!.id].sort());
    expect(audits.every((a) => a.account === 'system')).toBe(true);
    // a timed-out task can still be filled and submitted (spec §4)
    ok(await saveEntry(w.su, leaf!.id, { scope: 1, input: INPUTS.gas }));
  });
});

describe.skipIf(!dbKinds().includes('postgres'))('two app instances on one PostgreSQL database', () => {
  const apps: TestApp[] = [];
  const env = { JWT_SECRET: 'inventory-test-secret-0123456789abcdef' };
  afterEach(async () => {
    for (const a of apps.splice(0).reverse()) await a.close();
  });

  /** Two app instances on one database, a world on each, and a task of a legal entity issued by the manager. */
  async function twoInstancesOnOneTask() {
    const a = await createTestApp({ kind: 'postgres', env });
    apps.push(a);
    const b = await createTestApp({ kind: 'postgres', env, databaseUrl: a.config.databaseUrl! });
    apps.push(b);
    const wa = await world(a);
    const wb = await world(b);
    const p = await project(wa, { orgId: wa.org('fii-ccbg') });
    const [task] = await issue(wa, p.id, ['fii-ccbg-longhua-le1'], wa.mgr);
    return { a, wa, wb, task };
  }

  it('the scheduled timeout runs without a click and times each task out exactly once', async () => {
    const a = await createTestApp({ kind: 'postgres', env });
    apps.push(a);
    const b = await createTestApp({ kind: 'postgres', env, databaseUrl: a.config.databaseUrl! });
    apps.push(b);
    const w = await world(a);
    const p = await project(w);
    const tasks = await issue(w, p.id, ['fii-ccbg-longhua-le1', 'fii-ccbg-longhua-le1-server', 'fii-iibg-zhengzhou-le1'], w.su, {
      deadline: '2020-01-31',
    });
    const ids = tasks.map((x) => x.id);
    // started by the servers listening, as in production: each takes a first tick at once
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 50 && [...(await statuses(a, ids)).values()].some((s) => s !== 4); i++) await sleep(100);
    // and both forced at once
    await Promise.all([a.app.services.scheduler.runNow(TIMEOUT_JOB), b.app.services.scheduler.runNow(TIMEOUT_JOB)]);
    expect([...(await statuses(a, ids)).values()]).toEqual([4, 4, 4]);
    const audits = await timeoutAudits(a, ids);
    expect(audits.map((x) => x.entityId).sort()).toEqual([...ids].sort());
  });

  it('two users saving one entry at once: one wins, the other gets the conflict (1017004)', async () => {
    const { wa, wb, task } = await twoInstancesOnOneTask();
    const entry = ok<Entry>(await saveEntry(wa.user, task!.id, { scope: 1, input: INPUTS.gas }));
    for (let round = 0; round < 3; round++) {
      const current = ok<Entry>(await wa.user.get(`/api/main/inventoryEntry/detail?id=${entry.id}`));
      const edit = (api: World['user'], tj: string) =>
        saveEntry(api, task!.id, { id: entry.id, version: current.version, scope: 1, input: { ...INPUTS.gas, energyTJ: tj } });
      const results = await Promise.all([edit(wa.user, '2'), edit(wb.mgr, '3')]);
      expect(results.filter((r) => r.success)).toHaveLength(1);
      expect(results.filter((r) => !r.success).map((r) => r.code)).toEqual([1017004]);
      const saved = ok<Entry>(await wa.user.get(`/api/main/inventoryEntry/detail?id=${entry.id}`));
      expect(saved.version).toBe(current.version + 1);
    }
  });

  it('two users editing the two entries that share an imported result at once: the result is retired, never left current', async () => {
    const { a, wa, wb, task } = await twoInstancesOnOneTask();
    for (let round = 0; round < 3; round++) {
      const rows: Parameters<typeof entryImportFile>[2] = [
        [`Boiler ${round}a`, 'Plant A', { ...INPUTS.gas, energyTJ: String(10 + round) }],
        [`Boiler ${round}b`, 'Plant A', { ...INPUTS.gas, energyTJ: String(10 + round) }],
      ];
      const file = await entryImportFile('en-US', 1, rows);
      expect(ok(await wa.user.upload(`/api/main/inventoryEntry/import?taskId=${task!.id}&scope=1`, file))).toEqual({ inserted: 2 });
      const page = ok<{ rows: Entry[] }>(await wa.user.get(`/api/main/inventoryEntry/page?taskId=${task!.id}&pageSize=100`));
      const [x, y] = page.rows.filter((e) => e.sourceName?.startsWith(`Boiler ${round}`));
      expect(x!.resultId).toBe(y!.resultId);
      const edit = (api: World['user'], e: Entry, tj: string) =>
        saveEntry(api, task!.id, { id: e.id, version: e.version, scope: 1, input: { ...INPUTS.gas, energyTJ: tj } });
      const results = await Promise.all([edit(wa.user, x!, '2'), edit(wb.mgr, y!, '3')]);
      expect(results.map((r) => r.success)).toEqual([true, true]);
      const [shared] = await a.database.db
        .select({ status: calcResult.status })
        .from(calcResult)
        .where(eq(calcResult.id, Number(x!.resultId)));
      expect(shared).toEqual({ status: 'superseded' });
    }
  });
});
