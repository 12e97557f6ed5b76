import {
  BOUNDARY_METHOD,
  DATA_QUALITY_LEVEL,
  methodLabel,
  type ReportFigures,
  type ReportTemplate,
  type ReportTexts,
} from '@carbon/domain';
import type { Content, TableCell } from './pdf-types.js';
import { assessmentReport, formulaText, labelOr, type Tr } from './format.js';
import { cell, facts, note, num, paragraph, subheading, table } from './tables.js';

/** A source type's methods and formulas, from the stored engine explanations of its entries. */
export type MethodFormula = { sourceType: string; entries: number; formulas: { method: string; formula: string }[] };

export const boundaryLabel = (f: ReportFigures, t: Tr): string => {
  const item = BOUNDARY_METHOD.items.find((i) => i.code === f.boundaryMethod);
  return item ? t(item.key) : f.boundaryMethod;
};

/** A text the report's authors wrote, or "not stated" (an element left empty says so rather than vanishing). */
export const given = (v: string | undefined, t: Tr): string => (v && v.trim() ? v : t('report.doc.notStated'));

export const gwpLabel = (f: ReportFigures, t: Tr): string => t('report.doc.gwpValue', { set: f.gwpSet, n: assessmentReport(f.gwpSet) });

export function organisationSection(f: ReportFigures, texts: ReportTexts, t: Tr): Content[] {
  const o = f.organisation;
  return [
    facts([
      [t('report.doc.field.organisation'), o.name],
      [t('report.doc.field.legalEntity'), o.legalCompany],
      [t('report.doc.field.address'), o.registeredAddress],
      [t('report.doc.field.period'), t('report.doc.periodValue', { from: f.period.from, to: f.period.to })],
      [t('report.doc.field.boundaryMethod'), boundaryLabel(f, t)],
      ...(f.divestmentRule
        ? [[t('report.doc.field.divestmentRule'), t(`report.doc.divestmentRule.${f.divestmentRule}`)] as [string, string]]
        : []),
      [t('report.doc.field.operatingBoundary'), o.operatingBoundary],
      [t('report.doc.field.reportingBoundary'), given(texts.reportingBoundary, t)],
      [t('report.doc.field.significanceCriteria'), given(texts.significanceCriteria, t)],
      [t('report.doc.field.gwpSet'), gwpLabel(f, t)],
      [t('report.doc.field.entries'), String(f.entryCount)],
    ]),
  ];
}

export function methodsSection(methods: readonly MethodFormula[], t: Tr): Content[] {
  const rows: TableCell[][] = methods.flatMap((m) => {
    const label = labelOr(t, `report.doc.sourceType.${m.sourceType}`, m.sourceType);
    const formulas = m.formulas.length ? m.formulas : [{ method: '', formula: '' }];
    return formulas.map((x, i) => [
      cell(i === 0 ? label : ''),
      { text: i === 0 ? String(m.entries) : '', alignment: 'right' } as TableCell,
      cell(x.method ? methodLabel(x.method, t) : ''),
      { text: x.formula ? formulaText(x.formula, t) : '—', fontSize: 8 } as TableCell,
    ]);
  });
  const header = [t('report.doc.col.sourceType'), t('report.doc.col.entries'), t('report.doc.col.method'), t('report.doc.col.formula')];
  return [table([110, 40, 110, '*'], header, rows)];
}

export function factorsSection(f: ReportFigures, t: Tr): Content[] {
  const rows = f.factors.map((x) => [
    cell(x.code),
    cell(x.version),
    cell(x.name),
    { text: x.value === null ? '—' : `${x.value} ${x.unit ?? ''}`.trim(), fontSize: 8 } as TableCell,
    cell(x.source),
    cell(x.region),
    { text: String(x.entries), alignment: 'right' } as TableCell,
  ]);
  const header = [
    t('report.doc.col.code'),
    t('report.doc.col.version'),
    t('report.doc.col.name'),
    t('report.doc.col.value'),
    t('report.doc.col.source'),
    t('report.doc.col.region'),
    t('report.doc.col.entries'),
  ];
  return [
    note(t('report.doc.pair', { label: t('report.doc.field.gwpSet'), value: gwpLabel(f, t) })),
    f.factors.length === 0 ? note(t('report.doc.noFactors')) : table([70, 40, '*', 80, 80, 45, 35], header, rows),
  ];
}

