import type { Page } from 'playwright-core';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  BUTTONS,
  CALC_INPUT_NAMES,
  CALC_METHOD_NAMES,
  ENUMS,
  FACTOR_SEED,
  type Locale,
} from '@carbon/domain';

/**
 * What a screen may not show (issue 9): another language's built-in antd / pro-components texts,
 * raw codes and raw timestamps; and raw quotients (issue 25 item 8). Shared by the every-screen walk
 * (languages.e2e) and the journeys that reach screens only data makes visible (inventory, goal,
 * report, project, environment).
 */

export type Needle = string | RegExp;

/**
 * Built-in strings of antd and pro-components a screen shows without being touched,
 * written out by hand per language. zh-CN and zh-TW share some (重置, 提交): only the
 * distinctive ones are listed. The web's own search/reset buttons are included too.
 */
export const BUILT_IN: Record<Locale, Needle[]> = {
  'en-US': [
    'No data',
    '/ page',
    'Please enter',
    'Please select',
    'Select date',
    'Start date',
    'End date',
    'Expand',
    'Collapse',
    /\b\d+-\d+ of \d+ items\b/,
  ],
  'zh-CN': [
    '暂无数据',
    '条/页',
    '请输入',
    '请选择',
    '请选择日期',
    '开始日期',
    '结束日期',
    '展开',
    // '收起' (collapse) is pro-components' zh-TW text too: shared, so not distinctive
    '查询',
    /第 ?\d+-\d+ ?条\/总共 ?\d+ ?条/,
  ],
  'zh-TW': [
    '暫無數據',
    '無此資料',
    '條/頁',
    '請輸入',
    '請選擇',
    '請選擇日期',
    '開始日期',
    '結束日期',
    '展開',
    '查詢',
    /第 ?\d+-\d+ ?條\/總共 ?\d+ ?條/,
  ],
};
export const LANGS = Object.keys(BUILT_IN) as Locale[];

/** A code that reads as one (`business_group`, `equity-share`, `grantMenu`, `co2PerC`), not as a plain word. */
const CODE_LIKE = /[-_:.]|[a-z][A-Z0-9]/;

/**
 * Raw codes and wire names no screen may show (issue 9, "No raw codes on screen"): permission
 * codes (`factor:add`, `sysOrg:feed`), enumeration codes, the engine's input names and methods,
 * audit actions and entities, seeded factor sectors, and the ones the issue names. Plain words
 * (`add`, `session`, `park`) are left out: a label may be the same word.
 */
export const RAW_CODES: readonly string[] = [
  ...new Set([
    ...BUTTONS.map((b) => b.permission),
    ...ENUMS.flatMap((e) => e.items.map((i) => i.code)).filter((c): c is string => typeof c === 'string' && CODE_LIKE.test(c)),
    ...CALC_INPUT_NAMES.filter((n) => CODE_LIKE.test(n)),
    ...CALC_METHOD_NAMES,
    ...AUDIT_ACTIONS.filter((a) => CODE_LIKE.test(a)),
    ...AUDIT_ENTITIES.filter((e) => CODE_LIKE.test(e)),
    ...FACTOR_SEED.map((r) => r.sector).filter((c): c is string => !!c && CODE_LIKE.test(c)),
    // named in the issue: engine inputs and codes shown raw before
    'consumption',
    'ncv',
    'stationary',
    'built-in',
    'user/derived',
    'GLOBAL',
  ]),
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A code on its own (`factor:add`), not inside a longer one (`sysOrg_feed` holds no `sysOrg`). */
export const RAW_CODE_PATTERNS = RAW_CODES.map((code) => ({ code, pattern: new RegExp(`(?<![\\w:./-])${escape(code)}(?![\\w:/-])`) }));

/** A timestamp shown as the server sends it (dates and times are formatted for the user, issue 9). */
export const RAW_TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A raw quotient (issue 25 item 8): a decimal with 5 or more places, e.g. "2729.74790537333333333" or
 * "2,729.747905", as a division or a sum of the server's exact decimals reads before it is formatted
 * (tCO2e: 2 places on screens, 4 in reports and derivations, `formatFigure`). Only a number on its
 * own counts: not a part of a longer token such as a version ("v1.234567"), a dotted id or address
 * ("10.0.12345.1"), a date ("2025-03-04") or a word ("x1.23456y").
 *
 * Exempt, by the element they show in (`data-as-entered`, see `AS_ENTERED` below), not by page:
 * data kept and shown as it was entered or recorded, whose places are the data's own — a factor's
 * value (0.0000123 tCO2/GJ, factor library and its versions), an exchange rate, waste tonnes, a
 * project's entered amounts and factor, an equity share, monitoring readings and limits, the values
 * of the audit trail. Rounding them would show another value than the one entered (and edited, or
 * audited). A park's longitude and latitude (116.397428) show only in the park form's inputs, whose
 * values a screen's text does not hold; a marker's tooltip names no coordinates.
 */
export const RAW_QUOTIENT = /(?<![\w.-])-?\d[\d,]*\.\d{5,}(?![\w.])/;

/** The elements whose text is data as entered, exempt from RAW_QUOTIENT (see there). */
export const AS_ENTERED = '[data-as-entered]';

export const found = (text: string, needle: Needle) => (typeof needle === 'string' ? text.includes(needle) : needle.test(text));

/** What a user reads: the visible text and the inputs' placeholders; antd's "查 询" counts as 查询. */
export async function readScreen(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    const placeholders = [...document.querySelectorAll('[placeholder]')].map((e) => e.getAttribute('placeholder') ?? '');
    return `${document.body.innerText}\n${placeholders.join('\n')}`;
  });
  return text.replace(/(\p{Script=Han})[ \t]+(?=\p{Script=Han})/gu, '$1');
}

/** The texts of the elements on `page` showing data as entered (AS_ENTERED), each on its own. */
export async function readAsEntered(page: Page): Promise<string[]> {
  return page.evaluate((selector) => [...document.querySelectorAll<HTMLElement>(selector)].map((e) => e.innerText), AS_ENTERED);
}

/** The raw quotients in a screen's `text`, once the texts of `asEntered` (data as entered) are taken out. */
export function rawQuotients(text: string, asEntered: readonly string[] = []): string[] {
  let rest = text;
  for (const entered of asEntered) if (entered) rest = rest.split(entered).join('\n');
  return [...rest.matchAll(new RegExp(RAW_QUOTIENT, 'g'))].map((m) => m[0]);
}

/** The problems of the screen on `page` for a user of `lang`: foreign built-in texts, raw timestamps, raw codes, raw quotients. */
export async function screenProblems(page: Page, lang: Locale, where: string): Promise<string[]> {
  const text = await readScreen(page);
  const problems: string[] = [];
  for (const needle of LANGS.filter((l) => l !== lang).flatMap((l) => BUILT_IN[l]))
    if (found(text, needle)) problems.push(`${where}: "${String(needle)}"`);
  if (RAW_TIMESTAMP.test(text)) problems.push(`${where}: raw timestamp ${RAW_TIMESTAMP.exec(text)?.[0]}`);
  for (const { code, pattern } of RAW_CODE_PATTERNS) if (pattern.test(text)) problems.push(`${where}: raw code "${code}"`);
  for (const quotient of rawQuotients(text, await readAsEntered(page))) problems.push(`${where}: raw quotient ${quotient}`);
  return problems;
}
