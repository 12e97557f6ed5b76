import ExcelJS from 'exceljs';
import { Decimal, type ReportFigures } from '@carbon/domain';
import { safeCell } from '../../platform/files/excel.js';
import type { ReportDocInput } from './pdf/document.js';
import { labelOr, type Tr, translator } from './pdf/format.js';
import { gasLabel } from './pdf/figure-sections.js';
import { boundaryLabel, gwpLabel } from './pdf/method-sections.js';
import type { ExportEntry } from './report-export.repo.js';

/**
 * The report as an Excel workbook, written with exceljs's streaming writer straight to a file:
 * Summary, Scopes & categories, Entities, Gases, Factors, and every entry behind the figures
 * (read batch by batch, so a report of a million entries never sits in memory). Figures are
 * number cells (decimal strings converted only here, for the spreadsheet); every text cell is
 * formula-safe (`safeCell`).
 */

type Cell = string | number | null;
const n = (v: string | null | undefined): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const text = (v: string | null | undefined): Cell => safeCell(v ?? null) as Cell;

function sheet(wb: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: { header: string; width?: number }[]) {
  const ws = wb.addWorksheet(name.slice(0, 31));
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  ws.getRow(1).font = { bold: true };
  const add = (cells: Cell[]) => ws.addRow(cells).commit();
  return { ws, add };
}

function summary(wb: ExcelJS.stream.xlsx.WorkbookWriter, x: ReportDocInput, t: Tr) {
  const f = x.figures;
  const { ws, add } = sheet(wb, t('report.doc.sheet.summary'), [
    { header: t('report.doc.col.item'), width: 34 },
    { header: t('report.doc.col.value'), width: 48 },
  ]);
  const rows: [string, Cell][] = [
    [t('report.doc.field.number'), text(x.number)],
    [t('report.doc.col.name'), text(x.title)],
    [t('report.doc.field.organisation'), text(f.organisation.name)],
    [t('report.doc.field.legalEntity'), text(f.organisation.legalCompany)],
    [t('report.doc.field.address'), text(f.organisation.registeredAddress)],
    [t('report.doc.field.period'), t('report.doc.periodValue', { from: f.period.from, to: f.period.to })],
    [t('report.doc.field.template'), t(`enum.reportTemplate.${x.template}`)],
    [t('report.doc.field.boundaryMethod'), boundaryLabel(f, t)],
    ...(f.divestmentRule
      ? [[t('report.doc.field.divestmentRule'), t(`report.doc.divestmentRule.${f.divestmentRule}`)] as [string, string]]
      : []),
    [
      t('report.doc.field.version'),
      x.versionNo === 0 ? t('report.doc.versionDraft') : t('report.doc.versionPublished', { version: x.versionNo }),
    ],
    [t('report.doc.field.date'), x.date],
    [t('report.doc.field.gwpSet'), gwpLabel(f, t)],
    [t('report.doc.field.entries'), f.entryCount],
    [t('report.doc.pair', { label: t('report.doc.section.quality'), value: t('report.doc.col.score') }), n(f.dataQuality.score)],
    [t('report.doc.pair', { label: t('report.doc.section.quality'), value: t('report.doc.col.level') }), f.dataQuality.level],
    ...(['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total', 'totalMarket'] as const).map(
      (k) => [`${t(`report.figure.${k}`)} (tCO2e)`, n(f.totals[k])] as [string, Cell],
    ),
    [`${t('report.figure.biogenicCo2')} (t)`, n(f.biogenicCo2)],
    [`${t('report.figure.offsets')} (tCO2e)`, n(f.offsets.total)],
  ];
  for (const r of rows) add(r);
  ws.commit();
}

function scopes(wb: ExcelJS.stream.xlsx.WorkbookWriter, x: ReportDocInput, t: Tr) {
  const f = x.figures;
  const { ws, add } = sheet(wb, t('report.doc.sheet.scopes'), [
    { header: t('report.doc.col.scope'), width: 20 },
    { header: t('report.doc.col.number'), width: 8 },
    { header: t('report.doc.col.item'), width: 44 },
    { header: t('report.doc.col.tco2e'), width: 18 },
    { header: t('report.doc.col.entries'), width: 10 },
    { header: t('report.doc.excluded'), width: 40 },
    { header: t('report.doc.significant'), width: 40 },
  ]);
  for (const k of ['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total', 'totalMarket'] as const)
    add([t(`report.figure.${k}`), null, null, n(f.totals[k]), null, null, null]);
  const list = (items: { item: string; reason: string }[]) => text(items.map((i) => `${i.item}: ${i.reason}`).join('; ') || null);
  const group = (label: string, cats: ReportFigures['categories']) => {
    for (const c of cats) add([label, c.number, t(c.key), n(c.tco2e), c.entries, list(c.excluded), list(c.significant)]);
  };
  group(t(`report.doc.section.categories.${x.template}`), f.categories);
  group(t(`report.doc.section.otherCategories.${x.template}`), x.template === 'ghg' ? f.isoCategories : f.scope3Categories);
  ws.commit();
}

