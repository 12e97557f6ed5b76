import type { Locale, ReportFigures, ReportTemplate, ReportTexts } from '@carbon/domain';
import type { Content, DocDefinition } from './pdf-types.js';
import { categoriesSection, chartSection, gasesSection, linesSection, separateSection, totalsSection } from './figure-sections.js';
import { translator, type Tr } from './format.js';
import {
  baseYearSection,
  exclusionsSection,
  factorsSection,
  methodsSection,
  organisationSection,
  qualitySection,
  statementSection,
  given,
  textsSection,
  type MethodFormula,
} from './method-sections.js';
import { facts, heading } from './tables.js';

/** What the document shows: the report row's words, a version's figures and texts, the methods' formulas. */
export type ReportDocInput = {
  locale: Locale;
  title: string;
  number: string;
  template: ReportTemplate;
  kind: 'task' | 'consolidated';
  /** 0: the working draft (marked as such on every page). */
  versionNo: number;
  /** The version's publication date, or the draft's generation date (YYYY-MM-DD). */
  date: string;
  figures: ReportFigures;
  texts: ReportTexts;
  methods: readonly MethodFormula[];
};

/**
 * A document pdfmake renders, as plain data (a worker thread can receive it): the running
 * header and the "page n of m" footer travel as text templates (render.ts draws them).
 */
export type RenderJob = { doc: DocDefinition; header: string; footer: string };

export const FONT = 'NotoSansSC';

function titlePage(x: ReportDocInput, t: Tr): Content[] {
  const f = x.figures;
  return [
    { text: x.title, style: 'title', margin: [0, 120, 0, 8] },
    { text: t(`report.doc.title.${x.template}`), style: 'subtitle', margin: [0, 0, 0, 36] },
    facts([
      [t('report.doc.field.number'), x.number],
      [t('report.doc.field.organisation'), f.organisation.name],
      [t('report.doc.field.legalEntity'), f.organisation.legalCompany],
      [t('report.doc.field.address'), f.organisation.registeredAddress],
      [t('report.doc.field.period'), t('report.doc.periodValue', { from: f.period.from, to: f.period.to })],
      [t('report.doc.field.template'), t(`enum.reportTemplate.${x.template}`)],
      [t('report.doc.field.date'), x.date],
      [t('report.doc.field.responsible'), given(x.texts.responsiblePerson, t)],
      [t('report.doc.field.legalRepresentative'), given(x.texts.legalRepresentative, t)],
      [t('report.doc.field.contact'), given(x.texts.contact, t)],
      [
        t('report.doc.field.version'),
        x.versionNo === 0 ? t('report.doc.versionDraft') : t('report.doc.versionPublished', { version: x.versionNo }),
      ],
      [t('report.doc.field.generatedAt'), f.generatedAt.slice(0, 19).replace('T', ' ') + ' UTC'],
    ]),
  ];
}

/** Every required element of both templates, in the order a verifier reads them (docs: the report checklist). */
function body(x: ReportDocInput, t: Tr): Content[] {
  const f: ReportFigures = x.figures;
  const sections: [string, Content[]][] = [
    ['report.doc.section.organisation', organisationSection(f, x.texts, t)],
    ['report.doc.section.totals', totalsSection(f, t)],
    [`report.doc.section.categories.${x.template}`, categoriesSection(f, x.template, t)],
    ['report.doc.section.gases', gasesSection(f, t)],
    ['report.doc.section.separate', separateSection(f, t)],
    ['report.doc.section.lines', linesSection(f, x.kind === 'consolidated', t)],
    ['report.doc.section.chart', chartSection(f, t)],
    ['report.doc.section.methods', methodsSection(x.methods, t)],
    ['report.doc.section.factors', factorsSection(f, t)],
    ['report.doc.section.quality', qualitySection(f, t)],
    ['report.doc.section.baseYear', baseYearSection(f, x.texts, t)],
    ['report.doc.section.exclusions', exclusionsSection(f, t)],
    ['report.doc.section.texts', textsSection(x.texts, t)],
    ['report.doc.section.statement', statementSection(x.template, x.texts, t)],
  ];
  return sections.flatMap(([key, content], i) => [heading(i + 1, t(key)), ...content]);
}

/** The report as a pdfmake document in its language: title page, contents, the sections. */
export function buildReportDocument(x: ReportDocInput): RenderJob {
  const t = translator(x.locale);
  const doc: DocDefinition = {
    info: { title: x.title, subject: x.number, creator: 'Carbon Steward', producer: 'Carbon Steward' },
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    defaultStyle: { font: FONT, fontSize: 9, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 22, bold: true, alignment: 'center' },
      subtitle: { fontSize: 13, alignment: 'center', color: '#333333' },
      h1: { fontSize: 13, bold: true, margin: [0, 14, 0, 6], color: '#1f3b5b' },
      h2: { fontSize: 10.5, bold: true, margin: [0, 8, 0, 4] },
      note: { fontSize: 8, color: '#555555', margin: [0, 0, 0, 8] },
    },
    ...(x.versionNo === 0 ? { watermark: { text: t('report.doc.draft'), font: FONT, opacity: 0.08, bold: true, fontSize: 90 } } : {}),
    content: [
      ...titlePage(x, t),
      { toc: { title: { text: t('report.doc.toc'), style: 'h1' } }, pageBreak: 'before' },
      { text: '', pageBreak: 'after' },
      ...body(x, t),
    ],
  };
  return { doc, header: `${x.number}  ${x.title}`, footer: t('report.doc.page', { page: '{{page}}', pages: '{{pages}}' }) };
}
