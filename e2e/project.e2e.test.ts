import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  BUTTONS,
  Decimal,
  ENERGY_TYPE,
  FACTOR_SEED,
  PROJECT_APPROVAL_STEP,
  PROJECT_STATUS,
  PROJECT_TECHNOLOGY,
  TECHNOLOGY_SOURCE,
  buttonMenuCode,
  enumLabelKey,
  threeRLabelKey,
  translate,
  type EnumDef,
  type Locale,
} from '@carbon/domain';
import { startServer, type RunningServer } from '../scripts/server-process.js';
import { apiFromPage, firstSignIn, launchBrowser, newContext, pick, signIn, networkIdle, typeDate } from './support/browser.js';
import { screenProblems } from './support/screen-text.js';
import { webTexts } from '../scripts/web-locales.js';

/**
 * Issue 12, the Playwright journey, in a real browser against a fresh demo server:
 * 0. set-up through the API (the super admin): a park engineer (at 云计算事业群-龙华园区, project pages and buttons),
 *    a department supervisor at the park and a Fii reviewer at the group, both holding approval:decide (the seeded
 *    `manager`, at the business group, is the business-group reviewer); twelve other chiller drafts for the list;
 * 1. the engineer fills the chiller project in the form (the grid factor defaulted from the library, the figures as
 *    they type), saves it ("saved as a draft"), uploads the proposal (a PDF printed here) and submits it;
 * 2. the supervisor and the business group agree in the approval centre: the annual benefit is 48 (ten thousand yuan)
 *    ≥ 10, so the project is not approved until the Fii reviewer agrees too; the initiator alone sees the progress;
 * 3. the engineer moves it through procurement, implementation and acceptance (with an acceptance time and a photo,
 *    "status changing, please wait" while it runs);
 * 4. records twelve months of measured use (one on screen, eleven through the API): "realised N% of estimated";
 * 5. the project is a bar of the MACC of the park and its start year, cheapest first; clicking it opens the project;
 * 6. the filters, the sort and page 2 of the project list come back after leaving it for a project and returning.
 * Every figure is computed here from the inputs by the formulas, never read back from the code under test.
 */

const LANG: Locale = 'zh-CN';
const BG = '云计算事业群';
const PARK = '云计算事业群-龙华园区';
const LE1 = '云计算事业群-深圳示范精密有限公司';
const NAME = '冷水机组节能改造（1号冷站）';
const DRAFTS = Array.from({ length: 12 }, (_, i) => `冷水机组改造草稿 ${String(i + 1).padStart(2, '0')}`);
const FILTER_WORD = '冷水机组';

const ENGINEER = { account: 'e2e.engineer', name: '园区节能工程师', password: 'Eng@Pass01', next: 'Eng@Pass02' };
const SUPERVISOR = { account: 'e2e.supervisor', name: '园区部门主管', password: 'Sup@Pass01', next: 'Sup@Pass02' };
const FII = { account: 'e2e.fii', name: 'Fii 中央审核', password: 'Fii@Pass01', next: 'Fii@Pass02' };

// ---- the inputs, and the figures worked out by hand (issue 12, "Automatic figures") -----------------

const PROJECT_ZH = webTexts('zh-CN', 'project');
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
const tr = (key: string, params?: Record<string, string | number>) => translate(LANG, key, params);
const label = (def: EnumDef, code: string, lang: Locale = LANG) => translate(lang, enumLabelKey(def, code)!);

/** The newest national average grid factor of the seeded library (MEE/NBS), kgCO2/kWh = tCO2/MWh. */
const GRID = FACTOR_SEED.filter((r) => /^CN-GRID-AVG-\d{4}$/.test(r.code)).sort((a, b) => b.code.localeCompare(a.code))[0]!;

/** High precision for the hand computation (the server keeps 20 significant digits in its quotients). */
const D = Decimal.clone({ precision: 50 });
const ENERGY_BEFORE = '2400000'; // kWh per year, before the new chiller
const ENERGY_AFTER = '1800000'; // kWh per year, after
const PRICE = '0.8'; // yuan per kWh
const INVESTMENT = '150'; // ten thousand yuan
/** ASHRAE HVAC Applications, median service life of a centrifugal chiller: the chiller's default lifetime. */
const CHILLER_YEARS = 23;
/** The default discount rate. */
const RATE = new D('0.08');

