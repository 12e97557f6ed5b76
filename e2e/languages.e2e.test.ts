import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, ROUTES } from '@carbon/domain';
import { startServer, type RunningServer } from '../scripts/server-process.js';
import { launchBrowser, newContext, rootLabel, rootMenuTitles, signIn, networkIdle, submitDialog } from './support/browser.js';
import {
  BUILT_IN,
  found,
  LANGS,
  RAW_CODE_PATTERNS,
  RAW_CODES,
  RAW_QUOTIENT,
  RAW_TIMESTAMP,
  rawQuotients,
  readAsEntered,
  readScreen,
} from './support/screen-text.js';

/**
 * Issue 9: every screen on main in each language shows the built-in texts of antd and
 * pro-components (search form, paging, totals, empty tables, date pickers) in that
 * language only; an administrator's renaming reaches the top menu; every top entry stays
 * visible from 1280 px.
 */

/**
 * The screens on main: the route codes with a page in the web's page registry or in a feature's manifest
 * (`features/<feature>/module.ts`, ADR 020: the registry finds those by file name).
 */
function screensWithAPage(): { code: string; path: string; standalone: boolean }[] {
  const web = path.resolve(import.meta.dirname, '../apps/web/src');
  const features = path.join(web, 'features');
  const sources = [
    path.join(web, 'app/page-registry.ts'),
    ...readdirSync(features)
      .map((f) => path.join(features, f, 'module.ts'))
      .filter((f) => existsSync(f)),
  ].map((f) => readFileSync(f, 'utf8'));
  const codes = sources.flatMap((text) => [...text.matchAll(/^\s*(\w+):\s*\(\)\s*=>/gm)].map((m) => m[1]!));
  const screens = codes.flatMap((code) =>
    ROUTES.filter((r) => r.code === code).map((r) => ({ code, path: r.path, standalone: Boolean(r.standalone) })),
  );
  if (screens.length < 5) throw new Error(`page-registry.ts lists ${screens.length} pages: has its format changed?`);
  return screens;
}

/** Waits until the page's chunk, its requests and its spinners are done (`expect`: the test's own, in a concurrent test). */
async function settle(page: Page, expect: ExpectStatic): Promise<void> {
  await networkIdle(page);
  await expect.poll(() => page.locator('.ant-spin-spinning, [data-testid="lazy-loading"]').count(), { timeout: 30_000 }).toBe(0);
  await networkIdle(page);
}

/**
 * Opens `path` in the running app without loading the page again (the browser router follows a popstate to the new
 * address); loads it when the app is not running in the tab (after a standalone page).
 */
async function openInApp(page: Page, baseUrl: string, path: string): Promise<void> {
  if (!(await page.getByTestId('top-menu').count())) {
    await page.goto(`${baseUrl}${path}`);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
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

  // the three languages at once, each in its own browser context: most of a screen's time is waiting for the
  // network to stay quiet, which the three share
  it.concurrent.for(LANGS)(
    'in %s: no built-in text of another language, raw code, raw timestamp or raw quotient on any screen; every top entry visible at 1280 and 1440 px',
    { timeout: 450_000 },
    async (lang, { expect }) => {
      const foreign = LANGS.filter((l) => l !== lang).flatMap((l) => BUILT_IN[l]);
      const own = new Set<string>();
      const problems: string[] = [];
      const check = async (page: Page, where: string) => {
        const text = await readScreen(page);
        for (const needle of foreign) if (found(text, needle)) problems.push(`${where}: "${String(needle)}"`);
        if (RAW_TIMESTAMP.test(text)) problems.push(`${where}: raw timestamp ${RAW_TIMESTAMP.exec(text)?.[0]}`);
        for (const { code, pattern } of RAW_CODE_PATTERNS) if (pattern.test(text)) problems.push(`${where}: raw code "${code}"`);
        for (const quotient of rawQuotients(text, await readAsEntered(page))) problems.push(`${where}: raw quotient ${quotient}`);
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

      // A standalone page (no shell) is loaded by its address; the others are reached inside the app, as a person
      // moves between screens (the router follows the address), so the crawl does not start the whole app again
      // for each of the sixty-odd screens: the language of a screen is the app's, set when it started above.
      for (const s of screens.filter((x) => x.code !== 'login')) {
        if (s.standalone) await page.goto(`${server.url}${s.path}`);
        else await openInApp(page, server.url, s.path);
        // a standalone page (the public share page) has no shell: its own main element, loaded
        await (s.standalone ? page.locator('main[data-testid$="-page"]') : page.getByTestId('breadcrumb')).waitFor();
        // the document title names the page in the language (and tells the router has moved to it)
        await expect.poll(() => page.title(), { timeout: 30_000 }).toContain(MESSAGES[lang][`menu.${s.code}`]!);
        await settle(page, expect);
        await check(page, s.path);
      }
      await context.close();

      expect(problems).toEqual([]);
      // the check saw this language's own built-in texts, so it looked at the right places
      expect(own.size).toBeGreaterThanOrEqual(4);
    },
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

  it('a raw quotient is a long decimal on its own, not a date, a version or an id (issue 25 item 8)', () => {
    const quotients = (text: string, asEntered?: string[]) => rawQuotients(text, asEntered);
    expect(RAW_QUOTIENT.test('2729.74790537333333333')).toBe(true);
    expect(quotients('合计 2729.74790537333333333 tCO2e')).toEqual(['2729.74790537333333333']);
    expect(quotients('Total: 2,729.747905 tCO2e; -0.123456')).toEqual(['2,729.747905', '-0.123456']);
    expect(quotients('排放量2729.74790537')).toEqual(['2729.74790537']);
    // what a screen shows legitimately
    for (const text of ['2025-03-04', 'v2006', '2,729.75 tCO2e', '0.5810', 'v1.234567', '10.0.12345.1', 'CN-GRID-AVG-2022', '1.23456e7'])
      expect(quotients(text), text).toEqual([]);
    // data as entered (a factor's value, a park's coordinates) is exempt by its element
    expect(quotients('因子 0.0000123 kgCO2/kg；合计 12.3456789', ['0.0000123'])).toEqual(['12.3456789']);
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
    expect((await rootMenuTitles(page))[0]).toBe(rootLabel('zh-CN', 'dashboard'));

    await page.goto(`${server.url}/organizationalStructure/menuManage`);
    await page.getByTestId('menu-edit-workbench').click();
    await page.getByTestId('menu-form').waitFor();
    await expect.poll(() => page.getByTestId('menu-name').inputValue()).toBe('工作台');
    await page.getByTestId('menu-name').fill('我的工作台');
    await page.getByTestId('menu-sort').fill('5');
    await submitDialog(page, 'menu-submit');

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
          'environment',
          'BasicModule',
          'organizationalStructure',
        ].map((c) => rootLabel('zh-CN', c)),
      ]);

    // the administrator's name holds in every language; the other entries follow the language
    await page.getByTestId('lang-select').click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('lang-option-en-US').click()]);
    await page.getByTestId('top-menu').waitFor();
    await expect.poll(async () => (await rootMenuTitles(page)).slice(0, 2)).toEqual(['我的工作台', 'Home']);
    await context.close();
  });
});
