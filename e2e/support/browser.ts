import { MESSAGES, type Locale } from '@carbon/domain';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { webTexts } from '../../scripts/web-locales.js';

/** The system Chromium (Debian package), never a downloaded build. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser context (its own storage) with a desktop viewport and a locale; its pages' requests are tracked for networkIdle. */
export async function newContext(browser: Browser, locale = 'zh-CN'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale });
  context.on('page', track);
  return context;
}

/** Requests that stay open by design: the shell's live to-do counts (server-sent events). */
const LONG_LIVED = /\/api\/main\/live\/stream/;
const inFlight = new WeakMap<Page, Set<Request>>();

function track(page: Page): Set<Request> {
  const known = inFlight.get(page);
  if (known) return known;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    if (!LONG_LIVED.test(r.url())) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

/**
 * Playwright's 'networkidle' without the shell's live stream: no request open for `quietMs`. The
 * stream stays open for as long as the page is signed in, so 'networkidle' itself never comes.
 */
export async function networkIdle(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const open = track(page);
  await page.waitForLoadState('load');
  const until = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`networkIdle: still open after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`);
}

/** Signs in through the login page and waits for the shell. */
export async function signIn(page: Page, baseUrl: string, account: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('top-menu').waitFor();
}

/** A new account's first sign-in: the forced password change from `password` to `next`, then the top menu. */
export async function firstSignIn(page: Page, baseUrl: string, who: { account: string; password: string; next: string }) {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-account').fill(who.account);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('pwd-forced').waitFor();
  await page.getByTestId('pwd-old').fill(who.password);
  await page.getByTestId('pwd-new').fill(who.next);
  await page.getByTestId('pwd-repeat').fill(who.next);
  await page.getByTestId('pwd-submit').click();
  await page.getByTestId('pwd-forced').waitFor({ state: 'detached' });
  await page.getByTestId('top-menu').waitFor();
}

/**
 * How the top menu labels a root entry in a language: its short label (the web's common
 * `menuShort.<code>`; the full title shows on hover), else its route title.
 */
export function rootLabel(locale: Locale, code: string): string {
  const common = webTexts(locale, 'common');
  return common[`menuShort.${code}`] ?? MESSAGES[locale][`menu.${code}`]!;
}

/** The visible root entries of the top menu. */
export async function rootMenuTitles(page: Page): Promise<string[]> {
  const items = page.locator('[data-testid="top-menu"] > li:not(.ant-menu-overflow-item-rest):not([aria-hidden="true"])');
  return (await items.allInnerTexts()).map((s) => s.trim()).filter(Boolean);
}

/** Opens an antd Select / TreeSelect by its test id and picks the option with this exact text. */
export async function pick(page: Page, testId: string, optionText: string, search = false): Promise<void> {
  await page.getByTestId(testId).click();
  if (search) await page.keyboard.type(optionText);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper', { hasText: optionText }).first().click();
}

/**
 * Types a date (or a month) into the antd DatePicker marked `testId` (within `root`, the page by default), commits it
 * with Enter and waits until the picker shows it: a form submitted before that would lack the value.
 */
export async function typeDate(page: Page, testId: string, value: string, root = page.locator('body')): Promise<void> {
  const input = root.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  for (const end = Date.now() + 30_000; (await input.inputValue()) !== value; await page.waitForTimeout(200))
    if (Date.now() > end) throw new Error(`the picker ${testId} shows "${await input.inputValue()}", not "${value}"`);
}

/**
 * Clicks a dialog's submit button and waits until the dialog has closed (the button hidden). A dialog that stays open
 * fails with what it shows: the form's error messages and any message toast, not only a time-out.
 */
export async function submitDialog(page: Page, testId: string): Promise<void> {
  const button = page.getByTestId(testId);
  await button.click();
  try {
    await button.waitFor({ state: 'hidden' });
  } catch (e) {
    const shown = await page.locator('.ant-form-item-explain-error, .ant-message-notice').allInnerTexts();
    throw new Error(`the dialog of ${testId} stayed open, showing: ${JSON.stringify(shown)} (${(e as Error).message.split('\n')[0]})`);
  }
}

/** Calls the API from the page with the page's own token (for assertions on what the server shows). */
export async function apiFromPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    // typed without the DOM library: the benches that import this file compile for Node
    const storage = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage;
    const res = await fetch(`/api/main${p}`, { headers: { authorization: `Bearer ${storage.getItem('token')}` } });
    const body = (await res.json()) as { success: boolean; code: number; message: string; data: unknown };
    if (!body.success) throw new Error(`${p}: ${body.code} ${body.message}`);
    return body.data;
  }, path) as Promise<T>;
}
