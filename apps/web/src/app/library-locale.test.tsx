import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import dayjs from 'dayjs';
import type { ExchangeRateRow, Locale } from '@carbon/domain';
import { ExchangeRatePage } from '../features/exchange-rate/components/exchange-rate-page';
import { setUserTimeZone } from '../lib/format';
import { setToken } from '../lib/session';
import { mockFetch, ok, renderAt } from '../test-utils';

/**
 * Built-in texts of antd and pro-components that a table page shows, per language,
 * written out by hand (what a user reads, not what the code maps). Chinese buttons of two
 * characters are spaced by antd ("查 询"), so the check ignores spaces between CJK characters.
 */
const BUILT_IN: Record<Locale, { rows: string[]; empty: string[] }> = {
  'en-US': { rows: ['/ page', 'Please enter', 'Please select', 'Search', 'Reset', 'Expand', 'of 86 items'], empty: ['No data'] },
  'zh-CN': { rows: ['条/页', '请输入', '请选择', '查询', '重置', '展开', '条/总共 86 条'], empty: ['暂无数据'] },
  'zh-TW': { rows: ['條/頁', '請輸入', '請選擇', '查詢', '重設', '展開', '條/總共 86 條'], empty: ['無此資料'] },
};
const LANGS = Object.keys(BUILT_IN) as Locale[];
/** Strings of the other languages that this one does not share. */
const foreign = (lang: Locale, kind: 'rows' | 'empty') =>
  LANGS.filter((l) => l !== lang)
    .flatMap((l) => BUILT_IN[l][kind])
    .filter((s) => !BUILT_IN[lang][kind].includes(s));

/** The page as a user meets it: visible text plus the placeholders of the inputs. */
function pageText(): string {
  const placeholders = [...document.querySelectorAll('[placeholder]')].map((e) => e.getAttribute('placeholder'));
  const text = `${document.body.textContent ?? ''} ${placeholders.join(' ')}`;
  return text.replace(/(\p{Script=Han})\s+(?=\p{Script=Han})/gu, '$1');
}

function row(i: number): ExchangeRateRow {
  const at = '2025-03-04T05:06:07.000Z';
  return {
    id: String(i),
    currency: `C${i}`,
    year: 2025,
    month: 3,
    rateToUsd: '0.14',
    source: 'PBOC',
    status: 0,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}

function serve(totalRows: number) {
  const rows = Array.from({ length: Math.min(totalRows, 10) }, (_, i) => row(i + 1));
  mockFetch((path) => {
    if (path === '/getLoginUser') return ok({ id: '1', account: 'u', name: 'U', adminType: 2, permissions: [], menus: [] });
    if (path === '/exchangeRate/page') return ok({ pageNo: 1, pageSize: 10, totalPage: Math.ceil(totalRows / 10), totalRows, rows });
    return ok(null);
  });
}

async function expectOnly(lang: Locale, kind: 'rows' | 'empty') {
  await waitFor(() => {
    const text = pageText();
    for (const s of BUILT_IN[lang][kind]) expect(text).toContain(s);
  });
  const text = pageText();
  for (const s of foreign(lang, kind)) expect(text, `${lang} shows "${s}"`).not.toContain(s);
}

describe('the built-in texts of antd, pro-components and dayjs follow the language', () => {
  it('a table page with rows: search form, paging and total switch with the language', async () => {
    setToken('t');
    serve(86);
    renderAt(<ExchangeRatePage />, '/', 'en-US');
    expect(await screen.findByText('C1')).toBeTruthy();
    await expectOnly('en-US', 'rows');
    expect(dayjs.locale()).toBe('en');

    for (const [lang, day] of [
      ['zh-CN', 'zh-cn'],
      ['zh-TW', 'zh-tw'],
      ['en-US', 'en'],
    ] as const) {
      await act(() => i18next.changeLanguage(lang));
      await expectOnly(lang, 'rows');
      expect(dayjs.locale()).toBe(day);
      expect(document.documentElement.lang).toBe(lang);
    }
  });

  it.each(LANGS)('an empty table in %s says so in that language only', async (lang) => {
    setToken('t');
    serve(0);
    renderAt(<ExchangeRatePage />, '/', lang);
    await expectOnly(lang, 'empty');
  });
});

describe('years and timestamps on a table page', () => {
  it.each([
    ['zh-CN', '2025/03/04 13:06:07'],
    ['en-US', '03/04/2025, 13:06:07'],
  ] as const)('%s: the year plain, the update time in the language and the user time zone', async (lang, shown) => {
    setToken('t');
    setUserTimeZone('Asia/Shanghai');
    serve(1);
    renderAt(<ExchangeRatePage />, '/', lang);
    expect(await screen.findByText('C1')).toBeTruthy();
    const cells = [...document.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toContain('2025');
    expect(cells).toContain(shown);
    expect(pageText()).not.toContain('2,025');
    expect(pageText()).not.toContain('2025-03-04T');
  });
});
