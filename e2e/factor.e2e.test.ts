import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FACTOR_SEED } from '@carbon/domain';
import { startServer, type RunningServer } from '../scripts/server-process.js';
import { launchBrowser, newContext, signIn } from './support/browser.js';
import { writeXlsx } from './support/xlsx.js';

const COLUMNS = [
  'tableCode',
  'class1',
  'class2',
  'nameZh',
  'nameEn',
  'code',
  'factorVersion',
  'country',
  'sector',
  'gas',
  'value',
  'factorUnit',
  'gasUnit',
  'activityUnit',
  'sourceTitle',
  'sourceYear',
  'sourceUrl',
  'validFrom',
  'validTo',
  'note',
];
const row = (code: string, value: string) => [
  'fixed-combustion',
  '燃料',
  '气体',
  `测试燃料 ${code}`,
  `Test fuel ${code}`,
  code,
  'e2e-1',
  'CN',
  'energy',
  'CO2',
  value,
  'kgCO2/TJ',
  'kg',
  'TJ',
  'E2E test source',
  2024,
  '',
  '',
  '',
  '',
];

async function search(page: Page, keyword: string) {
  await page.getByTestId('factor-search-keyword').fill(keyword);
  await page.getByTestId('factor-table-search').click();
}

describe('factor library (issue 4 journey)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    page = await (await newContext(browser, 'en-US')).newPage();
    await signIn(page, server.url, 'superAdmin', 'Carbon@Admin1');
    await page.goto(`${server.url}/BasicModule/factor`);
    await page.getByTestId('factor-table').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds a version of a seeded factor and lists both versions', async () => {
    const seeded = FACTOR_SEED[0]!;
    await search(page, seeded.code);
    const tableRow = page.getByRole('row', { name: new RegExp(seeded.code) }).first();
    await tableRow.getByTestId('factor-row-add-version').click();
    await page.getByTestId('factor-field-factorVersion').fill('e2e-v2');
    await page.getByTestId('factor-submit').click();
    await page.getByTestId('factor-dialog').waitFor({ state: 'hidden' });
    await search(page, seeded.code);
    await page
      .getByRole('row', { name: new RegExp(seeded.code) })
      .first()
      .getByTestId('factor-row-versions')
      .click();
    const versions = page.getByTestId('factor-versions-table');
    await expect.poll(() => versions.innerText()).toContain('e2e-v2');
    expect(await versions.innerText()).toContain(seeded.version);
    await page.keyboard.press('Escape');
  });

  it('refuses an import with one bad row, showing the row, then imports the corrected file', async () => {
    const bad = await writeXlsx('factors-bad.xlsx', COLUMNS, [row('E2E-FUEL-A', '56100'), row('E2E-FUEL-B', 'not-a-number')]);
    await page.getByTestId('factor-import').click();
    await page.getByTestId('factor-import-file').setInputFiles(bad);
    await page.getByTestId('factor-import-failed-count').waitFor();
    const errors = await page.getByTestId('factor-import-errors').innerText();
    expect(errors).toMatch(/1/);
    expect(errors).toContain('3'); // the sheet row of the bad line
    const good = await writeXlsx('factors-good.xlsx', COLUMNS, [row('E2E-FUEL-A', '56100'), row('E2E-FUEL-B', '74100')]);
    await page.getByTestId('factor-import-file').setInputFiles(good);
    await page.getByTestId('factor-import-errors').waitFor({ state: 'detached' });
    await search(page, 'E2E-FUEL');
    await expect.poll(() => page.getByTestId('factor-table').innerText()).toContain('E2E-FUEL-B');
    expect(await page.getByTestId('factor-table').innerText()).toContain('E2E-FUEL-A');
  });

  it('previews steam: a value at 25 MPa and 400 °C, a clear error at 1.0 MPa and 150 °C declared superheated', async () => {
    await page.getByTestId('preview-open').click();
    await page.getByTestId('preview-field-pressureMPa').fill('25');
    await page.getByTestId('preview-field-temperatureC').fill('400');
    await page.getByTestId('preview-field-massT').fill('10');
    await page.getByTestId('preview-submit').click();
    await expect.poll(() => page.getByTestId('preview-tco2e').innerText()).toMatch(/\d/);
    await page.getByTestId('preview-field-pressureMPa').fill('1.0');
    await page.getByTestId('preview-field-temperatureC').fill('150');
    await page.getByTestId('preview-submit').click();
    await expect.poll(() => page.getByTestId('preview-error').innerText()).toMatch(/superheat|saturat/i);
  });
});
