import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MESSAGES, ROUTES } from '@carbon/domain';
import { startServer, type RunningServer } from '../scripts/server-process.js';
import { launchBrowser, newContext, rootLabel, rootMenuTitles, signIn } from './support/browser.js';

const rootTitles = (locale: 'zh-CN' | 'en-US', codes: string[]) => codes.map((c) => rootLabel(locale, c));
const VISIBLE_ROOTS = ROUTES.filter((r) => r.parent === null && r.visible).map((r) => r.code);

describe('the application shell', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('journey 1: the admin sees every entry, switches to English, keeps it on reload, logs out', async () => {
    const context = await newContext(browser, 'zh-CN');
    const page = await context.newPage();
    await signIn(page, server.url, 'superAdmin', 'Carbon@Admin1');
    expect(await rootMenuTitles(page)).toEqual(rootTitles('zh-CN', VISIBLE_ROOTS));

    await page.goto(`${server.url}/BasicModule/factor`);
    await expect.poll(() => page.getByTestId('breadcrumb').innerText()).toContain(MESSAGES['zh-CN']['menu.factor']!);
    await page.getByTestId('lang-select').click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('lang-option-en-US').click()]);
    await expect.poll(() => page.getByTestId('breadcrumb').innerText()).toContain(MESSAGES['en-US']['menu.factor']!);
    expect(await page.getByTestId('breadcrumb').innerText()).toContain('Affiliated organisation');
    await page.reload();
    await expect.poll(() => page.getByTestId('breadcrumb').innerText()).toContain(MESSAGES['en-US']['menu.BasicModule']!);
    expect(await rootMenuTitles(page)).toEqual(rootTitles('en-US', VISIBLE_ROOTS));

    await page.getByTestId('user-menu').hover();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login$/);
    await page.goto(`${server.url}/organizationalStructure/orgManage`);
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('journey 2: a common user sees only the granted entries', async () => {
    const context = await newContext(browser, 'zh-CN');
    const page = await context.newPage();
    await signIn(page, server.url, 'user', 'Carbon@User1');
    expect(await rootMenuTitles(page)).toEqual(rootTitles('zh-CN', ['dashboard', 'carbonButler', 'workbench']));
    await page.goto(`${server.url}/organizationalStructure/orgManage`);
    await page.getByTestId('forbidden').waitFor();
    await context.close();
  });

  it('journey 3: a wrong password shows its message', async () => {
    const context = await newContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.locator('body').innerText()).toMatch(/please input account/i);
    await page.getByTestId('login-account').fill('manager');
    await page.getByTestId('login-password').fill('Wrong@Pass1');
    await page.getByTestId('login-submit').click();
    // the refusal, and how many attempts remain before the lock (issue 9)
    await expect
      .poll(() => page.getByTestId('login-error').innerText())
      .toMatch(/^Wrong account or password; attempts left before the lock: \d+$/);
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });

  it('journey 4: a session ended through the API in another tab returns the next navigation to /login', async () => {
    const context = await newContext(browser, 'zh-CN');
    const page = await context.newPage();
    await signIn(page, server.url, 'manager', 'Carbon@Mgr1');
    const other = await context.newPage();
    await other.goto(`${server.url}/login`);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const ended = await other.evaluate(async (t) => {
      const res = await fetch('/api/main/logout', { headers: { authorization: `Bearer ${t}` } });
      return (await res.json()).success as boolean;
    }, token);
    expect(ended).toBe(true);
    await page.locator('[data-testid="top-menu"] li', { hasText: MESSAGES['zh-CN']['menu.carbonButler']! }).first().hover();
    await page.getByRole('menuitem', { name: MESSAGES['zh-CN']['menu.inventoryTask']! }).click();
    await page.waitForURL(/\/login/, { waitUntil: 'commit' });
    await context.close();
  });
});
