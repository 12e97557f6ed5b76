import { PROJECT_CODE, translate, type ProjectActor, fail } from '@carbon/domain';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import { permissionsAmong } from '../../platform/auth/grants.repo.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import { partsRepo } from './project-parts.repo.js';
import { projectRepo, type ProjectRecord } from './project.repo.js';
import type { FigureSettings } from './project.view.js';

/** Checks and look-ups every project service shares. */

export const notExist = () => fail(PROJECT_CODE.NOT_EXIST);
export const notEditable = () => fail(PROJECT_CODE.NOT_EDITABLE);

/** Today (UTC) as YYYY-MM-DD. */
export const todayOf = (clock: Clock) => clock.now().toISOString().slice(0, 10);

/** Labels in the caller's language, for messages that name statuses. */
export const labelIn = (ctx: Pick<RequestContext, 'locale'>) => (key: string) => translate(ctx.locale, key);

/** The live project, or 2034001. */
export async function loadProject(db: Db, id: number, lock = false): Promise<ProjectRecord> {
  const p = await projectRepo.findById(db, id, lock);
  if (!p) throw notExist();
  return p;
}

/** The live project in the caller's scope: 2034001 when gone, 1013003 when its organisation is foreign. */
export async function projectInScope(db: Db, scope: DataScope, id: number, lock = false): Promise<ProjectRecord> {
  const p = await loadProject(db, id, lock);
  assertInScope(scope, p.orgId);
  return p;
}

/** A draft may be edited, deleted and submitted unless it waits for approval. */
export const isEditableDraft = (p: Pick<ProjectRecord, 'projectStatus' | 'approvalStatus'>) =>
  p.projectStatus === 'draft' && (p.approvalStatus === 'not_submitted' || p.approvalStatus === 'rejected');

/** The settings the figures use: discount rate and lifetimes. */
export async function figureSettings(db: Db): Promise<FigureSettings & { realisationThreshold: string }> {
  const s = await partsRepo.settings(db);
  return { discountRate: s.discountRate, realisationThreshold: s.realisationThreshold, lifetimes: s.lifetimes as Record<string, number> };
}

export const PROJECT_BUTTONS = [
  'project:edit',
  'project:delete',
  'project:submit',
  'project:changeStatus',
  'project:measure',
  'project:upload',
] as const;
export type ProjectButton = (typeof PROJECT_BUTTONS)[number];

/** Which of the project buttons the caller holds (all of them for the super admin). */
export async function buttonsOf(db: Db, ctx: RequestContext): Promise<Set<string>> {
  if (isSuperAdmin(ctx.user)) return new Set(PROJECT_BUTTONS);
  return permissionsAmong(db, ctx.user.id, PROJECT_BUTTONS);
}

/**
 * The workflow roles the caller holds on a project: owner when they may change its status (the
 * project in their scope, checked before), and each review node they are named for.
 */
export function rolesOf(p: ProjectRecord, userId: number, buttons: ReadonlySet<string>): Set<ProjectActor> {
  const roles = new Set<ProjectActor>();
  if (buttons.has('project:changeStatus')) roles.add('owner');
  if (p.supervisorReviewerId === userId) roles.add('supervisor');
  if (p.businessGroupReviewerId === userId) roles.add('businessGroup');
  if (p.fiiReviewerId === userId) roles.add('fii');
  return roles;
}
