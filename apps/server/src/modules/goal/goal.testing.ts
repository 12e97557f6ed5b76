import { eq } from 'drizzle-orm';
import { sysOrg } from '../../platform/db/schema/index.js';
import { DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { buildRole, buildUser } from '../role/role.factories.js';

/** Test helpers of the goal module (not used by the app). */

export type Api = ReturnType<typeof caller>;
export type GoalRowOut = {
  id: string;
  orgId: string;
  orgName: string;
  level: string;
  parentOrgId: string | null;
  baselineYear: number;
  state: string;
  revision: number;
  version: number;
  editable: boolean;
  fileId: string | null;
  fileName: string | null;
  annual?: string;
  months?: string[];
  total?: string;
  reduce?: string;
  replace?: string;
  resolve?: string;
};
export type GoalSetOut = { year: number; rows: GoalRowOut[] };
export type AssignedOut = { orgId: string; level: string; assigned: GoalRowOut | null; rows: GoalRowOut[] };

const PASSWORD = 'Goal@Pass1';
export const GOAL_PERMISSIONS = [
  'goal:controlSave',
  'goal:controlImport',
  'goal:controlExport',
  'goal:reductionSave',
  'goal:reductionImport',
  'goal:reductionExport',
];

/** A second park under the cloud business group (the seed has one), created once per database. */
async function secondPark(t: TestApp): Promise<number> {
  const db = t.database.db;
  const [existing] = await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'goal-ccbg-park2'));
  if (existing) return existing.id;
  const [bg] = await db.select().from(sysOrg).where(eq(sysOrg.code, 'fii-ccbg'));
  const [row] = await db
    .insert(sysOrg)
    .values({ pid: bg!.id, pids: `${bg!.pids}[${bg!.id}],`, name: '云计算事业群-观澜园区', code: 'goal-ccbg-park2', orgType: 'park' })
    .returning({ id: sysOrg.id });
  return row!.id;
}

/**
 * The callers of the goal tests: `su` (all data), `mgr` (the seeded manager: the cloud business
 * group and below), `park` (a manager of the Longhua park only, holding the goal buttons),
 * `zh` (the super admin in zh-CN); and the organisations by name.
 */
export async function goalWorld(t: TestApp) {
  const db = t.database.db;
  const park2 = await secondPark(t);
  const orgs = await db.select({ id: sysOrg.id, code: sysOrg.code }).from(sysOrg);
  const id = (code: string) => String(orgs.find((o) => o.code === code)!.id);
  const role = await buildRole(db, { permissions: GOAL_PERMISSIONS, menus: ['Absolute_Control', 'Project_Goal'], dataScopeType: 2 });
  const parkUser = await buildUser(db, { orgCode: 'fii-ccbg-longhua', roleIds: [role], password: PASSWORD });
  const tokens = {
    su: await login(t.app, 'superAdmin', DEMO.superAdmin),
    mgr: await login(t.app, 'manager', DEMO.manager),
    park: await login(t.app, parkUser.account, PASSWORD),
  };
  return {
    ids: {
      fii: id('fii'),
      ccbg: id('fii-ccbg'),
      iibg: id('fii-iibg'),
      longhua: id('fii-ccbg-longhua'),
      guanlan: String(park2),
      zhengzhou: id('fii-iibg-zhengzhou'),
      le: id('fii-ccbg-longhua-le1'),
    },
    su: caller(t, () => tokens.su),
    zh: caller(t, () => tokens.su, 'zh-CN'),
    mgr: caller(t, () => tokens.mgr),
    mgrZh: caller(t, () => tokens.mgr, 'zh-CN'),
    park: caller(t, () => tokens.park),
  };
}
export type GoalWorld = Awaited<ReturnType<typeof goalWorld>>;

/** The data of a successful call; throws with the envelope otherwise. */
export function ok<T>(res: Envelope): T {
  if (!res.success) throw new Error(`${res.code} ${res.message}`);
  return res.data as T;
}

export const twelve = (v: string) => Array.from({ length: 12 }, () => v);
/** A control row: the annual value and twelve equal months. */
export const ctl = (orgId: string, annual: string, month: string) => ({ orgId, annual, months: twelve(month) });
export const red = (orgId: string, total: string, reduce: string, replace: string, resolve: string) => ({
  orgId,
  total,
  reduce,
  replace,
  resolve,
});

export const CONTROL_SAVE = '/api/main/goal/control/save';
export const REDUCTION_SAVE = '/api/main/goal/reduction/save';
export const saveControl = (api: Api, year: number, rows: unknown[], submit = false, extra: Record<string, unknown> = {}) =>
  api.post(CONTROL_SAVE, { year, baselineYear: 2020, submit, rows, ...extra });
export const saveReduction = (api: Api, year: number, rows: unknown[], submit = false) =>
  api.post(REDUCTION_SAVE, { year, baselineYear: 2020, submit, rows });
