import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sysOrg, sysUser } from './schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';

describe.each(dbKinds())('cached totals follow every change, even direct SQL, on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const total = async (query = '') => {
    const res = await t.app.inject({ url: `/api/main/sysUser/page?pageNo=1&pageSize=5${query}`, headers: bearer(token) });
    return (res.json<Envelope>().data as { totalRows: number }).totalRows;
  };
  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = await login(t.app, 'superAdmin', DEMO.superAdmin);
  });
  afterAll(() => t.close());

  it('counts a user inserted behind the application’s back', async () => {
    const before = await total();
    expect(await total()).toBe(before); // served from the cache
    const [org] = await t.database.db.select().from(sysOrg).where(eq(sysOrg.code, 'fii-iibg'));
    await t.database.db.insert(sysUser).values({ account: 'direct.sql', name: 'Direct', passwordHash: 'x', orgId: org!.id });
    expect(await total()).toBe(before + 1);
  });

  it('follows an organisation moved to another parent', async () => {
    const [bg] = await t.database.db.select().from(sysOrg).where(eq(sysOrg.code, 'fii-ccbg'));
    const [le] = await t.database.db.select().from(sysOrg).where(eq(sysOrg.code, 'fii-iibg-zhengzhou-le1'));
    const under = (id: number) => total(`&sysEmpParam.orgId=${id}`);
    const before = await under(bg!.id);
    await t.database.db.execute(
      sql`insert into sys_user (account, name, password_hash, org_id) values ('moved.user', 'Moved', 'x', ${le!.id})`,
    );
    expect(await under(bg!.id)).toBe(before);
    await t.database.db
      .update(sysOrg)
      .set({ pids: `${bg!.pids}[${bg!.id}],` })
      .where(eq(sysOrg.id, le!.id));
    expect(await under(bg!.id)).toBe(before + 1);
  });
});
