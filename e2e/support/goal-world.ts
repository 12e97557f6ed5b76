import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { Decimal, FACTOR_SEED } from '@carbon/domain';
import { apiFromPage, firstSignIn, newContext } from './browser.js';
import { postFromPage, uploadFromPage } from './api.js';
import { writeXlsx } from './xlsx.js';

/**
 * The set-up of the goal journey (issue 13), through the API as the super administrator: a
 * second park under 云计算事业群 with a legal entity, three monthly inventories with approved
 * electricity entries at the two parks' legal entities, and two energy-saving projects at the
 * new park's entity — one approved through the real approval flow, one left a draft in the
 * pipeline. The inputs are here; what they come to is worked out in the journey.
 */

export const YEAR = 2023;
export const NAMES = {
  bg: '云计算事业群',
  otherBg: '工业互联网事业群',
  park1: '云计算事业群-龙华园区',
  park2: '云计算事业群-观澜园区',
  le1: '云计算事业群-深圳示范精密有限公司',
  le2: '云计算事业群-深圳观澜示范电子有限公司',
} as const;

/** The national grid factor of the year (MEE/NBS, 0.5306 kgCO2/kWh = tCO2/MWh), from the seeded library. */
export const GRID = FACTOR_SEED.find((r) => r.code === `CN-GRID-AVG-${YEAR}`)!;
/** Purchased electricity (MWh) in January, February and March: 龙华's entity, then 观澜's. */
export const MWH = { le1: ['80', '85', '90'], le2: ['90', '95', '100'] } as const;
/** Location-based scope 2: MWh × tCO2/MWh. */
export const gridT = (mwh: string) => new Decimal(mwh).times(GRID.value);

/** The projects' electricity (kWh a year, before → after) and factor: the grid factor in tCO2e per kWh. */
export const PROJECT_FACTOR = new Decimal(GRID.value).dividedBy(1000).toFixed();
export const PROJECTS = {
  approved: {
    name: 'E2E 空压机变频改造',
    technology: 'air_compressor',
    before: '100000',
    after: '76000',
    start: `${YEAR}-01-01`,
    end: `${YEAR}-06-30`,
  },
  pipeline: {
    name: 'E2E 照明 LED 改造',
    technology: 'lighting',
    before: '100000',
    after: '64000',
    start: `${YEAR}-01-01`,
    end: `${YEAR}-03-31`,
  },
} as const;
/** tCO2e a year: (before − after) kWh × tCO2e/kWh. */
export const annualReduction = (p: { before: string; after: string }) => new Decimal(p.before).minus(p.after).times(PROJECT_FACTOR);

export type Org = { id: string; name: string; orgType: string };
export type World = {
  org: Record<keyof typeof NAMES | 'fii', Org>;
  managerId: string;
  adminId: string;
  projectIds: { approved: string; pipeline: string };
};

async function addOrg(admin: Page, pid: string, name: string, code: string, orgType: string): Promise<Org> {
  const added = await postFromPage<{ id: string }>(admin, '/sysOrg/add', { pid, name, code, orgType });
  return { id: added.id, name, orgType };
}

/** Three monthly inventories (January–March) of the group, issued to both entities, filled and submitted without approval. */
async function monthlyInventories(admin: Page, le1: string, le2: string): Promise<void> {
  const factors = await apiFromPage<{ rows: { id: string; code: string }[] }>(admin, `/factor/page?keyword=${GRID.code}&pageSize=20`);
  const factorId = factors.rows.find((f) => f.code === GRID.code)!.id;
  const fii = await apiFromPage<{ rows: Org[] }>(admin, '/sysOrg/page?pageNo=1&pageSize=50&orgType=group');
  for (const month of [1, 2, 3]) {
    const project = await postFromPage<{ id: string }>(admin, '/inventoryProject/add', {
      name: `E2E ${YEAR} 年 ${month} 月盘查`,
      type: 'monthly',
      year: YEAR,
      month,
      orgId: fii.rows[0]!.id,
      deadline: '2099-12-31',
    });
    const tasks = await postFromPage<{ id: string; orgId: string }[]>(admin, '/inventoryTask/issue', {
      projectId: project.id,
      orgIds: [le1, le2],
      boundaryMethod: 'operational-control',
    });
    for (const [orgId, mwh] of [
      [le1, MWH.le1[month - 1]!],
      [le2, MWH.le2[month - 1]!],
    ] as const) {
      const task = tasks.find((t) => t.orgId === orgId)!;
      const entry = await postFromPage<{ tco2e: string }>(admin, '/inventoryEntry/save', {
        taskId: task.id,
        scope: 2,
        sourceName: '外购电力',
        input: { type: 'electricity-location', mwh },
        factorId,
      });
      if (!new Decimal(entry.tco2e).equals(gridT(mwh))) throw new Error(`entry ${entry.tco2e} ≠ ${gridT(mwh).toFixed()}`);
      await postFromPage(admin, '/inventoryTask/submit', { id: task.id, approverIds: ['none'] });
      const detail = await apiFromPage<{ status: number }>(admin, `/inventoryTask/detail?id=${task.id}`);
      if (detail.status !== 7) throw new Error(`task ${task.id} not approved (${detail.status})`);
    }
  }
}

