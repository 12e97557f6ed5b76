import { BUTTONS, MESSAGES, ROUTES, STATUS, buttonMenuCode } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { writeAudit, type AuditActor } from '../../platform/audit/audit.js';
import { allMenus, insertMenu, moveMenuSubtree, takeSeedLock, updateMenu, type MenuRow } from './seed.repo.js';

/**
 * Brings the menu table (sys_menu) in line with the code's route table (`ROUTES`) and its
 * button permissions (`BUTTONS`), at every start: a database seeded by an older version gets
 * the directories, menus and buttons of the modules added since.
 *
 * Who owns what:
 * - code-owned (set from the code on every start): for a route, its parent placement (pid,
 *   pids), `type`, `router` (the path), `component`, `redirect`, `weight` (2 when
 *   hiddenFromSuperAdmin) and `openType`; for a button, its parent page (pid, pids), `type`
 *   and `permission`. When a row's placement changes, its descendants' `pids` follow and,
 *   under a non-root parent, the row and its descendants take the parent's application (a
 *   child always lives in its parent's application, as the menu screen enforces).
 * - admin-owned (set once, when the row is added, then never touched): `name`, `sort`,
 *   `visible`, `icon`, `application` (otherwise), `link`, `remark`, `status`, and every grant
 *   (sys_role_menu). A new row is granted to no role: the super admin sees it, an
 *   administrator grants it.
 *   One exception: a name the seed gave and retired (RETIRED_SEED_NAMES) is replaced by the
 *   current seeded one.
 * - Rows are matched by `code` (a route's code; a button's permission with ':' → '_').
 *   Nothing is ever deleted: admin-created rows are not the reconcile's business, and a
 *   code-owned row whose code left the code stays as it is (an administrator may delete it).
 * - A row an administrator deleted (status 2) stays deleted and is not updated; a missing
 *   entry whose parent is deleted (or skipped) is not added, so no live row hides under a
 *   deleted page.
 * - A new row is placed after its siblings of its kind (menus among menus, buttons among
 *   buttons): its sort is the seed's sort (10 per route, 1 per button, in code order) or,
 *   when a sibling already sorts at or after it, the largest sibling sort + 10 (route) / + 1
 *   (button). On an empty table that is exactly the seed's numbering.
 */

// The seed's advisory lock (seed.repo.ts), for the modules' own seeds (a repo is private to its module).
export { SEED_LOCK, takeSeedLock } from './seed.repo.js';

/** The audit actor of changes the server makes on its own at start. */
export const SYSTEM_ACTOR: AuditActor = { id: null, account: 'system', requestId: null, ip: null };

const TYPE = { DIR: 0, MENU: 1, BUTTON: 2 } as const;
const OPEN = { NONE: 0, COMPONENT: 1 } as const;
const WEIGHT = { SYSTEM: 1, HIDDEN_FROM_SUPER_ADMIN: 2 } as const;
const DEFAULT_APPLICATION = 'system';

type Row = MenuRow;
/** The code-owned columns besides the placement (pid, pids). */
type OwnedField = 'type' | 'router' | 'component' | 'redirect' | 'weight' | 'openType' | 'permission';
type Owned = Pick<Row, 'type'> & Partial<Pick<Row, OwnedField>>;

/** One entry the code wants in the menu table. */
type Wanted = {
  code: string;
  parent: string | null;
  button: boolean;
  /** The code-owned fields (placement aside). */
  owned: Owned;
  /** What a new row starts with in the admin-owned fields (and the seed's sort, see above). */
  initial: { name: string; icon: string | null; visible: 'Y' | 'N'; sort: number; openType?: number };
};

/**
 * Names the seed once gave a code and gives no more: a row still carrying one was never renamed by an
 * administrator, and takes the current seeded name (issue 29: two menus were both called 目标与达成).
 */
export const RETIRED_SEED_NAMES: Readonly<Record<string, readonly string[]>> = { Project_OAA: ['目标与达成'] };

/** The menu table the code wants, in the seed's order: every route, then every button. */
export function wantedMenus(): Wanted[] {
  const routes = ROUTES.map((r, i): Wanted => ({
    code: r.code,
    parent: r.parent,
    button: false,
    owned: {
      type: r.type,
      router: r.path,
      component: r.type === TYPE.DIR ? 'PageView' : r.code,
      redirect: r.redirect ?? null,
      weight: r.hiddenFromSuperAdmin ? WEIGHT.HIDDEN_FROM_SUPER_ADMIN : WEIGHT.SYSTEM,
      openType: r.type === TYPE.BUTTON ? OPEN.NONE : OPEN.COMPONENT,
    },
    initial: {
      name: MESSAGES['zh-CN'][`menu.${r.code}`] ?? r.code,
      icon: r.icon ?? null,
      visible: r.visible ? 'Y' : 'N',
      sort: (i + 1) * 10,
    },
  }));
  const buttons = BUTTONS.map((b, i): Wanted => ({
    code: buttonMenuCode(b.permission),
    parent: b.page,
    button: true,
    owned: { type: TYPE.BUTTON, permission: b.permission },
    initial: { name: b.permission, icon: null, visible: 'Y', sort: i + 1, openType: OPEN.NONE },
  }));
  const wanted = [...routes, ...buttons];
  const before = new Set<string>();
  for (const w of wanted) {
    if (w.parent !== null && !before.has(w.parent)) throw new Error(`menu ${w.code}: its parent ${w.parent} must come first`);
    before.add(w.code);
  }
  return wanted;
}

