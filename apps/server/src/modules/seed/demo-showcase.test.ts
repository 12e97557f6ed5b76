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

  it("offers a legal entity's project the supervisor and business-group reviewer of its own side and the Fii reviewer", async () => {
    const manager = await login(t.app, 'manager', DEMO.manager);
    const su = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const candidates = async (token: string, code: string) => {
      const [le] = await t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code));
      const answer = await get(token, `/api/main/project/reviewerCandidates?orgId=${le!.id}`);
      expect(answer.success).toBe(true);
      return (answer.data as { account: string }[]).map((c) => c.account);
    };
    // Longhua lies under the cloud-computing group, Zhengzhou under the industrial internet; Fii above both
    const longhua = await candidates(manager, 'fii-ccbg-longhua-le1');
    expect(longhua).toEqual(expect.arrayContaining(['supervisor', 'bgReviewer', 'fiiReviewer']));
    expect(longhua).not.toContain('zzSupervisor');
    expect(longhua).not.toContain('iibgReviewer');
    const zhengzhou = await candidates(su, 'fii-iibg-zhengzhou-le1');
    expect(zhengzhou).toEqual(expect.arrayContaining(['zzSupervisor', 'iibgReviewer', 'fiiReviewer']));
    expect(zhengzhou).not.toContain('supervisor');
    expect(zhengzhou).not.toContain('bgReviewer');
  });

  it('has the exchange rates of the demo year, every month', async () => {
    const su = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const page = await get(su, `/api/main/exchangeRate/page?currency=CNY&year=${DEMO_SHOWCASE.year}&pageNo=1&pageSize=20`);
    expect((page.data as { rows: { month: number; rateToUsd: string }[] }).rows.map((r) => r.month).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });
});
