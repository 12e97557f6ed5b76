import {
  CODE,
  PUSH_NOTICE_KIND,
  WORKBENCH_AUDIT,
  WORKBENCH_CODE,
  toPage,
  type Page,
  type PushRequest,
  type PushRow,
  fail,
} from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { TodoService } from '../todo/todo.service.js';
import { pushRepo, type PushRecord } from './push.repo.js';

export type PushDeps = { db: Db; mutate: Mutate; clock: Clock; todo: Pick<TodoService, 'notify'> };

const ENTITY = WORKBENCH_AUDIT.push;
const outOfScope = () => fail(CODE.DATA_SCOPE);
/** Where a pushed notice opens: the notice history, on that push. */
const pushLink = (id: number) => `/workbench/historyNotice?push=${id}`;

/**
 * Notices an administrator pushes to organisations (each with its subtree) and roles, and
 * withdraws (spec §8 push, withdraw). Within the caller's data scope: they name only
 * organisations in it, roles owned in it, and reach only users working in it. Each recipient
 * gets one `sys_notice` (so every channel that follows notices, e-mail and live counts, sees it);
 * a withdrawal keeps the rows and takes them out of the lists.
 */
export function createPushService({ db, mutate, clock, todo }: PushDeps) {
  async function rows(list: PushRecord[], tx: Db = db): Promise<PushRow[]> {
    const ids = (pick: (p: PushRecord) => number[]) => [...new Set(list.flatMap(pick))];
    const [names, reads] = await Promise.all([
      pushRepo.names(
        tx,
        ids((p) => p.orgIds),
        ids((p) => p.roleIds),
        ids((p) => [p.createdBy]),
      ),
      pushRepo.readCounts(
        tx,
        list.map((p) => p.id),
      ),
    ]);
    return list.map((p) => ({
      id: String(p.id),
      title: p.title,
      content: p.content,
      orgIds: p.orgIds.map(String),
      orgNames: p.orgIds.map((id) => names.orgs.get(id) ?? String(id)),
      roleIds: p.roleIds.map(String),
      roleNames: p.roleIds.map((id) => names.roles.get(id) ?? String(id)),
      recipients: p.recipients,
      readCount: reads.get(p.id) ?? 0,
      createdBy: String(p.createdBy),
      createdByName: names.users.get(p.createdBy) ?? String(p.createdBy),
      createdAt: p.createdAt.toISOString(),
      withdrawnAt: p.withdrawnAt ? p.withdrawnAt.toISOString() : null,
    }));
  }

  return {
    async page(ctx: RequestContext, status: 'active' | 'withdrawn' | undefined, pageNo: number, pageSize: number): Promise<Page<PushRow>> {
      const scope = await ctx.scope();
      const { rows: list, total } = await pushRepo.page(db, scope, status, pageSize, (pageNo - 1) * pageSize);
      return toPage(await rows(list), total, pageNo, pageSize);
    },

    async roles(ctx: RequestContext) {
      return (await pushRepo.roles(db, await ctx.scope())).map((r) => ({ id: String(r.id), name: r.name, code: r.code }));
    },

    async push(ctx: RequestContext, b: PushRequest): Promise<PushRow> {
      const scope = await ctx.scope();
      const orgIds = [...new Set(b.orgIds.map(Number))];
      const roleIds = [...new Set(b.roleIds.map(Number))];
      for (const id of orgIds) assertInScope(scope, id);
      if ((await pushRepo.liveOrgs(db, orgIds)).length !== orgIds.length) throw outOfScope();
      if ((await pushRepo.roles(db, scope, roleIds)).length !== roleIds.length) throw outOfScope();
      const users = await pushRepo.recipients(db, orgIds, roleIds, scope);
      if (users.length === 0) throw fail(WORKBENCH_CODE.PUSH_NO_RECIPIENT);
      return mutate(ctx, async (tx, audit) => {
        const at = clock.now();
        const push = await pushRepo.insert(tx, {
          title: b.title,
          content: b.content,
          orgIds,
          roleIds,
          recipients: users.length,
          orgId: ctx.user.orgId,
          createdBy: ctx.user.id,
          createdAt: at,
        });
        const notices = await todo.notify(
          tx,
          users.map((userId) => ({
            userId,
            kind: PUSH_NOTICE_KIND,
            titleKey: 'workbench.notice.push',
            params: { title: b.title },
            link: pushLink(push.id),
          })),
        );
        await pushRepo.linkRecipients(
          tx,
          push.id,
          notices.map((noticeId, i) => ({ noticeId, userId: users[i]! })),
        );
        const after = { title: b.title, orgIds: orgIds.map(String), roleIds: roleIds.map(String), recipients: users.length };
        await audit({ action: 'push', entity: ENTITY, entityId: String(push.id), orgId: ctx.user.orgId, after });
        return (await rows([push], tx))[0]!;
      });
    },

    async withdraw(ctx: RequestContext, id: number): Promise<PushRow> {
      const scope = await ctx.scope();
      const push = await pushRepo.find(db, id);
      if (!push) throw fail(WORKBENCH_CODE.PUSH_NOT_EXIST);
      assertInScope(scope, push.orgId);
      if (push.withdrawnAt) throw fail(WORKBENCH_CODE.PUSH_WITHDRAWN);
      return mutate(ctx, async (tx, audit) => {
        const done = await pushRepo.withdraw(tx, id, ctx.user.id, clock.now());
        if (!done) throw fail(WORKBENCH_CODE.PUSH_WITHDRAWN);
        await audit({
          action: 'withdraw',
          entity: ENTITY,
          entityId: String(id),
          orgId: push.orgId,
          before: { withdrawnAt: null },
          after: { withdrawnAt: done.withdrawnAt?.toISOString() },
        });
        return (await rows([done], tx))[0]!;
      });
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
