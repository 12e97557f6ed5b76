import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysOrg } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { seedDemoProjects } from './demo-projects.js';

describe.each(dbKinds())('the demo projects on %s (issue 29)', (kind) => {
  let t: TestApp;
  const get = async (token: string, url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json<Envelope>();

  beforeAll(async () => {
    t = await createTestApp({ kind, demo: true });
    await seedDemoProjects(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('make the MACC and the status overview of the demo group non-empty', async () => {
    const su = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const [fii] = await t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'fii'));
    const macc = await get(su, `/api/main/project/macc?orgId=${fii!.id}&year=2025`);
    expect(macc.success).toBe(true);
    const bars = (macc.data as { rows: { annualCarbonReduction: string }[]; totalReduction: string }).rows;
    expect(bars).toHaveLength(3);
    // (3,200,000 − 2,400,000) + (900,000 − 520,000) + (1,500,000 − 1,230,000) kWh × 0.0005366 t/kWh = 1,450 × 0.5366 = 778.07 t
    expect(Number((macc.data as { totalReduction: string }).totalReduction)).toBeCloseTo(778.07, 6);
    const status = await get(su, `/api/main/project/statusOverview?orgId=${fii!.id}`);
    expect(status.success).toBe(true);
    expect(JSON.stringify(status.data)).toContain('draft');
  });
});
