import { eq } from 'drizzle-orm';
import { energyProject, energyProjectMeasurement, sysOrg, sysUser } from '../../platform/db/schema/index.js';
import type { TestApp } from '../../test/harness.js';
import { INPUTS, issue, ok, project, saveEntry, world, type World } from '../inventory/inventory.testing.js';
import { entryImportFile } from '../inventory/entry-import.testing.js';

/** Test helpers of goal achievement (not used by the app). */

/** A park (or any organisation) under the organisation `parentCode`. */
export async function addOrg(t: TestApp, code: string, parentCode: string, orgType = 'park'): Promise<string> {
  const db = t.database.db;
  const [parent] = await db.select().from(sysOrg).where(eq(sysOrg.code, parentCode));
  const [row] = await db
    .insert(sysOrg)
    .values({ pid: parent!.id, pids: `${parent!.pids}[${parent!.id}],`, name: `达成测试-${code}`, code, orgType })
    .returning({ id: sysOrg.id });
  return String(row!.id);
}

/** A monthly (or, month null, annual) inventory of the group issued to `codes`: its id and the task id by organisation code. */
export async function inventory(w: World, year: number, month: number | null, codes: string[]) {
  const p = await project(w, month === null ? { year, type: 'annual' } : { year, type: 'monthly', month });
  const tasks = await issue(w, p.id, codes);
  return { projectId: p.id, task: Object.fromEntries(codes.map((c) => [c, tasks.find((x) => x.orgId === w.org(c))!.id])) };
}

/** Saves the entries on the task and submits it with no approver: approved at once (status 7). */
export async function approve(
  w: World,
  taskId: string,
  inputs: Record<string, unknown>[],
  how: 'saved' | 'imported' = 'saved',
): Promise<void> {
  for (const input of inputs) {
    const scope = String(input.type).startsWith('electricity') ? 2 : 1;
    if (how === 'saved') ok(await saveEntry(w.su, taskId, { scope, input }));
    // an imported entry keeps its input in its stored result (ADR 019): the goals read it there
    else
      ok(
        await w.su.upload(
          `/api/main/inventoryEntry/import?taskId=${taskId}&scope=${scope}`,
          await entryImportFile('en-US', scope, [['Meter', 'Site', input as { type: string } & Record<string, unknown>]]),
        ),
      );
  }
  ok(await w.su.post('/api/main/inventoryTask/submit', { id: taskId, approverIds: ['none'] }));
}

export type ProjectSeed = {
  name: string;
  orgId: string;
  status: string;
  threeR: 'reduce' | 'replace' | 'resolve';
  annualCarbonReduction: string;
  energyBefore?: string;
  emissionFactor?: string;
  energyUnit?: string;
  estimatedStart?: string;
  estimatedEnd?: string;
  measurements?: [month: string, energyAfter: string][];
};

/**
 * An energy-saving project as the project module stores it, written directly (its workflow has
 * its own tests): the figures the goals read (status, 3R class, annual reduction, dates,
 * measurements).
 */
export async function energyProjectOf(t: TestApp, p: ProjectSeed): Promise<string> {
  const db = t.database.db;
  const [admin] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'superAdmin'));
  const [row] = await db
    .insert(energyProject)
    .values({
      number: `EPT-${p.name}`,
      name: p.name,
      orgId: Number(p.orgId),
      threeR: p.threeR,
      projectStatus: p.status,
      annualCarbonReduction: p.annualCarbonReduction,
      energyBefore: p.energyBefore ?? null,
      emissionFactor: p.emissionFactor ?? null,
      energyUnit: p.energyUnit ?? null,
      estimatedStart: p.estimatedStart ?? '2025-01-01',
      estimatedEnd: p.estimatedEnd ?? null,
      lifetimeUsed: 10,
      createdBy: admin!.id,
    })
    .returning({ id: energyProject.id });
  for (const [month, energyAfter] of p.measurements ?? [])
    await db.insert(energyProjectMeasurement).values({ projectId: row!.id, month, energyAfter, createdBy: admin!.id });
  return String(row!.id);
}

/** Twelve equal monthly targets. */
export const twelve = (v: string) => Array.from({ length: 12 }, () => v);

/** 100 MWh × 1 tCO2/MWh = 100 t (scope 2, location-based). */
export const HUNDRED_T = { type: 'electricity-location', kwh: '100000', gridFactor: '1' } as const;

export const P1 = 'fii-ccbg-longhua';
export const P2 = 'fii-ccbg-park2';
export const BG = 'fii-ccbg';

/**
 * The generated year both achievement suites read (hand-worked figures, AR5; see
 * inventory.testing INPUTS: gas 56.1545 t, grid 0.5 t, market location 1 t):
 * - a second park P2 beside the seeded Longhua park P1 under the cloud business group BG;
 * - control targets 2025 (submitted): Fii 2000 (170 a month), BG 1440 (120), P1 720 (60), P2 600 (50);
 *   2026: Fii, BG as 2025, P1 70.6 (6 a month); baseline year 2020;
 * - monthly inventories 2025 issued to the parks, months missing on purpose:
 *   January P1 gas + grid = 56.6545, P2 gas + market = 57.1545 (both approved);
 *   February P1 gas 56.1545 approved, P2's task never submitted;
 *   March only P1 issued: grid 0.5, approved;
 * - annual inventories of P1: 2020 and 2026, 100 t each;
 * - reduction targets 2025: Fii 1000 (500/300/200), BG 1000 (600/300/100), P1 600 (400/100/100), P2 400 (200/200/0).
 */
export async function achievementWorld(t: TestApp) {
  await addOrg(t, P2, BG);
  const w = await world(t);
  const control = (code: string, annual: string, month: string) => ({ orgId: w.org(code), annual, months: twelve(month) });
  const save = async (path: string, body: Record<string, unknown>) =>
    ok(await w.su.post(`/api/main/goal/${path}/save`, { baselineYear: 2020, submit: true, ...body }));
  await save('control', {
    year: 2025,
    rows: [control('fii', '2000', '170'), control(BG, '1440', '120'), control(P1, '720', '60'), control(P2, '600', '50')],
  });
  await save('control', { year: 2026, rows: [control('fii', '2000', '170'), control(BG, '1440', '120'), control(P1, '70.6', '6')] });
  const reduction = (code: string, total: string, reduce: string, replace: string, resolve: string) => ({
    orgId: w.org(code),
    total,
    reduce,
    replace,
    resolve,
  });
  await save('reduction', {
    year: 2025,
    rows: [
      reduction('fii', '1000', '500', '300', '200'),
      reduction(BG, '1000', '600', '300', '100'),
      reduction(P1, '600', '400', '100', '100'),
      reduction(P2, '400', '200', '200', '0'),
    ],
  });
  const m1 = await inventory(w, 2025, 1, [P1, P2]);
  await approve(w, m1.task[P1]!, [INPUTS.gas, INPUTS.grid]);
  await approve(w, m1.task[P2]!, [INPUTS.gas, INPUTS.market]);
  const m2 = await inventory(w, 2025, 2, [P1, P2]);
  await approve(w, m2.task[P1]!, [INPUTS.gas]);
  const m3 = await inventory(w, 2025, 3, [P1]);
  await approve(w, m3.task[P1]!, [INPUTS.grid], 'imported');
  for (const year of [2020, 2026]) {
    const a = await inventory(w, year, null, [P1]);
    await approve(w, a.task[P1]!, [HUNDRED_T]);
  }
  return { w, m1, m2, m3 };
}
