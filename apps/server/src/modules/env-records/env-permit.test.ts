import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAudit, sysNotice } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, testClock, type TestApp } from '../../test/harness.js';
import { PDF } from '../certificate/certificate.testing.js';
import { ok, world, type World } from '../inventory/inventory.testing.js';
import { addHonor, addPermit, addPlan, permitBody } from './env-records.testing.js';
import { EXPIRY_JOB } from './reminders.js';

type Permit = {
  id: string;
  version: number;
  constructionStatus: number;
  startedAt: string | null;
  acceptedAt: string | null;
  fileCount: number;
};

describe.each(dbKinds())('EIA projects, emergency plans and honours on %s', (kind) => {
  let t: TestApp;
  let w: World;
  const clock = testClock();
  const DAY = 86_400_000;
  /** The day `n` days after the clock's start (UTC), as the server reads it. */
  const start = clock.now().getTime();
  const dayAt = (n: number) => new Date(start + n * DAY).toISOString().slice(0, 10);
  const le1 = () => w.org('fii-ccbg-longhua-le1');
  const foreign = () => w.org('fii-iibg-zhengzhou-le1');

  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
    w = await world(t);
  });
  afterAll(() => t.close());

  it('keeps projects, plans and honours within the data scope', async () => {
    const theirs = await addPermit(w.su, foreign());
    const mine = await addPermit(w.mgr, le1());
    expect(mine.constructionStatus).toBe(1);
    expect((await w.mgr.post('/api/main/envPermit/add', permitBody(foreign()))).code).toBe(1013003);
    expect((await w.mgr.get(`/api/main/envPermit/detail?id=${theirs.id}`)).code).toBe(1013003);
    const page = ok<{ rows: { id: string }[] }>(await w.mgr.get('/api/main/envPermit/page?pageSize=200'));
    expect(page.rows.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id]));
    expect(page.rows.map((r) => r.id)).not.toContain(theirs.id);
    const plan = await addPlan(w.su, foreign());
    expect((await w.mgr.post('/api/main/emergencyPlan/delete', { id: plan.id })).code).toBe(1013003);
    const honor = await addHonor(w.su, foreign());
    expect((await w.mgr.get(`/api/main/envHonor/detail?id=${honor.id}`)).code).toBe(1013003);
    expect((await w.zh.post('/api/main/envHonor/add', { orgId: le1() })).code).toBe(1013002);
  });

  it('moves the construction status along the transitions only, audited as its own action', async () => {
    const p = await addPermit(w.mgr, le1());
    const skip = await w.mgr.post('/api/main/envPermit/status', { id: p.id, version: p.version, to: 4, date: '2025-05-01' });
    expect(skip).toMatchObject({ code: 2052002, field: 'to' });
    expect(skip.message).toBe('The construction status cannot change from "Planned" to "Accepted"');
    const started = ok<Permit>(
      await w.mgr.post('/api/main/envPermit/status', { id: p.id, version: p.version, to: 2, note: 'ground broken' }),
    );
    expect(started).toMatchObject({ constructionStatus: 2, startedAt: dayAt(0) });
    expect((await w.mgr.post('/api/main/envPermit/status', { id: p.id, version: p.version, to: 3 })).code).toBe(1017004);
    const debugging = ok<Permit>(await w.mgr.post('/api/main/envPermit/status', { id: p.id, version: started.version, to: 3 }));
    expect((await w.mgr.post('/api/main/envPermit/status', { id: p.id, version: debugging.version, to: 4 })).code).toBe(2052003);
    const accepted = ok<Permit>(
      await w.mgr.post('/api/main/envPermit/status', { id: p.id, version: debugging.version, to: 4, date: '2024-05-30' }),
    );
    expect(accepted).toMatchObject({ constructionStatus: 4, acceptedAt: '2024-05-30' });
    expect((await w.mgr.post('/api/main/envPermit/status', { id: p.id, version: accepted.version, to: 5 })).code).toBe(2052002);
    const trail = await t.database.db
      .select({ action: sysAudit.action, reason: sysAudit.reason })
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'env_permit'), eq(sysAudit.entityId, p.id), eq(sysAudit.action, 'construction-status')));
    expect(trail).toHaveLength(3);
    expect(trail.map((r) => r.reason)).toContain('建设状态：拟建 → 在建；ground broken');
  });

  it('refuses dates out of order naming the later field', async () => {
    const res = await w.mgr.post('/api/main/emergencyPlan/add', {
      orgId: le1(),
      planType: 1,
      name: 'x',
      filingNumber: 'n',
      validFrom: dayAt(10),
      validTo: dayAt(1),
    });
    expect(res).toMatchObject({ code: 2052006, field: 'validTo', message: 'Valid to must not be earlier than Valid from' });
  });

  it('stores approval documents through the file storage, in scope, checked by content', async () => {
    const p = await addPermit(w.mgr, le1());
    const file = ok<{ id: string; name: string }>(await w.mgr.upload('/api/main/envPermit/upload', PDF, 'approval.pdf', { ownerId: p.id }));
    expect(ok<{ fileCount: number }>(await w.mgr.get(`/api/main/envPermit/detail?id=${p.id}`)).fileCount).toBe(1);
    const fake = await w.mgr.upload('/api/main/envPermit/upload', Buffer.from('not a pdf'), 'fake.pdf', { ownerId: p.id });
    expect(fake.code).toBe(2052008);
    const download = await w.mgr.download(`/api/main/envPermit/download?id=${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
    const theirs = await addPermit(w.su, foreign());
    expect((await w.mgr.upload('/api/main/envPermit/upload', PDF, 'a.pdf', { ownerId: theirs.id })).code).toBe(1013003);
    expect((await w.mgr.download(`/api/main/emergencyPlan/download?id=${file.id}`)).json()).toMatchObject({ code: 2052007 });
  });

  it('reminds once per plan and validity window, with a controlled clock', async () => {
    const plan = await addPlan(w.mgr, le1(), { name: 'Expiring plan', validFrom: dayAt(-300), validTo: dayAt(45) });
    const honor = await addHonor(w.mgr, le1(), { name: 'Expiring honour', issuedDate: dayAt(-300), validTo: dayAt(80) });
    await addPlan(w.mgr, le1(), { name: 'Later plan', validFrom: dayAt(-300), validTo: dayAt(400) });
    const notices = async () =>
      (
        await t.database.db
          .select({ titleKey: sysNotice.titleKey, params: sysNotice.params })
          .from(sysNotice)
          .where(eq(sysNotice.kind, 'env_expiry'))
      ).map((n) => `${n.titleKey}:${String((typeof n.params === 'string' ? JSON.parse(n.params) : n.params).name)}`);
    // day 0: the window reaches day 30, nothing is due yet
    expect(await t.app.services.scheduler.runNow(EXPIRY_JOB)).toBe(true);
    expect(await notices()).toEqual([]);
    clock.advance(20 * DAY); // day 20: the window reaches day 50, the plan (day 45) is due
    await t.app.services.scheduler.runNow(EXPIRY_JOB);
    await t.app.services.scheduler.runNow(EXPIRY_JOB);
    expect(await notices()).toEqual(['envRecords.notice.planExpiring:Expiring plan']);
    clock.advance(40 * DAY); // day 60: the honour (day 80) is due; the plan was already reminded for day 45
    await t.app.services.scheduler.runNow(EXPIRY_JOB);
    expect((await notices()).sort()).toEqual([
      'envRecords.notice.honorExpiring:Expiring honour',
      'envRecords.notice.planExpiring:Expiring plan',
    ]);
    // renewed validity (day 85): a new window, reminded again when it comes; signed in again after the clock moved
    w = await world(t);
    const renewed = ok<{ version: number }>(await w.mgr.get(`/api/main/emergencyPlan/detail?id=${plan.id}`));
    ok(
      await w.mgr.post('/api/main/emergencyPlan/edit', {
        ...(await planBodyOf(plan.id)),
        validTo: dayAt(85),
        id: plan.id,
        version: renewed.version,
      }),
    );
    await t.app.services.scheduler.runNow(EXPIRY_JOB);
    expect((await notices()).filter((n) => n.endsWith('Expiring plan'))).toHaveLength(2);
    expect(honor.id).toBeTruthy();
  });

  async function planBodyOf(id: string) {
    const p = ok<Record<string, unknown>>(await w.mgr.get(`/api/main/emergencyPlan/detail?id=${id}`));
    return { orgId: p.orgId, planType: p.planType, name: p.name, filingNumber: p.filingNumber, validFrom: p.validFrom, validTo: p.validTo };
  }

  it('lists the ISO 14064 statements of certificate management with the honours, without a copy', async () => {
    const cert = ok<{ id: string }>(
      await w.su.upload('/api/main/certificate/add', PDF, 'statement.pdf', {
        year: '2024',
        orgId: le1(),
        inventoryObject: 'LE1 2024',
        author: 'Officer',
      }),
    );
    const page = ok<{ rows: { certificateId: string; verifier: string | null }[] }>(await w.mgr.get('/api/main/envHonor/verifications'));
    expect(page.rows.map((r) => r.certificateId)).toContain(cert.id);
    const foreignCert = ok<{ id: string }>(
      await w.su.upload('/api/main/certificate/add', PDF, 'statement.pdf', {
        year: '2024',
        orgId: foreign(),
        inventoryObject: 'ZZ 2024',
        author: 'Officer',
      }),
    );
    const mine = ok<{ rows: { certificateId: string }[] }>(await w.mgr.get('/api/main/envHonor/verifications'));
    expect(mine.rows.map((r) => r.certificateId)).not.toContain(foreignCert.id);
  });
});
