import { eq, inArray } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.js';
import { sysMenu, sysOrg, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../platform/db/schema/index.js';
import { hashPassword } from '../auth/auth.service.js';
import { login, type TestApp } from '../../test/harness.js';
import type { ApprovalFlowRef, ApprovalStart, ApprovalSubjectHandler } from './approval.service.js';

/** Test helpers of the approval module (not used by the app). */

export const TEST_PASSWORD = 'Approve@Pass1';
let serial = 0;
export const uniq = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(++serial).toString(36)}`;

export type TestUser = { id: number; account: string; orgId: number; token: string };

export async function orgId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, code));
  if (!row) throw new Error(`no organisation ${code}`);
  return row.id;
}

let hashed: Promise<string> | undefined;

/**
 * An account in the organisation `orgCode`, with a role of data scope "own organisation and
 * below" (2) that grants the given button permissions (none: a plain user).
 */
export async function makeUser(t: TestApp, orgCode: string, permissions: string[] = ['approval:decide']): Promise<TestUser> {
  const db = t.database.db;
  const org = await orgId(t, orgCode);
  const account = uniq('ap');
  const [user] = await db
    .insert(sysUser)
    .values({ account, name: account, passwordHash: await (hashed ??= hashPassword(TEST_PASSWORD)), adminType: 2, userType: 3, orgId: org })
    .returning({ id: sysUser.id });
  const [role] = await db
    .insert(sysRole)
    .values({ code: uniq('ap-role'), name: account, dataScopeType: 2, orgId: org })
    .returning({ id: sysRole.id });
  if (permissions.length) {
    const menus = await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.permission, permissions));
    if (menus.length === 0) throw new Error(`no menu rows for ${permissions.join(', ')}`);
    await db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role!.id, menuId: m.id })));
  }
  await db.insert(sysUserRole).values({ userId: user!.id, roleId: role!.id });
  return { id: user!.id, account, orgId: org, token: await login(t.app, account, TEST_PASSWORD) };
}

/** A subject handler that records what it was told, in order. */
export function recordingHandler(extra: Partial<ApprovalSubjectHandler> = {}) {
  const calls: { event: 'agreed' | 'passed' | 'rejected'; flow: ApprovalFlowRef }[] = [];
  const handler: ApprovalSubjectHandler = {
    onStepAgreed: async (_tx, _audit, flow) => void calls.push({ event: 'agreed', flow }),
    onPassed: async (_tx, _audit, flow) => void calls.push({ event: 'passed', flow }),
    onRejected: async (_tx, _audit, flow) => void calls.push({ event: 'rejected', flow }),
    ...extra,
  };
  return { handler, calls };
}

const actorOf = (u: { id: number; account: string }): AuditActor => ({ id: u.id, account: u.account, requestId: null, ip: null });

/** Starts a flow as `submitter` the way a subject module does: in its own audited transaction. */
export async function startFlow(
  t: TestApp,
  submitter: { id: number; account: string },
  s: Omit<ApprovalStart, 'title' | 'link'> & { title?: string },
) {
  const { approval, mutate } = t.app.services;
  const ctx = { actor: actorOf(submitter), user: { id: submitter.id } as never };
  return mutate(ctx, (tx, audit) =>
    approval.start(tx, audit, ctx, { title: uniq('subject'), link: `/test/subject?id=${s.subjectId}`, ...s }),
  );
}

/** Withdraws as `submitter`, as a subject module does. */
export async function withdrawFlow(t: TestApp, submitter: { id: number; account: string }, flowId: number) {
  const { approval, mutate } = t.app.services;
  const ctx = { actor: actorOf(submitter), user: { id: submitter.id } as never };
  return mutate(ctx, (tx, audit) => approval.withdraw(tx, audit, ctx, flowId));
}
