import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  BUTTONS,
  CALC_INPUT_NAMES,
  CALC_METHOD_NAMES,
  ENUMS,
  FACTOR_SEED,
  MESSAGES,
  ROUTES,
  type Locale,
} from '@carbon/domain';
import { startServer, type RunningServer } from '../scripts/server-process.js';
import { launchBrowser, newContext, rootMenuTitles, signIn } from './support/browser.js';

/**
 * Issue 9: every screen on main in each language shows the built-in texts of antd and
 * pro-components (search form, paging, totals, empty tables, date pickers) in that
 * language only; an administrator's renaming reaches the top menu; every top entry stays
 * visible from 1280 px.
 */

type Needle = string | RegExp;

/**
 * Built-in strings of antd and pro-components a screen shows without being touched,
 * written out by hand per language. zh-CN and zh-TW share some (重置, 提交): only the
 * distinctive ones are listed. The web's own search/reset buttons are included too.
 */
const BUILT_IN: Record<Locale, Needle[]> = {
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
    '收起',
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
const LANGS = Object.keys(BUILT_IN) as Locale[];

/** A code that reads as one (`business_group`, `equity-share`, `grantMenu`, `co2PerC`), not as a plain word. */
const CODE_LIKE = /[-_:.]|[a-z][A-Z0-9]/;

/**
 * Raw codes and wire names no screen may show (issue 9, "No raw codes on screen"): permission
 * codes (`factor:add`, `sysOrg:feed`), enumeration codes, the engine's input names and methods,
 * audit actions and entities, seeded factor sectors, and the ones the issue names. Plain words
 * (`add`, `session`, `park`) are left out: a label may be the same word.
 */
const RAW_CODES: readonly string[] = [
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
const RAW_CODE_PATTERNS = RAW_CODES.map((code) => ({ code, pattern: new RegExp(`(?<![\\w:./-])${escape(code)}(?![\\w:/-])`) }));

/** A timestamp shown as the server sends it (dates and times are formatted for the user, issue 9). */
const RAW_TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const found = (text: string, needle: Needle) => (typeof needle === 'string' ? text.includes(needle) : needle.test(text));

/** The screens on main: the route codes with a page in the web's page registry. */
function screensWithAPage(): { code: string; path: string }[] {
  const registry = readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/app/page-registry.ts'), 'utf8');
  const codes = [...registry.matchAll(/^\s*(\w+):\s*\(\)\s*=>/gm)].map((m) => m[1]!);
  const screens = codes.flatMap((code) => ROUTES.filter((r) => r.code === code).map((r) => ({ code, path: r.path })));
  if (screens.length < 5) throw new Error(`page-registry.ts lists ${screens.length} pages: has its format changed?`);
  return screens;
}

/** What a user reads: the visible text and the inputs' placeholders; antd's "查 询" counts as 查询. */
async function readScreen(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    const placeholders = [...document.querySelectorAll('[placeholder]')].map((e) => e.getAttribute('placeholder') ?? '');
    return `${document.body.innerText}\n${placeholders.join('\n')}`;
  });
  return text.replace(/(\p{Script=Han})[ \t]+(?=\p{Script=Han})/gu, '$1');
}

/** Waits until the page's chunk, its requests and its spinners are done. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.ant-spin-spinning, [data-testid="lazy-loading"]').count(), { timeout: 30_000 }).toBe(0);
  await page.waitForLoadState('networkidle');
}

/** The root entries in the language, as the compact bar labels them below 1600 px. */
const visibleRoots = ROUTES.filter((r) => r.parent === null && r.visible && !r.standalone);

