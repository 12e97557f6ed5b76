import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/sql-kit.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { seedDemoInventory } from './demo-inventory.js';

type TaskRow = { id: string; orgName: string; approvalStatus: string; status: number };
type EntryRow = { scope: number; sourceName: string | null; tco2e: string | null; factorVersion: string | null };

describe.each(dbKinds())('the demo inventory on %s', (kind) => {
  let t: TestApp;
  let projectId: string;
  const get = async (token: string, url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json<Envelope>();

  beforeAll(async () => {
    t = await createTestApp({ kind, demo: true });
    projectId = await seedDemoInventory(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('issues the project to both demo legal entities: one approved, one waiting for the manager', async () => {
    const su = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const page = await get(su, `/api/main/inventoryTask/page?projectId=${projectId}&pageNo=1&pageSize=10`);
    const rows = (page.data as { rows: TaskRow[] }).rows;
    expect(rows.map((r) => [r.orgName, r.approvalStatus]).sort()).toEqual([
      ['云计算事业群-深圳示范精密有限公司', 'waiting'],
      ['工业互联网事业群-郑州示范科技有限公司', 'passed'],
    ]);
    // the manager finds the waiting approval as a to-do
    const todos = await rowsOf<{ kind: string }>(
      t.database.db,
      sql`select t.kind from sys_todo t join sys_user u on u.id = t.user_id where u.account = 'manager' and t.done_at is null`,
    );
    expect(todos.map((r) => r.kind)).toContain('approval');
  });

  it('computes each source with the library factors, worked by hand', async () => {
    const su = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const page = await get(su, `/api/main/inventoryTask/page?projectId=${projectId}&pageNo=1&pageSize=10`);
    const rows = (page.data as { rows: TaskRow[] }).rows;
    const byOrg = (name: string) => rows.find((r) => r.orgName.startsWith(name))!.id;
    const entries = async (taskId: string) =>
      ((await get(su, `/api/main/inventoryEntry/page?taskId=${taskId}&pageNo=1&pageSize=20`)).data as { rows: EntryRow[] }).rows;
    // 12,500,000 kWh × 0.5366 kgCO2/kWh (MEE/NBS national average 2022) = 6,707.5 t
    // 85 ×10^4 Nm3 × 389.31 GJ/10^4 Nm3 = 33.09135 TJ × 15.30 tC/TJ × 0.99 × 44/12 = 1,837.86048765 t
    const ccbg = await entries(byOrg('云计算事业群'));
    expect(ccbg.map((e) => [e.scope, Number(e.tco2e)]).sort()).toEqual([
      [1, 1837.86048765],
      [2, 6707.5],
    ]);
    expect(ccbg.find((e) => e.scope === 2)!.factorVersion).toBe('MEE-NBS-2022');
    // 8,400,000 kWh × 0.5366 = 4,507.44 t; 42 × 389.31 = 16.35102 TJ × 15.30 × 0.99 × 44/12 = 908.11929978 t
    const iibg = await entries(byOrg('工业互联网事业群'));
    expect(iibg.map((e) => [e.scope, Number(e.tco2e)]).sort()).toEqual([
      [1, 908.11929978],
      [2, 4507.44],
    ]);
  });
});
