import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { FACTOR_SEED, type FactorRow, type Locale } from '@carbon/domain';
import { initI18n } from '../../../lib/i18n';
import { classLabel, codedValueLabel, countryLabel, sectorLabel } from './factor-columns';
import { initialValues } from './factor-form-values';

const UNCONFIRMED = FACTOR_SEED.find((r) => r.note?.startsWith('UNCONFIRMED against the guideline text'))!;

const row = (over: Partial<FactorRow>): FactorRow =>
  ({ ...UNCONFIRMED, id: '1', tableCode: UNCONFIRMED.table, status: 0, version: 1, note: null, ...over }) as unknown as FactorRow;

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

describe('seeded factor data in the chosen language', () => {
  it.each<[Locale, string, string]>([
    ['zh-CN', '其他工业', '尚未与指南原文核对（计算参考 §5 及待确认事项 #3）'],
    ['en-US', 'Other industry', 'UNCONFIRMED against the guideline text (calculation reference §5 and items not confirmed #3)'],
    ['zh-TW', '其他工業', '尚未與指南原文核對（計算參考 §5 及待確認事項 #3）'],
  ])('%s: the seeded sector and note show as labels', (locale, sector, note) => {
    initI18n(locale);
    expect(UNCONFIRMED.sector).toBe('industry-other');
    expect(sectorLabel(t, 'industry-other')).toBe(sector);
    expect(initialValues('edit', row({ note: UNCONFIRMED.note! })).note).toBe(note);
  });

  it('keeps what a user typed', () => {
    initI18n('zh-CN');
    expect(sectorLabel(t, 'my own sector')).toBe('my own sector');
    expect(initialValues('edit', row({ note: 'checked by Li, 2025' })).note).toBe('checked by Li, 2025');
  });

  it('follows the language again when a note was saved back in another language', () => {
    initI18n('en-US');
    expect(initialValues('edit', row({ note: '尚未与指南原文核对（计算参考 §5 及待确认事项 #3）' })).note).toBe(UNCONFIRMED.note);
  });

  it.each<[Locale, string[], string[]]>([
    ['zh-CN', ['化石燃料', '固体燃料', '全国电网'], ['全球', '中国', '台湾地区']],
    ['en-US', ['Fossil fuels', 'Solid fuels', 'National grid'], ['Global', 'China', 'Taiwan region']],
    ['zh-TW', ['化石燃料', '固體燃料', '全國電網'], ['全球', '中國', '臺灣地區']],
  ])('%s: the seeded classes and country codes show as labels', (locale, classes, countries) => {
    initI18n(locale);
    expect(['化石燃料', '固体燃料', '全国电网'].map((c) => classLabel(t, c))).toEqual(classes);
    expect(['GLOBAL', 'CN', 'TW'].map((c) => countryLabel(t, c))).toEqual(countries);
    expect(codedValueLabel(t, 'country', 'GLOBAL')).toBe(countries[0]);
    expect(codedValueLabel(t, 'nameZh', 'CN')).toBeUndefined();
  });

  it('every class and country of the seed has a label, and a typed one shows as typed', () => {
    initI18n('en-US');
    for (const r of FACTOR_SEED) {
      for (const c of [r.class1, r.class2].filter(Boolean)) expect(classLabel(t, c), c).toMatch(/^[\x20-\x7e]+$/);
      expect(countryLabel(t, r.country), r.country).not.toBe(r.country);
    }
    expect(classLabel(t, '自定义分类')).toBe('自定义分类');
    expect(countryLabel(t, 'ATLANTIS')).toBe('ATLANTIS');
  });
});
