import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { carbonTemplate, sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { INPUTS, issue, ok, project, saveEntry, world, type Entry, type World } from './inventory.testing.js';

type Detail = {
  progress: number;
  sections: { scope: number; category: number | null; entryCount: number }[];
  version: number;
  purpose: string | null;
};

describe.each(dbKinds())('carbon templates and the acceptance shapes on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
  });
  afterAll(() => t.close());

  it('a task from a template shows exactly its sections, refuses others (2030018) and computes progress from them', async () => {
    const tpl = ok<{ id: string }>(
      await w.su.post('/api/main/carbonTemplate/add', { name: 'Office', sections: [{ scope: 2 }, { scope: 3, category: 6 }] }),
    );
    expect((await w.su.post('/api/main/carbonTemplate/add', { name: 'Bad', sections: [{ scope: 3 }] })).code).toBe(2030019);
    const p = await project(w);
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1-server'], w.su, { templateId: tpl.id });
    const detail = async () => ok<Detail>(await w.su.get(`/api/main/inventoryTask/detail?id=${task!.id}`));
    expect((await detail()).sections.map((s) => [s.scope, s.category])).toEqual([
      [2, null],
      [3, 6],
    ]);
    expect((await detail()).progress).toBe(0);
    expect((await saveEntry(w.su, task!.id, { scope: 1, input: INPUTS.gas })).code).toBe(2030018);
    ok(await saveEntry(w.su, task!.id, { scope: 2, input: INPUTS.grid }));
    expect((await detail()).progress).toBe(50);
    const inUse = await w.su.post('/api/main/carbonTemplate/delete', { id: tpl.id });
    expect(inUse.code).toBe(2030017);
    expect(inUse.message).toContain('1');
  });

  it('a template’s organisation type is an ORG_TYPE code, stored as the code; a number is refused', async () => {
    const sections = [{ scope: 1 }];
    const added = ok<{ id: string; orgType: string | null; version: number }>(
      await w.su.post('/api/main/carbonTemplate/add', { name: 'Legal entity', orgType: 'legal_entity', sections }),
    );
    expect(added.orgType).toBe('legal_entity');
    const edited = ok<{ orgType: string | null }>(
      await w.su.post('/api/main/carbonTemplate/edit', { id: added.id, version: added.version, name: 'Park', orgType: 'park', sections }),
    );
    expect(edited.orgType).toBe('park');
    expect(ok<{ orgType: string | null }>(await w.su.get(`/api/main/carbonTemplate/detail?id=${added.id}`)).orgType).toBe('park');
    const [stored] = await t.database.db
      .select({ orgType: carbonTemplate.orgType })
      .from(carbonTemplate)
      .where(eq(carbonTemplate.id, Number(added.id)));
    expect(stored!.orgType).toBe('park');
    const none = ok<{ orgType: string | null }>(await w.su.post('/api/main/carbonTemplate/add', { name: 'Any type', sections }));
    expect(none.orgType).toBeNull();
    for (const orgType of [4, '4', 'factory']) {
      const bad = await w.su.post('/api/main/carbonTemplate/add', { name: 'Numbered', orgType, sections });
      expect(bad).toMatchObject({ success: false, code: 1012001, field: 'orgType' });
    }
  });

  it('an entry save answers with id, tco2e as a decimal string, factorVersion and the explanation', async () => {
    const p = await project(w);
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1-server']);
    const res = await saveEntry(w.su, task!.id, {
      scope: 1,
      facility: 'Boiler house',
      activityQuality: 4,
      calibrationLevel: 5,
      input: INPUTS.gas,
    });
    const entry = ok<Entry & { explanation: { method: string; formula: string; inputs: unknown[] }; gwpSet: string }>(res);
    expect(typeof entry.id).toBe('string');
    expect(entry.tco2e).toBe('56.1545');
    expect(entry).toHaveProperty('factorVersion', null);
    expect(entry.gwpSet).toBe('AR5');
    expect(entry.explanation).toMatchObject({ method: 'combustion.ipcc-tier1', formula: expect.any(String) });
    expect(entry.explanation.inputs.length).toBeGreaterThan(0);
    // (4 + 5 + 1) / 3
    expect(entry.qualityScore).toBe('3.3333');
    const page = ok<{ rows: Entry[] }>(await w.su.get(`/api/main/inventoryEntry/page?taskId=${task!.id}`));
    expect(page.rows.map((r) => r.id)).toEqual([entry.id]);
    // an engine refusal names the entry's input parameter, in the caller's language
    const missing = await saveEntry(w.su, task!.id, { scope: 1, input: { type: 'combustion-ipcc', energyTJ: '1', co2KgPerTJ: '56100' } });
    expect(missing).toMatchObject({ success: false, code: 1012001, field: 'input.ch4KgPerTJ' });
    const noGrid = await saveEntry(w.su, task!.id, { scope: 2, input: { type: 'electricity-market', consumptionKwh: '10' } });
    expect(noGrid).toMatchObject({ success: false, field: 'input.gridFactor' });
  });

  it('an edit without a version is accepted and says so in the audit record; a stale one is a conflict', async () => {
    const p = await project(w);
    const [task] = await issue(w, p.id, ['fii-ccbg-longhua-le1-server']);
    const before = ok<Detail>(await w.su.get(`/api/main/inventoryTask/detail?id=${task!.id}`));
    ok(await w.su.post('/api/main/inventoryTask/edit', { id: task!.id, purpose: 'Annual disclosure' }));
    const [record] = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'inventory_task'), eq(sysAudit.entityId, task!.id), eq(sysAudit.action, 'edit')));
    expect(record!.reason).toBe('saved without a version');
    const stale = await w.su.post('/api/main/inventoryTask/edit', { id: task!.id, version: before.version, purpose: 'Other' });
    expect(stale.code).toBe(1017004);
    const tooLong = await w.su.post('/api/main/inventoryTask/edit', {
      id: task!.id,
      exemptions: [{ item: 'Canteen', reason: 'x'.repeat(51) }],
    });
    expect(tooLong.code).toBe(1012001);
  });
});