type Reviewers = { managerId: string; reviewerId: string };
/** The business group's project reviewer: a new account with the seeded manager role, signed in (first sign-in) in its own context. */
const REVIEWER = { account: 'e2e.goalreviewer', name: '事业群节能审核人', password: 'Rev@Pass01', next: 'Rev@Pass02' };
async function projectReviewer(admin: Page, orgId: string): Promise<{ reviewer: Page; reviewerId: string }> {
  const roles = await apiFromPage<{ rows: { id: string; code: string }[] }>(admin, '/sysRole/page?pageNo=1&pageSize=50');
  const positions = await apiFromPage<{ id: string; code: string }[]>(admin, '/sysPos/list');
  await postFromPage(admin, '/sysUser/add', {
    account: REVIEWER.account,
    name: REVIEWER.name,
    email: `${REVIEWER.account}@example.com`,
    userType: 3,
    password: REVIEWER.password,
    confirm: REVIEWER.password,
    sysEmpParam: { orgId, jobNum: 'E13001', posIdList: [positions.find((p) => p.code === 'manager')!.id] },
  });
  const found = await apiFromPage<{ rows: { id: string; account: string }[] }>(admin, `/sysUser/page?searchValue=${REVIEWER.account}`);
  const reviewerId = found.rows.find((u) => u.account === REVIEWER.account)!.id;
  await postFromPage(admin, '/sysUser/grantRole', { id: reviewerId, grantRoleIdList: [roles.rows.find((r) => r.code === 'manager')!.id] });
  const reviewer = await (await newContext(admin.context().browser()!)).newPage();
  await firstSignIn(reviewer, new URL(admin.url()).origin, REVIEWER);
  return { reviewer, reviewerId };
}

/** A complete energy-saving project at `orgId` ('reduce', electricity), submitted by the administrator, reviewed by the BG manager then the business group's reviewer. */
function projectBody(p: (typeof PROJECTS)[keyof typeof PROJECTS], orgId: string, w: Reviewers) {
  return {
    name: p.name,
    orgId,
    projectType: '节能改造',
    technology: p.technology,
    energyObject: '生产车间',
    energyType: 'electricity',
    energyUnit: 'kWh',
    technologySource: 'external',
    threeR: 'reduce',
    responsiblePerson: '王工',
    initiatorName: '李娜',
    initiatorContact: '李娜，厂务',
    initiatorPhone: '0755-1234567',
    initiatorEmail: 'li.na@example.com',
    estimatedStart: p.start,
    estimatedEnd: p.end,
    principle: '变频与高效设备替换',
    benefitAnalysis: '降低用电',
    energyBefore: p.before,
    energyAfter: p.after,
    emissionFactor: PROJECT_FACTOR,
    investment: '10',
    localEnergyPrice: '0.4',
    // the administrator submits; two other people review (nobody approves their own submission, issue 25 item 2)
    supervisorReviewerId: w.managerId,
    businessGroupReviewerId: w.reviewerId,
  };
}

/** Both projects: the first submitted with its proposal and agreed by both reviewers, the second left a draft. */
async function energyProjects(admin: Page, manager: Page, orgId: string, w: Reviewers & { reviewer: Page }) {
  const approved = await postFromPage<{ id: string }>(admin, '/project/add', projectBody(PROJECTS.approved, orgId, w));
  const proposal = fs.readFileSync(await writeXlsx('proposal.xlsx', ['方案'], [['空压机变频改造方案']]));
  const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  await uploadFromPage(admin, `/project/upload?id=${approved.id}&kind=proposal`, 'proposal.xlsx', xlsxMime, proposal);
  const submitted = await postFromPage<{ flowId: string }>(admin, '/project/submit', { id: approved.id });
  for (const reviewer of [manager, w.reviewer])
    await postFromPage(reviewer, '/approval/decide', { id: submitted.flowId, action: 'agree', comment: '同意' });
  const detail = await apiFromPage<{ status: string }>(admin, `/project/detail?id=${approved.id}`);
  if (detail.status !== 'project_approved') throw new Error(`project ${approved.id} is ${detail.status}`);
  const pipeline = await postFromPage<{ id: string }>(admin, '/project/add', projectBody(PROJECTS.pipeline, orgId, w));
  return { approved: approved.id, pipeline: pipeline.id };
}

/** Builds the world: the second park and its entity, the monthly inventories, the projects. */
export async function goalWorld(admin: Page, manager: Page): Promise<World> {
  const orgs = await apiFromPage<{ rows: Org[] }>(admin, '/sysOrg/page?pageNo=1&pageSize=50');
  const byName = (name: string) => orgs.rows.find((o) => o.name === name)!;
  const bg = byName(NAMES.bg);
  const park2 = await addOrg(admin, bg.id, NAMES.park2, 'e2e-ccbg-guanlan', 'park');
  const le2 = await addOrg(admin, park2.id, NAMES.le2, 'e2e-ccbg-guanlan-le1', 'legal_entity');
  const org = {
    fii: byName('Fii'),
    bg,
    otherBg: byName(NAMES.otherBg),
    park1: byName(NAMES.park1),
    park2,
    le1: byName(NAMES.le1),
    le2,
  };
  const users = await apiFromPage<{ rows: { id: string; account: string }[] }>(admin, '/sysUser/page?pageNo=1&pageSize=50');
  const idOf = (account: string) => users.rows.find((u) => u.account === account)!.id;
  // the super administrator is not among the users listed: their own id from the session
  const self = await apiFromPage<{ id: string }>(admin, '/getLoginUser');
  const people = { managerId: idOf('manager'), adminId: String(self.id) };
  await monthlyInventories(admin, org.le1.id, org.le2.id);
  const projectIds = await energyProjects(admin, manager, le2.id, { ...people, ...(await projectReviewer(admin, bg.id)) });
  return { org, ...people, projectIds };
}