function entities(wb: ExcelJS.stream.xlsx.WorkbookWriter, x: ReportDocInput, t: Tr) {
  const keys = ['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total'] as const;
  const { ws, add } = sheet(wb, t('report.doc.sheet.entities'), [
    { header: t('report.doc.col.organisation'), width: 30 },
    { header: t('report.doc.col.relationship'), width: 18 },
    { header: t('report.doc.col.equityPct') },
    { header: t('report.doc.col.appliedPct') },
    { header: t('report.doc.col.reason'), width: 36 },
    ...keys.map((k) => ({ header: `${t('report.doc.col.gross')} ${t(`report.figure.${k}`)}`, width: 22 })),
    ...keys.map((k) => ({ header: `${t('report.doc.col.consolidated')} ${t(`report.figure.${k}`)}`, width: 22 })),
    { header: t('report.doc.col.entries') },
  ]);
  for (const l of x.figures.lines)
    add([
      text(l.orgName),
      labelOr(t, `calc.consolidation.relationship.${l.relationship}`, l.relationship),
      n(l.equitySharePct),
      n(l.appliedPct),
      text(t(l.reasonKey, l.reasonParams)),
      ...keys.map((k) => n(l.gross[k])),
      ...keys.map((k) => n(l.consolidated[k])),
      l.entries,
    ]);
  ws.commit();
}

function gases(wb: ExcelJS.stream.xlsx.WorkbookWriter, x: ReportDocInput, t: Tr) {
  const f = x.figures;
  const { ws, add } = sheet(wb, t('report.doc.sheet.gases'), [
    { header: t('report.doc.col.gas'), width: 34 },
    { header: t('report.doc.col.massT'), width: 18 },
    { header: t('report.doc.col.tco2e'), width: 18 },
    { header: t('report.doc.col.standard'), width: 24 },
  ]);
  for (const g of f.gases) add([gasLabel(g.gas, t), n(g.massT), n(g.tco2e), null]);
  add([t('report.figure.biogenicCo2'), n(f.biogenicCo2), null, null]);
  for (const o of f.offsets.items)
    add([t('report.doc.pair', { label: t('report.figure.offsets'), value: o.name }), null, n(o.tco2e), text(o.standard)]);
  ws.commit();
}

function factors(wb: ExcelJS.stream.xlsx.WorkbookWriter, x: ReportDocInput, t: Tr) {
  const { ws, add } = sheet(wb, t('report.doc.sheet.factors'), [
    { header: t('report.doc.col.code'), width: 22 },
    { header: t('report.doc.col.version'), width: 10 },
    { header: t('report.doc.col.name'), width: 34 },
    { header: t('report.doc.col.value'), width: 14 },
    { header: t('report.doc.col.unit'), width: 16 },
    { header: t('report.doc.col.source'), width: 30 },
    { header: t('report.doc.col.region'), width: 12 },
    { header: t('report.doc.col.gwpSet'), width: 8 },
    { header: t('report.doc.col.entries'), width: 10 },
  ]);
  for (const f of x.figures.factors)
    add([
      text(f.code),
      text(f.version),
      text(f.name),
      n(f.value),
      text(f.unit),
      text(f.source),
      text(f.region),
      x.figures.gwpSet,
      f.entries,
    ]);
  ws.commit();
}

const ENTRY_COLUMNS = [
  ['entryId', 12],
  ['taskId', 10],
  ['organisation', 28],
  ['line', 28],
  ['scope', 8],
  ['category', 8],
  ['sourceType', 30],
  ['sourceName', 24],
  ['facility', 18],
  ['tco2e', 16],
  ['tco2eMarket', 18],
  ['appliedPct', 12],
  ['consolidated', 16],
  ['factorCode', 22],
  ['factorVersion', 10],
  ['gwpSet', 8],
  ['resultId', 12],
] as const;

/** Writes the workbook to `file`; `batches` yields the entries behind the figures in id order. */
export async function writeReportXlsx(
  file: string,
  x: ReportDocInput,
  batches: AsyncIterable<ExportEntry[]>,
): Promise<{ entries: number }> {
  const t = translator(x.locale);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  wb.creator = 'Carbon Steward';
  summary(wb, x, t);
  scopes(wb, x, t);
  entities(wb, x, t);
  gases(wb, x, t);
  factors(wb, x, t);
  const { ws, add } = sheet(
    wb,
    t('report.doc.sheet.entries'),
    ENTRY_COLUMNS.map(([k, width]) => ({ header: t(`report.doc.col.${k}`), width })),
  );
  let count = 0;
  for await (const batch of batches) {
    for (const e of batch) {
      const counted = new Decimal(e.tco2e).times(e.appliedPct).dividedBy(100).toFixed();
      add([
        Number(e.id),
        Number(e.taskId),
        text(e.orgName),
        text(e.lineName),
        e.scope,
        e.category,
        labelOr(t, `report.doc.sourceType.${e.sourceType}`, e.sourceType),
        text(e.sourceName),
        text(e.facility),
        n(e.tco2e),
        n(e.tco2eMarket),
        n(e.appliedPct),
        n(counted),
        text(e.factorCode),
        text(e.factorVersion),
        text(e.gwpSet),
        e.resultId === null ? null : Number(e.resultId),
      ]);
    }
    count += batch.length;
  }
  ws.commit();
  await wb.commit();
  return { entries: count };
}
