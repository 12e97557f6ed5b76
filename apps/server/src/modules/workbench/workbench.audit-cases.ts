import { eq } from 'drizzle-orm';
import { workbenchContract, type PushRow } from '@carbon/domain';
import { sysOrg, sysUser } from '../../platform/db/schema/index.js';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';

/** The super admin's id (the audit matrix calls as the super admin). */
async function adminId(kit: AuditKit): Promise<number> {
  const [u] = await kit.t.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'superAdmin'));
  return u!.id;
}

async function pushOne(kit: AuditKit): Promise<PushRow> {
  const [org] = await kit.t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'fii-ccbg'));
  const res = await kit.api.post(workbenchContract.endpoints.push.path, {
    title: `audit ${kit.unique()}`,
    content: 'audit matrix',
    orgIds: [String(org!.id)],
  });
  if (!res.success) throw new Error(res.message);
  return res.data as PushRow;
}

export const auditCases = defineAuditCases(workbenchContract, {
  todoStart: async (kit) => {
    const userId = await adminId(kit);
    const [id] = await kit.t.database.db.transaction((tx) =>
      kit.t.app.services.todo.add(tx, {
        userId,
        kind: 'approval',
        subjectType: 'approval',
        subjectId: 1,
        titleKey: 'approval.todo.decide',
        params: { title: 'audit matrix' },
        link: '/carbonButler/approvalCenter',
      }),
    );
    return { body: { id: String(id) } };
  },
  noticeRead: async (kit) => {
    const userId = await adminId(kit);
    const [id] = await kit.t.database.db.transaction((tx) =>
      kit.t.app.services.todo.notify(tx, {
        userId,
        kind: 'approval',
        titleKey: 'approval.notice.passed',
        params: { title: 'audit' },
        link: '/',
      }),
    );
    return { body: { ids: [String(id)] } };
  },
  noticeReadAll: async () => ({ body: {} }),
  entranceSave: async () => ({ body: { menuCodes: ['factor', 'exchangeRate'] } }),
  push: async (kit) => {
    const [org] = await kit.t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, 'fii-ccbg'));
    return { body: { title: 'audit matrix', content: 'audit matrix', orgIds: [String(org!.id)] } };
  },
  withdraw: async (kit) => ({ body: { id: (await pushOne(kit)).id } }),
});
