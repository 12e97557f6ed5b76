import { performance } from 'node:perf_hooks';
import { ISO14064_CATEGORY, SCOPE3_CATEGORY, REPORT_GASES, type ReportFigures, type ScopeTotals } from '@carbon/domain';
import { buildReportDocument, FONT, type ReportDocInput } from '../apps/server/src/modules/report/pdf/document.js';
import { renderPdf } from '../apps/server/src/modules/report/pdf/render.js';
import { renderPdfInWorker } from '../apps/server/src/modules/report/pdf/worker.js';

/**
 * Issue 11, "PDF generation of a 20-page report (seconds and bytes)": a consolidated GHG report
 * of a business group (Chinese entity names, every section, the chart) rendered by pdfmake with
 * the embedded Noto Sans SC subset, on the request thread and on a worker thread, beside pdfmake
 * rendering a one-page document with the same font in the same run. Goal: under 2 MB.
 */
const totals = (s1: number, s2: number, s3: number): ScopeTotals => ({
  scope1: s1.toFixed(4),
  scope2Location: s2.toFixed(4),
  scope2Market: (s2 * 0.9).toFixed(4),
  scope3: s3.toFixed(4),
  total: (s1 + s2 + s3).toFixed(4),
  totalMarket: (s1 + s2 * 0.9 + s3).toFixed(4),
});

/** A consolidated report over `lines` legal entities and `factors` factors: about 20 pages at 100 and 50. */
export function syntheticReport(lines: number, factors: number): ReportDocInput {
  const cat = (items: typeof SCOPE3_CATEGORY.items | typeof ISO14064_CATEGORY.items) =>
    items.map((i, n) => ({
      number: Number(i.code),
      key: i.key,
      tco2e: (1000 + n * 37.5).toFixed(4),
      entries: 10 + n,
      excluded: [],
      significant: [],
    }));
  const figures: ReportFigures = {
    totals: totals(120_000.1234, 80_000.5, 30_000.25),
    categories: cat(SCOPE3_CATEGORY.items),
    scope3Categories: cat(SCOPE3_CATEGORY.items),
    isoCategories: cat(ISO14064_CATEGORY.items),
    gases: REPORT_GASES.map((gas, i) => ({ gas, massT: (1000 / (i + 1)).toFixed(6), tco2e: (5000 / (i + 1)).toFixed(4) })),
    biogenicCo2: '123.4567',
    offsets: { total: '500', items: [{ name: '林业碳汇项目', standard: 'CCER', tco2e: '500' }] },
    dataQuality: { score: '2.45', level: 2 },
    dataQualityByScope: [1, 2, 3].map((scope) => ({ scope, score: '2.40', level: 2 })),
    lines: Array.from({ length: lines }, (_, i) => ({
      orgId: String(1000 + i),
      orgName: `工业互联网事业群-第${i + 1}号精密制造有限公司`,
      relationship: i % 5 === 0 ? 'joint-venture' : 'subsidiary',
      equitySharePct: i % 5 === 0 ? '50' : '100',
      appliedPct: i % 5 === 0 ? '50' : '100',
      reasonKey: i % 5 === 0 ? 'calc.consolidation.reason.equityShare' : 'calc.consolidation.reason.operationalControl',
      reasonParams: (i % 5 === 0 ? { pct: '50' } : {}) as Record<string, string>,
      gross: totals(300 + i, 200, 80),
      consolidated: totals(300 + i, 200, 80),
      entries: 40,
    })),
    factors: Array.from({ length: factors }, (_, i) => ({
      factorId: String(i + 1),
      code: `CN-GRID-${String(i).padStart(4, '0')}`,
      version: `v${(i % 3) + 1}`,
      name: `区域电网平均排放因子 ${i + 1}`,
      value: '0.5703',
      unit: 'tCO2/MWh',
      source: '生态环境部 2023 年公告',
      region: 'CN',
      entries: 12,
    })),
    methods: [{ sourceType: 'electricity-location', entries: lines * 40 }],
    gwpSet: 'AR5',
    entryCount: lines * 40,
    taskIds: [],
    unapprovedTasks: [],
    baseYear: { year: 2020, totals: totals(130_000, 85_000, 31_000), recalculated: false, note: null },
    exclusions: [{ item: '类别 14 特许经营', reason: '集团无特许经营业务' }],
    significantIndirect: [{ item: '类别 1 外购商品和服务', reason: '占范围三排放 60% 以上' }],
    organisation: {
      id: '1',
      name: '工业互联网事业群',
      code: 'fii-iibg',
      legalCompany: null,
      registeredAddress: '河南省郑州市',
      operatingBoundary: null,
    },
    period: { year: 2025, month: null, from: '2025-01-01', to: '2025-12-31' },
    boundaryMethod: 'operational-control',
    generatedAt: '2026-01-15T08:00:00.000Z',
  };
  return {
    locale: 'zh-CN',
    title: '2025 年度温室气体排放报告 - 工业互联网事业群',
    number: 'GHG-2025-000042',
    template: 'ghg',
    kind: 'consolidated',
    versionNo: 1,
    date: '2026-01-31',
    figures,
    texts: { introduction: '本报告说明集团 2025 年度温室气体排放情况。', uncertainty: '活动数据主要来自计量仪表，整体不确定性约 ±3%。' },
    methods: [
      {
        sourceType: 'electricity-location',
        entries: lines * 40,
        formulas: [{ method: 'electricity.location-based', formula: 'E [tCO2] = consumption [MWh] × grid factor [tCO2/MWh]' }],
      },
    ],
  };
}

const ONE_PAGE = {
  doc: {
    pageSize: 'A4',
    defaultStyle: { font: FONT, fontSize: 9 },
    content: [{ text: '温室气体排放报告', fontSize: 20, bold: true }, { text: '范围一 56.1545 tCO2e；範疇二 0.5000 tCO2e。' }],
  },
  header: '',
  footer: '{{page}} / {{pages}}',
};

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await run();
  return { ms: performance.now() - t0, value };
}

export async function runReportPdfBench(): Promise<void> {
  console.log('\nReport PDF (pdfmake, embedded Noto Sans SC subset): a 20-page consolidated report beside a one-page document, same run');
  await renderPdf(ONE_PAGE); // loads the font files once, as a running server has
  const job = buildReportDocument(syntheticReport(100, 50));
  const base = await timed(() => renderPdf(ONE_PAGE));
  const inline = await timed(() => renderPdf(job));
  const worker = await timed(() => renderPdfInWorker(job));
  const row = (what: string, r: { ms: number; value: { bytes: Buffer; pages: number } }) => ({
    what,
    pages: r.value.pages,
    seconds: (r.ms / 1000).toFixed(2),
    kB: Math.round(r.value.bytes.length / 1024),
    'x baseline time': (r.ms / base.ms).toFixed(1),
    'under 2 MB': r.value.bytes.length < 2 * 1024 * 1024 ? 'yes' : 'NO',
  });
  console.table([
    row('baseline: one page, same font', base),
    row('20-page report, request thread', inline),
    row('20-page report, worker thread (incl. start)', worker),
  ]);
}
