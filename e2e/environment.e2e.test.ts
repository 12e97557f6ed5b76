import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ALARM_RANK,
  ALARM_STATUS,
  ALARM_TYPE,
  BUTTONS,
  Decimal,
  MONITORING_TYPE,
  MODE_TYPE,
  POINT_TYPE,
  WASTE_DISPOSAL_METHOD,
  buttonMenuCode,
  enumLabelKey,
  translate,
  type EnumDef,
  type Locale,
} from '@carbon/domain';
import { startServer, type RunningServer } from '../scripts/server-process.js';
import { postFromPage } from './support/api.js';
import { apiFromPage, firstSignIn, launchBrowser, newContext, pick, signIn, typeDate } from './support/browser.js';
import { connectHj212Device, sendMinutes, type Hj212Device } from './support/hj212-device.js';
import { screenProblems } from './support/screen-text.js';

/**
 * Issue 15, the Playwright journey, in a real browser against a fresh demo server started with its
 * HJ 212 listener on (HJ212_PORT):
 * 0. set-up through the API (the super admin): an alarm handler at the park (alarm log, "process"),
 *    and an annual inventory project issued to the legal entity;
 * 1. the officer (the seeded `manager`, over the business group) registers a wastewater main outlet
 *    on the envPoint screen: COD (w01018) and ammonia-nitrogen (w21003) with their limits, MN, password;
 * 2. a test device sends HJ 212-2017 packets over TCP: minute data (CN 2051) for one hour with COD
 *    above its hourly limit, hourly data (CN 2061) for the hours around it below;
 * 3. the server's averages job (its own 20 s schedule) raises one hourly alarm, ranked by the ratio;
 * 4. the officer assigns it on the alarm log; the handler (another browser context) processes it with a note;
 * 5. the officer records a month of hazardous waste to incineration on the envWaste screen, adds it to the
 *    entity's inventory task, and reads its tCO2e in scope 3 category 5 of the fill-in page.
 * Every figure is worked out here from what was sent and typed, and from the factor library's API.
 */

const LANG: Locale = 'zh-CN';
const HANDLER_LANG: Locale = 'zh-TW';
const PARK = '云计算事业群-龙华园区';
const LE1 = '云计算事业群-深圳示范精密有限公司';
const POINT_NAME = '一号废水总排口';
const MN = 'E2E15WW440300001';
const PW = 'Ww@212';
const HANDLER = { account: 'e2e.envhandler', name: '园区环保处理员', password: 'Env@Pass01', next: 'Env@Pass02' };
const NOTE = '已排查：调节池进水异常，已切换备用处理单元，COD 恢复正常。';
const INVENTORY = 'E2E 环保联动盘查';
/** The waste month: November of last year (an annual task of that year takes it). */
const YEAR = new Date().getUTCFullYear() - 1;
const MONTH = 11;
const WASTE_CODE = '900-249-08'; // HW08 waste mineral oil (National Catalogue of Hazardous Wastes, 2021)
const QUANTITY = '3.482'; // tonnes
const INCINERATION = 7; // spec §3 disposal method 7: incineration without energy recovery
/** The library row seeded for industrial waste incineration (its value is read from the factor API). */
const INCINERATION_FACTOR = 'WASTE-INCINERATION-IND';

/** The limits typed (mg/L): the hourly one is what an hour's average is checked against. */
const COD = { code: 'w01018', hourly: '50', daily: '40' };
const NH3N = { code: 'w21003', hourly: '8', daily: '5' };
/** Issue 15, default rank thresholds: ratio ≥ 2 urgent (0), ≥ 1.5 important (1), otherwise general (2). */
const URGENT_RATIO = '2';
const IMPORTANT_RATIO = '1.5';

