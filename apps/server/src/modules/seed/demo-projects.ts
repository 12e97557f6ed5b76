import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sysOrg, sysUser } from '../../platform/db/schema/index.js';
import { SEED_USERS } from './seed.data.js';
import { DEMO_SHOWCASE } from './demo-showcase.js';

/**
 * Demo energy-saving projects (issue 29), so the MACC and the overviews are not blank on a first start:
 * three projects of the Longhua legal entity entered by `manager` through the public call, with the demo
 * reviewers named. Figures are invented for the demonstration (the engine computes the reductions,
 * costs and paybacks from them); the projects are drafts the manager can submit to try the approval.
 */
const PROJECTS = [
  { name: '冷水机组磁悬浮改造（示范）', technology: 'chiller', before: '3200000', after: '2400000', investment: '180' },
  { name: '厂区 LED 照明替换（示范）', technology: 'lighting', before: '900000', after: '520000', investment: '45' },
  { name: '空压机变频改造（示范）', technology: 'air_compressor', before: '1500000', after: '1230000', investment: '60' },
] as const;

type Envelope = { success: boolean; code: number; message: string; data: unknown };

export async function seedDemoProjects(app: FastifyInstance, db: Db): Promise<void> {
  const manager = SEED_USERS.find((u) => u.account === 'manager')!;
  const call = async <T>(url: string, token: string | null, body: unknown): Promise<T> => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as object,
    });
    const env = res.json<Envelope>();
    if (!env.success) throw new Error(`demo projects: ${url} refused: ${env.code} ${env.message}`);
    return env.data as T;
  };
  const token = await call<string>('/api/main/login', null, { account: manager.account, password: manager.demoPassword });
  const [le] = await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'fii-ccbg-longhua-le1'));
  const accounts = DEMO_SHOWCASE.reviewers.map((r) => r.account);
  const users = await db.select({ id: sysUser.id, account: sysUser.account }).from(sysUser).where(inArray(sysUser.account, accounts));
  const idOf = (account: string) => users.find((u) => u.account === account)?.id;
  for (const p of PROJECTS) {
    await call('/api/main/project/add', token, {
      name: p.name,
      orgId: String(le!.id),
      projectType: '节能改造',
      technology: p.technology,
      energyObject: p.name,
      energyType: 'electricity',
      energyUnit: 'kWh',
      technologySource: 'external',
      threeR: 'reduce',
      responsiblePerson: '示范主管',
      estimatedStart: `${DEMO_SHOWCASE.year}-03-01`,
      estimatedEnd: `${DEMO_SHOWCASE.year}-10-31`,
      energyBefore: p.before,
      energyAfter: p.after,
      emissionFactor: '0.0005366',
      investment: p.investment,
      localEnergyPrice: '0.7',
      ...(idOf('supervisor') ? { supervisorReviewerId: String(idOf('supervisor')) } : {}),
      ...(idOf('bgReviewer') ? { businessGroupReviewerId: String(idOf('bgReviewer')) } : {}),
      ...(idOf('fiiReviewer') ? { fiiReviewerId: String(idOf('fiiReviewer')) } : {}),
    });
  }
}
