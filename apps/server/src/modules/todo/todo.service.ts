import type { Db } from '../../platform/db/database.js';
import type { Clock } from '../../platform/auth/sessions.js';
import { todoRepo } from './todo.repo.js';

/** A to-do for one user: what to do (an i18n key and its parameters), about which subject, where to open it. */
export type TodoInput = {
  userId: number;
  /** e.g. 'approval', 'inventory_fill' */
  kind: string;
  subjectType: string;
  subjectId: number;
  /** i18n key of the title, rendered in the reader's language; params fill its placeholders. */
  titleKey: string;
  params?: Record<string, string | number> | undefined;
  link: string;
  deadline?: Date | null | undefined;
};

/** A notice for one user (read or not). */
export type NoticeInput = {
  userId: number;
  kind: string;
  titleKey: string;
  params?: Record<string, string | number> | undefined;
  link: string;
};

export type TodoDeps = { db: Db; clock: Clock };

/**
 * To-dos and notices every workflow stores for its users (issue 10; the workbench issue lists
 * them). Writes run in the caller's transaction, so a to-do exists exactly when its change does.
 */
export function createTodoService({ db, clock }: TodoDeps) {
  return {
    /** Adds one to-do (or several) in the caller's transaction; returns their ids. */
    async add(tx: Db, t: TodoInput | TodoInput[]): Promise<number[]> {
      const list = Array.isArray(t) ? t : [t];
      const at = clock.now();
      return todoRepo.insertTodos(
        tx,
        list.map((x) => ({
          userId: x.userId,
          kind: x.kind,
          subjectType: x.subjectType,
          subjectId: x.subjectId,
          titleKey: x.titleKey,
          params: JSON.stringify(x.params ?? {}),
          link: x.link,
          deadline: x.deadline ?? null,
          createdAt: at,
          updatedAt: at,
        })),
      );
    },

    /** Closes the open to-dos of a subject: everyone's, or one user's; optionally only some kinds. Returns how many. */
    complete(
      tx: Db,
      s: { subjectType: string; subjectId: number; userId?: number | undefined; kinds?: string[] | undefined },
    ): Promise<number> {
      return todoRepo.complete(tx, s, clock.now());
    },

    /** Stores a notice (or several) in the caller's transaction. */
    async notify(tx: Db, n: NoticeInput | NoticeInput[]): Promise<number[]> {
      const list = Array.isArray(n) ? n : [n];
      const at = clock.now();
      return todoRepo.insertNotices(
        tx,
        list.map((x) => ({
          userId: x.userId,
          kind: x.kind,
          titleKey: x.titleKey,
          params: JSON.stringify(x.params ?? {}),
          link: x.link,
          createdAt: at,
        })),
      );
    },

    /** A user's open to-dos (the workbench issue adds routes over these). */
    openTodos(userId: number, tx: Db = db) {
      return todoRepo.listOpen(tx, userId);
    },

    /** Every to-do of a subject, open or done. */
    todosOf(subjectType: string, subjectId: number, tx: Db = db) {
      return todoRepo.listTodos(tx, subjectType, subjectId);
    },

    /** A user's notices, oldest first. */
    notices(userId: number, opts: { unreadOnly?: boolean } = {}, tx: Db = db) {
      return todoRepo.listNotices(tx, userId, opts.unreadOnly);
    },
  };
}

export type TodoService = ReturnType<typeof createTodoService>;
