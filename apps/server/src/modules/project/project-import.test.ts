import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_SHEET, translate, type Page, type ProjectRow } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { buildXlsx, readXlsx } from '../factor/testing.js';
import { overviewWorld, query, type OverviewWorld } from './project-overview.testing.js';
import { ok, URL } from './project.testing.js';

type Failed = { failedRows: { row: number; reasons: string[]; cells: { column: string | null; reason: string }[] }[]; reportId: string };

/** The template's header in English, as a user's file carries it. */
const HEADER = PROJECT_SHEET.columns.map((c) => translate('en-US', c.label));
/** A row of the template's columns, by key; the others empty. */
const row = (cells: Record<string, string | number>) => PROJECT_SHEET.columns.map((c) => cells[c.key] ?? null);

describe.each(dbKinds())('project import and export on %s', (kind) => {
  let t: TestApp;
  let w: OverviewWorld;
  const total = async (name?: string) => ok<Page<ProjectRow>>(await w.su.get(query('page', { name, pageSize: 200 }))).totalRows;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await overviewWorld(t);
  });
  afterAll(() => t.close());

  it('the template is in the user’s language, with the form’s field labels', async () => {
    const zh = await w.viewerZh.download(URL('template'));
    expect(zh.statusCode).toBe(200);
    const [header, example] = await readXlsx(zh.rawPayload);
    expect(header!.slice(0, 4)).toEqual(['项目名称', '实施组织编码', '项目类型', '节能技术']);
    expect(example!.slice(0, 4)).toEqual(['示例-冷水机组节能改造', 'fii-ccbg-longhua-le1-server', '节能改造', '冷水机组']);
    expect((await readXlsx((await w.viewer.download(URL('template'))).rawPayload))[0]).toEqual(HEADER);
  });

  it('exports the projects behind the investment overview', async () => {
    const res = await w.viewer.download(query('investmentExport', { orgId: w.orgs.ccbg, year: 2025 }));
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('Energy-saving project investment');
    const [header, ...rows] = await readXlsx(res.rawPayload);
    // the investment overview's 2025 projects of the cloud group: P1 (20) P2 (60) P3 (10) P4 (10) P5 (60) P9 (5) = 165
    expect(rows.map((r) => r[0]).sort()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P9']);
    const investment = header!.indexOf('Investment (10k yuan)');
    expect(rows.reduce((sum, r) => sum + Number(r[investment]), 0)).toBe(165);
  });

  it('exports the list’s filters with the automatic figures, and the export imports again as drafts', async () => {
    const res = await w.su.download(query('export', { orgId: w.orgs.server, year: 2025 }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const [header, ...rows] = await readXlsx(res.rawPayload);
    const col = (label: string) => header!.indexOf(label);
    expect(header!.slice(0, HEADER.length)).toEqual(HEADER);
    // the server BU in 2025: P1 P3 P5 P9, newest first
    expect(rows.map((r) => r[0])).toEqual(['P9', 'P5', 'P3', 'P1']);
    const p1 = rows[3]!;
    const cell = (r: unknown[], label: string) => r[col(label)];
    expect([
      cell(p1, 'Implementing organisation code'),
      cell(p1, 'Energy-saving technology'),
      cell(p1, '3R class'),
      cell(p1, 'Energy use per year before'),
      cell(p1, 'Emission factor (tCO2e per energy unit)'),
      cell(p1, 'Lifetime (years)'),
      cell(p1, 'Project number'),
      cell(p1, 'Project status'),
    ]).toEqual(['fii-ccbg-longhua-le1-server', 'Chiller', '1R Reduce (energy saving)', 300000, 0.0005, 10, w.projects.p1!.number, 'Draft']);
    // 100,000 kWh saved; × 0.0005 = 50 t; × 0.5 ÷ 10,000 = 5; 20 × 10,000 ÷ 50 = 4,000 yuan/t; 20 ÷ 5 = 4 years
    expect([
      cell(p1, 'Energy saved per year (energy unit)'),
      cell(p1, 'Annual carbon reduction (tCO2e)'),
      cell(p1, 'Annual investment benefit (10k yuan)'),
      cell(p1, 'Carbon cost-effectiveness (yuan/tCO2e)'),
      cell(p1, 'Payback period (years)'),
      cell(p1, 'Fii review required'),
    ]).toEqual([100000, 50, 5, 4000, 4, 'No']);
    expect(Number(cell(p1, 'Abatement cost (yuan/tCO2e)'))).toBeCloseTo(-403.882044, 5);
    expect(cell(rows[0]!, 'Payback period (years)')).toBe('Not recovered'); // P9: no benefit
    expect(cell(rows[1]!, 'Project status')).toBe('Closed');

    const before = await total();
    const imported = ok<{ inserted: number }>(await w.su.upload(URL('import'), res.rawPayload, 'projects.xlsx'));
    expect(imported.inserted).toBe(4);
    expect(await total()).toBe(before + 4);
    const copies = ok<Page<ProjectRow>>(await w.su.get(query('page', { name: 'P1', orgId: w.orgs.server })));
    const [copy, original] = copies.rows; // newest first
    expect(copy!.id).not.toBe(original!.id);
    expect(copy!.number).not.toBe(original!.number);
    const same = (p: ProjectRow) => [
      p.orgId,
      p.status,
      p.technology,
      p.threeR,
      p.energyBefore,
      p.energySaved,
      p.annualCarbonReduction,
      p.annualBenefit,
      p.abatementCost,
      p.estimatedStart,
      p.businessGroupName,
    ];
    expect(same(copy!)).toEqual(same(original!));
    // the closed P5 comes back as a draft
    const p5 = ok<Page<ProjectRow>>(await w.su.get(query('page', { name: 'P5' }))).rows;
    expect(p5.map((p) => p.status).sort()).toEqual(['closed', 'draft']);
  });

  it('imports all or nothing: a bad row fails the file, each reason naming its column in the user’s language', async () => {
    const before = await total();
    const good = row({ name: 'Good import', orgCode: 'fii-ccbg-longhua-le1-server', energyBefore: '10', energyAfter: '5' });
    const file = await buildXlsx(HEADER, [
      good,
      row({ name: 'Bad decimals', orgCode: 'fii-ccbg-longhua-le1-server', energyBefore: '1.12345678901', estimatedStart: '2025-02-30' }),
      row({ name: 'Unknown organisation', orgCode: 'no-such-org', threeR: 'sideways' }),
      row({ orgCode: 'fii-ccbg' }),
    ]);
    const refused = await w.viewer.upload(URL('import'), file, 'projects.xlsx');
    expect(refused.code).toBe(1012002);
    const failed = (refused.data as Failed).failedRows;
    expect(failed.map((f) => f.row)).toEqual([3, 4, 5]);
    expect(failed[0]!.cells.map((c) => c.column)).toEqual(['Estimated start', 'Energy use per year before']);
    expect(failed[0]!.reasons).toEqual([
      'Estimated start must be a date written YYYY-MM-DD',
      'Energy use per year before allows at most 10 decimal places',
    ]);
    expect(failed[1]!.cells.map((c) => c.column).sort()).toEqual(['3R class', 'Implementing organisation code']);
    expect(failed[1]!.reasons).toContain('Implementing organisation code "no-such-org" does not exist');
    expect(failed[2]!.cells.map((c) => c.column)).toEqual(['Project name']);
    expect(await total()).toBe(before);

    const zh = await w.viewerZh.upload(URL('import'), file, 'projects.xlsx');
    expect((zh.data as Failed).failedRows[0]!.reasons[1]).toBe('改善前年能耗 最多保留 10 位小数');
    // the report of the failed rows can be downloaded by the importer
    const report = await w.viewer.download(`/api/main/import/report?id=${(refused.data as Failed).reportId}`);
    expect(report.statusCode).toBe(200);

    // the good row alone goes in, as a draft with its figures
    expect(ok<{ inserted: number }>(await w.viewer.upload(URL('import'), await buildXlsx(HEADER, [good]), 'p.xlsx')).inserted).toBe(1);
    const [added] = ok<Page<ProjectRow>>(await w.su.get(query('page', { name: 'Good import' }))).rows;
    expect(added).toMatchObject({
      status: 'draft',
      orgId: w.orgs.server,
      energySaved: '5',
      parkName: '云计算事业群-龙华园区',
      createdBy: expect.any(String),
    });
  });

  it('is data-scoped and needs its buttons', async () => {
    // an organisation outside the importer's scope fails its row
    const foreign = await w.foreignViewer.upload(
      URL('import'),
      await buildXlsx(HEADER, [row({ name: 'Not mine', orgCode: 'fii-ccbg-longhua-le1-server' })]),
      'p.xlsx',
    );
    expect((foreign.data as Failed).failedRows[0]!.reasons).toEqual([
      'Implementing organisation code "fii-ccbg-longhua-le1-server" is outside your data scope',
    ]);
    expect((await w.viewer.download(query('export', { orgId: w.orgs.fii }))).json<{ code: number }>().code).toBe(1013003);
    expect((await w.viewer.download(query('investmentExport', { orgId: w.orgs.iibg }))).json<{ code: number }>().code).toBe(1013003);
    expect((await w.engineer.download(query('export', {}))).json<{ code: number }>().code).toBe(1013002);
    expect((await w.engineer.upload(URL('import'), await buildXlsx(HEADER, []), 'p.xlsx')).code).toBe(1013002);
    // the viewer's export without an organisation: the cloud business group only (P7 is Zhengzhou's)
    const names = (await readXlsx((await w.viewer.download(query('export', { name: 'P7' }))).rawPayload)).slice(1);
    expect(names).toEqual([]);
  });
});
