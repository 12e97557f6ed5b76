import {
  ENTRANCE_MAX,
  TODO_STATES,
  WORKBENCH_AUDIT,
  WORKBENCH_CODE,
  auditActionKey,
  auditEntityKey,
  invalid,
  nextTodoState,
  noticeKindKey,
  parseTitleParams,
  renderTitle,
  toPage,
  todoKindKey,
  translate,
  type EntranceList,
  type EntranceRow,
  type Locale,
  type LoginMenu,
  type NoticeFilter,
  type NoticeRow,
  type Page,
  type TodoCounts,
  type TodoFilter,
  type TodoRow,
  type TodoState,
  type UpdateRow,
  fail,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { workbenchRepo, type AuditRecord, type NoticeRecord, type TodoRecord } from './workbench.repo.js';

export type WorkbenchDeps = { db: Db; mutate: Mutate; clock: Clock };

/**
 * "My updates" leaves out sign-ins, denials, notice reads and the language the app runs in: the user's own
 * changes, not their traffic or preferences (issue 25 item 12: a language switch read as an edit of the account).
 */
const NOT_UPDATES = ['login', 'login-failed', 'logout', 'denied', 'denied-suppressed', 'read', 'set-language'] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toTodoRow(locale: Locale, r: TodoRecord): TodoRow {
  const typeLabel = translate(locale, todoKindKey(r.kind));
  return {
    id: String(r.id),
    title: renderTitle(locale, r.titleKey, parseTitleParams(r.params), typeLabel),
    status: r.state as TodoState,
    type: r.kind,
    typeLabel,
    businessType: r.subjectType,
    businessId: String(r.subjectId),
    deadline: iso(r.deadline),
    link: r.link,
    createdAt: r.createdAt.toISOString(),
    doneAt: iso(r.doneAt),
  };
}

function toNoticeRow(locale: Locale, r: NoticeRecord): NoticeRow {
  const kindLabel = translate(locale, noticeKindKey(r.kind));
  return {
    id: String(r.id),
    title: renderTitle(locale, r.titleKey, parseTitleParams(r.params), kindLabel),
    kind: r.kind,
    kindLabel,
    content: r.content,
    link: r.link,
    read: r.readAt !== null,
    readAt: iso(r.readAt),
    createdAt: r.createdAt.toISOString(),
  };
}

const toUpdateRow = (locale: Locale, r: AuditRecord): UpdateRow => ({
  id: String(r.id),
  at: r.at.toISOString(),
  action: r.action,
  actionLabel: translate(locale, auditActionKey(r.action)),
  entity: r.entity,
  entityLabel: translate(locale, auditEntityKey(r.entity)),
  entityId: r.entityId,
});

/**
 * The pages a user may pick as common entrances: the menu pages (leaves with an address inside
 * the product) of their own navigation, the one the shell shows them (getLoginUser).
 */
export function entranceOptions(menus: LoginMenu[]): EntranceRow[] {
  const parents = new Set(menus.map((m) => m.pid));
  return menus
    .filter((m) => !parents.has(m.id) && m.meta.show && m.path.startsWith('/') && m.meta.target !== '_blank')
    .map((m) => ({ menuCode: m.name, title: m.meta.title, path: m.path, icon: m.meta.icon }));
}

/** The caller's to-dos, notices, common entrances and updates (issue 14). */
export function createWorkbenchService({ db, mutate, clock }: WorkbenchDeps) {
  async function entranceList(userId: number, menus: LoginMenu[], tx: Db = db): Promise<EntranceList> {
    const options = entranceOptions(menus);
    const byCode = new Map(options.map((o) => [o.menuCode, o]));
    const selected = (await workbenchRepo.entrances(tx, userId)).flatMap((c) => byCode.get(c) ?? []);
    return { selected, options, max: ENTRANCE_MAX };
  }

  return {
    async todoPage(ctx: RequestContext, f: TodoFilter, pageNo: number, pageSize: number): Promise<Page<TodoRow>> {
      const { rows, total } = await workbenchRepo.todoPage(db, ctx.user.id, f, pageSize, (pageNo - 1) * pageSize);
      return toPage(
        rows.map((r) => toTodoRow(ctx.locale, r)),
        total,
        pageNo,
        pageSize,
      );
    },

    async todoCounts(ctx: RequestContext, f: TodoFilter): Promise<TodoCounts> {
      const counts = Object.fromEntries(TODO_STATES.map((s) => [s, 0])) as Record<TodoState, number>;
      for (const r of await workbenchRepo.todoCounts(db, ctx.user.id, f)) if (r.state in counts) counts[r.state as TodoState] = r.n;
      const open = counts.todo + counts.in_progress + counts.overdue;
      return { ...counts, open, total: open + counts.completed + counts.delayed };
    },

    /** The caller opens a to-do: todo → in progress; in progress and overdue stay (nothing written); closed → 2047002. */
    async startTodo(ctx: RequestContext, id: number): Promise<TodoRow> {
      const userId = ctx.user.id;
      const current = await workbenchRepo.todoOf(db, userId, id);
      if (!current) throw fail(WORKBENCH_CODE.TODO_NOT_EXIST);
      const next = nextTodoState(current.state as TodoState, 'start', current.deadline, clock.now());
      if (next === null) throw fail(WORKBENCH_CODE.TODO_CLOSED);
      if (next === current.state) return toTodoRow(ctx.locale, current);
      return mutate(ctx, async (tx, audit) => {
        const moved = await workbenchRepo.start(tx, userId, id, clock.now());
        // moved meanwhile (completed, or overdue by the job): show it as it is now, nothing changed here
        if (!moved) {
          const now = await workbenchRepo.todoOf(tx, userId, id);
          await audit({ action: 'start', entity: WORKBENCH_AUDIT.todo, entityId: String(id), reason: `already ${now?.state}` });
          return toTodoRow(ctx.locale, now ?? current);
        }
        await audit({
          action: 'start',
          entity: WORKBENCH_AUDIT.todo,
          entityId: String(id),
          before: { state: current.state },
          after: { state: moved.state },
        });
        return toTodoRow(ctx.locale, moved);
      });
    },

    async noticePage(ctx: RequestContext, f: NoticeFilter, pageNo: number, pageSize: number): Promise<Page<NoticeRow>> {
      const { rows, total } = await workbenchRepo.noticePage(db, ctx.user.id, f, pageSize, (pageNo - 1) * pageSize);
      return toPage(
        rows.map((r) => toNoticeRow(ctx.locale, r)),
        total,
        pageNo,
        pageSize,
      );
    },

    noticeCounts(ctx: RequestContext) {
      return workbenchRepo.noticeCounts(db, ctx.user.id);
    },

    /** Marks the caller's notices read (the given ones, or all); another user's ids change nothing. */
    async markRead(ctx: RequestContext, ids: string[] | 'all'): Promise<{ updated: number }> {
      return mutate(ctx, async (tx, audit) => {
        const done = await workbenchRepo.markRead(tx, ctx.user.id, ids === 'all' ? 'all' : ids.map(Number), clock.now());
        await audit({
          action: 'read',
          entity: WORKBENCH_AUDIT.notice,
          entityId: null,
          after: { ids: done.map(String), all: ids === 'all' },
        });
        return { updated: done.length };
      });
    },

    entrances(ctx: RequestContext, menus: LoginMenu[]): Promise<EntranceList> {
      return entranceList(ctx.user.id, menus);
    },

    /** Replaces the caller's entrances: each a menu page they can open (1012001 naming it otherwise); at most 3 (the schema). */
    async saveEntrances(ctx: RequestContext, codes: string[], menus: LoginMenu[]): Promise<EntranceList> {
      const allowed = new Set(entranceOptions(menus).map((o) => o.menuCode));
      const refused = codes.find((c) => !allowed.has(c));
      if (refused !== undefined) throw invalid('workbench.entrance.notAllowed', { menu: refused }, 'menuCodes');
      if (codes.length > ENTRANCE_MAX) throw invalid('workbench.entrance.tooMany', {}, 'menuCodes');
      return mutate(ctx, async (tx, audit) => {
        const before = await workbenchRepo.entrances(tx, ctx.user.id);
        await workbenchRepo.replaceEntrances(tx, ctx.user.id, codes, clock.now());
        const entity = WORKBENCH_AUDIT.entrance;
        await audit({ action: 'edit', entity, entityId: String(ctx.user.id), before: { menuCodes: before }, after: { menuCodes: codes } });
        return entranceList(ctx.user.id, menus, tx);
      });
    },

    /** My updates: the caller's latest own audit records, labelled in their language. */
    async updates(ctx: RequestContext, limit: number): Promise<UpdateRow[]> {
      return (await workbenchRepo.updates(db, ctx.user.id, NOT_UPDATES, limit)).map((r) => toUpdateRow(ctx.locale, r));
    },
  };
}

export type WorkbenchService = ReturnType<typeof createWorkbenchService>;
