import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { CALLER_NAMES, CALLER_SPECS, orgSnapshot, ruleScope, setupWorld, TARGET_KINDS, type World } from '../../test/scope-fixtures.js';
import { newTally } from '../../test/scope-judge.js';
import type { TargetCtx } from '../../test/scope-org-cases.js';
import { PROJECT_OVERVIEW_LIST_CASES, PROJECT_OVERVIEW_TARGET_CASES } from './project-overview.scope-cases.js';

/**
 * The project overviews' data-scope cases on their own (the data-scope matrix runs them with every
 * module's): the matrix's three scoped callers against their own, a child, a grandchild, the parent,
 * a sibling and a foreign organisation.
 */
describe.each(dbKinds())('project overviews in the data-scope matrix on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await setupWorld(t);
  });
  afterAll(() => t.close());

  it(
    'each caller × target: answered in scope with in-scope projects only, 1013003 (import: 1012002) outside',
    { timeout: 240_000 },
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
          for (const run of PROJECT_OVERVIEW_TARGET_CASES) await run(ctx);
        }
      }
      for (const name of CALLER_NAMES) for (const run of PROJECT_OVERVIEW_LIST_CASES) await run({ w, tally, caller: w.callers[name] });
      expect(tally.unauthorised).toEqual([]);
      expect(tally.foreign).toEqual([]);
      expect(tally.wrong).toEqual([]);
      expect([...tally.routes].sort()).toEqual(
        ['export', 'import', 'investmentExport', 'investmentOverview', 'macc', 'progress', 'statusOverview']
          .map((a) => `${a === 'import' ? 'POST' : 'GET'} /api/main/project/${a}`)
          .sort(),
      );
      expect(tally.calls).toBeGreaterThan(3 * 6 * 7);
    },
  );
});
