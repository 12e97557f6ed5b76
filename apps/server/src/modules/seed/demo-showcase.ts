import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { orgsByCode, posIdByCode, roleIdByCode, userIdByAccount } from './seed.repo.js';
import { SEED_USERS } from './seed.data.js';
import { seedDemoEnvironment } from './demo-environment.js';
import { seedDemoGoals } from './demo-goals.js';

/**
 * More of the product to try at once in demo mode (issue 29), entered through the public calls as an
 * administrator would, so each row is real (validated, audited):
 * - the reviewers of a project's staged approval: a park supervisor and a business-group reviewer on each
 *   side (cloud computing: Longhua; industrial internet: Zhengzhou) and a Fii reviewer, each with the seeded
 *   manager role (approval rights over their organisation and below), so the manager's four pickers offer
 *   more than the super administrator, and the demo projects of Zhengzhou are approved by people other than
 *   their submitter (`demo-projects.ts`);
 * - the exchange rates of the demo year (monthly, to US dollars) for the currencies of the demo group;
 * - the demo year's control targets with twelve approved monthly inventories of one entity (`demo-goals.ts`);
 * - one environmental monitoring point with a day of readings (`demo-environment.ts`).
 * Rates are rounded illustrations, named as demo data in their source; replace them with the group's own.
 */
export const DEMO_SHOWCASE = {
  reviewers: [
    { account: 'supervisor', name: '示范园区主管', org: 'fii-ccbg-longhua', jobNum: 'DEMO-S01' },
    { account: 'bgReviewer', name: '示范事业群审核人', org: 'fii-ccbg', jobNum: 'DEMO-B01' },
    { account: 'fiiReviewer', name: '示范 Fii 审核人', org: 'fii', jobNum: 'DEMO-F01' },
    { account: 'zzSupervisor', name: '示范郑州园区主管', org: 'fii-iibg-zhengzhou', jobNum: 'DEMO-S02' },
    { account: 'iibgReviewer', name: '示范工业互联网审核人', org: 'fii-iibg', jobNum: 'DEMO-B02' },
  ],
  /** The reviewers' password in demo mode (the policy's; changed at the first sign-in like any new account). */
  password: 'Carbon@Rev1',
  year: 2025,
  rates: [
    { currency: 'CNY', rateToUsd: '0.139' },
    { currency: 'TWD', rateToUsd: '0.031' },
    { currency: 'EUR', rateToUsd: '1.1' },
  ],
  rateSource: '示范数据（近似值，仅供演示）',
} as const;

type Envelope = { success: boolean; code: number; message: string; data: unknown };

/** Seeds the reviewers and the exchange rates; runs once, right after the demo inventory. */
export async function seedDemoShowcase(app: FastifyInstance, db: Db): Promise<void> {
  const token = await seedDemoReviewers(app, db);
  for (const rate of DEMO_SHOWCASE.rates)
    for (let month = 1; month <= 12; month++)
      await post(app, '/api/main/exchangeRate/add', token, { ...rate, year: DEMO_SHOWCASE.year, month, source: DEMO_SHOWCASE.rateSource });

  await seedDemoGoals(app, db);
  await seedDemoEnvironment(app, db);
}

async function post<T>(app: FastifyInstance, url: string, token: string | null, body: unknown): Promise<T> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
  const env = res.json<Envelope>();
  if (!env.success) throw new Error(`demo showcase: ${url} refused: ${env.code} ${env.message}`);
  return env.data as T;
}

/** The reviewer accounts (DEMO_SHOWCASE.reviewers), added and granted the manager role by the super administrator, whose session it answers. */
export async function seedDemoReviewers(app: FastifyInstance, db: Db): Promise<string> {
  const admin = SEED_USERS.find((u) => u.account === 'superAdmin')!;
  const call = <T>(url: string, token: string | null, body: unknown) => post<T>(app, url, token, body);
  const token = await call<string>('/api/main/login', null, { account: admin.account, password: admin.demoPassword });

  const codes = DEMO_SHOWCASE.reviewers.map((r) => r.org);
  const orgs = await orgsByCode(db, codes);
  const posId = await posIdByCode(db, 'manager');
  const roleId = await roleIdByCode(db, 'manager');
  if (posId === undefined || roleId === undefined) throw new Error('demo showcase: the seeded manager position or role is missing');
  for (const r of DEMO_SHOWCASE.reviewers) {
    const orgId = orgs.find((o) => o.code === r.org)?.id;
    if (!orgId) throw new Error(`demo showcase: no organisation ${r.org}`);
    await call('/api/main/sysUser/add', token, {
      account: r.account,
      name: r.name,
      userType: 2,
      sysEmpParam: { orgId: String(orgId), jobNum: r.jobNum, posIdList: [String(posId)] },
      password: DEMO_SHOWCASE.password,
      confirm: DEMO_SHOWCASE.password,
    });
    const userId = await userIdByAccount(db, r.account);
    await call('/api/main/sysUser/grantRole', token, { id: String(userId!), grantRoleIdList: [String(roleId)] });
  }
  return token;
}