const levelLabel = (level: number | null, t: Tr): string => {
  const item = DATA_QUALITY_LEVEL.items.find((i) => i.code === level);
  return item ? t(item.key) : '—';
};

export function qualitySection(f: ReportFigures, t: Tr): Content[] {
  const rows = [
    [cell(t('report.doc.overall')), num(f.dataQuality.score, 2), cell(levelLabel(f.dataQuality.level, t))],
    ...f.dataQualityByScope.map((q) => [cell(t(`enum.emissionScope.scope${q.scope}`)), num(q.score, 2), cell(levelLabel(q.level, t))]),
  ];
  return [
    table(['*', 80, 120], [t('report.doc.col.scope'), t('report.doc.col.score'), t('report.doc.col.level')], rows),
    note(t('report.doc.qualityNote')),
  ];
}

export function baseYearSection(f: ReportFigures, texts: ReportTexts, t: Tr): Content[] {
  const b = f.baseYear;
  const out: Content[] = [
    {
      text: `${t('report.doc.pair', { label: t('report.doc.field.baseYear'), value: b.year })}    ${t('report.doc.pair', {
        label: t('report.doc.field.recalculated'),
        value: t(b.recalculated ? 'report.doc.recalculatedYes' : 'report.doc.recalculatedNo'),
      })}`,
      margin: [0, 2, 0, 6],
    },
  ];
  if (b.totals) {
    const keys = ['scope1', 'scope2Location', 'scope2Market', 'scope3', 'total'] as const;
    out.push(
      table(
        ['*', 110, 110],
        [t('report.doc.col.item'), `${b.year} (tCO2e)`, `${f.period.year} (tCO2e)`],
        keys.map((k) => [cell(t(`report.figure.${k}`)), num(b.totals![k]), num(f.totals[k])]),
      ),
    );
  } else out.push(note(t('report.doc.baseYearNone', { year: b.year })));
  const why = b.note ?? (texts.baseYearNote?.trim() ? texts.baseYearNote : null);
  if (why) out.push(paragraph(why));
  return out;
}

export function exclusionsSection(f: ReportFigures, t: Tr): Content[] {
  const list = (items: { item: string; reason: string }[], empty: string): Content =>
    items.length === 0
      ? note(t(empty))
      : table(
          ['*', '*'],
          [t('report.doc.col.item'), t('report.doc.col.reason')],
          items.map((i) => [cell(i.item), cell(i.reason)]),
        );
  return [
    subheading(t('report.doc.excluded')),
    list(f.exclusions, 'report.doc.noExclusions'),
    subheading(t('report.doc.significant')),
    list(f.significantIndirect, 'report.doc.noSignificant'),
  ];
}

/** The report's own words (ISO 14064-1 cl. 9.3.1 statements); an empty one says so rather than vanishing. */
const TEXTS = ['introduction', 'quantificationChanges', 'changesSinceLast', 'uncertainty', 'removals', 'reductionInitiatives'] as const;

export function textsSection(texts: ReportTexts, t: Tr): Content[] {
  return TEXTS.flatMap((k) => [subheading(t(`report.doc.text.${k}`)), paragraph(given(texts[k], t))]);
}

export function statementSection(template: ReportTemplate, texts: ReportTexts, t: Tr): Content[] {
  return [
    paragraph(t(`report.doc.statement.${template}`)),
    subheading(t('report.doc.text.verification')),
    paragraph(texts.verification?.trim() ? texts.verification : t('report.doc.notVerified')),
    note(t('report.doc.rounding')),
  ];
}
