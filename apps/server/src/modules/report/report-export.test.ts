import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { translate, type ReportDetail } from '@carbon/domain';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { INPUTS, ok, project, saveEntry, world, type Api, type World } from '../inventory/inventory.testing.js';
import { buildReportDocument } from './pdf/document.js';
import { renderPdfInWorker } from './pdf/worker.js';

/**
 * Report export (issue 11 "Output"): the PDF through the real API with its text extracted (the
 * Chinese company name and the totals are text, in simplified and traditional Chinese), the
 * Excel workbook read back (figures are numbers equal to the detail's, formula text
 * neutralised), drafts and published versions, data scope, and the worker-thread path.
 *
 * Hand-worked figures (AR5, inventory.testing INPUTS): gas 56.1545 t (scope 1), grid 0.5 t
 * (scope 2), travel 0.1 t (scope 3 category 6): total 56.7545 t.
 */
const INJECTION = '=HYPERLINK("http://evil.example","点击")';

async function pdfText(buf: Buffer): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(buf)), { mergePages: true });
  return { pages: totalPages, text };
}

async function workbook(buf: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb;
}

const rowsOf = (ws: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  ws.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
};

describe.each(dbKinds())('report export on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let zh: Api;
  let tw: Api;
  let report: ReportDetail;
  let foreign: ReportDetail;

  const exportOf = (api: Api, id: string, format: string, extra = '') =>
    api.download(`/api/main/report/export?id=${id}&format=${format}${extra}`);

  async function approvedReport(orgCode: string, entries: Record<string, unknown>[]): Promise<ReportDetail> {
    const projectId = (await project(w, { year: 2025 })).id;
    const [task] = ok<{ id: string }[]>(
      await w.su.post('/api/main/inventoryTask/issue', { projectId, orgIds: [w.org(orgCode)], boundaryMethod: 'operational-control' }),
    );
    for (const e of entries) ok(await saveEntry(w.su, task!.id, e));
    ok(await w.su.post('/api/main/inventoryTask/submit', { id: task!.id, approverIds: ['none'] }));
    return ok<ReportDetail>(await w.su.post('/api/main/report/generate', { taskId: task!.id, template: 'iso14064' }));
  }

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await world(t);
    const su = await login(t.app, 'superAdmin', DEMO.superAdmin);
    zh = caller(t, () => su, 'zh-CN');
    tw = caller(t, () => su, 'zh-TW');
    report = await approvedReport('fii-ccbg-longhua-le1', [
      { scope: 1, sourceName: '燃气锅炉', input: INPUTS.gas },
      { scope: 2, sourceName: INJECTION, input: INPUTS.grid },
      { scope: 3, category: 6, sourceName: '差旅', input: INPUTS.travel },
    ]);
    ok(
      await w.su.post('/api/main/report/edit', {
        id: report.id,
        version: report.version,
        texts: { responsiblePerson: '王小明', uncertainty: '活动数据来自电表读数，不确定性约 ±2%。' },
      }),
    );
    ok(await w.su.post('/api/main/report/publish', { id: report.id }));
    foreign = await approvedReport('fii-iibg-zhengzhou-le1', [{ scope: 1, sourceName: '锅炉', input: INPUTS.gas }]);
  }, 120_000);
  afterAll(() => t.close());

  it('exports the published version as a PDF whose text holds the Chinese company name, the totals and the sections', async () => {
    const res = await exportOf(zh, report.id, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(report.number));
    const buf = res.rawPayload;
    expect(buf.subarray(0, 5).toString()).toBe('%PDF-');
    // the font is embedded as a subset: a few pages stay well under 2 MB
    expect(buf.length).toBeGreaterThan(10_000);
    expect(buf.length).toBeLessThan(2_000_000);
    const { pages, text } = await pdfText(buf);
    expect(pages).toBeGreaterThanOrEqual(4);
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain(report.organisation.name.replace(/\s+/g, ''));
    expect(report.organisation.name).toMatch(/[\u4e00-\u9fff]/);
    for (const figure of ['56.1545', '0.5000', '0.1000', '56.7545']) expect(text).toContain(figure);
    for (const key of ['report.doc.toc', 'report.doc.section.gases', 'report.doc.section.methods', 'report.doc.statement.iso14064'])
      expect(flat).toContain(translate('zh-CN', key).replace(/\s+/g, ''));
    expect(text).toContain('王小明');
    expect(text).toContain(report.number);
    expect(text).toContain(translate('zh-CN', 'report.doc.page', { page: 1, pages }).replace(/\s+/g, ' '));
    // a published version's file is kept under its final name, and nothing partial is left
    const files = fs.readdirSync(path.join(t.config.dataDir, 'exports'));
    expect(files.some((f) => f.startsWith(`report-${report.id}-v1-zh-CN`) && f.endsWith('.pdf'))).toBe(true);
    expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('renders traditional Chinese and English with the same embedded font', async () => {
    const { text } = await pdfText((await exportOf(tw, report.id, 'pdf')).rawPayload);
    const flat = text.replace(/\s+/g, '');
    for (const key of ['report.doc.section.totals', 'report.doc.section.quality', 'report.figure.scope2Location'])
      expect(flat).toContain(translate('zh-TW', key).replace(/\s+/g, ''));
    expect(flat).toContain('範疇');
    const en = await pdfText((await exportOf(w.su, report.id, 'pdf')).rawPayload);
    expect(en.text).toContain('Emissions by greenhouse gas');
    expect(en.text).toContain('56.7545');
  });

  it('exports the Excel workbook: figures are numbers equal to the detail, every entry with its factor, formula text neutralised', async () => {
    const detail = ok<ReportDetail>(await w.su.get(`/api/main/report/detail?id=${report.id}`));
    const res = await exportOf(zh, report.id, 'xlsx');
    expect(res.statusCode).toBe(200);
    const wb = await workbook(res.rawPayload);
    expect(wb.worksheets.map((s) => s.name)).toEqual(
      ['summary', 'scopes', 'entities', 'gases', 'factors', 'entries'].map((k) => translate('zh-CN', `report.doc.sheet.${k}`)),
    );
    const summary = new Map(rowsOf(wb.worksheets[0]!).map(([k, v]) => [k, v]));
    for (const k of ['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total'] as const) {
      const v = summary.get(`${translate('zh-CN', `report.figure.${k}`)} (tCO2e)`);
      expect(typeof v).toBe('number');
      expect(v).toBe(Number(detail.totals[k]));
    }
    const entities = rowsOf(wb.worksheets[2]!);
    expect(entities[1]![0]).toBe(detail.lines[0]!.orgName);
    expect(entities[1]![9]).toBe(Number(detail.lines[0]!.gross.total));
    const entries = rowsOf(wb.worksheets[5]!).slice(1);
    expect(entries).toHaveLength(detail.entryCount);
    for (const e of entries) expect(typeof e[9]).toBe('number');
    expect(entries.reduce((s, e) => s + (e[12] as number), 0)).toBeCloseTo(Number(detail.totals.total), 10);
    const injected = entries.find((e) => String(e[7]).includes('HYPERLINK'))!;
    expect(injected[7]).toBe(`'${INJECTION}`);
    expect(entries.find((e) => e[7] === '燃气锅炉')![6]).toBe(translate('zh-CN', 'report.doc.sourceType.combustion-ipcc'));
  });

  it('exports a draft (version 0) from the entries as they are now, marked as a draft, and keeps no file of it', async () => {
    const draft = ok<ReportDetail>(await w.su.post('/api/main/report/generate', { taskId: foreign.taskId, template: 'ghg' }));
    const xlsx = await exportOf(w.su, draft.id, 'xlsx', '&versionNo=0');
    expect(xlsx.statusCode).toBe(200);
    const entries = rowsOf((await workbook(xlsx.rawPayload)).worksheets[5]!).slice(1);
    expect(entries.map((e) => e[9])).toEqual([56.1545]);
    const pdf = await exportOf(w.su, draft.id, 'pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Draft (not published)');
    expect(text).toContain(translate('en-US', 'report.doc.title.ghg'));
    // the one-off file goes once its stream has closed
    const left = () => fs.readdirSync(path.join(t.config.dataDir, 'exports')).filter((f) => f.startsWith(`draft-${draft.id}-`));
    for (const end = Date.now() + 30_000; left().length > 0 && Date.now() < end;) await new Promise((r) => setTimeout(r, 50)); // a ceiling
    expect(left()).toEqual([]);
  });

  it('refuses a caller outside the report organisation (1013003), a caller without the export button, and an unknown report', async () => {
    const outside = (await exportOf(w.mgr, foreign.id, 'pdf')).json<{ code: number }>();
    expect(outside.code).toBe(1013003);
    const inside = await exportOf(w.mgr, report.id, 'xlsx');
    expect(inside.statusCode).toBe(200);
    expect((await exportOf(w.user, report.id, 'pdf')).json<{ code: number }>().code).toBe(1013002);
    expect((await exportOf(w.su, '999999999', 'pdf')).json<{ code: number }>().code).toBe(2033001);
    expect((await exportOf(w.su, report.id, 'docx')).json<{ code: number }>().code).toBe(1012001);
  });

  it('renders on a worker thread to the same document', async () => {
    const detail = ok<ReportDetail>(await w.su.get(`/api/main/report/detail?id=${report.id}`));
    const job = buildReportDocument({
      locale: 'zh-TW',
      title: detail.title,
      number: detail.number,
      template: detail.template,
      kind: detail.kind,
      versionNo: 1,
      date: '2026-01-31',
      figures: { ...detail, taskIds: [] },
      texts: detail.texts,
      methods: [],
    });
    const { bytes, pages } = await renderPdfInWorker(job);
    const { text, pages: extracted } = await pdfText(bytes);
    expect(extracted).toBe(pages);
    expect(text.replace(/\s+/g, '')).toContain(detail.organisation.name.replace(/\s+/g, ''));
    expect(text).toContain('56.7545');
  }, 60_000);
});
