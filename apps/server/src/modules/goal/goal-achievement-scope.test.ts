import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { CALLER_NAMES, CALLER_SPECS, orgSnapshot, ruleScope, setupWorld, TARGET_KINDS, type World } from '../../test/scope-fixtures.js';
import { newTally } from '../../test/scope-judge.js';
import type { TargetCtx } from '../../test/scope-org-cases.js';
import { GOAL_ACHIEVEMENT_TARGET_CASES } from './goal-achievement.scope-cases.js';

/**
 * The goal-achievement cases of the data-scope matrix, run on their own: the matrix's three
 * scoped callers (a business group and below, another business group, a custom list) against
 * their own organisation, a child, a grandchild, the parent, a sibling and a foreign one.
 */
describe.each(dbKinds())('goal achievement in the data-scope matrix on %s', (kind) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await setupWorld(t);
  });
  afterAll(() => t?.close());

  it('every view honours the scope, caller × target: 0 unauthorised answers, 0 foreign rows', { timeout: 240_000 }, async () => {
    const tally = newTally();
    for (const name of CALLER_NAMES) {
      const scope = ruleScope(await orgSnapshot(t), CALLER_SPECS[name].rule);
      for (const target of TARGET_KINDS) {
        const id = w.target(name, target);
        const ctx: TargetCtx = {
          w,
          tally,
          caller: w.callers[name],
          kind: target,
          target: id,
          inScope: scope.has(id),
          who: `${name} → ${target}`,
        };
        for (const run of GOAL_ACHIEVEMENT_TARGET_CASES) await run(ctx);
      }
    }
    expect(tally.unauthorised).toEqual([]);
    expect(tally.foreign).toEqual([]);
    expect(tally.wrong).toEqual([]);
    expect(tally.routes.size).toBe(10);
    expect(tally.calls).toBeGreaterThan(180);
  });
});
