import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { sysAudit, sysOrg } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import { buildOrg, call, orgDetail, orgWorld, uniq, type Caller } from './org-test-kit.js';

/**
 * POST /sysOrg/edit, the edit the XiaoNuo 1.x client sends (`{id, pid, name, code, sort, remark}`,
 * no version): editWithPark without a park change (issue 8, compatibility).
 */
describe.each(dbKinds())('sysOrg/edit for XiaoNuo 1.x clients (%s)', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let manager: Caller;
  let ids: Awaited<ReturnType<typeof orgWorld>>['ids'];

  beforeAll(async () => {
    t = await createTestApp({ kind });
    ({ admin, manager, ids } = await orgWorld(t));
  });
  afterAll(() => t?.close());

  /** A business unit with a park of its own, under the manager's business group. */
  async function orgWithPark() {
    const parkCode = uniq('park-');
    const org = await buildOrg(t, admin, { pid: ids['fii-ccbg'], park: { name: `园区${parkCode}`, code: parkCode } });
    const d = await orgDetail(t, admin, org.id);
    expect(d.park).not.toBeNull();
    return { ...org, detail: d };
  }

  const lastAudit = async (id: string) =>
    (
      await t.database.db
        .select()
        .from(sysAudit)
        .where(and(eq(sysAudit.entity, 'sysOrg'), eq(sysAudit.entityId, id)))
        .orderBy(desc(sysAudit.id))
        .limit(1)
    )[0];

  it('edits without a version, keeps the park, and audits the edit as unversioned', async () => {
    const org = await orgWithPark();
    const body = { id: org.id, pid: ids['fii-ccbg'], name: `${org.name}改`, code: org.code, sort: 7, remark: '来自旧客户端' };
    const res = await call<{ id: string; version: number }>(t, admin, 'POST', 'sysOrg/edit', body);
    expect(res).toMatchObject({ success: true, code: 200, data: { id: org.id, version: org.version + 1 } });
    const after = await orgDetail(t, admin, org.id);
    expect(after).toMatchObject({ name: body.name, sort: 7, remark: '来自旧客户端' });
    expect((after.park as { id: string }).id).toBe((org.detail.park as { id: string }).id);
    expect(await lastAudit(org.id)).toMatchObject({ action: 'edit', reason: 'unversioned' });
  });

  it('ignores a park in the body: the park never changes through sysOrg/edit', async () => {
    const org = await orgWithPark();
    const body = { id: org.id, pid: ids['fii-ccbg'], name: org.name, code: org.code, sort: 100, park: null };
    expect((await call(t, admin, 'POST', 'sysOrg/edit', body)).success).toBe(true);
    const [row] = await t.database.db
      .select({ parkId: sysOrg.parkId })
      .from(sysOrg)
      .where(eq(sysOrg.id, Number(org.id)));
    expect(String(row!.parkId)).toBe((org.detail.park as { id: string }).id);
  });

  it('keeps the optimistic lock when a version is sent', async () => {
    const org = await buildOrg(t, admin, { pid: ids['fii-ccbg'] });
    const body = { id: org.id, pid: ids['fii-ccbg'], name: org.name, code: org.code, sort: 100 };
    expect((await call(t, admin, 'POST', 'sysOrg/edit', { ...body, version: org.version })).success).toBe(true);
    const stale = await call(t, admin, 'POST', 'sysOrg/edit', { ...body, remark: 'late', version: org.version });
    expect(stale).toMatchObject({ success: false, code: 1017004 });
    const audit = await lastAudit(org.id);
    expect(audit?.reason ?? null).toBeNull();
  });

  it('applies the same rules as editWithPark: data scope and unique names', async () => {
    const foreign = { id: ids['fii-iibg'], pid: ids.fii, name: 'x', code: 'fii-iibg', sort: 1 };
    expect(await call(t, manager, 'POST', 'sysOrg/edit', foreign)).toMatchObject({ success: false, code: 1013003 });
    const a = await buildOrg(t, admin, { pid: ids['fii-ccbg'] });
    const b = await buildOrg(t, admin, { pid: ids['fii-ccbg'] });
    const clash = await call(t, admin, 'POST', 'sysOrg/edit', { id: b.id, pid: ids['fii-ccbg'], name: a.name, code: b.code, sort: 1 });
    expect(clash).toMatchObject({ success: false, code: 2017003 });
  });
});
