import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { translate, type ReportDetail } from '@carbon/domain';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { INPUTS, ok, project, saveEntry, world, type World } from '../inventory/inventory.testing.js';

/**
 * Every element of docs/report-checklist.md is present in both templates: the detail carries
 * each field, and the PDF prints each section heading, the statement of conformity of its
 * template and the report's own texts (an empty one as "not provided").
 */
const SECTIONS = [
  'organisation',
  'totals',
  'gases',
  'separate',
  'lines',
  'chart',
  'methods',
  'factors',
  'quality',
  'baseYear',
  'exclusions',
  'texts',
  'statement',
] as const;

describe('report elements in both templates', () => {
  let t: TestApp;
  let w: World;
  let taskId: string;

  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite' });
    w = await world(t);
    const projectId = (await project(w, { year: 2025 })).id;
    [{ id: taskId }] = ok<{ id: string }[]>(
      await w.su.post('/api/main/inventoryTask/issue', { projectId, orgIds: [w.org('fii-ccbg-longhua-le1')] }),
    ) as [{ id: string }];
    ok(await saveEntry(w.su, taskId, { scope: 1, input: INPUTS.gas }));
    ok(await saveEntry(w.su, taskId, { scope: 2, input: INPUTS.market }));
    ok(await saveEntry(w.su, taskId, { scope: 3, category: 6, input: INPUTS.travel }));
    ok(
      await w.su.post('/api/main/inventoryTask/edit', {
        id: taskId,
        exemptions: [{ item: 'Category 15', reason: 'No investments' }],
        significantIndirect: [{ item: 'C6', reason: 'Above 1% of the total' }],
      }),
    );
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: taskId, approverIds: ['none'] }));
  });
  afterAll(() => t.close());

  it.each(['ghg', 'iso14064'] as const)('%s: the detail holds every element and the PDF prints every section', async (template) => {
    const r = ok<ReportDetail>(await w.su.post('/api/main/report/generate', { taskId, template }));
    ok(await w.su.post('/api/main/report/edit', { id: r.id, version: r.version, texts: { responsiblePerson: '王五', removals: 'None' } }));
    const d = ok<ReportDetail>(await w.su.get(`/api/main/report/detail?id=${r.id}&versionNo=0`));
    // ISO 9.3.1 and GHG Protocol ch. 9 elements (docs/report-checklist.md)
    expect(d.organisation.name).toContain('深圳示范精密');
    expect(d.period).toEqual({ year: 2025, month: null, from: '2025-01-01', to: '2025-12-31' });
    expect(d.boundaryMethod).toBeTruthy();
    expect(d.totals.scope2Location).toBe('1');
    expect(d.totals.scope2Market).toBe('0.75');
    expect(d.gases.map((g) => g.gas)).toEqual(expect.arrayContaining(['CO2', 'CH4', 'N2O', 'HFCs', 'PFCs', 'SF6', 'NF3']));
    expect(d.biogenicCo2).toBe('0');
    expect(d.offsets.total).toBe('0');
    expect(d.categories).toHaveLength(template === 'ghg' ? 15 : 6);
    expect(d.scope3Categories.find((c) => c.number === 15)?.excluded).toEqual([{ item: 'Category 15', reason: 'No investments' }]);
    expect(d.isoCategories.find((c) => c.number === 3)?.significant).toEqual([{ item: 'C6', reason: 'Above 1% of the total' }]);
    expect(d.methods.length).toBeGreaterThan(0);
    expect(d.dataQuality.level).not.toBeNull();
    expect(d.dataQualityByScope.map((q) => q.scope)).toEqual([1, 2, 3]);
    expect(d.baseYear.year).toBe(2020);
    expect(d.gwpSet).toBe('AR5');
    expect(d.texts).toMatchObject({ responsiblePerson: '王五', removals: 'None' });

    const file = await w.su.download(`/api/main/report/export?id=${r.id}&format=pdf&versionNo=0`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    const has = (s: string) => expect(flat).toContain(s.replace(/\s+/g, ' '));
    for (const s of SECTIONS) has(translate('en-US', `report.doc.section.${s}`));
    has(translate('en-US', `report.doc.section.categories.${template}`));
    has(translate('en-US', `report.doc.statement.${template}`).slice(0, 40));
    has('王五');
    has(d.number);
    has('No investments');
  });
});
