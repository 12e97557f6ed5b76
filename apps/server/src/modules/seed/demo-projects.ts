import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { sysOrg } from '../../platform/db/schema/index.js';
import { SEED_USERS } from './seed.data.js';
import { DEMO_SHOWCASE } from './demo-showcase.js';

/**
 * Demo energy-saving projects (issue 29), so the MACC and the overviews are not blank on a first start:
 * three projects of the Zhengzhou legal entity entered by the administrator through the public call (the
 * Longhua side is left to the manager and the demo reviewers, whose staged approval a new project tries).
 * Figures are invented for the demonstration (the engine computes the reductions, costs and paybacks).
 */
const PROJECTS = [
  { name: '冷水机组磁悬浮改造（示范）', technology: 'chiller', before: '3200000', after: '2400000', investment: '180' },
  { name: '厂区 LED 照明替换（示范）', technology: 'lighting', before: '900000', after: '520000', investment: '45' },
  { name: '空压机变频改造（示范）', technology: 'air_compressor', before: '1500000', after: '1230000', investment: '60' },
] as const;

type Envelope = { success: boolean; code: number; message: string; data: unknown };

export async function seedDemoProjects(app: FastifyInstance, db: Db): Promise<void> {
  const admin = SEED_USERS.find((u) => u.account === 'superAdmin')!;
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
  const token = await call<string>('/api/main/login', null, { account: admin.account, password: admin.demoPassword });
  const [le] = await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'fii-iibg-zhengzhou-le1'));
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
      responsiblePerson: '示范负责人',
      estimatedStart: `${DEMO_SHOWCASE.year}-03-01`,
      estimatedEnd: `${DEMO_SHOWCASE.year}-10-31`,
      energyBefore: p.before,
      energyAfter: p.after,
      emissionFactor: '0.0005366',
      investment: p.investment,
      localEnergyPrice: '0.7',
    });
  }
}
