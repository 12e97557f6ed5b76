import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approvalDecision, energyProjectStatusLog } from '../../platform/db/schema/index.js';
import { login, createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../approval/testing.js';
import { caller } from '../factor/testing.js';
import { change, forceStatus, ok, projectWorld, submitted, URL, type Detail, type ProjectWorld } from './project.testing.js';

/** PGlite runs one transaction at a time and hides races: these run on PostgreSQL with two app processes' worth of apps. */
describe.skipIf(!dbKinds().includes('postgres'))('two app instances on one PostgreSQL database', () => {
  const env = { JWT_SECRET: 'project-test-secret-0123456789abcdef' };
  let a: TestApp;
  let b: TestApp;
  let w: ProjectWorld;
  beforeAll(async () => {
    a = await createTestApp({ kind: 'postgres', env });
    b = await createTestApp({ kind: 'postgres', env, databaseUrl: a.config.databaseUrl! });
    w = await projectWorld(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** The same user signed in on the other instance. */
  const onB = async (account: string) => {
    const token = await login(b.app, account, TEST_PASSWORD);
    return caller(b, () => token);
  };

  it('one approval step decided from both instances at once gives exactly one decision', async () => {
    const supervisorB = await onB(w.users.supervisor.account);
    for (let round = 0; round < 3; round++) {
      const d = await submitted(w);
      const decide = (api: typeof supervisorB, action: 'agree' | 'reject') =>
        api.post('/api/main/approval/decide', {
          id: d.flowId,
          action,
          comment: 'at once',
          ...(action === 'reject' ? { reason: 'No' } : {}),
        });
      const results = await Promise.all([decide(w.supervisor, 'agree'), decide(supervisorB, 'reject')]);
      expect(results.filter((r) => r.success)).toHaveLength(1);
      expect(results.filter((r) => !r.success).map((r) => r.code)).toEqual([2031003]);
      const decisions = await a.database.db
        .select({ d: approvalDecision.decision })
        .from(approvalDecision)
        .where(and(eq(approvalDecision.flowId, Number(d.flowId)), eq(approvalDecision.stepNo, 1)));
      expect(decisions).toHaveLength(1);
      const after = ok<Detail>(await w.engineer.get(`${URL('detail')}?id=${d.id}`));
      expect(after.approvalStatus).toBe(decisions[0]!.d === 'reject' ? 'rejected' : 'in_approval');
    }
  });

  it('a reviewer’s approve and reject of one review node at once: one change, the other "status already changed"', async () => {
    const supervisorB = await onB(w.users.supervisor.account);
    for (let round = 0; round < 3; round++) {
      const d = await submitted(w);
      await forceStatus(a, d.id, 'acceptance_completed', '2024-01-15');
      const from = { from: 'acceptance_completed' };
      const results = await Promise.all([
        change(w.supervisor, d.id, 'supervisor_review_completed', from),
        change(supervisorB, d.id, 'implementation_completed', { ...from, opinion: 'Redo' }),
      ]);
      expect(results.filter((r) => r.success)).toHaveLength(1);
      expect(results.filter((r) => !r.success).map((r) => r.code)).toEqual([2034003]);
      const logs = await a.database.db
        .select({ to: energyProjectStatusLog.toStatus })
        .from(energyProjectStatusLog)
        .where(and(eq(energyProjectStatusLog.projectId, Number(d.id)), eq(energyProjectStatusLog.fromStatus, 'acceptance_completed')));
      expect(logs).toHaveLength(1);
      expect(ok<Detail>(await w.engineer.get(`${URL('detail')}?id=${d.id}`)).status).toBe(logs[0]!.to);
    }
  });
});