const factor = new D(GRID.value).dividedBy(1000); // tCO2e per kWh
const saved = new D(ENERGY_BEFORE).minus(ENERGY_AFTER); // 600,000 kWh
const reduction = saved.times(factor); // tCO2e per year
const benefit = saved.times(PRICE).dividedBy(10000); // ten thousand yuan: 48
const costEffectiveness = new D(INVESTMENT).times(10000).dividedBy(reduction); // yuan per tCO2e
const payback = new D(INVESTMENT).dividedBy(benefit); // years: 3.125
const crf = RATE.dividedBy(new D(1).minus(RATE.plus(1).pow(-CHILLER_YEARS)));
const abatement = new D(INVESTMENT).times(10000).times(crf).minus(benefit.times(10000)).dividedBy(reduction); // negative: it pays

/** The months: accepted 13 months ago, measured in the twelve months after the acceptance month. */
const now = new Date();
const monthAt = (offset: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const ACCEPTANCE = `${monthAt(-13)}-15`;
const ESTIMATED_START = `${monthAt(-21)}-01`;
const ESTIMATED_END = `${monthAt(-13)}-28`;
const START_YEAR = Number(ESTIMATED_START.slice(0, 4));
const MONTHS = Array.from({ length: 12 }, (_, i) => monthAt(-12 + i));
/** Measured kWh per month after acceptance; 1,900,000 in all against 200,000 a month before. */
const MEASURED = ['154000', '156000', '158000', '160000', '166000', '164000', '162000', '157000', '155000', '153000', '156000', '159000'];
MEASURED[11] = new D(1900000).minus(MEASURED.slice(0, 11).reduce((s, m) => s.plus(m), new D(0))).toFixed();
/** Effect evaluation: realised = Σ (before ÷ 12 − measured) × factor against the estimate for 12 of 12 months. */
const realised = MEASURED.reduce((s, m) => s.plus(new D(ENERGY_BEFORE).dividedBy(12).minus(m)), new D(0)).times(factor);
const expectedEffect = reduction.times(12).dividedBy(12);
const realisedPct = realised.dividedBy(expectedEffect).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed();

/** A figure as a screen shows it (rounded, grouped, with its unit) equals the expected value rounded to `places`. */
const shownAs = (text: string, expected: Decimal, places = 4) => {
  const first = (text.trim().split(/\s+/)[0] ?? '').replace(/,/g, '');
  try {
    return new Decimal(first).equals(expected.toDecimalPlaces(places, Decimal.ROUND_HALF_UP));
  } catch {
    return false;
  }
};
/** A decimal string of the server equals a hand-computed value (quotients to 1e-9). */
const close = (wire: string | null, expected: Decimal) => wire !== null && new D(wire).minus(expected).abs().lt('1e-9');

type Org = { id: string; name: string };
type MenuRow = { id: string; code: string; children: MenuRow[] };
type Detail = {
  id: string;
  number: string;
  status: string;
  stage: string;
  approvalStatus: string;
  needsFiiReview: boolean;
  flowId: string | null;
  emissionFactor: string | null;
  emissionFactorSource: { factorId: string; version: string } | null;
  lifetimeYears: number | null;
  energySaved: string | null;
  annualCarbonReduction: string | null;
  annualBenefit: string | null;
  costEffectiveness: string | null;
  paybackYears: string | null;
  paybackNotRecovered: boolean;
  abatementCost: string | null;
  acceptanceTime: string | null;
  attachments: { id: string; kind: string; name: string }[];
  statusLog: { to: string; acceptanceTime: string | null; attachmentId: string | null; opinion: string | null }[];
  effect: { months: number; ratio: string | null; realisedReduction: string | null; expectedReduction: string | null; complete: boolean };
};
type Flow = { id: string; subjectId: string; subjectType?: string; status: string };

const flatten = (nodes: MenuRow[]): MenuRow[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

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

/** A real file of the journey: a PDF (the proposal) or a PNG (the acceptance photo) printed by Chromium. */
async function printed(context: BrowserContext, name: string, html: string): Promise<string> {
  const page = await context.newPage();
  await page.setContent(`<html><body style="font-family:sans-serif">${html}</body></html>`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cs-e2e-')), name);
  fs.writeFileSync(file, name.endsWith('.pdf') ? await page.pdf({ format: 'A5' }) : await page.screenshot());
  await page.close();
  return file;
}

/** Polls like expect.poll, with the patience a loaded machine needs. */
const poll = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 30_000, interval: 200, message });

/** The antd message toasts on screen. */
const toasts = (page: Page) => page.locator('.ant-message-notice').allInnerTexts();

describe('energy-saving project journey (issue 12)', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let engineerContext: BrowserContext;
  let engineer: Page;
  let supervisor: Page;
  let manager: Page;
  let fii: Page;
  const org: Record<'bg' | 'park' | 'le1', Org> = {} as never;
  const ids: Record<'engineer' | 'supervisor' | 'manager' | 'fii', string> = {} as never;
  let projectId: string;
  /** The twelve other drafts, in the order they were saved (their numbers ascend in that order). */
  const draftIds: string[] = [];
  /** What the screens of the journey show that they may not: raw codes, foreign texts, raw timestamps. */
  const problems: string[] = [];
  const look = async (page: Page, lang: Locale, where: string) => {
    await networkIdle(page);
    problems.push(...(await screenProblems(page, lang, where)));
  };
  const detail = () => apiFromPage<Detail>(engineer, `/project/detail?id=${projectId}`);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    admin = await (await newContext(browser, 'en-US')).newPage();
    await signIn(admin, server.url, 'superAdmin', 'Carbon@Admin1');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('0. set-up through the API: the park engineer, the supervisor and the Fii reviewer, twelve other chiller drafts', async () => {
    const orgs = await apiFromPage<{ rows: Org[] }>(admin, '/sysOrg/page?pageNo=1&pageSize=50');
    const byName = (name: string) => orgs.rows.find((o) => o.name === name)!;
    [org.bg, org.park, org.le1] = [byName(BG), byName(PARK), byName(LE1)];
    const group = byName('Fii');
    const menus = flatten(await apiFromPage<MenuRow[]>(admin, '/sysMenu/list'));
    const menuIds = (codes: string[]) =>
      codes.map((code) => {
        const m = menus.find((x) => x.code === code);
        if (!m) throw new Error(`no menu ${code}`);
        return m.id;
      });
    const positions = await apiFromPage<{ id: string; code: string }[]>(admin, '/sysPos/list');
    const pos = (code: string) => positions.find((p) => p.code === code)!.id;

    // the engineer's role: the project pages and the project buttons a park engineer uses (no settings, no import)
    const projectButtons = BUTTONS.filter(
      (b) =>
        b.permission.startsWith('project:') && !['project:settings', 'project:import', 'project:investmentExport'].includes(b.permission),
    ).map((b) => buttonMenuCode(b.permission));
    const engineerRole = await postFromPage<{ id: string }>(admin, '/sysRole/add', { name: '园区节能工程师', code: 'e2e_park_engineer' });
    await postFromPage(admin, '/sysRole/grantMenu', {
      id: engineerRole.id,
      grantMenuIdList: menuIds([
        'ProjectEmissionReduction',
        'FoxconnProject',
        'projectList',
        'foxconn',
        'caseDetail',
        'ApprovalDetail',
        ...projectButtons,
      ]),
    });
    await postFromPage(admin, '/sysRole/grantData', { id: engineerRole.id, dataScopeType: 2 });
    // the reviewers' role: the approval centre and the decision
    const reviewerRole = await postFromPage<{ id: string }>(admin, '/sysRole/add', {
      name: '节能项目审核人',
      code: 'e2e_project_reviewer',
    });
    await postFromPage(admin, '/sysRole/grantMenu', {
      id: reviewerRole.id,
      grantMenuIdList: menuIds(['carbonButler', 'approvalCenter', 'approval_decide']),
    });
    await postFromPage(admin, '/sysRole/grantData', { id: reviewerRole.id, dataScopeType: 2 });

    const addUser = async (who: typeof ENGINEER, orgId: string, position: string, roleId: string, jobNum: string) => {
      await postFromPage(admin, '/sysUser/add', {
        account: who.account,
        name: who.name,
        email: `${who.account}@example.com`,
        userType: 3,
        password: who.password,
        confirm: who.password,
        sysEmpParam: { orgId, jobNum, posIdList: [pos(position)] },
      });
      const found = await apiFromPage<{ rows: { id: string; account: string }[] }>(admin, `/sysUser/page?searchValue=${who.account}`);
      const id = found.rows.find((u) => u.account === who.account)!.id;
      await postFromPage(admin, '/sysUser/grantRole', { id, grantRoleIdList: [roleId] });
      return id;
    };
    ids.engineer = await addUser(ENGINEER, org.park.id, 'engineer', engineerRole.id, 'E12001');
    ids.supervisor = await addUser(SUPERVISOR, org.park.id, 'manager', reviewerRole.id, 'E12002');
    ids.fii = await addUser(FII, group.id, 'manager', reviewerRole.id, 'E12003');
    const managers = await apiFromPage<{ rows: { id: string; account: string }[] }>(admin, '/sysUser/page?searchValue=manager');
    ids.manager = managers.rows.find((u) => u.account === 'manager')!.id;

    engineerContext = await newContext(browser, LANG);
    engineer = await engineerContext.newPage();
    supervisor = await (await newContext(browser, 'zh-TW')).newPage();
    manager = await (await newContext(browser, 'en-US')).newPage();
    fii = await (await newContext(browser, 'en-US')).newPage();
    await firstSignIn(engineer, server.url, ENGINEER);
    await firstSignIn(supervisor, server.url, SUPERVISOR);
    await firstSignIn(fii, server.url, FII);
    await signIn(manager, server.url, 'manager', 'Carbon@Mgr1');

    // twelve other chiller projects of the engineer's, saved as drafts (only name and organisation needed)
    for (const name of DRAFTS)
      draftIds.push((await postFromPage<{ id: string }>(engineer, '/project/add', { name, orgId: org.le1.id, technology: 'chiller' })).id);
    const page = await apiFromPage<{ totalRows: number }>(
      engineer,
      `/project/page?name=${encodeURIComponent(FILTER_WORD)}&pageNo=1&pageSize=10`,
    );
    expect(page.totalRows).toBe(DRAFTS.length);
  });

  it('1. the park engineer fills the chiller project, saves it as a draft, uploads the proposal and submits it', async () => {
    await engineer.goto(`${server.url}/ProjectEmissionReduction/FoxconnProject`);
    await engineer.getByTestId('project-table').waitFor();
    await look(engineer, LANG, 'project list');
    await engineer.getByTestId('project-add').click();
    const drawer = engineer.getByTestId('project-form-drawer');
    await drawer.waitFor();
    const field = (name: string) => engineer.getByTestId(`project-field-${name}`);

    await field('name').fill(NAME);
    await field('projectType').fill('暖通空调节能');
    await pick(engineer, 'project-field-technology', label(PROJECT_TECHNOLOGY, 'chiller'));
    await field('energyObject').fill('1号冷站离心式冷水机组');
    await pick(engineer, 'project-field-technologySource', label(TECHNOLOGY_SOURCE, 'external'));
    await pick(engineer, 'project-field-threeR', tr(threeRLabelKey('reduce')));
    await typeDate(engineer, 'project-field-estimatedStart', ESTIMATED_START);
    await typeDate(engineer, 'project-field-estimatedEnd', ESTIMATED_END);
    await pick(engineer, 'project-field-orgId', LE1, true);
    // electricity in a park on the mainland: the library's newest national grid factor, kg/kWh ÷ 1000, in tCO2e/kWh
    await pick(engineer, 'project-field-energyType', label(ENERGY_TYPE, 'electricity'));
    await poll(() => field('emissionFactor').inputValue()).toBe(factor.toFixed());
    expect(await field('energyUnit').inputValue()).toBe('kWh');
    expect(await engineer.getByTestId('project-factor-source').innerText()).toContain(GRID.version);
    await field('energyBefore').fill(ENERGY_BEFORE);
    await field('energyAfter').fill(ENERGY_AFTER);
    await field('investment').fill(INVESTMENT);
    await field('localEnergyPrice').fill(PRICE);

    // the figures as the engineer types: benefit 48 (ten thousand yuan) ≥ 10, so Fii must review first
    const figure = (name: string) => engineer.getByTestId(`project-figure-${name}`).innerText();
    await poll(async () => shownAs(await figure('energySaved'), saved)).toBe(true);
    expect(shownAs(await figure('annualCarbonReduction'), reduction)).toBe(true);
    expect(shownAs(await figure('annualBenefit'), benefit)).toBe(true);
    expect(shownAs(await figure('costEffectiveness'), costEffectiveness)).toBe(true);
    expect(shownAs(await figure('paybackYears'), payback)).toBe(true);
    expect(shownAs(await figure('abatementCost'), abatement)).toBe(true);
    expect(await figure('fii')).toBe(PROJECT_ZH['figure.fiiRequired']);
    expect(await engineer.getByTestId('project-fii-hint').innerText()).toBe(PROJECT_ZH['form.fiiRequired']);
    expect(await engineer.getByTestId('project-figure-basis').innerText()).toBe(
      fill(PROJECT_ZH['figure.abatementBasis']!, { rate: '8%', years: CHILLER_YEARS }),
    );

    await field('responsiblePerson').fill('王工');
    await field('initiatorName').fill(ENGINEER.name);
    await field('initiatorContact').fill('龙华园区厂务部');
    await field('initiatorPhone').fill('0755-12345678');
    await field('initiatorEmail').fill(`${ENGINEER.account}@example.com`);
    await pick(engineer, 'project-field-supervisorReviewerId', SUPERVISOR.account, true);
    await pick(engineer, 'project-field-businessGroupReviewerId', '(manager)', true);
    await pick(engineer, 'project-field-fiiReviewerId', FII.account, true);
    await field('principle').fill('以高效磁悬浮离心机替换 2008 年投用的定频离心机，并加装群控系统，按负荷调节。');
    await field('benefitAnalysis').fill('年节电 60 万 kWh，按 0.8 元/kWh 计年效益 48 万元，约 3 年收回投资。');
    await look(engineer, LANG, 'project form, filled');

    await engineer.getByTestId('project-form-save').click();
    await poll(() => toasts(engineer)).toContain(PROJECT_ZH['form.savedDraft']);
    const found = await apiFromPage<{ rows: { id: string; name: string }[] }>(
      engineer,
      `/project/page?name=${encodeURIComponent(NAME)}&pageNo=1&pageSize=10`,
    );
    projectId = found.rows.find((r) => r.name === NAME)!.id;
    const draft = await detail();
    expect(draft).toMatchObject({ status: 'draft', stage: 'initiation', approvalStatus: 'not_submitted', needsFiiReview: true });
    expect(draft.number).toMatch(new RegExp(`^EP${now.getUTCFullYear()}\\d{6}$`));
    expect(draft.emissionFactor).toBe(factor.toFixed());
    expect(draft.emissionFactorSource?.version).toBe(GRID.version);
    expect(draft.lifetimeYears).toBeNull(); // left empty: the chiller's default

    // the proposal: a real PDF, through the form's upload
    const proposal = await printed(
      engineerContext,
      'chiller-retrofit-proposal.pdf',
      '<h1>冷水机组节能改造方案</h1><p>1号冷站：2,400,000 kWh/年 → 1,800,000 kWh/年；投资 150 万元。</p>',
    );
    await engineer.getByTestId('project-upload-proposal-file').setInputFiles(proposal);
    await drawer
      .getByTestId('project-attachments')
      .locator('[data-testid^="project-attachment-"]', { hasText: path.basename(proposal) })
      .first()
      .waitFor();
    await look(engineer, LANG, 'project form, proposal uploaded');

    await engineer.getByTestId('project-form-submit').click();
    await poll(() => toasts(engineer)).toContain(PROJECT_ZH['form.submitted']);
    await drawer.waitFor({ state: 'detached' });
    const submitted = await detail();
    expect(submitted).toMatchObject({ status: 'draft', approvalStatus: 'in_approval' });
    expect(submitted.attachments.map((a) => [a.kind, a.name])).toEqual([['proposal', path.basename(proposal)]]);
    // the figures the server stored, against the hand computation
    expect(submitted.energySaved).toBe(saved.toFixed());
    expect(new D(submitted.annualCarbonReduction!).equals(reduction)).toBe(true);
    expect(new D(submitted.annualBenefit!).equals(benefit)).toBe(true);
    expect(close(submitted.costEffectiveness, costEffectiveness)).toBe(true);
    expect(new D(submitted.paybackYears!).equals(payback)).toBe(true);
    expect(submitted.paybackNotRecovered).toBe(false);
    expect(close(submitted.abatementCost, abatement)).toBe(true);
    expect(abatement.isNegative()).toBe(true);
  });

  /** A reviewer's open approval item of the project, from the "waiting for my approval" view. */
  async function waitingItem(page: Page): Promise<string | undefined> {
    const rows = await apiFromPage<{ rows: Flow[] }>(page, '/approval/page?view=waiting&pageNo=1&pageSize=50');
    return rows.rows.find((r) => r.subjectId === projectId)?.id;
  }

  /** A reviewer agrees in the approval centre with an opinion. */
  async function agree(page: Page, lang: Locale, opinion: string) {
    await page.goto(`${server.url}/carbonButler/approvalCenter`);
    await page.getByTestId('approval-table').waitFor();
    const id = await waitingItem(page);
    expect(id, 'the project waits for this reviewer').toBeDefined();
    await page.getByTestId(`approval-agree-${id}`).click();
    await page.getByTestId('decide-dialog').waitFor();
    await page.getByTestId('decide-comment').fill(opinion);
    await look(page, lang, 'approval centre, decide dialog');
    await page.getByTestId('decide-submit').click();
    await page.getByTestId('decide-dialog').waitFor({ state: 'detached' });
  }

  it('2. the supervisor and the business group agree; the project waits for Fii first, then is approved', async () => {
    // the Fii reviewer's turn has not come yet
    expect(await waitingItem(fii)).toBeUndefined();
    await agree(supervisor, 'zh-TW', '同意，請按方案實施');
    expect(await waitingItem(manager)).toBeDefined();
    await agree(manager, 'en-US', 'Agreed: payback about three years');

    // benefit 48 ≥ 10 (ten thousand yuan): not approved before the Fii review
    const waiting = await detail();
    expect(waiting).toMatchObject({ status: 'draft', approvalStatus: 'in_approval', needsFiiReview: true });
    expect(await waitingItem(fii)).toBeDefined();

    // only the initiator sees the approval progress: three steps, the last one central approval (Fii)
    await engineer.goto(`${server.url}/foxconn/ApprovalDetail?id=${projectId}`);
    await engineer.getByTestId('approval-detail-page').waitFor();
    const flowId = waiting.flowId!;
    const steps = ['department_supervisor', 'efficiency_officer', 'central_approval'];
    for (const [i, code] of steps.entries())
      expect(await engineer.getByTestId(`approval-step-label-${i + 1}-${flowId}`).innerText()).toBe(label(PROJECT_APPROVAL_STEP, code));
    await look(engineer, LANG, 'approval progress (initiator)');
    await expect(apiFromPage(manager, `/project/approvals?id=${projectId}`)).rejects.toThrow(/2034011/);

    await agree(fii, 'en-US', 'Fii review passed');
    const approved = await detail();
    expect(approved).toMatchObject({ status: 'project_approved', stage: 'procurement', approvalStatus: 'passed' });
  });

  /** Opens the status dialog on the detail: from the current status to `to`, with an opinion. */
  async function statusDialog(to: string, opinion: string) {
    await engineer.goto(`${server.url}/foxconn/caseDetail?id=${projectId}`);
    await engineer.getByTestId('project-detail').waitFor();
    const from = (await detail()).status;
    await engineer.getByTestId('project-detail-changeStatus').click();
    const dialog = engineer.getByTestId('status-dialog');
    await dialog.getByTestId('status-opinion').waitFor();
    expect(await dialog.getByTestId('status-from').innerText()).toBe(label(PROJECT_STATUS, from));
    expect(await dialog.getByTestId('status-to').innerText()).toContain(label(PROJECT_STATUS, to));
    await dialog.getByTestId('status-opinion').fill(opinion);
    return dialog;
  }

  async function changeStatus(to: string, opinion: string) {
    const dialog = await statusDialog(to, opinion);
    await dialog.getByTestId('status-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await poll(async () => (await detail()).status).toBe(to);
  }

  it('3. the engineer moves it through procurement, implementation and acceptance (with the acceptance time)', async () => {
    await changeStatus('procurement_completed', '磁悬浮离心机已到货');
    await changeStatus('implementation_completed', '安装调试完成，群控上线');

    const photo = await printed(engineerContext, 'acceptance-photo.png', '<h1>1号冷站验收现场</h1>');
    const dialog = await statusDialog('acceptance_completed', '验收合格');
    await typeDate(engineer, 'status-acceptanceTime', ACCEPTANCE, dialog);
    await dialog.getByTestId('project-upload-acceptance-file').setInputFiles(photo);
    await poll(() => dialog.getByTestId('status-attachment').innerText()).toContain(path.basename(photo));
    await look(engineer, LANG, 'status dialog, acceptance');
    // "status changing, please wait" while the change runs: the server's answer is held until the text has been seen
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await engineer.route('**/api/main/project/changeStatus', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByTestId('status-submit').click();
    await dialog.getByTestId('status-changing').waitFor();
    expect(await dialog.getByTestId('status-changing').innerText()).toBe(PROJECT_ZH['status.changing']);
    release();
    await dialog.waitFor({ state: 'detached' });
    await engineer.unroute('**/api/main/project/changeStatus');

    const accepted = await detail();
    expect(accepted).toMatchObject({ status: 'acceptance_completed', acceptanceTime: ACCEPTANCE });
    const photoRow = accepted.attachments.find((a) => a.name === path.basename(photo));
    expect(photoRow?.kind).toBe('acceptance');
    const last = accepted.statusLog.find((l) => l.to === 'acceptance_completed');
    expect(last).toMatchObject({ acceptanceTime: ACCEPTANCE, attachmentId: photoRow!.id, opinion: '验收合格' });
    await engineer.goto(`${server.url}/foxconn/caseDetail?id=${projectId}`);
    await engineer.getByTestId('project-detail').waitFor();
    expect(await engineer.getByTestId('project-detail-status').innerText()).toBe(label(PROJECT_STATUS, 'acceptance_completed'));
    await look(engineer, LANG, 'project detail, accepted');
  });

  it(`4. twelve months of measured use: the detail shows "realised ${realisedPct}% of estimated"`, async () => {
    // the first month on screen
    await engineer.getByTestId('project-measure-add').click();
    const dialog = engineer.getByTestId('project-measure-dialog');
    await dialog.getByTestId('project-measure-energyAfter').waitFor();
    await typeDate(engineer, 'project-measure-month', MONTHS[0]!, dialog);
    await dialog.getByTestId('project-measure-energyAfter').fill(MEASURED[0]!);
    await look(engineer, LANG, 'measurement dialog');
    await dialog.getByTestId('project-measure-ok').click();
    await engineer.getByTestId(`project-measure-${MONTHS[0]}`).waitFor();
    expect(shownAs(await engineer.getByTestId(`project-measure-${MONTHS[0]}`).innerText(), new D(MEASURED[0]!))).toBe(true);
    // the other eleven through the API
    for (const [i, month] of MONTHS.entries())
      if (i > 0) await postFromPage(engineer, '/project/measure', { id: projectId, month, energyAfter: MEASURED[i] });

    await engineer.reload();
    await engineer.getByTestId('project-effect-ratio').waitFor();
    expect(await engineer.getByTestId('project-effect-ratio').innerText()).toContain(
      fill(PROJECT_ZH['effect.ratio']!, { pct: `${realisedPct}%` }),
    );
    expect(await engineer.getByTestId('project-effect-flagged').count()).toBe(0); // 83% ≥ 80%
    expect(await engineer.getByTestId('project-effect-months').innerText()).toBe('12 / 12');
    expect(shownAs(await engineer.getByTestId('project-effect-realised').innerText(), realised)).toBe(true);
    expect(shownAs(await engineer.getByTestId('project-effect-expected').innerText(), expectedEffect)).toBe(true);
    expect(await engineer.getByTestId('project-effect-chart').locator('svg').count()).toBeGreaterThan(0);
    // the detail's figures, rounded for the screen
    const fig = (name: string) => engineer.getByTestId(`project-detail-figure-${name}`).innerText();
    expect(shownAs(await fig('annualCarbonReduction'), reduction)).toBe(true);
    expect(shownAs(await fig('abatementCost'), abatement)).toBe(true);
    await look(engineer, LANG, 'project detail, effect evaluation');

    const evaluated = await detail();
    expect(evaluated.effect).toMatchObject({ months: 12, complete: true });
    expect(close(evaluated.effect.realisedReduction, realised)).toBe(true);
    expect(close(evaluated.effect.ratio, realised.dividedBy(expectedEffect))).toBe(true);
  });

  it('5. the project is a bar of the MACC of the park and its start year; the bar opens the project', async () => {
    await engineer.goto(`${server.url}/ProjectEmissionReduction/projectList`);
    await engineer.getByTestId('macc-page').waitFor();
    await pick(engineer, 'macc-filter-org', PARK, true);
    await pick(engineer, 'macc-filter-year', String(START_YEAR));
    await engineer.waitForURL(new RegExp(`orgId=${org.park.id}.*year=${START_YEAR}|year=${START_YEAR}.*orgId=${org.park.id}`));
    const row = engineer.getByTestId(`macc-row-${projectId}`);
    await row.waitFor();
    // the drafts without figures have no bar: only this project
    expect(await engineer.getByTestId('macc-count').innerText()).toBe('1');
    // the table rounds to two places; each figure's exact decimal string is its title (polled: the table
    // re-renders when the second filter's answer arrives, and a row read in between has no cells yet)
    const cellsShow = async () => {
      const cells = await row.locator('td').allInnerTexts();
      const shown = cells.some((c) => shownAs(c, reduction, 2)) && cells.some((c) => c.trim().startsWith('-') && shownAs(c, abatement, 2));
      return shown ? 'reduction and abatement cost shown' : `cells: ${cells.join(' | ')}`;
    };
    await poll(cellsShow).toBe('reduction and abatement cost shown');
    const exact = await row.locator('span[title]').evaluateAll((spans) => spans.map((e) => e.getAttribute('title')));
    expect(exact.some((t) => t !== null && new D(t).equals(reduction))).toBe(true);
    expect(exact.some((t) => close(t, abatement))).toBe(true);
    expect(await engineer.getByTestId('macc-saving').innerText()).toBe('1'); // it pays for itself: below zero
    const macc = await apiFromPage<{ rows: { id: string; annualCarbonReduction: string; abatementCost: string }[] }>(
      engineer,
      `/project/macc?orgId=${org.park.id}&year=${START_YEAR}`,
    );
    expect(macc.rows.map((r) => r.id)).toEqual([projectId]);
    expect(new D(macc.rows[0]!.annualCarbonReduction).equals(reduction)).toBe(true);
    expect(close(macc.rows[0]!.abatementCost, abatement)).toBe(true);
    // another year's curve does not have it
    expect((await apiFromPage<{ rows: unknown[] }>(engineer, `/project/macc?orgId=${org.park.id}&year=${START_YEAR + 1}`)).rows).toEqual(
      [],
    );
    await look(engineer, LANG, 'MACC');

    // the bar: a rectangle of the saving colour in the chart; clicking it opens the project
    const bar = engineer.getByTestId('macc-chart').locator('svg path[fill="#52c41a"]').first();
    await bar.waitFor();
    await bar.click();
    await engineer.waitForURL(new RegExp(`/foxconn/caseDetail\\?id=${projectId}$`));
    expect(await engineer.getByTestId('project-detail-title').innerText()).toBe(NAME);
  });

  it('6. leaving the project list for a project and coming back restores its filters, sort and page', async () => {
    await engineer.goto(`${server.url}/ProjectEmissionReduction/FoxconnProject`);
    const table = engineer.getByTestId('project-table');
    await table.waitFor();
    await engineer.getByTestId('project-search-name').fill(FILTER_WORD);
    await pick(engineer, 'project-search-technology', label(PROJECT_TECHNOLOGY, 'chiller'));
    await engineer.getByTestId('project-table-search').click();
    const links = table.locator('[data-testid^="project-open-"]');
    const shown = () => links.evaluateAll((as) => as.map((a) => a.getAttribute('data-testid')!.replace('project-open-', '')));
    await poll(() => links.count()).toBe(10);
    // sorted by number, ascending: numbers follow the order of saving, the journey's project saved last
    const numberHead = table.locator('thead th.ant-table-column-has-sorters', { hasText: tr('field.project.number') });
    await numberHead.click();
    await poll(() => numberHead.getAttribute('aria-sort')).toBe('ascending');
    await table.locator('.ant-pagination-item-2').click();
    // thirteen chiller projects: the three highest numbers on page 2
    const page2 = [...draftIds.slice(10), projectId];
    await poll(shown).toEqual(page2);
    await look(engineer, LANG, 'project list, filtered, sorted, page 2');

    await table.getByTestId(`project-open-${projectId}`).click();
    await engineer.getByTestId('project-detail').waitFor();
    await engineer.getByTestId('project-detail-back').click();
    await table.waitFor();
    // the same three rows: the filters and the sort are sent again, page 2 asked for
    await poll(shown).toEqual(page2);
    expect(await engineer.getByTestId('project-search-name').inputValue()).toBe(FILTER_WORD);
    expect(await engineer.getByTestId('project-search-technology').innerText()).toContain(label(PROJECT_TECHNOLOGY, 'chiller'));
    expect(await table.locator('.ant-pagination-item-active').innerText()).toBe('2');
    expect(await numberHead.getAttribute('aria-sort')).toBe('ascending');
  });

  it('no screen of the journey shows a raw code, a raw timestamp or another language built-in text', () => {
    expect(problems).toEqual([]);
  });
});
