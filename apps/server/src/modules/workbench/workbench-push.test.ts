import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { EntranceList, NoticeRow, Page, PushRow } from '@carbon/domain';
import { sysAudit, sysNotice } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { API, member, ok, orgIdOf, type Member } from './workbench.testing.js';

describe.each(dbKinds())('workbench pushes and entrances on %s', (kind) => {
  let t: TestApp;
  let su: ReturnType<typeof caller>;
  /** in the park longhua, its legal entity le1, the business group above, and another business group */
  let park: Member;
  let entity: Member;
  let bg: Member;
  let elsewhere: Member;
  const noticesOf = async (m: Member) => ok<Page<NoticeRow>>(await m.api.get(`${API}/notice/page?pageSize=50`)).rows;
  const pushRows = (m: Member) => noticesOf(m).then((rows) => rows.filter((r) => r.kind === 'push'));

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const token = await login(t.app, 'superAdmin', DEMO.superAdmin);
    su = caller(t, () => token);
    park = await member(t, 'fii-ccbg-longhua');
    entity = await member(t, 'fii-ccbg-longhua-le1');
    bg = await member(t, 'fii-ccbg');
    elsewhere = await member(t, 'fii-iibg');
  });
  afterAll(() => t.close());

  it('pushes a notice to an organisation subtree and to a role: one notice per recipient, audited; withdraws it from every list', async () => {
    const longhua = await orgIdOf(t, 'fii-ccbg-longhua');
    const sent = ok<PushRow>(
      await su.post(`${API}/push`, {
        title: 'Fire drill',
        content: 'Friday 10:00, all staff',
        orgIds: [String(longhua)],
        roleIds: [String(elsewhere.roleId)],
      }),
    );
    expect(sent).toMatchObject({ title: 'Fire drill', orgIds: [String(longhua)], roleIds: [String(elsewhere.roleId)], readCount: 0 });
    // the park and the entity below it, and the holder of the role; not the business group above
    for (const m of [park, entity, elsewhere])
      expect((await pushRows(m)).map((n) => [n.title, n.content, n.kindLabel, n.read, n.link])).toEqual([
        ['Fire drill', 'Friday 10:00, all staff', 'Administrator notice', false, `/workbench/historyNotice?push=${sent.id}`],
      ]);
    expect(await pushRows(bg)).toEqual([]);
    const seeded = sent.recipients; // seeded demo users of longhua and below receive it too
    expect(seeded).toBeGreaterThanOrEqual(3);
    const [audit] = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'notice_push'), eq(sysAudit.entityId, sent.id), eq(sysAudit.action, 'push')));
    expect(audit!.actorAccount).toBe('superAdmin');

    ok(await entity.api.post(`${API}/notice/readAll`, {}));
    const listed = ok<Page<PushRow>>(await su.get(`${API}/push/page`)).rows.find((p) => p.id === sent.id)!;
    expect([listed.readCount, listed.withdrawnAt]).toEqual([1, null]);

    const withdrawn = ok<PushRow>(await su.post(`${API}/push/withdraw`, { id: sent.id }));
    expect(withdrawn.withdrawnAt).not.toBeNull();
    for (const m of [park, entity, elsewhere]) expect(await pushRows(m)).toEqual([]);
    expect(ok(await park.api.get(`${API}/notice/counts`))).toEqual({ unread: 0, total: 0 });
    // kept for the record, and the reads before the withdrawal still count
    expect((await t.database.db.select().from(sysNotice).where(eq(sysNotice.userId, park.id))).length).toBe(1);
    expect(ok<Page<PushRow>>(await su.get(`${API}/push/page?status=withdrawn`)).rows.map((p) => [p.id, p.readCount])).toEqual([
      [sent.id, 1],
    ]);
    const again = await su.post(`${API}/push/withdraw`, { id: sent.id });
    expect([again.success, again.code, again.message]).toEqual([false, 2047004, 'This notice has already been withdrawn']);
  });

  it('limits pushing to the permission and the pusher’s data scope', async () => {
    const iibg = await orgIdOf(t, 'fii-iibg');
    const plain = await su.post(`${API}/push`, { title: 'x', content: 'y', orgIds: [String(iibg)] });
    expect(plain.success).toBe(true);
    const noPerm = await park.api.post(`${API}/push`, { title: 'x', content: 'y', orgIds: [String(park.orgId)] });
    expect([noPerm.success, noPerm.code]).toEqual([false, 1013002]);
    // an administrator of the park may push within it, not to another business group
    const admin = await member(t, 'fii-ccbg-longhua', ['workbench_push', 'workbench_withdraw']);
    const foreign = await admin.api.post(`${API}/push`, { title: 'x', content: 'y', orgIds: [String(iibg)] });
    expect([foreign.success, foreign.code]).toEqual([false, 1013003]);
    const foreignRole = await admin.api.post(`${API}/push`, { title: 'x', content: 'y', roleIds: [String(elsewhere.roleId)] });
    expect([foreignRole.success, foreignRole.code]).toEqual([false, 1013003]);
    const own = ok<PushRow>(await admin.api.post(`${API}/push`, { title: 'Park only', content: 'y', orgIds: [String(entity.orgId)] }));
    expect((await pushRows(entity)).map((n) => n.title)).toContain('Park only');
    expect((await pushRows(park)).map((n) => n.title)).not.toContain('Park only');
    // the group's push is not theirs to list or withdraw
    const pages = ok<Page<PushRow>>(await admin.api.get(`${API}/push/page`)).rows.map((p) => p.id);
    expect(pages).toEqual([own.id]);
    const cannot = await admin.api.post(`${API}/push/withdraw`, { id: (plain.data as PushRow).id });
    expect([cannot.success, cannot.code]).toEqual([false, 1013003]);
    const none = await su.post(`${API}/push`, { title: 'x', content: 'y' });
    expect([none.success, none.code, none.field]).toEqual([false, 1012001, 'orgIds']);
    expect(none.message).toContain('Choose the organisations or roles to notify');
  });

  it('keeps at most three common entrances the user can open; a fourth or a page they cannot open is refused in their language', async () => {
    const u = await member(t, 'fii-ccbg-longhua-le1', ['BasicModule', 'exchangeRate', 'factor', 'inventoryTask', 'approvalCenter']);
    const listed = ok<EntranceList>(await u.api.get(`${API}/entrance/list`));
    // pages, not the directory above them
    expect(listed.options.map((o) => o.menuCode).sort()).toEqual(['approvalCenter', 'exchangeRate', 'factor', 'inventoryTask']);
    expect(listed.selected).toEqual([]);
    const saved = ok<EntranceList>(await u.api.post(`${API}/entrance/save`, { menuCodes: ['factor', 'inventoryTask', 'exchangeRate'] }));
    expect(saved.selected.map((s) => [s.menuCode, s.path])).toEqual([
      ['factor', '/BasicModule/factor'],
      ['inventoryTask', '/carbonButler/inventoryTask'],
      ['exchangeRate', '/BasicModule/exchangeRate'],
    ]);
    const fourth = await u.api.post(`${API}/entrance/save`, { menuCodes: ['factor', 'inventoryTask', 'exchangeRate', 'approvalCenter'] });
    expect([fourth.success, fourth.code, fourth.field]).toEqual([false, 1012001, 'menuCodes']);
    expect(fourth.message).toBe('Parameter error: You can set at most 3 common entrances');
    const zh = await caller(t, () => u.token, 'zh-CN').post(`${API}/entrance/save`, { menuCodes: ['a', 'b', 'c', 'd'] });
    expect(zh.code).toBe(1012001);
    expect(zh.message).toContain('常用入口最多设置 3 个');
    const cannot = await u.api.post(`${API}/entrance/save`, { menuCodes: ['factor', 'orgManage'] });
    expect([cannot.success, cannot.code, cannot.message]).toEqual([false, 1012001, '"orgManage" is not a menu page you can open']);
    // nothing changed by the refusals; stored per user
    expect(ok<EntranceList>(await u.api.get(`${API}/entrance/list`)).selected.map((s) => s.menuCode)).toEqual([
      'factor',
      'inventoryTask',
      'exchangeRate',
    ]);
    expect(ok<EntranceList>(await entity.api.get(`${API}/entrance/list`)).selected).toEqual([]);
  });
});
