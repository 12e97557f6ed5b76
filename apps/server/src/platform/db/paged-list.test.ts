import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sysOrg } from './schema/index.js';
import { tablePage, tableRowsAndTotal } from './paged-list.js';

describe('tablePage and tableRowsAndTotal', () => {
  let t: TestApp;
  const cond = like(sysOrg.code, 'pl-%');
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    await t.database.db
      .insert(sysOrg)
      .values(['a', 'b', 'c', 'd', 'e'].map((n, i) => ({ name: `pl-${n}`, code: `pl-${n}`, orgType: 'bu', sort: i % 2 })));
  });
  afterAll(() => t.close());

  it('cut the whole rows under the condition, in the order, with their total', async () => {
    const page = await tablePage(t.database.db, sysOrg, cond, [asc(sysOrg.sort), desc(sysOrg.code)], 2, 2);
    expect(page.total).toBe(5);
    expect(page.rows.map((r) => r.code)).toEqual(['pl-a', 'pl-d']);
    const cut = await tableRowsAndTotal(t.database.db, sysOrg, cond, [desc(sysOrg.code)], 2, 1);
    expect(cut.total).toBe(5);
    expect(cut.rows.map((r) => r.code)).toEqual(['pl-d', 'pl-c']);
    expect(cut.rows[0]).toHaveProperty('pids');
  });
});
