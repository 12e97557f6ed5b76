import { PROJECT_SUBJECT, nextStatuses, type ProjectActor, type ProjectStatusCode } from '@carbon/domain';
import type { TodoInput, TodoService } from '../todo/todo.service.js';
import type { ProjectRecord } from './project.repo.js';

/** The to-do kind of a post-acceptance review waiting for its named reviewer (ADR 012). */
export const REVIEW_TODO_KIND = 'project_review';

/** What the project workflow needs of the to-do service. */
export type ReviewTodos = Pick<TodoService, 'add' | 'complete'>;

/** The project's detail page, where the reviewer records the decision. */
export const projectLink = (id: number) => `/foxconn/caseDetail?id=${id}`;

type Reviewer = Extract<ProjectActor, 'supervisor' | 'businessGroup' | 'fii'>;
const REVIEWERS: ReadonlySet<ProjectActor> = new Set<Reviewer>(['supervisor', 'businessGroup', 'fii']);

const reviewerOf = (p: ProjectRecord, actor: Reviewer): number | null =>
  actor === 'supervisor' ? p.supervisorReviewerId : actor === 'businessGroup' ? p.businessGroupReviewerId : p.fiiReviewerId;

/**
 * The to-dos of the review awaited once the project is in `status`: one for the reviewer named
 * for the node whose forward transition leaves it (supervisor after acceptance, business group
 * after the supervisor, Fii after the business group when the project needs Fii review).
 */
export function reviewTodos(p: ProjectRecord, status: ProjectStatusCode): TodoInput[] {
  const due = nextStatuses({ status, needsFiiReview: p.needsFii }, REVIEWERS).filter((t) => t.kind === 'forward');
  return due.flatMap((t) => {
    const actor = t.actor as Reviewer;
    const userId = reviewerOf(p, actor);
    if (userId === null) return [];
    return [
      {
        userId,
        kind: REVIEW_TODO_KIND,
        subjectType: PROJECT_SUBJECT,
        subjectId: p.id,
        titleKey: `project.todo.review.${actor}`,
        params: { project: `${p.number} ${p.name}` },
        link: projectLink(p.id),
      },
    ];
  });
}

/**
 * After a status change: the review that was awaited is over (decided either way, or passed by
 * the change), so its to-do closes; the review the new status awaits gets its own.
 */
export async function syncReviewTodos(todo: ReviewTodos, tx: Parameters<ReviewTodos['add']>[0], p: ProjectRecord, to: ProjectStatusCode) {
  await todo.complete(tx, { subjectType: PROJECT_SUBJECT, subjectId: p.id, kinds: [REVIEW_TODO_KIND] });
  const next = reviewTodos(p, to);
  if (next.length) await todo.add(tx, next);
}
