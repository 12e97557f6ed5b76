import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysOrg } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { DEMO_SHOWCASE, seedDemoShowcase } from './demo-showcase.js';

describe.each(dbKinds())('the demo showcase on %s (issue 29)', (kind) => {
  let t: TestApp;
  const get = async (token: string, url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json<Envelope>();

  beforeAll(async () => {
    t = await createTestApp({ kind, demo: true });
    await seedDemoShowcase(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it("offers the manager a supervisor, a business-group reviewer and a Fii reviewer for a legal entity's project", async () => {
    const manager = await login(t.app, 'manager', DEMO.manager);
    const [le] = await t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'fii-ccbg-longhua-le1'));
    const answer = await get(manager, `/api/main/project/reviewerCandidates?orgId=${le!.id}`);
    expect(answer.success).toBe(true);
    const accounts = (answer.data as { account: string }[]).map((c) => c.account);
    for (const r of DEMO_SHOWCASE.reviewers) expect(accounts).toContain(r.account);
  });

  it('has the exchange rates of the demo year, every month', async () => {
    const su = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const page = await get(su, `/api/main/exchangeRate/page?currency=CNY&year=${DEMO_SHOWCASE.year}&pageNo=1&pageSize=20`);
    expect((page.data as { rows: { month: number; rateToUsd: string }[] }).rows.map((r) => r.month).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });
});