describe('every screen in each language (issue 9)', () => {
  let server: RunningServer;
  let browser: Browser;
  const screens = screensWithAPage();
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(LANGS)(
    'in %s: no built-in text of another language, raw code or raw timestamp on any screen; every top entry visible at 1280 and 1440 px',
    async (lang) => {
      const foreign = LANGS.filter((l) => l !== lang).flatMap((l) => BUILT_IN[l]);
      const own = new Set<string>();
      const problems: string[] = [];
      const check = async (page: Page, where: string) => {
        const text = await readScreen(page);
        for (const needle of foreign) if (found(text, needle)) problems.push(`${where}: "${String(needle)}"`);
        if (RAW_TIMESTAMP.test(text)) problems.push(`${where}: raw timestamp ${RAW_TIMESTAMP.exec(text)?.[0]}`);
        for (const { code, pattern } of RAW_CODE_PATTERNS) if (pattern.test(text)) problems.push(`${where}: raw code "${code}"`);
        for (const needle of BUILT_IN[lang]) if (found(text, needle)) own.add(String(needle));
      };

      const context = await newContext(browser, lang);
      const page = await context.newPage();
      if (screens.some((s) => s.code === 'login')) {
        await page.goto(`${server.url}/login`);
        await page.getByTestId('login-submit').waitFor();
        await check(page, '/login');
      }
      await signIn(page, server.url, 'superAdmin', 'Carbon@Admin1');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => rootMenuTitles(page)).toHaveLength(visibleRoots.length);
        expect(await page.locator('[data-testid="top-menu"] > .ant-menu-overflow-item-rest').isVisible()).toBe(false);
      }

      for (const s of screens.filter((x) => x.code !== 'login')) {
        await page.goto(`${server.url}${s.path}`);
        await page.getByTestId('breadcrumb').waitFor();
        await settle(page);
        await check(page, s.path);
        // the document title names the page in the language
        expect(await page.title()).toContain(MESSAGES[lang][`menu.${s.code}`]!);
      }
      await context.close();

      expect(problems).toEqual([]);
      // the check saw this language's own built-in texts, so it looked at the right places
      expect(own.size).toBeGreaterThanOrEqual(4);
    },
    180_000,
  );

  it('the raw-code list holds what the issue found on screen, and matches a code only on its own', () => {
    for (const code of [
      'factor:add',
      'sysOrg:feed',
      'industry-other',
      'carbonContentPerGJ',
      'co2PerC',
      'combustion.cn-guideline',
      'exchange_rate',
      'sys_menu',
    ])
      expect(RAW_CODES, code).toContain(code);
    const hits = (text: string) => RAW_CODE_PATTERNS.filter((p) => p.pattern.test(text)).map((p) => p.code);
    expect(hits('按钮 factor:add 已授权')).toEqual(['factor:add']);
    expect(hits('对象 exchange_rate')).toEqual(['exchange_rate']);
    expect(hits('Consumption (kWh) of business group; sysOrg_feed; CN-GRID-AVG-2022')).toEqual([]);
  });

  it('a standalone page is titled in the language', async () => {
    for (const lang of LANGS) {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await signIn(page, server.url, 'superAdmin', 'Carbon@Admin1');
      await page.goto(`${server.url}/cockpit`);
      await expect.poll(() => page.title()).toBe(`${MESSAGES[lang]['menu.cockpit']} - ${lang === 'en-US' ? 'Carbon Steward' : '碳管家'}`);
      await context.close();
    }
  });

  it('an entry renamed and re-sorted in menu management shows so in the top menu after a reload', async () => {
    const context = await newContext(browser, 'zh-CN');
    const page = await context.newPage();
    await signIn(page, server.url, 'superAdmin', 'Carbon@Admin1');
    expect((await rootMenuTitles(page))[0]).toBe(MESSAGES['zh-CN']['menu.dashboard']);

    await page.goto(`${server.url}/organizationalStructure/menuManage`);
    await page.getByTestId('menu-edit-workbench').click();
    await page.getByTestId('menu-form').waitFor();
    await expect.poll(() => page.getByTestId('menu-name').inputValue()).toBe('工作台');
    await page.getByTestId('menu-name').fill('我的工作台');
    await page.getByTestId('menu-sort').fill('5');
    await page.getByTestId('menu-submit').click();
    await page.getByTestId('menu-submit').waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByTestId('top-menu').waitFor();
    await expect
      .poll(() => rootMenuTitles(page))
      .toEqual([
        '我的工作台',
        ...[
          'dashboard',
          'Management_by_objectives',
          'carbonButler',
          'ProjectEmissionReduction',
          'BasicModule',
          'organizationalStructure',
        ].map((c) => MESSAGES['zh-CN'][`menu.${c}`]),
      ]);

    // the administrator's name holds in every language; the other entries follow the language
    await page.getByTestId('lang-select').click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('lang-option-en-US').click()]);
    await page.getByTestId('top-menu').waitFor();
    await expect.poll(async () => (await rootMenuTitles(page)).slice(0, 2)).toEqual(['我的工作台', 'Home']);
    await context.close();
  });
});
