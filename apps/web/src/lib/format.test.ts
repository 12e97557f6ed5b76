import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatFigure,
  currentTimeZone,
  formatAxisNumber,
  formatDate,
  formatDateTime,
  formatYear,
  resolveTimeZone,
  setUserTimeZone,
  TIME_ZONE_STORAGE_KEY,
} from './format';
import { initI18n } from './i18n';

const AT = '2025-03-04T05:06:07.000Z';

describe('formatDateTime', () => {
  it.each([
    ['zh-CN', 'Asia/Shanghai', '2025/03/04 13:06:07'],
    ['zh-TW', 'Asia/Taipei', '2025/03/04 13:06:07'],
    ['en-US', 'America/New_York', '03/04/2025, 00:06:07'],
    ['en-US', 'UTC', '03/04/2025, 05:06:07'],
  ] as const)('%s in %s', (locale, timeZone, expected) => {
    expect(formatDateTime(AT, { locale, timeZone })).toBe(expected);
  });

  it('follows the language of the page when none is given', () => {
    initI18n('zh-CN');
    expect(formatDateTime(AT, { timeZone: 'Asia/Shanghai' })).toBe('2025/03/04 13:06:07');
    initI18n('en-US');
    expect(formatDateTime(AT, { timeZone: 'Asia/Shanghai' })).toBe('03/04/2025, 13:06:07');
  });

  it.each([null, undefined, '', 'not a date'])('shows "-" for %s', (value) => {
    expect(formatDateTime(value, { locale: 'en-US', timeZone: 'UTC' })).toBe('-');
  });
});

describe('formatDate', () => {
  it('keeps a calendar date whatever the zone', () => {
    expect(formatDate('2025-03-04', { locale: 'en-US', timeZone: 'Pacific/Honolulu' })).toBe('03/04/2025');
    expect(formatDate('2025-03-04', { locale: 'zh-CN', timeZone: 'Asia/Tokyo' })).toBe('2025/03/04');
  });

  it('takes the day of an instant in the zone', () => {
    const evening = '2025-03-04T20:00:00.000Z';
    expect(formatDate(evening, { locale: 'zh-CN', timeZone: 'Asia/Shanghai' })).toBe('2025/03/05');
    expect(formatDate(evening, { locale: 'en-US', timeZone: 'America/New_York' })).toBe('03/04/2025');
  });
});

describe('formatYear', () => {
  it.each([
    [2025, '2025'],
    ['2025', '2025'],
    [1999, '1999'],
    [null, '-'],
    ['', '-'],
    [2025.5, '-'],
  ] as const)('%s → %s', (value, expected) => {
    expect(formatYear(value)).toBe(expected);
  });
});

describe('the time zone', () => {
  it('takes the user choice, then the group default, then the browser, then UTC; invalid names are skipped', () => {
    expect(resolveTimeZone({ user: 'Europe/Paris', group: 'Asia/Shanghai', browser: 'America/Chicago' })).toBe('Europe/Paris');
    expect(resolveTimeZone({ user: null, group: 'Asia/Shanghai', browser: 'America/Chicago' })).toBe('Asia/Shanghai');
    expect(resolveTimeZone({ user: 'Mars/Olympus', group: '', browser: 'America/Chicago' })).toBe('America/Chicago');
    expect(resolveTimeZone({})).toBe('UTC');
  });

  it('applies a zone the user stores, and forgets it again', () => {
    setUserTimeZone('Asia/Kolkata');
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('Asia/Kolkata');
    expect(currentTimeZone()).toBe('Asia/Kolkata');
    expect(formatDateTime(AT, { locale: 'zh-CN' })).toBe('2025/03/04 10:36:07');
    setUserTimeZone('nowhere');
    expect(currentTimeZone()).toBe('Asia/Kolkata');
    setUserTimeZone(null);
    expect(currentTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('formatAxisNumber', () => {
  it.each([
    [90 * 1.1, '99'],
    [0.1 + 0.2, '0.3'],
    [1234567, '1,234,567'],
    [0.000125, '0.000125'],
    [-2.5, '-2.5'],
  ])('%s → %s', (value, expected) => {
    expect(formatAxisNumber(value)).toBe(expected);
  });
});

describe('formatFigure (one rule for emission figures)', () => {
  it('two decimals on screens, four in reports, grouped by language, never the raw quotient', () => {
    expect(formatFigure('2729.74790537333333333', 2, 'en-US')).toBe('2,729.75');
    expect(formatFigure('2729.74790537333333333', 4, 'zh-CN')).toBe('2,729.7479');
    expect(formatFigure('0.5', 2, 'zh-TW')).toBe('0.50');
    expect(formatFigure('-1234567.005', 2, 'en-US')).toBe('-1,234,567.01');
    expect(formatFigure(null)).toBe('—');
    expect(formatFigure('abc')).toBe('—');
  });
});

describe('formatDecimal', () => {
  it('rounds half up and drops trailing zeros unless padded', () => {
    expect(formatDecimal('2.125', { decimals: 2, locale: 'en-US' })).toBe('2.13');
    expect(formatDecimal('2.5000', { decimals: 4, locale: 'en-US' })).toBe('2.5');
    expect(formatDecimal('2.5', { decimals: 2, pad: true, locale: 'en-US' })).toBe('2.50');
  });
  it("groups the whole part in the language's way, exactly however long", () => {
    expect(formatDecimal('12345678901234567890.5', { decimals: 0, locale: 'en-US' })).toBe('12,345,678,901,234,567,891');
    expect(formatDecimal(-1234.5, { decimals: 1, locale: 'en-US' })).toBe('-1,234.5');
  });
  it('shows a dash for nothing or what is not a decimal, and no minus for a rounded zero', () => {
    expect(formatDecimal(null, { decimals: 2 })).toBe('—');
    expect(formatDecimal('abc', { decimals: 2 })).toBe('—');
    expect(formatDecimal('-0.001', { decimals: 2, locale: 'en-US' })).toBe('0');
  });
});
