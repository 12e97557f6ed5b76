import type { Page } from 'playwright-core';
import { Decimal, FACTOR_SEED } from '@carbon/domain';
import { apiFromPage } from './browser.js';
import { postFromPage } from './api.js';

/**
 * The set-up of the workbench journey (issue 14), through the API as the super administrator: an
 * annual inventory of the group (Fii) for YEAR, issued to one legal entity in each business group,
 * each with hand-checkable emission sources. 郑州's task is submitted without an approver (approved at
 * once); 龙华's is left filled, to be submitted to the business group's manager while the journey
 * watches the manager's to-do badge. The inputs are here; what they come to is worked out below by
 * hand, never read back from the server (the set-up only checks that each entry came to its figure).
 */

/** A year of its own: the demo inventory is 2025, and the screens open on the current year. */
export const YEAR = 2024;
export const PROJECT_NAME = `E2E ${YEAR} 年度温室气体盘查`;
export const NAMES = {
  fii: 'Fii',
  ccbg: '云计算事业群',
  iibg: '工业互联网事业群',
  longhua: '云计算事业群-龙华园区',
  zhengzhou: '工业互联网事业群-郑州园区',
  le1: '云计算事业群-深圳示范精密有限公司',
  le2: '工业互联网事业群-郑州示范科技有限公司',
} as const;
/** The demo parks (their park records, seeded with coordinates) by the name the map gives them, with their organisation. */
export const PARKS: Readonly<Record<string, string>> = { 龙华园区: NAMES.longhua, 郑州园区: NAMES.zhengzhou };

/** The national grid average of 2023 (MEE/NBS, 0.5306 tCO2/MWh), from the seeded library. */
export const GRID = FACTOR_SEED.find((r) => r.code === 'CN-GRID-AVG-2023')!;
/** IPCC 2006 Vol. 2 Table 2.2, natural gas: 56,100 kg CO2/TJ (the seeded library's IPCC2006-SC-NG-CO2). */
export const NG_CO2_KG_PER_TJ = FACTOR_SEED.find((r) => r.code === 'IPCC2006-SC-NG-CO2')!.value;

/**
 * The sources of each entity. Scope 1: natural gas burnt (TJ), CO2 only (the CH4 and N2O factors
 * are given as 0, so the hand computation stays TJ × kg/TJ ÷ 1000; the engine's gases are tested in
 * the domain). Scope 2: purchased electricity (MWh) at the grid average, location-based (the market
 * figure is the location one where no market figure is given: the inventory roll-up, apps/server/src/modules/inventory/rollup.ts). Scope 3 (龙华 only):
 * purchased goods, category 1, tonnes × an invented average-data factor (kgCO2e/t).
 */
export const INPUT = {
  le1: { gasTJ: '100', mwh: '20000', goodsT: '1000', goodsKgPerT: '250' },
  le2: { gasTJ: '40', mwh: '8000' },
} as const;

const gasT = (tj: string) => new Decimal(tj).times(NG_CO2_KG_PER_TJ).dividedBy(1000);
const powerT = (mwh: string) => new Decimal(mwh).times(GRID.value);
const goodsT = (t: string, kgPerT: string) => new Decimal(t).times(kgPerT).dividedBy(1000);

export type Figures = { scope1: Decimal; scope2Location: Decimal; scope2Market: Decimal; scope3: Decimal; total: Decimal };
const figures = (scope1: Decimal, scope2: Decimal, scope3: Decimal): Figures => ({
  scope1,
  scope2Location: scope2,
  scope2Market: scope2,
  scope3,
  total: scope1.plus(scope2).plus(scope3),
});
/** 龙华: 100 × 56.1 = 5,610; 20,000 × 0.5306 = 10,612; 1,000 × 0.25 = 250; total 16,472. */
const le1 = figures(gasT(INPUT.le1.gasTJ), powerT(INPUT.le1.mwh), goodsT(INPUT.le1.goodsT, INPUT.le1.goodsKgPerT));
/** 郑州: 40 × 56.1 = 2,244; 8,000 × 0.5306 = 4,244.8; no scope 3; total 6,488.8. */
const le2 = figures(gasT(INPUT.le2.gasTJ), powerT(INPUT.le2.mwh), new Decimal(0));
const sum = (a: Figures, b: Figures): Figures =>
  Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v.plus(b[k as keyof Figures])])) as Figures;
/**
 * What each organisation comes to: a business group, its park and its entity are the entity's own
 * (one entity each); the group is both: 7,854 + 14,856.8 + 250 = 22,960.8.
 */
