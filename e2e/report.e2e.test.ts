import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { Decimal, FACTOR_SEED, translate, type Locale } from '@carbon/domain';
import { startServer, type RunningServer } from '../scripts/server-process.js';
import { apiFromPage, launchBrowser, newContext, pick, signIn, networkIdle, submitDialog } from './support/browser.js';
import { screenProblems } from './support/screen-text.js';
import { webTexts } from '../scripts/web-locales.js';

/**
 * Issue 11, the Playwright journey, in a real browser against a fresh demo server:
 * 0. set-up through the API (the super admin): a joint venture under the 云计算事业群 business group with its
 *    dated boundary record (50% equity, operational control, no sole financial control), a project issued to it and
 *    to 深圳示范精密, entries in scopes 1, 2 (a library grid factor) and 3, each task submitted without approval;
 * 1. the carbon team generates 深圳示范精密's ISO 14064 report from its inventory page, clicks the total and follows
 *    its derivation down to an entity's entries and their formula, factor and version;
 * 2. publishes it (version 1), exports the PDF and the Excel and reads both files;
 * 3. consolidates the business group by equity share and by operational control, and compares the three approaches;
 * 4. uploads a verification statement (a PDF printed here), creates a share link, and opens it in a new browser
 *    context without signing in: the statement's fields, its file shown and downloaded.
 * Every figure is computed here from the inputs (and the seeded grid factor), never read back from the page.
 */

const LE1 = '云计算事业群-深圳示范精密有限公司';
const BG = '云计算事业群';
const PARK = '云计算事业群-龙华园区';
const JV = '云计算事业群-深圳示范合营有限公司';
const PROJECT = 'E2E 2023 年度报告盘查';
const YEAR = 2023;
const LANG: Locale = 'zh-CN';

const REPORT_ZH = webTexts('zh-CN', 'report');
const CERT_ZH = webTexts('zh-CN', 'certificate');
const CERT_EN = webTexts('en-US', 'certificate');
const tr = (key: string, params?: Record<string, string | number>) => translate(LANG, key, params);

// ---- the inputs, and their tCO2e worked out by hand ------------------------------------------------

const GRID = FACTOR_SEED.find((r) => r.code === `CN-GRID-AVG-${YEAR}`)!; // 0.5306 kgCO2/kWh = tCO2/MWh (MEE/NBS)
/** IPCC AR5 100-year GWPs (the project's default set). */
const GWP_CH4 = 28;
const GWP_N2O = 265;
/** Natural gas by the IPCC method: TJ × (CO2 + CH4 × GWP + N2O × GWP) kg/TJ ÷ 1000. */
const gas = (energyTJ: string) => ({ type: 'combustion-ipcc', energyTJ, co2KgPerTJ: '56100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' });
const gasT = (energyTJ: string) =>
  new Decimal(energyTJ)
    .times(new Decimal(56100).plus(new Decimal(1).times(GWP_CH4)).plus(new Decimal('0.1').times(GWP_N2O)))
    .dividedBy(1000);
/** Purchased electricity, location-based, with the library's national grid factor: MWh × tCO2/MWh. */
const gridT = (mwh: string) => new Decimal(mwh).times(GRID.value);
/** Scope 3 category 4 (upstream transport): t × km × kgCO2e/tkm ÷ 1000. */
const FREIGHT = { type: 'scope3-distance', category: 4, massT: '20', distanceKm: '500', factorKgCo2ePerTkm: '0.1' };
const freightT = new Decimal(20).times(500).times('0.1').dividedBy(1000);

const LE1_GAS_TJ = '1.2';
const LE1_MWH = '800';
const JV_GAS_TJ = '2';
const JV_MWH = '300';
const le1 = { scope1: gasT(LE1_GAS_TJ), scope2: gridT(LE1_MWH), scope3: freightT };
const le1Total = le1.scope1.plus(le1.scope2).plus(le1.scope3);
const jvTotal = gasT(JV_GAS_TJ).plus(gridT(JV_MWH));
/** The joint venture: 50% equity, operated by the group, financial control shared with the partner. */
const JV_PCT = new Decimal(50);
const consolidated = {
  equity: le1Total.plus(jvTotal.times(JV_PCT).dividedBy(100)),
  operational: le1Total.plus(jvTotal),
  // a joint venture under joint financial control counts at its equity share (GHG Protocol ch. 3)
  financial: le1Total.plus(jvTotal.times(JV_PCT).dividedBy(100)),
};

