import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.js';
import { MESSAGES } from '../i18n/messages/index.js';
import { projectOverviewQuery } from './overview.schema.js';
import { PROJECT_EXPORT_COLUMNS, PROJECT_SHEET, projectImportRow } from './project.sheet.js';

describe('the project import sheet', () => {
  it('labels every column, option and format in the three languages', () => {
    const keys = [
      PROJECT_SHEET.name,
      ...PROJECT_SHEET.columns.flatMap((c) => [c.label, ...(c.format ? [c.format] : []), ...(c.options ?? []).map((o) => o.label)]),
      ...PROJECT_EXPORT_COLUMNS.map((c) => c.label),
    ];
    for (const locale of LOCALES) for (const key of keys) expect(MESSAGES[locale][key], `${locale} ${key}`).toBeTruthy();
    // headers are how the import finds its columns: no two alike in a language
    for (const locale of LOCALES) {
      const headers = [...PROJECT_SHEET.columns, ...PROJECT_EXPORT_COLUMNS].map((c) => MESSAGES[locale][c.label]);
      expect(new Set(headers).size).toBe(headers.length);
    }
  });

  it('reads the 3R class by its code, its REDUCTION_TYPE number or 1R/2R/3R', () => {
    const threeR = PROJECT_SHEET.columns.find((c) => c.key === 'threeR')!;
    expect(threeR.options!.map((o) => [o.value, o.code, o.label, o.aliases])).toEqual([
      ['reduce', 'reduce', 'enum.reductionType.reduce', ['1', '1R']],
      ['replace', 'replace', 'enum.reductionType.replace', ['2', '2R']],
      ['resolve', 'resolve', 'enum.reductionType.resolve', ['3', '3R']],
    ]);
  });

  it('checks a row as the add request does, the organisation named by its code', () => {
    expect(projectImportRow.parse({ name: ' Chiller ', orgCode: ' fii-ccbg ' })).toEqual({ name: 'Chiller', orgCode: 'fii-ccbg' });
    const ten = projectImportRow.safeParse({ name: 'x', orgCode: 'o', energyBefore: '1.0123456789' });
    expect(ten.success).toBe(true);
    const eleven = projectImportRow.safeParse({ name: 'x', orgCode: 'o', energyBefore: '1.01234567891' });
    expect(eleven.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['energyBefore', 'project.rule.decimals']]);
    const missing = projectImportRow.safeParse({ orgCode: '' });
    expect(missing.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['name', 'orgCode']);
    // the reviewers are chosen in the form, not imported
    expect(projectImportRow.safeParse({ name: 'x', orgCode: 'o', supervisorReviewerId: '5' }).data).toEqual({ name: 'x', orgCode: 'o' });
  });

  it('the overview query: an organisation id and an estimated start year, both optional', () => {
    expect(projectOverviewQuery.parse({ orgId: '12', year: '2025' })).toEqual({ orgId: '12', year: 2025 });
    expect(projectOverviewQuery.parse({})).toEqual({});
    expect(projectOverviewQuery.safeParse({ orgId: 'x' }).success).toBe(false);
    expect(projectOverviewQuery.safeParse({ year: '1800' }).success).toBe(false);
  });
});
