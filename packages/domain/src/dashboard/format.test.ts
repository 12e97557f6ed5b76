import { describe, expect, it } from 'vitest';
import { changeOf, formatAmount, formatPercent } from './format.js';

describe('dashboard number formats', () => {
  it.each([
    // [value, zh-CN, zh-TW, en-US]
    ['0', '0', '0', '0'],
    ['9999.994', '9999.99', '9999.99', '9,999.99'],
    // rounds to 10,000: shown as 1 万, not "10000"
    ['9999.996', '1万', '1萬', '10,000'],
    ['12345.678', '1.23万', '1.23萬', '12,345.68'],
    ['56.1545', '56.15', '56.15', '56.15'],
    ['123456789', '1.23亿', '1.23億', '123,456,789'],
    // 99,999,999 is 9999.9999 万, which rounds to 10000 万: shown as 1 亿
    ['99999999', '1亿', '1億', '99,999,999'],
    ['-25000', '-2.5万', '-2.5萬', '-25,000'],
    ['1000000.5', '100万', '100萬', '1,000,000.5'],
  ])('%s', (value, zhCN, zhTW, enUS) => {
    expect(formatAmount(value, 'zh-CN')).toBe(zhCN);
    expect(formatAmount(value, 'zh-TW')).toBe(zhTW);
    expect(formatAmount(value, 'en-US')).toBe(enUS);
  });

  it('keeps "not reported" apart from zero', () => {
    expect(formatAmount(null, 'en-US')).toBeNull();
    expect(formatAmount(undefined, 'zh-CN')).toBeNull();
    expect(formatAmount('0', 'en-US')).toBe('0');
  });

  it('rounds half up at the decimals asked for', () => {
    expect(formatAmount('1234.5', 'en-US', 0)).toBe('1,235');
    expect(formatAmount('15000', 'zh-CN', 0)).toBe('2万');
  });

  it('formats ratios as percentages and changes against a reference', () => {
    expect(formatPercent('0.12345')).toBe('12.3%');
    expect(formatPercent(null)).toBeNull();
    // 90 → 99: +10 %; from zero or missing: no ratio
    expect(changeOf('90', '99')).toBe('0.1');
    expect(changeOf('200', '150')).toBe('-0.25');
    expect(changeOf('0', '5')).toBeNull();
    expect(changeOf(null, '5')).toBeNull();
  });
});