export type MenuReconcile = {
  /** Codes of the rows added, in order. */
  added: string[];
  /** Codes of the rows whose code-owned fields were corrected, in order. */
  updated: string[];
  /** For each updated code, the values its changed fields had before. */
  before: Record<string, Record<string, unknown>>;
  /** The id of every code-owned row by code (rows skipped under a deleted parent are absent). */
  ids: Map<string, number>;
};

/**
 * The reconcile itself, in the caller's transaction (which must hold SEED_LOCK): adds what is
 * missing and corrects the code-owned fields. Writes no audit record (see reconcileMenus).
 */
export async function applyMenuReconcile(tx: Db, now: Date = new Date()): Promise<MenuReconcile> {
  const rows = await allMenus(tx);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const result: MenuReconcile = { added: [], updated: [], before: {}, ids: new Map() };

  for (const w of wantedMenus()) {
    const parent = w.parent === null ? undefined : byCode.get(w.parent);
    if (w.parent !== null && (!parent || !result.ids.has(w.parent))) continue; // parent deleted or skipped
    const pid = parent?.id ?? 0;
    const pids = parent ? `${parent.pids}[${parent.id}],` : '[0],';
    const existing = byCode.get(w.code);

    if (!existing) {
      const siblings = rows.filter((r) => r.pid === pid && (r.type === TYPE.BUTTON) === w.button).map((r) => r.sort);
      const step = w.button ? 1 : 10;
      const sort = siblings.length ? Math.max(w.initial.sort, Math.max(...siblings) + step) : w.initial.sort;
      const row = await insertMenu(tx, {
        ...w.owned,
        ...w.initial,
        pid,
        pids,
        code: w.code,
        sort,
        application: parent?.application ?? DEFAULT_APPLICATION,
      });
      rows.push(row);
      byCode.set(w.code, row);
      result.ids.set(w.code, row.id);
      result.added.push(w.code);
      continue;
    }

    if (existing.status === STATUS.DELETED) continue; // an administrator deleted it: leave it, and its children
    result.ids.set(w.code, existing.id);

    const changes: Partial<Row> = {};
    for (const [field, value] of Object.entries(w.owned) as [OwnedField, unknown][]) {
      if (existing[field] !== value) Object.assign(changes, { [field]: value });
    }
    if (RETIRED_SEED_NAMES[w.code]?.includes(existing.name) && existing.name !== w.initial.name) changes.name = w.initial.name;
    const moved = existing.pid !== pid || existing.pids !== pids;
    if (moved) Object.assign(changes, { pid, pids });
    const application = parent ? parent.application : existing.application;
    if (moved && application !== existing.application) changes.application = application;
    if (Object.keys(changes).length === 0) continue;

    result.before[w.code] = Object.fromEntries(Object.keys(changes).map((k) => [k, existing[k as keyof Row]]));
    result.updated.push(w.code);
    const row = await updateMenu(tx, existing.id, changes, now);
    if (moved) await moveDescendants(tx, rows, existing, row, now);
    Object.assign(existing, row);
  }
  return result;
}

/** The descendants of a moved row follow it: their pids prefix (and application) change with it. */
async function moveDescendants(tx: Db, rows: Row[], before: Row, after: Row, now: Date) {
  const from = `${before.pids}[${before.id}],`;
  const to = `${after.pids}[${after.id}],`;
  if (from === to && before.application === after.application) return;
  await moveMenuSubtree(tx, from, to, after.application, now);
  for (const r of rows) {
    if (r.pids.startsWith(from)) Object.assign(r, { pids: to + r.pids.slice(from.length), application: after.application });
  }
}

/**
 * Reconciles the menu table with the code at start (after the seed): one transaction under
 * the seed's advisory lock, so processes starting together on one PostgreSQL database take
 * turns and the second finds nothing to do. A reconcile that changed something writes one
 * audit record (action 'reconcile', entity 'sys_menu', actor system) in the same transaction;
 * one that changed nothing writes nothing.
 */
export async function reconcileMenus(db: Db, now: () => Date = () => new Date()): Promise<MenuReconcile> {
  return db.transaction(async (tx) => {
    await takeSeedLock(tx);
    const at = now();
    const result = await applyMenuReconcile(tx, at);
    if (result.added.length || result.updated.length) {
      await writeAudit(
        tx,
        SYSTEM_ACTOR,
        {
          action: 'reconcile',
          entity: 'sys_menu',
          before: result.updated.length ? result.before : undefined,
          after: { added: result.added, updated: result.updated },
        },
        at,
      );
    }
    return result;
  });
}
