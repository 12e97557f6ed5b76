import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carbon/domain';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addBody, addUser, api, idOf, PASSWORD, signInDemo, signInFresh, type Api } from './user.fixtures.js';

type Detail = {
  id: string;
  account: string;
  name: string;
  version: number;
  sysEmpInfo: { jobNum: string; orgId: string; positions: { posCode: string }[] };
};

/**
 * Lost updates on real PostgreSQL (conventions: PGlite runs one transaction at a time and
 * hides races). Two administrators, each with their own session, edit the same account at
 * the same moment from the same version: exactly one wins, the other gets 1017004, and the
 * stored row is the winner's.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent account edits on postgres', () => {
  let t: TestApp;
  let a: Api;
  let first: string;
  let second: string;
  let org: { fii: string; le1: string };
  let pos: { engineer: string; manager: string };

  beforeAll(async () => {
    t = await createTestApp({ kind: 'postgres' });
    a = api(t);
    const db = t.database.db;
    org = { fii: await idOf(db, 'org', 'fii'), le1: await idOf(db, 'org', 'fii-ccbg-longhua-le1') };
    pos = { engineer: await idOf(db, 'pos', 'engineer'), manager: await idOf(db, 'pos', 'manager') };
    first = (await signInDemo(t)).superAdmin;
    // The second administrator: a new account holding the admin role, signed in on its own session.
    const body = addBody(org.fii, [pos.manager], { userType: 1 });
    const id = await addUser(t, first, body);
    const granted = await a.post('/api/main/sysUser/grantRole', { id, grantRoleIdList: [await idOf(db, 'role', 'admin')] }, first);
    expect(granted.success).toBe(true);
    second = await signInFresh(t, body.account, PASSWORD, id);
  });
  afterAll(() => t?.close());

  it.each([1, 2, 3, 4, 5])('round %i: exactly one of two simultaneous edits wins; the other gets 1017004 and nothing is lost', async () => {
    const target = await addUser(t, first, addBody(org.fii, [pos.engineer]));
    const read = (await a.get(`/api/main/sysUser/detail?id=${target}`, first)).data as Detail;
    const editBy = (name: string, jobNum: string, orgId: string, posId: string) => ({
      ...addBody(orgId, [posId], { account: read.account, name }),
      sysEmpParam: { orgId, jobNum, posIdList: [posId] },
      id: target,
      version: read.version,
    });
    const edits = [editBy('甲方改', 'A-1', org.fii, pos.engineer), editBy('乙方改', 'B-2', org.le1, pos.manager)];
    const results = await Promise.all([
      a.post('/api/main/sysUser/edit', edits[0], first, 'en-US'),
      a.post('/api/main/sysUser/edit', edits[1], second, 'en-US'),
    ]);

    expect(results.filter((r) => r.success)).toHaveLength(1);
    const loser = results.find((r) => !r.success)!;
    expect(loser.code).toBe(1017004);
    expect(loser.message).toBe(MESSAGES['en-US']['error.1017004']);
    const winner = edits[results.findIndex((r) => r.success)]!;
    const stored = (await a.get(`/api/main/sysUser/detail?id=${target}`, first)).data as Detail;
    expect(stored).toMatchObject({
      name: winner.name,
      version: read.version + 1,
      sysEmpInfo: { jobNum: winner.sysEmpParam.jobNum, orgId: winner.sysEmpParam.orgId },
    });
    expect(stored.sysEmpInfo.positions).toHaveLength(1);
    expect(stored.sysEmpInfo.positions[0]!.posCode).toBe(winner.sysEmpParam.posIdList[0] === pos.engineer ? 'engineer' : 'manager');
  });
});