/** The exceeding hour: the hour before last (its end has passed, so the job averages it). */
const HOUR = 3_600_000;
const thisHour = Math.floor(Date.now() / HOUR) * HOUR;
const EXCEEDING = new Date(thisHour - 2 * HOUR);
/** Minute i of that hour: COD 70 + 0.5 i mg/L (70 … 99.5), ammonia-nitrogen 3 + 0.01 i (below 8 throughout). */
const codMinute = (i: number) => new Decimal(70).plus(new Decimal('0.5').times(i)).toFixed(1);
const nh3Minute = (i: number) => new Decimal(3).plus(new Decimal('0.01').times(i)).toFixed(2);
/** Hourly averages the device reports for the hours before and after: below both limits. */
const QUIET_HOURS = [
  { at: new Date(thisHour - 3 * HOUR), cod: '32.6', nh3: '2.41' },
  { at: new Date(thisHour - 1 * HOUR), cod: '41.3', nh3: '3.05' },
];

/** The hour's average (mean of its 60 minute values), its ratio to the hourly limit and the rank by the thresholds. */
const minutes = Array.from({ length: 60 }, (_, i) => i);
const expectedAverage = minutes.reduce((s, i) => s.plus(codMinute(i)), new Decimal(0)).dividedBy(60); // 84.75
const expectedRatio = expectedAverage.dividedBy(COD.hourly); // 1.695
const expectedRank = expectedRatio.gte(URGENT_RATIO) ? 0 : expectedRatio.gte(IMPORTANT_RATIO) ? 1 : 2; // important

const tr = (key: string, lang: Locale = LANG) => translate(lang, key);
const label = (def: EnumDef, code: number, lang: Locale = LANG) => tr(enumLabelKey(def, code)!, lang);
/** The page shows the server's decimal strings: compare them as numbers, exactly. */
const sameNumber = (shown: string, expected: Decimal) => new Decimal(shown.replace(/[^\d.-]/g, '') || 'NaN').equals(expected);
const poll = <T>(fn: () => T | Promise<T>, timeout = 30_000) => expect.poll(fn, { timeout, interval: 500 });

type Org = { id: string; name: string };
type MenuRow = { id: string; code: string; children: MenuRow[] };
type PointRow = { id: string; name: string; pollutants: { code: string; hourlyLimit: string | null }[] };
type Alarm = {
  id: string;
  pointId: string;
  pollutant: string;
  alarmType: number;
  rank: number;
  status: number;
  average: string;
  limit: string;
  periodStart: string;
  handlerId: string | null;
  note: string | null;
};
type Todo = { businessType: string; businessId: string; status: string; link: string };
type Task = { id: string; orgId: string; projectId: string; name: string };