export const EXPECTED = { le1, le2, ccbg: le1, iibg: le2, fii: sum(le1, le2) } as const;

export type Org = { id: string; name: string; orgType: string };
export type World = {
  org: Record<keyof typeof NAMES, Org>;
  managerId: string;
  projectId: string;
  /** 龙华's task, filled and not yet submitted; 郑州's, approved. */
  task1: { id: string; name: string };
  task2: { id: string; name: string };
};

type Entry = { tco2e: string };
async function save(admin: Page, taskId: string, body: Record<string, unknown>, want: Decimal): Promise<void> {
  const entry = await postFromPage<Entry>(admin, '/inventoryEntry/save', { taskId, ...body });
  if (!new Decimal(entry.tco2e).equals(want)) throw new Error(`entry ${String(body.sourceName)}: ${entry.tco2e} ≠ ${want.toFixed()}`);
}

async function fill(
  admin: Page,
  taskId: string,
  input: { gasTJ: string; mwh: string; goodsT?: string; goodsKgPerT?: string },
  factorId: string,
) {
  await save(
    admin,
    taskId,
    {
      scope: 1,
      sourceName: '天然气锅炉',
      input: { type: 'combustion-ipcc', energyTJ: input.gasTJ, co2KgPerTJ: NG_CO2_KG_PER_TJ, ch4KgPerTJ: '0', n2oKgPerTJ: '0' },
    },
    gasT(input.gasTJ),
  );
  await save(
    admin,
    taskId,
    { scope: 2, sourceName: '外购电力', input: { type: 'electricity-location', mwh: input.mwh }, factorId },
    powerT(input.mwh),
  );
  if (input.goodsT && input.goodsKgPerT)
    await save(
      admin,
      taskId,
      {
        scope: 3,
        category: 1,
        sourceName: '外购原材料',
        input: { type: 'scope3-average', category: 1, quantity: input.goodsT, unit: 't', factor: input.goodsKgPerT },
      },
      goodsT(input.goodsT, input.goodsKgPerT),
    );
}

/** Builds the world: the annual inventory, both tasks filled, 郑州's approved. */
export async function workbenchWorld(admin: Page): Promise<World> {
  const orgs = await apiFromPage<{ rows: Org[] }>(admin, '/sysOrg/page?pageNo=1&pageSize=50');
  const byName = (name: string) => {
    const o = orgs.rows.find((r) => r.name === name);
    if (!o) throw new Error(`no organisation ${name}`);
    return o;
  };
  const org = Object.fromEntries(Object.entries(NAMES).map(([k, name]) => [k, byName(name)])) as World['org'];
  const users = await apiFromPage<{ rows: { id: string; account: string }[] }>(admin, '/sysUser/page?pageNo=1&pageSize=50');
  const managerId = users.rows.find((u) => u.account === 'manager')!.id;
  const factors = await apiFromPage<{ rows: { id: string; code: string }[] }>(admin, `/factor/page?keyword=${GRID.code}&pageSize=20`);
  const factorId = factors.rows.find((f) => f.code === GRID.code)!.id;

  const project = await postFromPage<{ id: string }>(admin, '/inventoryProject/add', {
    name: PROJECT_NAME,
    type: 'annual',
    year: YEAR,
    orgId: org.fii.id,
    deadline: '2099-12-31',
  });
  const tasks = await postFromPage<{ id: string; orgId: string }[]>(admin, '/inventoryTask/issue', {
    projectId: project.id,
    orgIds: [org.le1.id, org.le2.id],
    boundaryMethod: 'operational-control',
  });
  const taskOf = async (orgId: string) => {
    const id = tasks.find((t) => t.orgId === orgId)!.id;
    const detail = await apiFromPage<{ name: string }>(admin, `/inventoryTask/detail?id=${id}`);
    return { id, name: detail.name };
  };
  const [task1, task2] = [await taskOf(org.le1.id), await taskOf(org.le2.id)];
  await fill(admin, task1.id, INPUT.le1, factorId);
  await fill(admin, task2.id, INPUT.le2, factorId);
  await postFromPage(admin, '/inventoryTask/submit', { id: task2.id, approverIds: ['none'] });
  const detail = await apiFromPage<{ status: number }>(admin, `/inventoryTask/detail?id=${task2.id}`);
  if (detail.status !== 7) throw new Error(`task ${task2.id} not approved (${detail.status})`);
  return { org, managerId, projectId: project.id, task1, task2 };
}