/** The PDF shows figures rounded to four places with thousands grouped. */
const pdfFigure = (d: Decimal) => {
  const [whole = '0', fraction = ''] = d.toFixed(4).split('.');
  return `${new Intl.NumberFormat('en-US').format(BigInt(whole))}.${fraction}`;
};
/** The page shows rounded figures; the exact decimal string is the figure's title. */
const exact = async (page: Page, testId: string) => new Decimal((await page.getByTestId(testId).getAttribute('title')) ?? 'NaN');

type Org = { id: string; name: string };
type Task = { id: string; orgId: string; status: number };
type Entry = { id: string; tco2e: string };

/** A POST from the page with the page's own token (set-up the journey does not do on screen). */
async function postFromPage<T>(page: Page, p: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, data }) => {
      const res = await fetch(`/api/main${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify(data),
      });
      const env = await res.json();
      if (!env.success) throw new Error(`${url}: ${env.code} ${env.message}`);
      return env.data;
    },
    { url: p, data: body },
  ) as Promise<T>;
}

/** Clicks a button that saves a file and returns the file's bytes. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}

/** A real verification statement: an A5 PDF printed by Chromium from a small page. */
async function statementPdf(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.setContent(
    '<html><body style="font-family:sans-serif"><h1>Verification statement</h1>' +
      '<p>GHG inventory 2023, ISO 14064-3:2019, reasonable assurance, materiality 5%.</p></body></html>',
  );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cs-e2e-')), 'verification-statement-2023.pdf');
  fs.writeFileSync(file, await page.pdf({ format: 'A5' }));
  await page.close();
  return file;
}

describe('report journey (issue 11)', () => {
  let server: RunningServer;
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;
  const org: Record<'le1' | 'bg' | 'park' | 'jv', Org> = {} as never;
  let projectId: string;
  let task: Task;
  const entries: Record<'gas' | 'grid' | 'freight', Entry> = {} as never;
  let reportNumber: string;
  let shareUrl: string;
  let statement: string;
  /** What the screens of the journey show that they may not: raw codes, foreign texts, raw timestamps. */
  const problems: string[] = [];
  const look = async (page: Page, lang: Locale, where: string) => {
    await networkIdle(page);
    problems.push(...(await screenProblems(page, lang, where)));
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    adminContext = await newContext(browser, LANG);
    admin = await adminContext.newPage();
    await signIn(admin, server.url, 'superAdmin', 'Carbon@Admin1');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('0. set-up through the API: a joint venture with its boundary, a project issued to two legal entities, approved entries', async () => {
    const orgs = await apiFromPage<{ rows: Org[] }>(admin, '/sysOrg/page?pageNo=1&pageSize=50');
    const byName = (name: string) => orgs.rows.find((o) => o.name === name)!;
    [org.le1, org.bg, org.park] = [byName(LE1), byName(BG), byName(PARK)];
    const fii = byName('Fii');

    // the joint venture: added under the park, then its boundary record in force since 2020
    const added = await postFromPage<{ id: string }>(admin, '/sysOrg/add', {
      pid: org.park.id,
      name: JV,
      code: 'e2e-ccbg-jv',
      orgType: 'legal_entity',
    });
    await postFromPage(admin, '/sysOrg/edit', {
      id: added.id,
      pid: org.park.id,
      name: JV,
      code: 'e2e-ccbg-jv',
      orgType: 'legal_entity',
      equitySharePct: JV_PCT.toFixed(),
      operationalControl: true,
      financialControl: false,
      boundaryEffectiveFrom: '2020-01-01',
    });
    org.jv = { id: added.id, name: JV };

    const project = await postFromPage<{ id: string }>(admin, '/inventoryProject/add', {
      name: PROJECT,
      type: 'annual',
      year: YEAR,
      orgId: fii.id,
      deadline: '2099-12-31',
    });
    projectId = project.id;
    const tasks = await postFromPage<Task[]>(admin, '/inventoryTask/issue', {
      projectId,
      orgIds: [org.le1.id, org.jv.id],
      boundaryMethod: 'operational-control',
    });
    task = tasks.find((t) => t.orgId === org.le1.id)!;
    const jvTask = tasks.find((t) => t.orgId === org.jv.id)!;

    const factors = await apiFromPage<{ rows: { id: string; code: string }[] }>(admin, `/factor/page?keyword=${GRID.code}&pageSize=20`);
    const gridFactorId = factors.rows.find((f) => f.code === GRID.code)!.id;
    const save = (taskId: string, body: Record<string, unknown>) => postFromPage<Entry>(admin, '/inventoryEntry/save', { taskId, ...body });
    entries.gas = await save(task.id, { scope: 1, sourceName: '天然气锅炉', input: gas(LE1_GAS_TJ) });
    entries.grid = await save(task.id, {
      scope: 2,
      sourceName: '外购电力',
      input: { type: 'electricity-location', mwh: LE1_MWH },
      factorId: gridFactorId,
    });
    entries.freight = await save(task.id, { scope: 3, category: 4, sourceName: '原料运输', input: FREIGHT });
    await save(jvTask.id, { scope: 1, sourceName: '天然气锅炉', input: gas(JV_GAS_TJ) });
    await save(jvTask.id, {
      scope: 2,
      sourceName: '外购电力',
      input: { type: 'electricity-location', mwh: JV_MWH },
      factorId: gridFactorId,
    });
    // the engine stored what the hand computes
    expect(new Decimal(entries.gas.tco2e).equals(le1.scope1)).toBe(true);
    expect(new Decimal(entries.grid.tco2e).equals(le1.scope2)).toBe(true);
    expect(new Decimal(entries.freight.tco2e).equals(le1.scope3)).toBe(true);

    for (const id of [task.id, jvTask.id]) await postFromPage(admin, '/inventoryTask/submit', { id, approverIds: ['none'] });
    for (const id of [task.id, jvTask.id])
      expect((await apiFromPage<Task>(admin, `/inventoryTask/detail?id=${id}`)).status, 'approved without approvers').toBe(7);
  });

  it('1. the carbon team generates the ISO 14064 report, clicks the total and follows its derivation down to the entries', async () => {
    await admin.goto(`${server.url}/carbonButler/ReportInventory?taskId=${task.id}`);
    await admin.getByTestId('summary').waitFor();
    await look(admin, LANG, 'inventory details');
    await admin.getByTestId('report-generate').click();
    await admin.getByTestId('report-generate-iso14064').click();
    await admin.waitForURL(/\/carbonButler\/report\?id=\d+&versionNo=0$/);
    await admin.getByTestId('report-page').waitFor();
    expect(await admin.getByTestId('report-template').innerText()).toBe(tr('enum.reportTemplate.iso14064'));
    expect(await admin.getByTestId('report-status').innerText()).toBe(REPORT_ZH['status.draft']);
    expect(await admin.getByTestId('report-org').innerText()).toBe(LE1);
    reportNumber = await admin.getByTestId('report-number').innerText();
    expect(reportNumber).toMatch(new RegExp(`^ISO-${YEAR}-\\d+$`));
    expect((await exact(admin, 'figure-total')).equals(le1Total)).toBe(true);
    // ISO 14064-1 categories: 1 direct, 2 imported energy, 3 transportation (scope 3 category 4)
    for (const [n, value] of [
      [1, le1.scope1],
      [2, le1.scope2],
      [3, le1.scope3],
    ] as const)
      expect((await exact(admin, `figure-category:${n}`)).equals(value), `ISO category ${n}`).toBe(true);
    await look(admin, LANG, 'report (ISO 14064 draft)');

    // the total: scope 1 + scope 2 (location-based) + scope 3, each part the hand-computed figure
    await admin.getByTestId('figure-total').click();
    const drawer = admin.getByTestId('derivation-drawer');
    await drawer.waitFor();
    await expect.poll(async () => (await exact(admin, 'derivation-value')).equals(le1Total)).toBe(true);
    const parts = async () => {
      const rows = drawer.getByTestId('derivation-parts').locator('tbody tr.ant-table-row');
      const out: Record<string, string> = {};
      for (const row of await rows.all())
        out[(await row.locator('td').nth(0).innerText()).trim()] = (await row
          .locator('td')
          .nth(1)
          .locator('[title]')
          .getAttribute('title'))!;
      return out;
    };
    const byScope = {
      [tr('report.figure.scope1')]: le1.scope1,
      [tr('report.figure.scope2Location')]: le1.scope2,
      [tr('report.figure.scope3')]: le1.scope3,
    };
    const shownTotal = await parts();
    expect(Object.keys(shownTotal).sort()).toEqual(Object.keys(byScope).sort());
    for (const [name, value] of Object.entries(byScope)) expect(new Decimal(shownTotal[name]!).equals(value), name).toBe(true);
    await look(admin, LANG, 'derivation of the total');

    // scope 1 → the entity → its entries, each with its formula, factor and version
    await drawer.getByTestId('derivation-part-scope1').click();
    await expect.poll(async () => (await exact(admin, 'derivation-value')).equals(le1.scope1)).toBe(true);
    expect(new Decimal((await parts())[LE1]!).equals(le1.scope1)).toBe(true);
    await drawer.getByTestId(`derivation-part-line:${org.le1.id}`).click();
    await expect.poll(async () => (await exact(admin, 'derivation-value')).equals(le1Total)).toBe(true);
    expect(await drawer.getByTestId('derivation-trail').innerText()).toContain(LE1);
    const entryRows = drawer.getByTestId('derivation-entries').locator('tr[data-testid^="derivation-entry-"]');
    await expect.poll(() => entryRows.count()).toBe(3);

    const open = async (entry: Entry) => {
      await drawer.getByTestId(`derivation-entry-${entry.id}`).locator('.ant-table-row-expand-icon').click();
      const box = drawer.getByTestId(`derivation-explanation-${entry.id}`);
      await box.waitFor();
      return box;
    };
    const gasBox = await open(entries.gas);
    expect(await gasBox.getByTestId(`derivation-explanation-${entries.gas.id}-formula`).innerText()).not.toBe('');
    expect(await gasBox.getByTestId(`derivation-explanation-${entries.gas.id}-gwp-set`).innerText()).toBe('AR5');
    expect(await gasBox.getByTestId(`derivation-explanation-${entries.gas.id}-input-energy`).innerText()).toContain(LE1_GAS_TJ);
    const gridBox = await open(entries.grid);
    expect(await gridBox.getByTestId(`derivation-explanation-${entries.grid.id}-factor`).innerText()).toBe(
      `${GRID.code} · ${GRID.version}`,
    );
    expect(await gridBox.getByTestId(`derivation-explanation-${entries.grid.id}-input-consumption`).innerText()).toContain(LE1_MWH);
    expect(await gridBox.getByTestId(`derivation-explanation-${entries.grid.id}-input-gridFactor`).innerText()).toContain(GRID.value);
    await look(admin, LANG, 'derivation of an entity, entries explained');

    // back to the total through the trail, then closed
    await drawer.getByTestId('derivation-back-0').click();
    await expect.poll(async () => (await exact(admin, 'derivation-value')).equals(le1Total)).toBe(true);
    await admin.locator('.ant-drawer', { has: drawer }).locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('2. publishes version 1 and exports the PDF and the Excel workbook', async () => {
    await admin.getByTestId('report-publish').click();
    await admin.getByTestId('report-publish-ok').click();
    await admin.waitForURL(/versionNo=1$/);
    await expect
      .poll(() => admin.getByTestId('report-status').innerText())
      .toBe(REPORT_ZH['status.publishedVersion']!.replace('{{version}}', '1'));
    expect((await exact(admin, 'figure-total')).equals(le1Total)).toBe(true);
    await look(admin, LANG, 'report (published v1)');

    const pdf = await downloadBy(admin, () => admin.getByTestId('report-export-pdf').click());
    expect(pdf.name).toContain(reportNumber);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain(LE1);
    expect(text).toContain(pdfFigure(le1Total));
    expect(text).toContain(reportNumber);

    const xlsx = await downloadBy(admin, () => admin.getByTestId('report-export-xlsx').click());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const summary = wb.getWorksheet(tr('report.doc.sheet.summary'));
    expect(summary, 'the Summary sheet').toBeDefined();
    const cells = new Map<unknown, unknown>();
    summary!.eachRow((row) => cells.set(row.getCell(1).value, row.getCell(2).value));
    const total = cells.get(`${tr('report.figure.total')} (tCO2e)`);
    expect(typeof total).toBe('number');
    expect(total).toBe(le1Total.toNumber());
    expect(cells.get(tr('report.doc.field.organisation'))).toBe(LE1);
    expect(cells.get(tr('report.doc.field.version'))).toBe(tr('report.doc.versionPublished', { version: 1 }));
  });

  /** Consolidates the business group by one approach from the totalReport page and checks the report it opens. */
  async function consolidate(approach: 'equity' | 'operational', expected: Decimal, jvPct: Decimal, reasonKey: string) {
    await admin.getByTestId(`approach-${approach}`).click();
    await admin.getByTestId('consolidate-submit').click();
    await admin.waitForURL(/\/carbonButler\/report\?id=\d+&versionNo=0$/);
    await admin.getByTestId('report-page').waitFor();
    expect(await admin.getByTestId('report-kind').innerText()).toBe(REPORT_ZH['kind.consolidated']);
    expect(await admin.getByTestId('report-org').innerText()).toBe(BG);
    await expect.poll(async () => (await exact(admin, 'figure-total')).equals(expected)).toBe(true);
    const jvLine = admin.getByTestId(`report-lines-row-${org.jv.id}`);
    expect(await jvLine.getByTestId(`line-reason-${org.jv.id}`).innerText()).toBe(tr(reasonKey, { pct: JV_PCT.toFixed() }));
    expect((await exact(admin, `figure-line:${org.jv.id}`)).equals(jvTotal.times(jvPct).dividedBy(100))).toBe(true);
    expect((await exact(admin, `figure-line:${org.le1.id}`)).equals(le1Total)).toBe(true);
    await look(admin, LANG, `consolidated report (${approach})`);
  }

  it('3. consolidates the business group by equity share and by operational control, and compares the three approaches', async () => {
    expect(consolidated.equity.equals(consolidated.operational)).toBe(false);
    await admin.goto(`${server.url}/carbonButler/totalReport`);
    await admin.getByTestId('total-report-page').waitFor();
    await pick(admin, 'consolidate-project', PROJECT, true);
    await pick(admin, 'consolidate-org', BG, true);
    await look(admin, LANG, 'consolidation form');
    await consolidate('equity', consolidated.equity, JV_PCT, 'calc.consolidation.reason.equityShare');

    await admin.goto(`${server.url}/carbonButler/totalReport?projectId=${projectId}&orgId=${org.bg.id}`);
    await admin.getByTestId('total-report-page').waitFor();
    await consolidate('operational', consolidated.operational, new Decimal(100), 'calc.consolidation.reason.operationalControl');

    await admin.goto(`${server.url}/carbonButler/totalReport?projectId=${projectId}&orgId=${org.bg.id}`);
    await admin.getByTestId('compare-submit').click();
    await admin.getByTestId('compare-result').waitFor();
    const heads = await admin.getByTestId('compare-table').locator('[data-testid^="compare-approach-"]').all();
    const order = await Promise.all(heads.map(async (h) => (await h.getAttribute('data-testid'))!.replace('compare-approach-', '')));
    expect(order).toEqual(['equity', 'operational', 'financial']);
    const totalRow = admin.getByTestId('compare-row-total');
    const side = await Promise.all(
      order.map(
        async (_, i) =>
          (await totalRow
            .locator('td')
            .nth(i + 1)
            .locator('[title]')
            .getAttribute('title'))!,
      ),
    );
    expect(side.map((v, i) => new Decimal(v).equals(consolidated[order[i] as keyof typeof consolidated]))).toEqual([true, true, true]);
    // the joint venture: 50% by equity and by (joint) financial control, 100% by operational control
    const jv = await admin.getByTestId(`compare-line-${org.jv.id}`).innerText();
    for (const key of [
      'calc.consolidation.reason.equityShare',
      'calc.consolidation.reason.operationalControl',
      'calc.consolidation.reason.jointFinancialControl',
    ])
      expect(jv).toContain(tr(key, { pct: JV_PCT.toFixed() }));
    expect(jv).toContain(tr('calc.consolidation.relationship.joint-venture'));
    await look(admin, LANG, 'three approaches side by side');
  });

  const CERT = {
    inventoryObject: '深圳示范精密有限公司 2023 年度温室气体排放',
    author: '李娜',
    verifier: '中环联合（北京）认证中心有限公司',
    criteria: 'ISO 14064-1:2018；ISO 14064-3:2019',
    materiality: '排放总量的 5%',
    opinion: '温室气体排放报告在所有重大方面按照 ISO 14064-1:2018 编制，数据真实、准确。',
  };

  it('4. uploads a verification statement and creates a share link', async () => {
    statement = await statementPdf(adminContext);
    await admin.goto(`${server.url}/carbonButler/certificate`);
    await admin.getByTestId('certificate-table').waitFor();
    await admin.getByTestId('certificate-upload').click();
    await admin.getByTestId('certificate-upload-dialog').waitFor();
    await admin.getByTestId('certificate-upload-file').setInputFiles(statement);
    await admin.getByTestId('certificate-upload-chosen').waitFor();
    await admin.getByTestId('certificate-field-year').fill(String(YEAR));
    await pick(admin, 'certificate-field-orgId', LE1, true);
    for (const field of ['inventoryObject', 'author', 'verifier', 'criteria', 'materiality', 'opinion'] as const)
      await admin.getByTestId(`certificate-field-${field}`).fill(CERT[field]);
    await pick(admin, 'certificate-field-assuranceLevel', CERT_ZH['assurance.reasonable']!);
    await look(admin, LANG, 'certificate upload dialog');
    await submitDialog(admin, 'certificate-upload-submit');

    const row = admin.getByTestId('certificate-table').locator('tr', { hasText: CERT.inventoryObject });
    await row.waitFor();
    expect(await row.innerText()).toContain(path.basename(statement));
    await look(admin, LANG, 'certificates');
    await row.getByTestId('certificate-row-share').click();
    await admin.getByTestId('certificate-share-dialog').waitFor();
    await admin.getByTestId('certificate-share-create').click();
    await admin.getByTestId('certificate-share-url').waitFor();
    shareUrl = await admin.getByTestId('certificate-share-url').inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${server.url.replace(/\./g, '\\.')}/share/certificate/[\\w-]{43}$`));
    await look(admin, LANG, 'share dialog');
  });

  it('5. the share link opens in a new browser context without signing in: the fields, the file shown and downloaded', async () => {
    const visitor = await (await newContext(browser, 'en-US')).newPage();
    await visitor.goto(shareUrl);
    await visitor.getByTestId('share-page').waitFor();
    expect(await visitor.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const fields = await visitor.getByTestId('share-fields').innerText();
    for (const value of [LE1, String(YEAR), ...Object.values(CERT), CERT_EN['assurance.reasonable']!, path.basename(statement)])
      expect(fields).toContain(value);
    await visitor.getByTestId('share-file').waitFor();
    expect(await visitor.getByTestId('share-file').locator('iframe').getAttribute('src')).toMatch(/^blob:/);
    await look(visitor, 'en-US', 'shared certificate (anonymous)');
    // the link sits below the viewer: Chromium drops a mouse click that Playwright sends in the same moment it scrolls
    // past the PDF viewer's out-of-process frame, so the visitor follows the link from the keyboard
    const link = visitor.getByTestId('share-file-download');
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    const file = await downloadBy(visitor, () => link.press('Enter'));
    expect(file.name).toBe(path.basename(statement));
    expect(file.bytes.equals(fs.readFileSync(statement))).toBe(true);
    // the visitor holds no session: the signed-in API refuses them
    await expect(apiFromPage(visitor, '/certificate/page?pageNo=1&pageSize=10')).rejects.toThrow();

    // every access through the link is logged: the page and the file
    const certs = await apiFromPage<{ rows: { id: string; inventoryObject: string }[] }>(admin, '/certificate/page?pageNo=1&pageSize=10');
    const cert = certs.rows.find((c) => c.inventoryObject === CERT.inventoryObject)!;
    const accesses = await apiFromPage<{ rows: { kind: string; outcome: string }[] }>(
      admin,
      `/certificate/accesses?id=${cert.id}&pageNo=1&pageSize=20`,
    );
    expect(new Set(accesses.rows.filter((a) => a.outcome === 'ok').map((a) => a.kind))).toEqual(new Set(['view', 'file']));
  });

  it('no screen of the journey shows a raw code, a raw timestamp or another language built-in text', () => {
    expect(problems).toEqual([]);
  });
});
