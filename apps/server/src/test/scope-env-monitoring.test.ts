import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from './harness.js';
import { CALLER_NAMES, CALLER_SPECS, orgSnapshot, ruleScope, setupWorld, TARGET_KINDS, type World } from './scope-fixtures.js';
import { newTally } from './scope-judge.js';
import type { TargetCtx } from './scope-org-cases.js';
import { ENV_MONITORING_LIST_CASES, ENV_MONITORING_TARGET_CASES } from './scope-env-monitoring-cases.js';

/**
 * The environmental-monitoring part of the data-scope matrix on its own (the whole matrix runs
 * them too): every caller × target on the points, data and alarm routes, and the lists.
 */
describe.each(dbKinds())('data scope of environmental monitoring on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await setupWorld(t);
  });
  afterAll(() => t?.close());

  it('0 unauthorised successes, 0 foreign rows, no in-scope refusal', { timeout: 300_000 }, async () => {
    const tally = newTally();
    for (const name of CALLER_NAMES) {
      const scope = ruleScope(await orgSnapshot(t), CALLER_SPECS[name].rule);
      for (const target of TARGET_KINDS) {
        const org = w.target(name, target);
        const ctx: TargetCtx = {
          w,
          tally,
          caller: w.callers[name],
          kind: target,
          target: org,
          inScope: scope.has(org),
          who: `${name} → ${target}`,
        };
        for (const run of ENV_MONITORING_TARGET_CASES) await run(ctx);
      }
      for (const run of ENV_MONITORING_LIST_CASES) await run({ w, tally, caller: w.callers[name] });
    }
    expect(tally.unauthorised).toEqual([]);
    expect(tally.foreign).toEqual([]);
    expect(tally.wrong).toEqual([]);
    expect(tally.routes.size).toBeGreaterThanOrEqual(20);
  });
});
