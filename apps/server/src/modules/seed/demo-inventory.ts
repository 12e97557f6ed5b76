import { FACTOR_SEED } from '@carbon/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { orgsByCode, userIdByAccount } from './seed.repo.js';
import { SEED_USERS } from './seed.data.js';

/**
 * The demo inventory seeded with the demo group in demo mode (DEMO=1): an annual 2025 project of the
 * group, issued to the two demo legal entities, each with a few emission sources, so that a first sign-in
 * shows an inventory to open, an approved one in the figures and an approval waiting for the manager.
 *
 * It goes through the public calls as the demo accounts would (inventory project, task issue, entry save,
 * submit), so every figure is computed by the engine with its factor version, explanation and audit record,
 * exactly like data a user enters. Its names say it is demo data; an administrator deletes it like any project.
 * Activity data are invented for the demonstration; the factors are the library's seeded public ones.
 */
export const DEMO_INVENTORY = {
  project: { name: '2025 年度温室气体盘查（示范数据）', type: 'annual', year: 2025, deadline: '2026-06-30' },
  /** Entity code → what it reports and whether it is approved at once (no approver) or waits for the manager. */
  tasks: [
    { org: 'fii-iibg-zhengzhou-le1', electricityKwh: '8400000', gasTenThousandNm3: '42', approver: 'none' },
    { org: 'fii-ccbg-longhua-le1', electricityKwh: '12500000', gasTenThousandNm3: '85', approver: 'manager' },
  ],
} as const;

type Envelope = { success: boolean; code: number; message: string; data: unknown };

const seedValue = (code: string) => {
  const row = FACTOR_SEED.find((r) => r.code === code);
  if (!row) throw new Error(`demo inventory: the factor library has no ${code}`);
  return row.value;
};

/** Creates the demo inventory; returns the project id. Runs once, right after the demo group is seeded. */
export async function seedDemoInventory(app: FastifyInstance, db: Db): Promise<string> {
  const admin = SEED_USERS.find((u) => u.account === 'superAdmin')!;
  const call = async <T>(method: 'GET' | 'POST', url: string, token: string | null, body?: unknown): Promise<T> => {
    const res = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const env = res.json<Envelope>();
    if (!env.success) throw new Error(`demo inventory: ${url} refused: ${env.code} ${env.message}`);
    return env.data as T;
  };
  const token = await call<string>('POST', '/api/main/login', null, { account: admin.account, password: admin.demoPassword });

  const codes = ['fii', ...DEMO_INVENTORY.tasks.map((t) => t.org)];
  const orgs = await orgsByCode(db, codes);
  const orgId = (code: string) => String(orgs.find((o) => o.code === code)!.id);
  const managerId = await userIdByAccount(db, 'manager');

  // The library's national grid average for 2022 (the newest published when the demo year closes).
  const grid = await call<{ rows: Array<{ id: string; code: string }> }>(
    'GET',
    '/api/main/factor/page?keyword=CN-GRID-AVG-2022&pageNo=1&pageSize=20',
    token,
  );
  const gridFactor = grid.rows.find((r) => r.code === 'CN-GRID-AVG-2022');
  if (!gridFactor) throw new Error('demo inventory: the factor library has no CN-GRID-AVG-2022');

  const project = await call<{ id: string }>('POST', '/api/main/inventoryProject/add', token, {
    ...DEMO_INVENTORY.project,
    orgId: orgId('fii'),
  });
  const tasks = await call<Array<{ id: string; orgId: string }>>('POST', '/api/main/inventoryTask/issue', token, {
    projectId: project.id,
    orgIds: DEMO_INVENTORY.tasks.map((t) => orgId(t.org)),
    boundaryMethod: 'operational-control',
    inventoryWay: 'compliance',
  });
  for (const spec of DEMO_INVENTORY.tasks) {
    const task = tasks.find((t) => t.orgId === orgId(spec.org));
    if (!task) throw new Error(`demo inventory: no task for ${spec.org}`);
    await saveDemoEntries((url, body) => call('POST', url, token, body), task.id, gridFactor.id, spec);
    const approverIds = spec.approver === 'none' ? ['none'] : [String(managerId!)];
    await call('POST', '/api/main/inventoryTask/submit', token, { id: task.id, approverIds });
  }
  return project.id;
}

/**
 * The demo's two emission sources of one task, through the public call: purchased electricity
 * (location-based, with the grid factor `gridFactorId`) and natural gas in a boiler (China's
 * accounting guideline defaults, as seeded in the factor library).
 */
export async function saveDemoEntries(
  post: (url: string, body: Record<string, unknown>) => Promise<unknown>,
  taskId: string,
  gridFactorId: string,
  spec: { electricityKwh: string; gasTenThousandNm3: string },
): Promise<void> {
  const save = (body: Record<string, unknown>) => post('/api/main/inventoryEntry/save', { taskId, ...body });
  await save({
    scope: 2,
    sourceName: '外购电力（示范）',
    input: { type: 'electricity-location', kwh: spec.electricityKwh },
    factorId: gridFactorId,
  });
  await save({
    scope: 1,
    sourceName: '燃气锅炉（示范）',
    input: {
      type: 'combustion-cn',
      consumption: spec.gasTenThousandNm3,
      consumptionUnit: '10^4 Nm3',
      ncv: seedValue('CN-FUEL-NG-NCV'),
      carbonContent: seedValue('CN-FUEL-NG-CC'),
      carbonContentUnit: 'tC/TJ',
      oxidationRate: String(Number(seedValue('CN-FUEL-NG-OF')) / 100),
    },
  });
}
