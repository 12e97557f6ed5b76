import type { RequestContext } from '../../platform/http/context.js';
import type { TestApp } from '../../test/harness.js';
import { addOrg, inventory } from '../goal/goal-achievement.testing.js';
import { INPUTS, ok, saveEntry, world, type World } from '../inventory/inventory.testing.js';

/** Test helpers of the dashboard (not used by the app). */

export const BG = 'fii-ccbg';
export const P1 = 'fii-ccbg-longhua';
export const P2 = 'dash-p2';

/** Saves each [scope, input] on the task and submits it with no approver: approved at once (status 7). */
export async function approveWith(w: World, taskId: string, entries: [number, Record<string, unknown>][]): Promise<void> {
  for (const [scope, input] of entries) {
    const category = (input as { category?: number }).category;
    ok(await saveEntry(w.su, taskId, { scope, input, ...(category ? { category } : {}) }));
  }
  ok(await w.su.post('/api/main/inventoryTask/submit', { id: taskId, approverIds: ['none'] }));
}

/**
 * The dashboard's world (figures worked by hand from inventory.testing INPUTS, AR5):
 * a second park P2 beside the seeded Longhua park P1 under the cloud business group BG.
 * - annual 2025 issued to P1 and P2 (BG and the group have no task of their own):
 *   P1 gas 56.1545 (scope 1) + market electricity (scope 2 location 1, market 0.75) = 57.1545;
 *   P2 gas 56.1545 + business travel 0.1 (scope 3, category 6) = 56.2545; both approved;
 *   BG: scope 1 112.309, scope 2 location 1, market 0.75, scope 3 0.1, total 113.409, market total 113.159;
 * - annual 2024 issued to P1 only: grid 0.5, approved (BG's last year: 0.5);
 * - monthly 2025 January issued to P1: grid 0.5, approved; February issued to P2 with a deadline
 *   long past and never submitted (overdue; February not reported).
 */
export async function dashboardWorld(t: TestApp) {
  const p2 = await addOrg(t, P2, BG);
  const w = await world(t);
  const a25 = await inventory(w, 2025, null, [P1, P2]);
  await approveWith(w, a25.task[P1]!, [
    [1, INPUTS.gas],
    [2, INPUTS.market],
  ]);
  await approveWith(w, a25.task[P2]!, [
    [1, INPUTS.gas],
    [3, INPUTS.travel],
  ]);
  const a24 = await inventory(w, 2024, null, [P1]);
  await approveWith(w, a24.task[P1]!, [[2, INPUTS.grid]]);
  const jan = await inventory(w, 2025, 1, [P1]);
  await approveWith(w, jan.task[P1]!, [[2, INPUTS.grid]]);
  const feb = ok<{ id: string }>(
    await w.su.post('/api/main/inventoryProject/add', {
      name: 'Dashboard February',
      type: 'monthly',
      year: 2025,
      month: 2,
      orgId: w.org('fii'),
      deadline: '2025-03-10',
    }),
  );
  const febTasks = ok<{ id: string; orgId: string }[]>(
    await w.su.post('/api/main/inventoryTask/issue', {
      projectId: feb.id,
      orgIds: [p2],
      boundaryMethod: 'operational-control',
      inventoryWay: 'compliance',
    }),
  );
  return { w, p2, a25, a24, jan, febTask: febTasks[0]!.id };
}

/** A request context whose data scope is exactly these organisations (no session: the service alone). */
export function scopedContext(orgIds: number[], orgId: number | null = null): RequestContext {
  return {
    user: { id: 0, sessionId: '', account: 'scoped', name: 'scoped', adminType: 2, userType: 1, orgId, mustChangePassword: false },
    locale: 'en-US',
    actor: { id: null, account: null, requestId: null, ip: null },
    scope: async () => ({ all: false, orgIds }),
  };
}
