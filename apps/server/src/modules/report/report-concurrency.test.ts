import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ReportDetail } from '@carbon/domain';
import { baseYear, inventoryReportVersion } from '../../platform/db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { INPUTS, ok, project, saveEntry, world, type World } from '../inventory/inventory.testing.js';

/**
 * Two users acting at once on one report (PostgreSQL: PGlite runs one transaction at a time):
 * two publishers give exactly one version, two editors of the texts one edit and a conflict,
 * two first settings of a base year one row and a conflict. Never a double decision, never a lost update.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('reports under concurrency on postgres', () => {
  let t: TestApp;
  let w: World;
  let projectId: string;
  let taskId: string;

  beforeAll(async () => {
    t = await createTestApp({ kind: 'postgres' });
    w = await world(t);
    projectId = (await project(w, { year: 2025 })).id;
    [{ id: taskId }] = ok<{ id: string }[]>(
      await w.su.post('/api/main/inventoryTask/issue', { projectId, orgIds: [w.org('fii-ccbg-longhua-le1')] }),
    ) as [{ id: string }];
    ok(await saveEntry(w.su, taskId, { scope: 1, input: INPUTS.gas }));
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: taskId, approverIds: ['none'] }));
  });
  afterAll(() => t.close());

  const draft = async () => ok<ReportDetail>(await w.su.post('/api/main/report/generate', { taskId, template: 'ghg' }));

  it('two publishers at once: one version, the other told nothing changed', async () => {
    for (let round = 0; round < 5; round++) {
      const r = await draft();
      const [a, b] = await Promise.all([
        w.su.post('/api/main/report/publish', { id: r.id }),
        w.mgr.post('/api/main/report/publish', { id: r.id }),
      ]);
      expect([a.success, b.success].filter(Boolean)).toHaveLength(1);
      expect([a, b].find((x) => !x.success)!.code).toBe(2033011);
      const versions = await t.database.db
        .select()
        .from(inventoryReportVersion)
        .where(eq(inventoryReportVersion.reportId, Number(r.id)));
      expect(versions).toHaveLength(1);
    }
  });

  it('two editors of the texts on the same version: one edit, one conflict, nothing lost silently', async () => {
    for (let round = 0; round < 5; round++) {
      const r = await draft();
      const [a, b] = await Promise.all([
        w.su.post('/api/main/report/edit', { id: r.id, version: r.version, texts: { uncertainty: 'A' } }),
        w.mgr.post('/api/main/report/edit', { id: r.id, version: r.version, texts: { uncertainty: 'B' } }),
      ]);
      expect([a.success, b.success].filter(Boolean)).toHaveLength(1);
      const winner = a.success ? 'A' : 'B';
      expect((a.success ? b : a).success).toBe(false);
      const now = ok<ReportDetail>(await w.su.get(`/api/main/report/detail?id=${r.id}&versionNo=0`));
      expect(now.texts.uncertainty).toBe(winner);
      expect(now.version).toBe(r.version + 1);
    }
  });

  it('two first settings of a base year at once: one row, the other a conflict', async () => {
    const orgId = w.org('fii-ccbg-longhua-le1');
    const body = { orgId, projectId, approach: 'operational' };
    const [a, b] = await Promise.all([w.su.post('/api/main/report/setBaseYear', body), w.mgr.post('/api/main/report/setBaseYear', body)]);
    const outcomes = [a, b].map((x) => (x.success ? 'ok' : String(x.code))).sort();
    // at the same moment the second meets the first's row: the conflict (1017004); a moment later it sets it again
    expect([JSON.stringify(['1017004', 'ok']), JSON.stringify(['ok', 'ok'])]).toContain(JSON.stringify(outcomes));
    expect(
      await t.database.db
        .select()
        .from(baseYear)
        .where(eq(baseYear.orgId, Number(orgId))),
    ).toHaveLength(1);
  });
});