const flatten = (nodes: MenuRow[]): MenuRow[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** A free TCP port on loopback for the HJ 212 listener. */
async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/** Types into an antd AutoComplete and picks the option holding `text`. */
async function autoComplete(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.locator('.ant-select-item-option', { hasText: text }).first().click();
}

describe('environmental protection journey (issue 15)', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let officer: Page;
  let handler: Page;
  let hj212Port: number;
  let device: Hj212Device | undefined;
  const org: Record<'le1' | 'park', Org> = {} as never;
  let handlerId: string;
  let task: Task;
  let point: PointRow;
  let alarm: Alarm;
  const problems: string[] = [];
  const look = async (page: Page, lang: Locale, where: string) => {
    // not 'networkidle': the shell keeps its live stream open; wait for the spinners instead
    await poll(() => page.locator('.ant-spin-spinning, .ant-skeleton-active').count()).toBe(0);
    problems.push(...(await screenProblems(page, lang, where)));
  };

  beforeAll(async () => {
    hj212Port = await freePort();
    [server, browser] = await Promise.all([startServer({ HJ212_PORT: String(hj212Port) }), launchBrowser()]);
    admin = await (await newContext(browser, 'en-US')).newPage();
    officer = await (await newContext(browser, LANG)).newPage();
    handler = await (await newContext(browser, HANDLER_LANG)).newPage();
    await signIn(admin, server.url, 'superAdmin', 'Carbon@Admin1');
    await signIn(officer, server.url, 'manager', 'Carbon@Mgr1');
  });
  afterAll(async () => {
    await device?.close();
    await browser?.close();
    await server?.stop();
  });

  it('0. set-up through the API: an alarm handler at the park, an inventory project issued to the legal entity', async () => {
    const orgs = await apiFromPage<{ rows: Org[] }>(admin, '/sysOrg/page?pageNo=1&pageSize=50');
    const byName = (name: string) => orgs.rows.find((o) => o.name === name)!;
    [org.park, org.le1] = [byName(PARK), byName(LE1)];
    const menus = flatten(await apiFromPage<MenuRow[]>(admin, '/sysMenu/list'));
    const menuId = (code: string) => {
      const m = menus.find((x) => x.code === code);
      if (!m) throw new Error(`no menu ${code}`);
      return m.id;
    };
    expect(BUTTONS.some((b) => b.permission === 'envAlarm:handle')).toBe(true);
    const role = await postFromPage<{ id: string }>(admin, '/sysRole/add', { name: '园区环保处理员', code: 'e2e_env_handler' });
    await postFromPage(admin, '/sysRole/grantMenu', {
      id: role.id,
      grantMenuIdList: ['environment', 'alarmLog', buttonMenuCode('envAlarm:handle')].map(menuId),
    });
    await postFromPage(admin, '/sysRole/grantData', { id: role.id, dataScopeType: 2 });
    const positions = await apiFromPage<{ id: string; code: string }[]>(admin, '/sysPos/list');
    await postFromPage(admin, '/sysUser/add', {
      account: HANDLER.account,
      name: HANDLER.name,
      email: `${HANDLER.account}@example.com`,
      userType: 3,
      password: HANDLER.password,
      confirm: HANDLER.password,
      sysEmpParam: { orgId: org.park.id, jobNum: 'E15001', posIdList: [positions.find((p) => p.code === 'engineer')!.id] },
    });
    const found = await apiFromPage<{ rows: { id: string; account: string }[] }>(admin, `/sysUser/page?searchValue=${HANDLER.account}`);
    handlerId = found.rows.find((u) => u.account === HANDLER.account)!.id;
    await postFromPage(admin, '/sysUser/grantRole', { id: handlerId, grantRoleIdList: [role.id] });
    await firstSignIn(handler, server.url, HANDLER);

    const fii = byName('Fii');
    const project = await postFromPage<{ id: string }>(admin, '/inventoryProject/add', {
      name: INVENTORY,
      type: 'annual',
      year: YEAR,
      orgId: fii.id,
      deadline: '2099-12-31',
    });
    const tasks = await postFromPage<Task[]>(admin, '/inventoryTask/issue', {
      projectId: project.id,
      orgIds: [org.le1.id],
      boundaryMethod: 'operational-control',
      inventoryWay: 'compliance',
    });
    task = tasks.find((t) => t.orgId === org.le1.id)!;
    expect(task).toBeDefined();
  });

  it('1. the officer registers a wastewater main outlet with COD and ammonia-nitrogen limits, an MN and a password', async () => {
    await officer.goto(`${server.url}/environment/envPoint`);
    await officer.getByTestId('point-table').waitFor();
    await officer.getByTestId('point-add').click();
    const dialog = officer.getByTestId('point-dialog');
    await dialog.getByTestId('point-name').waitFor();
    await pick(officer, 'point-orgId', LE1, true);
    await officer.getByTestId('point-name').fill(POINT_NAME);
    await pick(officer, 'point-monitoringType', label(MONITORING_TYPE, 1));
    await officer.getByTestId('point-pointType').getByText(label(POINT_TYPE, 1), { exact: true }).click();
    await officer.getByTestId('point-modeType').getByText(label(MODE_TYPE, 1), { exact: true }).click();
    await officer.getByTestId('point-mn').fill(MN);
    await officer.getByTestId('point-hj212Password').fill(PW);
    for (const [i, p] of [COD, NH3N].entries()) {
      if (i > 0) await officer.getByTestId('point-pollutant-add').click();
      await autoComplete(officer, `point-pollutant-code-${i}`, p.code);
      // the unit HJ 212-2017 gives the code is filled in
      await poll(() => officer.getByTestId(`point-pollutant-unit-${i}`).inputValue()).toBe('mg/L');
      await officer.getByTestId(`point-pollutant-hourlyLimit-${i}`).fill(p.hourly);
      await officer.getByTestId(`point-pollutant-dailyLimit-${i}`).fill(p.daily);
    }
    await look(officer, LANG, 'monitoring point dialog');
    await officer.getByTestId('point-submit').click();
    // the device key, shown this once
    await officer.getByTestId('point-key-dialog').waitFor();
    expect((await officer.getByTestId('point-key-value').inputValue()).length).toBeGreaterThanOrEqual(32);
    await officer.getByTestId('point-key-close').click();
    await officer.getByTestId('point-key-dialog').waitFor({ state: 'detached' });

    const page = await apiFromPage<{ rows: PointRow[] }>(
      officer,
      `/envPoint/page?pageNo=1&pageSize=10&keyword=${encodeURIComponent(POINT_NAME)}`,
    );
    point = page.rows.find((r) => r.name === POINT_NAME)!;
    expect(point).toMatchObject({ mn: MN, hj212PasswordSet: true, monitoringType: 1, pointType: 1, modeType: 1, orgId: org.le1.id });
    expect(point.pollutants.map((p) => [p.code, new Decimal(p.hourlyLimit!).toFixed()])).toEqual([
      [COD.code, COD.hourly],
      [NH3N.code, NH3N.hourly],
    ]);
    await officer.getByTestId(`point-pollutants-${point.id}`).waitFor();
    await look(officer, LANG, 'monitoring points');
  });

  it('2. a test device sends HJ 212 packets over TCP: one hour of minute data above the COD limit', async () => {
    device = await connectHj212Device({ port: hj212Port, mn: MN, password: PW });
    await sendMinutes(device, EXCEEDING, 60, (i) => [
      { code: COD.code, value: codMinute(i) },
      { code: NH3N.code, value: nh3Minute(i) },
    ]);
    for (const h of QUIET_HOURS) {
      const answer = await device.send({
        cn: '2061',
        dataTime: h.at,
        values: [
          { code: COD.code, value: h.cod },
          { code: NH3N.code, value: h.nh3 },
        ],
      });
      expect(answer.cn).toBe('9014');
    }
    // every upload answered (CN 9014), and stored as the HTTP route stores them
    expect(device.answers).toHaveLength(62);
    expect(device.answers.every((a) => a.cn === '9014' && a.mn === MN)).toBe(true);
    const from = new Date(EXCEEDING.getTime()).toISOString();
    const to = new Date(EXCEEDING.getTime() + HOUR - 1).toISOString();
    const stored = await apiFromPage<{ rows: { pollutant: string; kind: string; value: string }[] }>(
      officer,
      `/envReading/readings?pointId=${point.id}&pollutant=${COD.code}&kind=minute&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(stored.rows).toHaveLength(60);
    const sum = stored.rows.reduce((s, r) => s.plus(r.value), new Decimal(0));
    expect(sum.dividedBy(60).equals(expectedAverage)).toBe(true);
  });

  it('3. an hourly alarm appears in the alarm log, ranked by the ratio of the average to the limit', async () => {
    // the server's averages job runs on its own schedule (every 20 s): wait for its alarm
    const alarms = () => apiFromPage<{ rows: Alarm[] }>(officer, `/envAlarm/page?pageNo=1&pageSize=20&pointId=${point.id}`);
    // (polled to the final figure: a run during the upload averages part of the hour, and the next run recomputes it)
    const summary = async () => (await alarms()).rows.map((r) => [r.pollutant, r.alarmType, new Decimal(r.average).toFixed()]);
    await poll(summary, 150_000).toEqual([[COD.code, 2, expectedAverage.toFixed()]]);
    const rows = (await alarms()).rows;
    // one hour above one limit: one alarm, none for ammonia-nitrogen nor the quiet hours
    expect(rows).toHaveLength(1);
    alarm = rows[0]!;
    expect(alarm).toMatchObject({ pointId: point.id, pollutant: COD.code, alarmType: 2, rank: expectedRank, status: 0 });
    expect(new Decimal(alarm.average).equals(expectedAverage)).toBe(true);
    expect(new Decimal(alarm.limit).equals(COD.hourly)).toBe(true);
    expect(new Date(alarm.periodStart).getTime()).toBe(EXCEEDING.getTime());
    expect(expectedRank).toBe(1); // 84.75 / 50 = 1.695: at least 1.5, below 2

    await officer.goto(`${server.url}/environment/alarmLog`);
    await officer.getByTestId(`alarm-rank-${alarm.id}`).waitFor();
    expect(await officer.getByTestId(`alarm-rank-${alarm.id}`).innerText()).toBe(label(ALARM_RANK, expectedRank));
    expect(await officer.getByTestId(`alarm-type-${alarm.id}`).innerText()).toBe(label(ALARM_TYPE, 2));
    expect(await officer.getByTestId(`alarm-status-${alarm.id}`).innerText()).toBe(label(ALARM_STATUS, 0));
    expect(sameNumber(await officer.getByTestId(`alarm-average-${alarm.id}`).innerText(), expectedAverage)).toBe(true);
    expect(sameNumber(await officer.getByTestId(`alarm-ratio-${alarm.id}`).innerText(), expectedRatio.toDecimalPlaces(2))).toBe(true);
    await poll(() => officer.getByTestId('alarm-count-important').innerText()).toBe('1');
    await look(officer, LANG, 'alarm log');
  }, 240_000);

  it('4. the officer assigns the alarm; the handler processes it with a note', async () => {
    await officer.getByTestId(`alarm-assign-${alarm.id}`).click();
    await officer.getByTestId('alarm-assign-dialog').waitFor();
    await pick(officer, 'alarm-assign-user', HANDLER.name, true);
    await look(officer, LANG, 'assign dialog');
    await officer.getByTestId('alarm-assign-submit').click();
    await officer.getByTestId('alarm-assign-dialog').waitFor({ state: 'detached' });
    const detail = () => apiFromPage<Alarm>(officer, `/envAlarm/detail?id=${alarm.id}`);
    expect(await detail()).toMatchObject({ status: 1, handlerId });
    await poll(() => officer.getByTestId(`alarm-status-${alarm.id}`).innerText()).toBe(label(ALARM_STATUS, 1));

    // the alarm is a to-do of the handler's; in another browser context and language, they open it and process it
    const todos = () =>
      apiFromPage<{ rows: Todo[] }>(handler, '/workbench/todo/page?pageNo=1&pageSize=20&type=env_alarm').then((p) =>
        p.rows.filter((t) => t.businessId === alarm.id),
      );
    const [todo] = await todos();
    expect(todo).toMatchObject({ businessType: 'env_alarm', status: 'todo' });
    await handler.goto(`${server.url}${todo!.link}`);
    await handler.getByTestId('alarm-drawer-handle').click();
    await handler.getByTestId('alarm-handle-dialog').waitFor();
    await handler.getByTestId('alarm-handle-note').fill(NOTE);
    await look(handler, HANDLER_LANG, 'handle dialog');
    await handler.getByTestId('alarm-handle-submit').click();
    await handler.getByTestId('alarm-handle-dialog').waitFor({ state: 'detached' });
    expect(await detail()).toMatchObject({ status: 2, handlerId, note: NOTE });
    expect((await todos()).map((t) => t.status)).toEqual(['completed']);

    // the officer sees it processed, with the handler's note
    await officer.goto(`${server.url}/environment/alarmLog?id=${alarm.id}`);
    await poll(() => officer.getByTestId('alarm-drawer-note').innerText()).toBe(NOTE);
    expect(await officer.getByTestId('alarm-drawer-status').innerText()).toBe(label(ALARM_STATUS, 2));
    expect(await officer.getByTestId('alarm-drawer-handler').innerText()).toBe(HANDLER.name);
    await look(officer, LANG, 'alarm drawer, processed');
  });

  it('5. the officer records a month of hazardous waste to incineration and sees its tCO2e in scope 3 category 5', async () => {
    // the factor, from the factor library's API: tCO2e = t × (t CO2 per t)
    const versions = await apiFromPage<{ id: string; code: string; value: string; factorUnit: string; factorVersion: string }[]>(
      officer,
      `/factor/versions?code=${INCINERATION_FACTOR}`,
    );
    expect(versions).toHaveLength(1);
    const factor = versions[0]!;
    expect(factor.factorUnit).toBe('t CO2/t');
    const expectedT = new Decimal(QUANTITY).times(factor.value);

    await officer.goto(`${server.url}/environment/envWaste`);
    await officer.getByTestId('waste-table').waitFor();
    await officer.getByTestId('waste-add').click();
    await officer.getByTestId('waste-quantity').waitFor();
    await pick(officer, 'waste-orgId', LE1, true);
    await typeDate(officer, 'waste-period', `${YEAR}-${MONTH}`);
    await pick(officer, 'waste-catalogueId', WASTE_CODE, true);
    await officer.getByTestId('waste-entry-facts').waitFor();
    await officer.getByTestId('waste-quantity').fill(QUANTITY);
    await pick(officer, 'waste-disposalMethod', label(WASTE_DISPOSAL_METHOD, INCINERATION));
    await look(officer, LANG, 'waste dialog');
    await officer.getByTestId('waste-submit').click();
    await officer.getByTestId('waste-dialog').waitFor({ state: 'detached' });
    const wastes = await apiFromPage<{ rows: { id: string; quantity: string; disposalMethod: number; wasteCode: string }[] }>(
      officer,
      `/envWaste/page?pageNo=1&pageSize=10&orgId=${org.le1.id}&year=${YEAR}&month=${MONTH}`,
    );
    expect(wastes.rows).toHaveLength(1);
    const waste = wastes.rows[0]!;
    expect(waste).toMatchObject({ wasteCode: WASTE_CODE, disposalMethod: INCINERATION });
    expect(new Decimal(waste.quantity).equals(QUANTITY)).toBe(true);

    // "add to inventory task…": the record selected, the entity's task of that year chosen
    const row = officer.getByTestId('waste-table').locator('tr', { has: officer.getByTestId(`waste-quantity-${waste.id}`) });
    await row.locator('.ant-checkbox-input').check();
    await officer.getByTestId('waste-to-inventory').click();
    await officer.getByTestId('to-inventory-dialog').waitFor();
    await pick(officer, 'to-inventory-task', INVENTORY);
    await officer.getByTestId('to-inventory-submit').click();
    await officer.getByTestId('to-inventory-added').waitFor();
    await look(officer, LANG, 'added to the inventory task');
    await officer.getByTestId('to-inventory-submit').click();

    // the task's scope 3 category 5 (waste generated in operations) on the fill-in page
    await officer.goto(`${server.url}/carbonButler/reportTemplate?taskId=${task.id}`);
    await officer.getByTestId('fill-page').waitFor();
    await officer.getByTestId('tab-scope-3').click(); // scope 3's categories are a second level
    await officer.getByTestId('tab-3-5').click();
    const entryRow = officer.getByTestId('section-3-5').locator('tr', { hasText: WASTE_CODE });
    await poll(async () =>
      sameNumber(await entryRow.getByTestId('row-tco2e').innerText(), expectedT.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)),
    ).toBe(true);
    await look(officer, LANG, 'fill page, scope 3 category 5');
    const entries = await apiFromPage<{ rows: { tco2e: string; factorCode: string; factorVersion: string }[] }>(
      officer,
      `/inventoryEntry/page?taskId=${task.id}&scope=3&category=5&pageNo=1&pageSize=10`,
    );
    expect(entries.rows).toHaveLength(1);
    expect(entries.rows[0]).toMatchObject({ factorCode: factor.code, factorVersion: factor.factorVersion });
    expect(new Decimal(entries.rows[0]!.tco2e).equals(expectedT)).toBe(true);
  });

  it('no screen of the journey shows a raw code, a raw timestamp or another language built-in text', () => {
    expect(problems).toEqual([]);
  });
});
