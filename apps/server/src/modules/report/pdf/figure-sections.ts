import type { ReportCategory, ReportFigures, ReportTemplate } from '@carbon/domain';
import type { Content, TableCell } from './pdf-types.js';
import { barChart, PALETTE, stackedBar } from './chart.js';
import { labelOr, pct, shareOf, type Tr } from './format.js';
import { blank, cell, note, num, strong, subheading, table } from './tables.js';

/** The figures' sections: totals, categories, gases, biogenic CO2 and offsets, entities, the chart. */

const SCOPE_ROWS = ['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total', 'totalMarket'] as const;

export function totalsSection(f: ReportFigures, t: Tr): Content[] {
  const rows = SCOPE_ROWS.map((k) => {
    const isTotal = k === 'total' || k === 'totalMarket';
    const whole = k === 'scope2Market' || k === 'totalMarket' ? f.totals.totalMarket : f.totals.total;
    return [
      isTotal ? strong(t(`report.figure.${k}`)) : cell(t(`report.figure.${k}`)),
      { ...(num(f.totals[k]) as object), bold: isTotal } as TableCell,
      { text: isTotal ? '' : shareOf(f.totals[k], whole), alignment: 'right' } as TableCell,
    ];
  });
  return [table(['*', 110, 60], [t('report.doc.col.item'), t('report.doc.col.tco2e'), t('report.doc.col.share')], rows)];
}

const itemsText = (label: string, items: { item: string; reason: string }[]): string =>
  items.length === 0 ? '' : `${label}: ${items.map((i) => `${i.item} — ${i.reason}`).join('; ')}`;

function categoryRows(list: readonly ReportCategory[], t: Tr): TableCell[][] {
  return list.map((c) => [
    { text: String(c.number), alignment: 'center' },
    cell(t(c.key)),
    num(c.tco2e),
    { text: String(c.entries), alignment: 'right' },
    cell(
      [itemsText(t('report.doc.excluded'), c.excluded), itemsText(t('report.doc.significant'), c.significant)].filter(Boolean).join('\n'),
    ),
  ]);
}

/** The template's categories with exclusions and significance, then the other template's for reference. */
export function categoriesSection(f: ReportFigures, template: ReportTemplate, t: Tr): Content[] {
  const other = template === 'ghg' ? f.isoCategories : f.scope3Categories;
  const header = [
    t('report.doc.col.number'),
    t('report.doc.col.category'),
    t('report.doc.col.tco2e'),
    t('report.doc.col.entries'),
    `${t('report.doc.excluded')} / ${t('report.doc.significant')}`,
  ];
  return [
    table([28, '*', 80, 40, 150], header, categoryRows(f.categories, t)),
    subheading(t(`report.doc.section.otherCategories.${template}`)),
    table(
      [28, '*', 90],
      header.slice(0, 3),
      other.map((c) => [{ text: String(c.number), alignment: 'center' }, cell(t(c.key)), num(c.tco2e)]),
    ),
  ];
}

export const gasLabel = (gas: string, t: Tr): string => labelOr(t, `report.doc.gas.${gas}`, gas);

export function gasesSection(f: ReportFigures, t: Tr): Content[] {
  const rows = f.gases.map((g) => [cell(gasLabel(g.gas, t)), num(g.massT, 6), num(g.tco2e)]);
  return [table(['*', 110, 110], [t('report.doc.col.gas'), t('report.doc.col.massT'), t('report.doc.col.tco2e')], rows)];
}

export function separateSection(f: ReportFigures, t: Tr): Content[] {
  const offsets =
    f.offsets.items.length === 0
      ? [note(t('report.doc.noOffsets'))]
      : [
          table(
            ['*', 120, 90],
            [t('report.doc.col.name'), t('report.doc.col.standard'), t('report.doc.col.tco2e')],
            [
              ...f.offsets.items.map((o) => [cell(o.name), cell(o.standard), num(o.tco2e)]),
              [strong(t('report.doc.total')), blank, { ...(num(f.offsets.total) as object), bold: true } as TableCell],
            ],
          ),
        ];
  return [
    table(['*', 110], [t('report.doc.col.item'), 't'], [[cell(t('report.figure.biogenicCo2')), num(f.biogenicCo2)]]),
    note(t('report.doc.biogenicNote')),
    subheading(t('report.figure.offsets')),
    ...offsets,
    note(t('report.doc.offsetsNote')),
  ];
}

export function linesSection(f: ReportFigures, consolidated: boolean, t: Tr): Content[] {
  const rows = f.lines.map((l) => [
    cell(l.orgName),
    cell(labelOr(t, `calc.consolidation.relationship.${l.relationship}`, l.relationship)),
    { text: pct(l.equitySharePct), alignment: 'right' } as TableCell,
    { text: pct(l.appliedPct), alignment: 'right' } as TableCell,
    cell(t(l.reasonKey, l.reasonParams)),
    num(l.gross.total),
    num(l.consolidated.total),
  ]);
  rows.push([
    strong(t('report.doc.total')),
    blank,
    blank,
    blank,
    blank,
    blank,
    { ...(num(f.totals.total) as object), bold: true } as TableCell,
  ]);
  const header = [
    t('report.doc.col.organisation'),
    t('report.doc.col.relationship'),
    t('report.doc.col.equityPct'),
    t('report.doc.col.appliedPct'),
    t('report.doc.col.reason'),
    t('report.doc.col.gross'),
    t('report.doc.col.consolidated'),
  ];
  return [table(['*', 55, 40, 40, 100, 62, 62], header, rows), ...(consolidated ? [note(t('report.doc.linesNote'))] : [])];
}

/** Emissions by scope (one split bar and bars), then by the template's categories. */
export function chartSection(f: ReportFigures, t: Tr): Content[] {
  const scopes = (['scope1', 'scope2Location', 'scope3'] as const).map((k) => ({ label: t(`report.figure.${k}`), value: f.totals[k] }));
  return [
    subheading(t('report.doc.chart.byScope')),
    stackedBar(scopes),
    barChart([...scopes, { label: t('report.figure.scope2Market'), value: f.totals.scope2Market }], PALETTE[0]),
    subheading(t('report.doc.chart.byCategory')),
    barChart(
      f.categories.map((c) => ({ label: `${c.number}. ${t(c.key)}`, value: c.tco2e })),
      PALETTE[1],
    ),
  ];
}
