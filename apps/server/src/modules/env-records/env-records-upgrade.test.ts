import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { seedEnvRecordsOnUpgrade } from './env-records.seed.js';

const count = async (t: TestApp, q: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(t.database.db, q))[0]!.n;

describe.each(dbKinds())('the environmental records seed at start on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  it('leaves a seeded installation alone, and seeds one that predates the module once', async () => {
    // seeded at the first start: nothing to do, whatever an administrator changed since
    await t.database.db.execute(sql`update env_waste_catalogue set status = 2 where code = '900-249-08'`);
    expect(await seedEnvRecordsOnUpgrade(t.database.db)).toBe(false);
    expect(await count(t, sql`select count(*)::int n from env_waste_catalogue where code = '900-249-08' and status <> 2`)).toBe(0);

    // an installation from before the module: no catalogue, no mapping, no waste factors
    await t.database.db.execute(sql`delete from env_waste_factor`);
    await t.database.db.execute(sql`delete from env_waste_catalogue`);
    await t.database.db.execute(sql`delete from emission_factor where code like 'WASTE-%'`);
    expect(await seedEnvRecordsOnUpgrade(t.database.db)).toBe(true);
    expect(await count(t, sql`select count(*)::int n from env_waste_catalogue where code = '900-249-08' and builtin`)).toBe(1);
    expect(await count(t, sql`select count(*)::int n from emission_factor where code = 'WASTE-INCINERATION-IND'`)).toBe(1);
    expect(await count(t, sql`select count(*)::int n from env_waste_factor where disposal_method = 7`)).toBe(1);
    // and only once
    expect(await seedEnvRecordsOnUpgrade(t.database.db)).toBe(false);
  });
});
