import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayContract } from '@carbon/domain';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { CALLER_NAMES, CALLER_SPECS, orgSnapshot, ruleScope, setupWorld, TARGET_KINDS, type World } from '../../test/scope-fixtures.js';
import { newTally } from '../../test/scope-judge.js';
import type { TargetCtx } from '../../test/scope-org-cases.js';
import { DISPLAY_LIST_CASES, DISPLAY_ORG_FREE_ROUTES, DISPLAY_TARGET_CASES } from './display.scope-cases.js';

/**
 * The display module's data-scope cases on their own (the data-scope matrix runs them with every
 * module's): the matrix's three scoped callers against their own organisation, a child, a
 * grandchild, the parent, a sibling and a foreign one; then the lists without an organisation.
 */
describe.each(dbKinds())('display in the data-scope matrix on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await setupWorld(t);
  });
  afterAll(() => t?.close());

  it(
    'each caller × target and each list: 0 unauthorised answers, 0 foreign rows, the map exactly the parks in reach',
    { timeout: 300_000 },
    async () => {
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
          for (const run of DISPLAY_TARGET_CASES) await run(ctx);
        }
      }
      for (const name of CALLER_NAMES) for (const run of DISPLAY_LIST_CASES) await run({ w, tally, caller: w.callers[name] });
      expect(tally.unauthorised).toEqual([]);
      expect(tally.foreign).toEqual([]);
      expect(tally.wrong).toEqual([]);
      // every display route is called here or declared free of organisations, and none is both
      const all = Object.values(displayContract.endpoints).map((e) => `${e.method} ${e.path}`);
      expect([...tally.routes, ...Object.keys(DISPLAY_ORG_FREE_ROUTES)].sort()).toEqual(all.sort());
      // 3 callers × 6 targets × (cockpit, map, add, revoke, uses), a screen per distinct target (10), 3 × (cockpit, map, page)
      const targets = new Set(CALLER_NAMES.flatMap((n) => TARGET_KINDS.map((k) => w.target(n, k))));
      expect(targets.size).toBe(10);
      expect(tally.calls).toBe(3 * 6 * 5 + 10 + 3 * 3);
    },
  );
});
