import { sysOrg, sysUser } from '../../platform/db/schema/index.js';
import { DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';

/** Test helpers of the inventory module (not used by the app). */

export type Api = ReturnType<typeof caller>;
export type Task = { id: string; orgId: string; status: number; version: number; parentId: string | null; approvalStatus: string };
export type Entry = {
  id: string;
  tco2e: string | null;
  tco2eMarket: string | null;
  version: number;
  factorVersion: string | null;
  qualityScore: string | null;
  sourceName: string | null;
  resultId: string | null;
};

/**
 * The seeded accounts as callers: `su` (all data), `mgr` (the cloud business group and below,
 * approval:decide), `user` (legal entity le1 only, fill and submit).
 */
export async function world(t: TestApp) {
  const orgs = await t.database.db.select({ id: sysOrg.id, code: sysOrg.code }).from(sysOrg);
  const users = await t.database.db.select({ id: sysUser.id, account: sysUser.account }).from(sysUser);
  const org = (code: string) => String(orgs.find((o) => o.code === code)!.id);
  const userId = (account: string) => String(users.find((u) => u.account === account)!.id);
  const tokens = {
    su: await login(t.app, 'superAdmin', DEMO.superAdmin),
    mgr: await login(t.app, 'manager', DEMO.manager),
    user: await login(t.app, 'user', DEMO.user),
  };
  return {
    org,
    userId,
    su: caller(t, () => tokens.su),
    mgr: caller(t, () => tokens.mgr),
    user: caller(t, () => tokens.user),
    zh: caller(t, () => tokens.user, 'zh-CN'),
  };
}
export type World = Awaited<ReturnType<typeof world>>;

/** The data of a successful call; throws with the envelope otherwise. */
export function ok<T>(res: Envelope): T {
  if (!res.success) throw new Error(`${res.code} ${res.message}`);
  return res.data as T;
}

let n = 0;
/** A project of the group root, by the super admin. */
export async function project(w: World, over: Record<string, unknown> = {}) {
  const body = { name: `Inventory ${++n}`, type: 'annual', year: 2025, orgId: w.org('fii'), deadline: '2099-12-31', ...over };
  return ok<{ id: string; version: number; gwpSet: string }>(await w.su.post('/api/main/inventoryProject/add', body));
}

/** Issues the project to organisations (by code) as `api`, default the super admin. */
export async function issue(w: World, projectId: string, codes: string[], api: Api = w.su, over: Record<string, unknown> = {}) {
  const body = { projectId, orgIds: codes.map(w.org), boundaryMethod: 'operational-control', inventoryWay: 'compliance', ...over };
  return ok<Task[]>(await api.post('/api/main/inventoryTask/issue', body));
}

/** Known inputs and their tCO2e worked out by hand (AR5). */
export const INPUTS = {
  /** 1 MWh × 0.5 tCO2/MWh = 0.5 t */
  grid: { type: 'electricity-location', kwh: '1000', gridFactor: '0.5' },
  /** location 2 MWh × 0.5 = 1 t; market (2000 − 500 certificates) kWh = 1.5 MWh × 0.5 = 0.75 t */
  market: { type: 'electricity-market', consumptionKwh: '2000', greenCertificateKwh: '500', gridFactor: '0.5' },
  /** 1 TJ × 56100 kg CO2 + 1 kg CH4 × 28 + 0.1 kg N2O × 265 = 56.1 + 0.028 + 0.0265 = 56.1545 t */
  gas: { type: 'combustion-ipcc', energyTJ: '1', co2KgPerTJ: '56100', ch4KgPerTJ: '1', n2oKgPerTJ: '0.1' },
  /** Category 6: 2 t × 500 km × 0.1 kg/tkm / 1000 = 0.1 t */
  travel: { type: 'scope3-distance', category: 6, massT: '2', distanceKm: '500', factorKgCo2ePerTkm: '0.1' },
} as const;

export async function saveEntry(api: Api, taskId: string, body: Record<string, unknown>) {
  return api.post('/api/main/inventoryEntry/save', { taskId, ...body });
}
