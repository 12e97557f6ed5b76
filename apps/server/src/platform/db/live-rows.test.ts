import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sysOrg } from './schema/index.js';
import { isLive, liveIdsAmong } from './live-rows.js';
import { DELETED_STATUS } from './sql-kit.js';

describe('isLive and liveIdsAmong', () => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    const rows = await t.database.db
      .insert(sysOrg)
      .values(['live', 'off', 'gone'].map((n) => ({ name: `lr-${n}`, code: `lr-${n}`, orgType: 'bu' })))
      .returning({ id: sysOrg.id });
    ids = rows.map((r) => r.id);
    await t.database.db.update(sysOrg).set({ status: 1 }).where(eq(sysOrg.id, ids[1]!));
    await t.database.db.update(sysOrg).set({ status: DELETED_STATUS }).where(eq(sysOrg.id, ids[2]!));
  });
  afterAll(() => t.close());

  it('count a deactivated row as live, a deleted or missing one not', async () => {
    expect(await isLive(t.database.db, sysOrg, ids[0]!)).toBe(true);
    expect(await isLive(t.database.db, sysOrg, ids[1]!)).toBe(true);
    expect(await isLive(t.database.db, sysOrg, ids[2]!)).toBe(false);
    expect(await isLive(t.database.db, sysOrg, 987654321)).toBe(false);
    expect((await liveIdsAmong(t.database.db, sysOrg, [...ids, 987654321])).sort((a, b) => a - b)).toEqual([ids[0], ids[1]]);
    expect(await liveIdsAmong(t.database.db, sysOrg, [])).toEqual([]);
  });
});
