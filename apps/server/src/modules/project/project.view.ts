import {
  BEFORE_ACCEPTANCE,
  lifetimeOf,
  positionOf,
  projectFigures,
  stageOf,
  type ProjectAddRequest,
  type ProjectAttachmentRow,
  type ProjectRow,
  type ProjectStatusCode,
} from '@carbon/domain';
import type { ProjectListed, ProjectRecord, ProjectValues, OrgLink } from './project.repo.js';
import type { AttachmentRecord } from './project-parts.repo.js';

/** Row shapes and the values a save writes (fields, position, automatic figures). */

const str = (id: number | null | undefined) => (id === null || id === undefined ? null : String(id));
const or = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v);

/** The settings the figures depend on. */
export type FigureSettings = { discountRate: string; lifetimes: Record<string, number> };

/** What a save writes: the request's fields, the position from the organisation tree, the recomputed figures. */
export function valuesOf(b: ProjectAddRequest, chain: OrgLink[], s: FigureSettings): ProjectValues {
  const pos = positionOf(chain);
  const lifetimeUsed = lifetimeOf(b.lifetimeYears, b.technology, s.lifetimes);
  const f = projectFigures(b, s.discountRate, lifetimeUsed);
  return {
    name: b.name,
    orgId: Number(b.orgId),
    businessGroupId: pos.businessGroup?.id ?? null,
    parkId: pos.park?.id ?? null,
    legalPersonId: pos.legalPerson?.id ?? null,
    projectType: or(b.projectType),
    technology: or(b.technology),
    energyObject: or(b.energyObject),
    energyType: or(b.energyType),
    energyUnit: or(b.energyUnit),
    technologySource: or(b.technologySource),
    threeR: or(b.threeR),
    responsiblePerson: or(b.responsiblePerson),
    initiatorName: or(b.initiatorName),
    initiatorContact: or(b.initiatorContact),
    initiatorPhone: or(b.initiatorPhone),
    initiatorEmail: or(b.initiatorEmail),
    estimatedStart: or(b.estimatedStart),
    estimatedEnd: or(b.estimatedEnd),
    actualStart: or(b.actualStart),
    actualEnd: or(b.actualEnd),
    statusDescription: or(b.statusDescription),
    principle: or(b.principle),
    benefitAnalysis: or(b.benefitAnalysis),
    energyBefore: or(b.energyBefore),
    energyAfter: or(b.energyAfter),
    emissionFactor: or(b.emissionFactor),
    emissionFactorId: b.emissionFactorSource ? Number(b.emissionFactorSource.factorId) : null,
    emissionFactorVersion: b.emissionFactorSource?.version ?? null,
    investment: or(b.investment),
    localEnergyPrice: or(b.localEnergyPrice),
    lifetimeYears: or(b.lifetimeYears),
    lifetimeUsed,
    reductionOverride: or(b.reductionOverride),
    reductionOverrideReason: or(b.reductionOverrideReason),
    energySaved: f.energySaved,
    annualCarbonReduction: f.annualCarbonReduction,
    annualBenefit: f.annualBenefit,
    costEffectiveness: f.costEffectiveness,
    paybackYears: f.paybackYears,
    paybackNotRecovered: f.paybackNotRecovered,
    abatementCost: f.abatementCost,
    needsFii: f.needsFiiReview,
    supervisorReviewerId: b.supervisorReviewerId ? Number(b.supervisorReviewerId) : null,
    businessGroupReviewerId: b.businessGroupReviewerId ? Number(b.businessGroupReviewerId) : null,
    fiiReviewerId: b.fiiReviewerId ? Number(b.fiiReviewerId) : null,
    energyReviewerIds: (b.energyReviewerIds ?? []).map(Number),
  };
}

/** Whether the project's estimated end passed (before `today`) without acceptance. */
export const isOverdue = (p: Pick<ProjectRecord, 'estimatedEnd' | 'projectStatus'>, today: string) =>
  p.estimatedEnd !== null && p.estimatedEnd < today && BEFORE_ACCEPTANCE.includes(p.projectStatus as ProjectStatusCode);

/** The list row of a project, with its names. */
export function toRow(l: ProjectListed, today: string): ProjectRow {
  const p = l.project;
  const status = p.projectStatus as ProjectStatusCode;
  return {
    id: String(p.id),
    number: p.number,
    name: p.name,
    orgId: String(p.orgId),
    orgName: l.orgName,
    businessGroupId: str(p.businessGroupId),
    businessGroupName: l.businessGroupName,
    parkId: str(p.parkId),
    parkName: l.parkName,
    legalPersonId: str(p.legalPersonId),
    legalPersonName: l.legalPersonName,
    projectType: p.projectType,
    technology: p.technology,
    energyObject: p.energyObject,
    energyType: p.energyType,
    energyUnit: p.energyUnit,
    technologySource: p.technologySource,
    threeR: p.threeR as ProjectRow['threeR'],
    responsiblePerson: p.responsiblePerson,
    initiatorName: p.initiatorName,
    initiatorContact: p.initiatorContact,
    initiatorPhone: p.initiatorPhone,
    initiatorEmail: p.initiatorEmail,
    estimatedStart: p.estimatedStart,
    estimatedEnd: p.estimatedEnd,
    actualStart: p.actualStart,
    actualEnd: p.actualEnd,
    acceptanceTime: p.acceptanceTime,
    statusDescription: p.statusDescription,
    principle: p.principle,
    benefitAnalysis: p.benefitAnalysis,
    energyBefore: p.energyBefore,
    energyAfter: p.energyAfter,
    emissionFactor: p.emissionFactor,
    emissionFactorSource:
      p.emissionFactorId === null ? null : { factorId: String(p.emissionFactorId), version: p.emissionFactorVersion ?? '' },
    investment: p.investment,
    localEnergyPrice: p.localEnergyPrice,
    lifetimeYears: p.lifetimeYears,
    lifetimeUsed: p.lifetimeUsed,
    reductionOverride: p.reductionOverride,
    reductionOverrideReason: p.reductionOverrideReason,
    energySaved: p.energySaved,
    annualCarbonReduction: p.annualCarbonReduction,
    annualBenefit: p.annualBenefit,
    costEffectiveness: p.costEffectiveness,
    paybackYears: p.paybackYears,
    paybackNotRecovered: p.paybackNotRecovered,
    abatementCost: p.abatementCost,
    status,
    stage: stageOf(status, p.needsFii),
    needsFiiReview: p.needsFii,
    approvalStatus: p.approvalStatus as ProjectRow['approvalStatus'],
    flowId: str(p.flowId),
    supervisorReviewer: { id: str(p.supervisorReviewerId), name: l.supervisorName },
    businessGroupReviewer: { id: str(p.businessGroupReviewerId), name: l.businessGroupReviewerName },
    fiiReviewer: { id: str(p.fiiReviewerId), name: l.fiiReviewerName },
    energyReviewerIds: p.energyReviewerIds.map(String),
    overdue: isOverdue(p, today),
    realisationRatio: p.realisationRatio,
    flagged: p.flagged,
    createdBy: String(p.createdBy),
    createdByName: l.createdByName,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    version: p.version,
  };
}

export const toAttachmentRow = (a: AttachmentRecord): ProjectAttachmentRow => ({
  id: String(a.id),
  kind: a.kind as ProjectAttachmentRow['kind'],
  name: a.name,
  size: a.size,
  mime: a.mime,
  createdBy: String(a.createdBy),
  createdAt: a.createdAt.toISOString(),
});
