import { isOpenTodo, type GoalKind } from '@carbon/domain';
import { inScope, resolveDataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { TodoInput, TodoService } from '../todo/todo.service.js';
import { goalSplitRepo } from './goal-split.repo.js';
import type { GoalRecord } from './goal.repo.js';
import type { OrgMap } from './goal-view.js';

/** The to-do kind "split the figure you were handed to the level below, and submit it". */
export const SPLIT_TODO_KIND = 'goal_split';
/** Its subject: the goal row of the business group whose figure is to be split. */
export const GOAL_ROW_SUBJECT = 'goal_row';

/** What the goal service needs of the to-do service. */
export type SplitTodos = Pick<TodoService, 'add' | 'complete' | 'todosOf'>;

const PAGE: Record<GoalKind, string> = {
  absolute_control: '/Management_by_objectives/Goal_SAD/Absolute_Control',
  project_reduction: '/Management_by_objectives/Goal_SAD/Project_Goal',
};
/** The button that saves (and submits) a kind's rows: the route's permission. */
const SAVE_PERMISSION: Record<GoalKind, string> = { absolute_control: 'goal:controlSave', project_reduction: 'goal:reductionSave' };

/** The decomposition page of a kind, on the organisation and year to split. */
export const splitLink = (kind: GoalKind, orgId: number, year: number) => `${PAGE[kind]}?orgId=${orgId}&year=${year}`;

/**
 * After a submission (ADR 013, "on submission the levels below synchronise"):
 * - a business group whose parks' rows were submitted has submitted its decomposition: its
 *   open split to-dos close;
 * - a business group whose own row was submitted (published to it) and not split in the same
 *   save gets a split to-do, unless one is still open, for every active holder of the kind's
 *   save button whose data scope covers it: the goal service's rule for writing its parks'
 *   rows (`canEdit`: the scope covers the park's goal parent).
 * Parks are the lowest level: nothing is split below them; the Fii splits in the save that
 * submits its own row.
 */
export async function syncSplitTodos(
  todo: SplitTodos,
  tx: Db,
  kind: GoalKind,
  year: number,
  written: GoalRecord[],
  orgs: OrgMap,
  stored: Map<string, GoalRecord>,
): Promise<void> {
  const split = new Set(
    written.flatMap((r) => {
      const parent = r.level === 'park' ? orgs.get(String(r.orgId))?.parentOrgId : undefined;
      return parent ? [parent] : [];
    }),
  );
  for (const bg of split) {
    const row = written.find((r) => String(r.orgId) === bg) ?? stored.get(bg);
    if (row) await todo.complete(tx, { subjectType: GOAL_ROW_SUBJECT, subjectId: row.id, kinds: [SPLIT_TODO_KIND] });
  }
  const due: GoalRecord[] = [];
  for (const r of written.filter((x) => x.level === 'business_group' && !split.has(String(x.orgId)))) {
    const open = (await todo.todosOf(GOAL_ROW_SUBJECT, r.id, tx)).some((x) => x.kind === SPLIT_TODO_KIND && isOpenTodo(x.state));
    if (!open) due.push(r);
  }
  if (!due.length) return;
  const todos: TodoInput[] = [];
  for (const u of await goalSplitRepo.holdersOf(tx, SAVE_PERMISSION[kind])) {
    const scope = await resolveDataScope(tx, u);
    for (const r of due) {
      if (!inScope(scope, r.orgId)) continue;
      todos.push({
        userId: u.id,
        kind: SPLIT_TODO_KIND,
        subjectType: GOAL_ROW_SUBJECT,
        subjectId: r.id,
        titleKey: `goal.todo.split.${kind}`,
        params: { org: orgs.get(String(r.orgId))?.orgName ?? String(r.orgId), year },
        link: splitLink(kind, r.orgId, year),
      });
    }
  }
  if (todos.length) await todo.add(tx, todos);
}
