import { count, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { sysOrg, sysOrgOutbox } from '../../platform/db/schema/index.js';
import { buildOrg, call, data, grantOrgButtonsToManager, orgIdByCode, signIn, type Caller } from './org-test-kit.js';

type FeedEvent = { cursor: string; type: string; orgId: string; payload: Record<string, unknown>; createdAt: string };
type Feed = { events: FeedEvent[]; nextCursor: string };

describe.each(dbKinds())('organisation outbox and feed on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let manager: Caller;
  const ids = {} as Record<'fii-ccbg' | 'fii-iibg', string>;
  const outboxCount = async () => (await t.database.db.select({ n: count() }).from(sysOrgOutbox))[0]!.n;
  const lastCursor = async () => (await data<Feed>(t, admin, 'GET', 'sysOrg/feed?after=0&limit=500')).events.at(-1)?.cursor ?? '0';
  /** Reads the whole feed after `after`, `limit` events per call, as a subscriber would. */
  const drain = async (caller: Caller, after: string, limit: number) => {
    const seen: FeedEvent[] = [];
    let cursor = after;
    for (let calls = 0; calls < 1000; calls++) {
      const page = await data<Feed>(t, caller, 'GET', `sysOrg/feed?after=${cursor}&limit=${limit}`);
      expect(page.events.length).toBeLessThanOrEqual(limit);
      if (page.events.length === 0) {
        expect(page.nextCursor).toBe(cursor);
        return seen;
      }
      seen.push(...page.events);
      cursor = page.nextCursor;
    }
    throw new Error('feed never ended');
  };

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await grantOrgButtonsToManager(t);
    [admin, manager] = await Promise.all([signIn(t, 'superAdmin'), signIn(t, 'manager')]);
    for (const c of ['fii-ccbg', 'fii-iibg'] as const) ids[c] = await orgIdByCode(t, c);
  });
  afterAll(() => t.close());

  it('create, update and delete each write their event with the org as the feed shows it', async () => {
    const start = await lastCursor();
    const org = await buildOrg(t, admin, { pid: ids['fii-iibg']!, orgType: 'park' });
    const edited = await data<{ version: number }>(t, admin, 'POST', 'sysOrg/editWithPark', {
      id: org.id,
      version: 1,
      pid: ids['fii-iibg'],
      name: org.name,
      code: org.code,
      sort: 9,
    });
    await data(t, admin, 'POST', 'sysOrg/delete', { id: org.id });
    const events = await drain(admin, start, 500);
    expect(events.map((e) => [e.type, e.orgId])).toEqual([
      ['org.created', org.id],
      ['org.updated', org.id],
      ['org.deleted', org.id],
    ]);
    expect(events[1]!.payload).toEqual({
      id: org.id,
      pid: ids['fii-iibg'],
      pids: expect.stringMatching(/\],$/),
      name: org.name,
      code: org.code,
      orgType: 'park',
      parkId: null,
      sort: 9,
      remark: null,
      status: 0,
      equitySharePct: null,
      operationalControl: null,
      financialControl: null,
      version: edited.version,
      updateTime: expect.any(String),
    });
    expect(events[2]!.payload).toMatchObject({ status: 2 });
    expect(Number(events[0]!.cursor)).toBeLessThan(Number(events[1]!.cursor));
  });

  it('a refused change writes no event (same transaction)', async () => {
    const org = await buildOrg(t, admin, { pid: ids['fii-iibg']!, orgType: 'park' });
    const before = await outboxCount();
    const stale = await call(t, admin, 'POST', 'sysOrg/editWithPark', {
      id: org.id,
      version: 99,
      pid: ids['fii-iibg'],
      name: org.name,
      code: org.code,
      sort: 1,
    });
    expect(stale.code).toBe(CODE.CONFLICT);
    const bad = await call(t, admin, 'POST', 'sysOrg/editWithPark', {
      id: org.id,
      version: 1,
      pid: ids['fii-iibg'],
      name: org.name,
      code: org.code,
      sort: 1,
      orgType: 'bu',
      equitySharePct: 10,
    });
    expect(bad.code).toBe(CODE.PARAM_ERROR);
    // fails last: the audit insert, after the row update and the outbox insert, is made to fail
    await t.database.db.execute(sql`create or replace function test_fail_audit() returns trigger language plpgsql as $$
      begin if new.after->>'remark' = 'fail-audit' then raise exception 'audit refused'; end if; return new; end $$`);
    await t.database.db.execute(
      sql`create trigger test_fail_audit before insert on sys_audit for each row execute function test_fail_audit()`,
    );
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/main/sysOrg/editWithPark',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { id: org.id, version: 1, pid: ids['fii-iibg'], name: org.name, code: org.code, sort: 1, remark: 'fail-audit' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger test_fail_audit on sys_audit`);
    }
    expect(await outboxCount()).toBe(before);
    expect(await data<{ version: number; remark: string | null }>(t, admin, 'GET', `sysOrg/detailWithPark?id=${org.id}`)).toMatchObject({
      version: 1,
      remark: null,
    });
  });

  it('a move publishes the moved org and every descendant with its new pids', async () => {
    const top = await buildOrg(t, admin, { pid: ids['fii-iibg']!, orgType: 'park' });
    const child = await buildOrg(t, admin, { pid: top.id, orgType: 'legal_entity' });
    const start = await lastCursor();
    await data(t, admin, 'POST', 'sysOrg/editWithPark', {
      id: top.id,
      version: 1,
      pid: ids['fii-ccbg'],
      name: top.name,
      code: top.code,
      sort: 1,
    });
    const events = await drain(admin, start, 500);
    expect(events.map((e) => [e.type, e.orgId])).toEqual([
      ['org.updated', top.id],
      ['org.updated', child.id],
    ]);
    expect(events[1]!.payload.pids).toContain(`[${ids['fii-ccbg']}],[${top.id}],`);
  });

  it('sendOrgData publishes a snapshot of every live org; the feed pages through it by cursor', async () => {
    const start = await lastCursor();
    const live = (await t.database.db.select({ n: count() }).from(sysOrg).where(eq(sysOrg.status, 0)))[0]!.n;
    const sent = await data<{ events: number; lastCursor: string }>(t, admin, 'POST', 'sysOrg/sendOrgData', {});
    expect(sent.events).toBe(live);
    const events = await drain(admin, start, 3);
    expect(events).toHaveLength(live);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['org.snapshot']));
    expect(events.at(-1)!.cursor).toBe(sent.lastCursor);
    const cursors = events.map((e) => Number(e.cursor));
    expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    expect(new Set(events.map((e) => e.orgId)).size).toBe(live);
  });

  it('a scoped subscriber gets its scope only, deletions included', async () => {
    const start = await lastCursor();
    const own = await buildOrg(t, admin, { pid: ids['fii-ccbg']!, orgType: 'park' });
    const foreign = await buildOrg(t, admin, { pid: ids['fii-iibg']!, orgType: 'park' });
    await data(t, admin, 'POST', 'sysOrg/delete', { id: own.id });
    const seen = await drain(manager, start, 500);
    expect(seen.map((e) => [e.type, e.orgId])).toEqual([
      ['org.created', own.id],
      ['org.deleted', own.id],
    ]);
    expect(seen.some((e) => e.orgId === foreign.id)).toBe(false);
    const sent = await data<{ events: number }>(t, manager, 'POST', 'sysOrg/sendOrgData');
    const scoped = (await data<{ totalRows: number }>(t, manager, 'GET', 'sysOrg/page')).totalRows;
    expect(sent.events).toBe(scoped);
  });

  it('refuses a bad limit and cursor (1012001)', async () => {
    expect((await call(t, admin, 'GET', 'sysOrg/feed?limit=501')).code).toBe(CODE.PARAM_ERROR);
    expect((await call(t, admin, 'GET', 'sysOrg/feed?limit=0')).code).toBe(CODE.PARAM_ERROR);
    expect((await call(t, admin, 'GET', 'sysOrg/feed?after=-1')).code).toBe(CODE.PARAM_ERROR);
  });

  it('the outbox only ever holds the four event types', async () => {
    const odd = await t.database.db.select({ n: count() }).from(sysOrgOutbox).where(ne(sysOrgOutbox.eventType, 'org.created'));
    expect(odd[0]!.n).toBeGreaterThan(0);
    const types = await t.database.db.selectDistinct({ type: sysOrgOutbox.eventType }).from(sysOrgOutbox);
    expect(types.every((r) => ['org.created', 'org.updated', 'org.deleted', 'org.snapshot'].includes(r.type))).toBe(true);
  });
});
