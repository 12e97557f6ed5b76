import { ACCEPTED, nextStatuses, realisation, type ProjectDetail, type ProjectStatusCode } from '@carbon/domain';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import { buttonsOf, figureSettings, isEditableDraft, notExist, rolesOf } from './project-access.js';
import { partsRepo } from './project-parts.repo.js';
import { projectRepo } from './project.repo.js';
import { toAttachmentRow, toRow } from './project.view.js';

/**
 * The project detail (caseDetail): the row, attachments, status log, effect evaluation, and
 * what the caller may do now. Read with `from` (the transaction inside a change).
 */
export async function detailOf(from: Db, ctx: RequestContext, scope: DataScope, id: number, today: string): Promise<ProjectDetail> {
  const l = await projectRepo.findListed(from, id);
  if (!l) throw notExist();
  assertInScope(scope, l.project.orgId);
  const p = l.project;
  const [settings, attachments, log, measurements, buttons, names] = await Promise.all([
    figureSettings(from),
    partsRepo.listAttachments(from, id),
    partsRepo.listLog(from, id),
    partsRepo.listMeasurements(from, id),
    buttonsOf(from, ctx),
    projectRepo.userNames(from, p.energyReviewerIds),
  ]);
  const status = p.projectStatus as ProjectStatusCode;
  const editable = isEditableDraft(p);
  const effect = realisation(
    {
      energyBefore: p.energyBefore,
      emissionFactor: p.emissionFactor,
      annualCarbonReduction: p.annualCarbonReduction,
      measurements: measurements.map((m) => ({ month: m.month, energyAfter: m.energyAfter })),
    },
    settings.realisationThreshold,
  );
  return {
    ...toRow(l, today),
    discountRate: settings.discountRate,
    energyReviewers: p.energyReviewerIds.map((rid) => ({ id: String(rid), name: names.get(rid) ?? null })),
    attachments: attachments.map(toAttachmentRow),
    statusLog: log.map(({ log: r, actorName }) => ({
      id: String(r.id),
      from: r.fromStatus as ProjectStatusCode | null,
      to: r.toStatus as ProjectStatusCode,
      opinion: r.opinion,
      acceptanceTime: r.acceptanceTime,
      attachmentId: r.attachmentId === null ? null : String(r.attachmentId),
      actorId: String(r.actorId),
      actorName,
      at: r.at.toISOString(),
    })),
    effect,
    allowedTransitions: nextStatuses({ status, needsFiiReview: p.needsFii }, rolesOf(p, ctx.user.id, buttons)).map((t) => ({
      to: t.to,
      kind: t.kind,
      acceptanceTime: t.acceptanceTime === true,
    })),
    canViewProgress: p.createdBy === ctx.user.id,
    can: {
      edit: editable && buttons.has('project:edit'),
      delete: editable && p.approvalStatus === 'not_submitted' && buttons.has('project:delete'),
      submit: editable && buttons.has('project:submit'),
      measure: ACCEPTED.includes(status) && buttons.has('project:measure'),
    },
  };
}
