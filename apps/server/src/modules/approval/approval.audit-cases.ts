import { eq } from 'drizzle-orm';
import { STATUS, approvalContract } from '@carbon/domain';
import { sysUser } from '../../platform/db/schema/index.js';
import { defineAuditCases, type AuditKit } from '../../test/audit-cases.js';
import type { TestApp } from '../../test/harness.js';
import { makeUser, orgId, recordingHandler, startFlow } from './testing.js';

const SUBJECT = 'audit_case';
const registered = new WeakSet<TestApp>();
let subjectId = 1;

/**
 * The super admin (the kit's caller) and a flow over a test subject, submitted by them, or by `submitter` (nobody
 * decides their own submission).
 */
async function setup(kit: AuditKit, approverIds: (me: number) => Promise<string[]>, submitter?: { id: number; account: string }) {
  if (!registered.has(kit.t)) {
    kit.t.app.services.approval.registerSubject(SUBJECT, recordingHandler().handler);
    registered.add(kit.t);
  }
  const [me] = await kit.t.database.db
    .select({ id: sysUser.id, account: sysUser.account })
    .from(sysUser)
    .where(eq(sysUser.account, 'superAdmin'));
  const org = await orgId(kit.t, 'fii-ccbg-longhua-le1');
  const { flowId } = await startFlow(kit.t, submitter ?? me!, {
    subjectType: SUBJECT,
    subjectId: subjectId++,
    orgId: org,
    approverIds: await approverIds(me!.id),
  });
  return { flowId, me: me! };
}

export const auditCases = defineAuditCases(approvalContract, {
  decide: async (kit) => {
    const submitter = await makeUser(kit.t, 'fii-ccbg-longhua-le1', []);
    const { flowId } = await setup(kit, async (me) => [String(me)], submitter);
    return { body: { id: String(flowId), action: 'agree', comment: 'audit matrix' } };
  },
  reassign: async (kit) => {
    const gone = await makeUser(kit.t, 'fii-ccbg');
    const next = await makeUser(kit.t, 'fii-ccbg');
    const { flowId } = await setup(kit, async () => [String(gone.id)]);
    await kit.t.database.db.update(sysUser).set({ status: STATUS.DEACTIVATED }).where(eq(sysUser.id, gone.id));
    return { body: { id: String(flowId), approverId: String(next.id) } };
  },
});
