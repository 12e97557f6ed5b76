import { sql } from 'drizzle-orm';
import { it } from 'vitest';
import { createTestApp } from '../../test/harness.js';
import { CALLER_NAMES, CALLER_SPECS, orgSnapshot, ruleScope, setupWorld, TARGET_KINDS } from '../../test/scope-fixtures.js';
import { newTally } from '../../test/scope-judge.js';
import { ENV_RECORDS_LIST_CASES, ENV_RECORDS_TARGET_CASES } from './env-records.scope-cases.js';
import { WORKBENCH_LIST_CASES, WORKBENCH_TARGET_CASES } from '../workbench/workbench.scope-cases.js';

it('tmp', { timeout: 900_000 }, async () => {
  const t = await createTestApp({ kind: 'pglite' });
  const w = await setupWorld(t);
  const tally = newTally();
  for (const name of CALLER_NAMES) {
    const scope = ruleScope(await orgSnapshot(t), CALLER_SPECS[name].rule);
    for (const kind of TARGET_KINDS) {
      if (name !== 'mgrA' || kind !== 'own') continue;
      const target = w.target(name, kind);
      const ctx = { w, tally, caller: w.callers[name], kind, target, inScope: scope.has(target), who: `${name} → ${kind}` };
      await ENV_RECORDS_TARGET_CASES[0]!(ctx);
    }
    
  }
  console.log(JSON.stringify({ calls: tally.calls, u: tally.unauthorised, f: tally.foreign, wr: tally.wrong, routes: [...tally.routes] }, null, 1));
  const db = t.database.db;
  const q = async (x: string) => (await db.execute(sql.raw(x)));
  console.log(JSON.stringify(await q('select count(*) from env_waste_inventory')), JSON.stringify(await q('select count(*) filter (where withdrawn_at is not null) w, count(*) from notice_push')), JSON.stringify(await q('select created_by, count(*) from env_record_file group by 1')), JSON.stringify(await q("select construction_status, count(*) from env_permit group by 1")), JSON.stringify(await q("select status, count(*) from env_waste group by 1")));
  await t.close();
});
