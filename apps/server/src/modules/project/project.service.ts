import {
  ORG_CODE,
  PROJECT_AUDIT,
  toPage,
  type ApproverCandidateRow,
  type Page,
  type ProjectAddRequest,
  type ProjectDetail,
  type ProjectEditRequest,
  type ProjectPageQuery,
  type ProjectRow,
  conflict,
  fail,
} from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { ApprovalService } from '../approval/approval.service.js';
import { figureSettings, isEditableDraft, notEditable, notExist, todayOf } from './project-access.js';
import { detailOf } from './project-detail.js';
import { partsRepo } from './project-parts.repo.js';
import { type OrgLink, pageWhere, projectRepo, projectScope } from './project.repo.js';
import { toRow, valuesOf } from './project.view.js';

/** What the project services use of the generic approval service (modules/approval), given in services.ts. */
export type ProjectApprovalPort = Pick<ApprovalService, 'registerSubject' | 'start' | 'history' | 'approverCandidates'>;

export type ProjectCoreDeps = { db: Db; mutate: Mutate; clock: Clock; approval: ProjectApprovalPort };

const ENTITY = PROJECT_AUDIT.project;

/** The live organisation and its ancestors (1013xxx "organisation does not exist" otherwise). */
async function chainOf(tx: Db, orgId: number): Promise<OrgLink[]> {
  const chain = await projectRepo.orgChain(tx, orgId);
  if (chain.length === 0) throw fail(ORG_CODE.NOT_EXIST);
  return chain;
}

/**
 * Energy-saving projects (issue 12): the list, the detail, drafts (add, edit, delete), reviewer
 * candidates. Data-scoped by the implementing organisation; every change through mutate.
 */
export function createProjectService({ db, mutate, clock, approval }: ProjectCoreDeps) {
  const today = () => todayOf(clock);

  return {
    async page(ctx: RequestContext, q: ProjectPageQuery): Promise<Page<ProjectRow>> {
      const scope = await ctx.scope();
      if (q.orgId !== undefined) assertInScope(scope, Number(q.orgId));
      const f = { ...q, today: today() };
      const cond = pageWhere(projectScope(scope), f);
      const { rows, total } = await projectRepo.page(db, cond, f, q.pageNo, q.pageSize);
      return toPage(
        rows.map((r) => toRow(r, f.today)),
        total,
        q.pageNo,
        q.pageSize,
      );
    },

    async detail(ctx: RequestContext, id: number): Promise<ProjectDetail> {
      return detailOf(db, ctx, await ctx.scope(), id, today());
    },

    /** Saves a draft: only the name and the implementing organisation are required ("the project was saved as a draft"). */
    async add(ctx: RequestContext, b: ProjectAddRequest): Promise<ProjectDetail> {
      const scope = await ctx.scope();
      assertInScope(scope, Number(b.orgId));
      return mutate(ctx, async (tx, audit) => {
        const values = valuesOf(b, await chainOf(tx, Number(b.orgId)), await figureSettings(tx));
        const at = clock.now();
        const row = await projectRepo.insert(tx, values, ctx.user.id, at);
        await partsRepo.insertLog(tx, { projectId: row.id, fromStatus: null, toStatus: 'draft', actorId: ctx.user.id, at });
        const after = await detailOf(tx, ctx, scope, row.id, today());
        await audit({ action: 'add', entity: ENTITY, entityId: after.id, orgId: row.orgId, after: auditView(after) });
        return after;
      });
    },

    /** Edits a draft not waiting for approval, at the version it was read (1017004 when stale). */
    async edit(ctx: RequestContext, b: ProjectEditRequest): Promise<ProjectDetail> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      assertInScope(scope, Number(b.orgId));
      return mutate(ctx, async (tx, audit) => {
        const before = await detailOf(tx, ctx, scope, id, today());
        if (!isEditableDraft({ projectStatus: before.status, approvalStatus: before.approvalStatus })) throw notEditable();
        const values = valuesOf(b, await chainOf(tx, Number(b.orgId)), await figureSettings(tx));
        const row = await projectRepo.update(tx, id, b.version, values, clock.now());
        if (!row) throw conflict();
        const after = await detailOf(tx, ctx, scope, id, today());
        await audit({
          action: 'edit',
          entity: ENTITY,
          entityId: after.id,
          orgId: row.orgId,
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      });
    },

    /** Deletes drafts that were never submitted (all or none). */
    async remove(ctx: RequestContext, ids: number[]): Promise<void> {
      const scope = await ctx.scope();
      const wanted = [...new Set(ids)];
      await mutate(ctx, async (tx, audit) => {
        const found = await projectRepo.findMany(tx, wanted);
        if (found.length !== wanted.length) throw notExist();
        for (const p of found) {
          assertInScope(scope, p.orgId);
          if (p.projectStatus !== 'draft' || p.approvalStatus !== 'not_submitted') throw notEditable();
        }
        const deleted = await projectRepo.softDeleteDrafts(tx, wanted, clock.now());
        if (deleted.length !== wanted.length) throw notEditable();
        for (const p of found) {
          await audit({
            action: 'delete',
            entity: ENTITY,
            entityId: String(p.id),
            orgId: p.orgId,
            before: { number: p.number, name: p.name },
          });
        }
      });
    },

    /** Who may review a project of the organisation (holders of approval:decide who see it), the caller left out. */
    async reviewerCandidates(ctx: RequestContext, orgId: number): Promise<ApproverCandidateRow[]> {
      assertInScope(await ctx.scope(), orgId);
      return approval.approverCandidates(orgId, [ctx.user.id]);
    },
  };
}

/** The audit record's view of a project: its fields and figures, without the lists the detail adds. */
function auditView(d: ProjectDetail) {
  const { attachments: _a, statusLog: _l, effect: _e, allowedTransitions: _t, can: _c, canViewProgress: _v, ...rest } = d;
  return rest;
}

export type ProjectCoreService = ReturnType<typeof createProjectService>;
