import {
  PROJECT_AUDIT,
  PROJECT_EXPORT_COLUMNS,
  PROJECT_SHEET,
  PROJECT_STAGE,
  PROJECT_STATUS,
  projectImportRow,
  translate,
  type Locale,
  type ProjectAddRequest,
  type ProjectExportQuery,
  type ProjectOverviewQuery,
  type ProjectRow,
  type ProjectSheetKey,
} from '@carbon/domain';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import { writeSheet } from '../../platform/files/excel.js';
import type { ImportQueue } from '../../platform/files/import-queue.js';
import { createSheetKit, type ImportSheet } from '../../platform/files/sheet-kit.js';
import type { RequestContext } from '../../platform/http/context.js';
import { figureSettings, todayOf } from './project-access.js';
import { ancestorIds, projectOverviewRepo, type OrgByCode } from './project-overview.repo.js';
import { overviewWhere } from './project-overview.scope.js';
import { type OrgLink, pageWhere, projectRepo, projectScope, type ProjectValues } from './project.repo.js';
import { toRow, valuesOf } from './project.view.js';

export type ProjectImportDeps = { db: Db; mutate: Mutate; clock: Clock; imports: ImportQueue };

const ENTITY = PROJECT_AUDIT.project;
/** The import's template, reading, checks and failed-rows report, from the domain's sheet definition. */
const KIT = createSheetKit(PROJECT_SHEET);
/** Rows an export writes at most: what one import reads (the sheet kit's row limit), so an export can be imported again. */
export const PROJECT_EXPORT_LIMIT = 20_000;

type Sheet = ImportSheet<ProjectSheetKey>;
const INVESTMENT_SHEET = 'projectOverview.sheet.investment';
type Cell = string | number | null;

/**
 * An entered figure (read back by the import): a number cell when the number says exactly the same,
 * else text, so no digit is lost on the way back. Entered figures are never negative.
 */
function figure(v: string | null): Cell {
  if (v === null) return null;
  const n = Number(v);
  return Number.isFinite(n) && String(n) === v ? n : v;
}
/** A computed figure (not read back): a number cell, as a spreadsheet shows it (15 significant digits). */
const computed = (v: string | null): Cell => (v === null ? null : Number(v));

const label = (locale: Locale, key: string) => translate(locale, key);
const statusLabel = (locale: Locale, code: string) => label(locale, PROJECT_STATUS.items.find((i) => i.code === code)?.key ?? code);
const stageLabel = (locale: Locale, code: string) => label(locale, PROJECT_STAGE.items.find((i) => i.code === code)?.key ?? code);
/** An enumerated sheet column's value by its label in `locale` (importable again in any language). */
function optionLabel(locale: Locale, key: ProjectSheetKey, value: string | null): Cell {
  if (value === null) return null;
  const option = PROJECT_SHEET.columns.find((c) => c.key === key)?.options?.find((o) => o.value === value);
  return option ? label(locale, option.label) : value;
}

/** One exported row: the sheet's columns (as the import reads them), then the number, status, position and figures. */
function exportRow(locale: Locale, p: ProjectRow, orgCode: string): Record<string, Cell> {
  return {
    name: p.name,
    orgCode,
    projectType: p.projectType,
    technology: optionLabel(locale, 'technology', p.technology),
    energyObject: p.energyObject,
    energyType: optionLabel(locale, 'energyType', p.energyType),
    energyUnit: p.energyUnit,
    technologySource: optionLabel(locale, 'technologySource', p.technologySource),
    threeR: optionLabel(locale, 'threeR', p.threeR),
    responsiblePerson: p.responsiblePerson,
    initiatorName: p.initiatorName,
    initiatorContact: p.initiatorContact,
    initiatorPhone: p.initiatorPhone,
    initiatorEmail: p.initiatorEmail,
    estimatedStart: p.estimatedStart,
    estimatedEnd: p.estimatedEnd,
    actualStart: p.actualStart,
    actualEnd: p.actualEnd,
    statusDescription: p.statusDescription,
    principle: p.principle,
    benefitAnalysis: p.benefitAnalysis,
    energyBefore: figure(p.energyBefore),
    energyAfter: figure(p.energyAfter),
    emissionFactor: figure(p.emissionFactor),
    investment: figure(p.investment),
    localEnergyPrice: figure(p.localEnergyPrice),
    lifetimeYears: p.lifetimeYears,
    reductionOverride: figure(p.reductionOverride),
    reductionOverrideReason: p.reductionOverrideReason,
    number: p.number,
    status: statusLabel(locale, p.status),
    stage: stageLabel(locale, p.stage),
    orgName: p.orgName,
    businessGroupName: p.businessGroupName,
    parkName: p.parkName,
    legalPersonName: p.legalPersonName,
    energySaved: computed(p.energySaved),
    annualCarbonReduction: computed(p.annualCarbonReduction),
    annualBenefit: computed(p.annualBenefit),
    costEffectiveness: computed(p.costEffectiveness),
    paybackYears: p.paybackNotRecovered ? label(locale, 'projectOverview.notRecovered') : computed(p.paybackYears),
    abatementCost: computed(p.abatementCost),
    lifetimeUsed: p.lifetimeUsed,
    needsFiiReview: label(locale, p.needsFiiReview ? 'enum.yesOrNo.yes' : 'enum.yesOrNo.no'),
    acceptanceTime: p.acceptanceTime,
  };
}

const exportColumns = (locale: Locale) => [
  ...KIT.columns(locale),
  ...PROJECT_EXPORT_COLUMNS.map((c) => ({ key: c.key, header: label(locale, c.label), width: 18 })),
];

/** The organisations the rows name, by code, each with its chain (root first) for the project's position. */
async function chainsOf(db: Db, codes: string[]): Promise<Map<string, { org: OrgByCode; chain: OrgLink[] }>> {
  const orgs = await projectOverviewRepo.orgsByCode(db, codes);
  const ancestors = await projectOverviewRepo.orgsById(db, [...new Set(orgs.flatMap((o) => ancestorIds(o.pids)))]);
  const byId = new Map(ancestors.map((a) => [a.id, a]));
  return new Map(
    orgs.map((org) => [
      org.code,
      { org, chain: [...ancestorIds(org.pids).flatMap((id) => byId.get(id) ?? []), { id: org.id, type: org.type, name: org.name }] },
    ]),
  );
}

/**
 * Import, export and template of the project list (issue 12): the import is all or nothing (failed
 * rows with their reasons in the caller's language, the report to download) and creates drafts
 * with the same rules as `project/add`; the export writes the list's filters with the automatic
 * figures, in columns the import reads back.
 */
export function createProjectImportService({ db, mutate, clock, imports }: ProjectImportDeps) {
  /**
   * The organisations the rows name (every row read, so a row failing elsewhere is told this too): known
   * and in the caller's scope; the others fail at the organisation column.
   */
  async function resolveOrgs(sheet: Sheet, scope: DataScope) {
    const codeOf = (values: Partial<Record<ProjectSheetKey, unknown>>) => (typeof values.orgCode === 'string' ? values.orgCode.trim() : '');
    const chains = await chainsOf(db, [...new Set(sheet.rows.map((r) => codeOf(r.values)).filter(Boolean))]);
    for (const { row, values } of sheet.rows) {
      const code = codeOf(values);
      if (!code) continue;
      const found = chains.get(code);
      if (!found) sheet.fail(row, 'orgCode', 'projectOverview.import.orgNotFound', { code });
      else if (!scope.all && !scope.orgIds.includes(found.org.id))
        sheet.fail(row, 'orgCode', 'projectOverview.import.orgOutOfScope', { code });
    }
    return chains;
  }

  async function exportRows(locale: Locale, rows: ProjectRow[], sheetName: string): Promise<Buffer> {
    const codes = await projectOverviewRepo.orgCodes(db, [...new Set(rows.map((r) => Number(r.orgId)))]);
    const out = rows.map((p) => exportRow(locale, p, codes.get(Number(p.orgId)) ?? ''));
    return writeSheet(label(locale, sheetName), exportColumns(locale), out);
  }

  return {
    template: (locale: Locale): Promise<Buffer> => KIT.template(locale),
    templateName: (locale: Locale): string => KIT.templateName(locale),

    /** The upload's rows as drafts, all or nothing, as a job of the import queue. */
    async importSheet(ctx: RequestContext, data: Buffer): Promise<{ inserted: number }> {
      const scope = await ctx.scope();
      return imports.run(ctx, 'project', async (job) => {
        const sheet = await KIT.read(data, ctx.locale, job);
        job.phase('checking');
        const chains = await resolveOrgs(sheet, scope);
        const rows = sheet.parse(projectImportRow);
        sheet.assertNoFailures();
        job.phase('writing');
        job.total(rows.length);
        return mutate(ctx, async (tx, audit) => {
          const settings = await figureSettings(tx);
          const values: ProjectValues[] = rows.map(({ data: { orgCode, ...fields } }) => {
            const { org, chain } = chains.get(orgCode)!;
            const body: ProjectAddRequest = { ...fields, orgId: String(org.id) };
            return valuesOf(body, chain, settings);
          });
          const at = clock.now();
          const ids = await projectOverviewRepo.reserveIds(tx, values.length);
          const drafts = values.map((v, i) => ({
            ...v,
            id: ids[i]!,
            number: `EP${at.getUTCFullYear()}${String(ids[i]).padStart(6, '0')}`,
          }));
          await projectOverviewRepo.insertDrafts(tx, drafts, ctx.user.id, at, job.written);
          await audit({
            action: 'import',
            entity: ENTITY,
            entityId: null,
            after: { count: drafts.length, ids: ids.map(String) },
          });
          return { inserted: drafts.length };
        });
      });
    },

    /** The project list with its filters and the automatic figures. */
    async exportSheet(ctx: RequestContext, q: ProjectExportQuery): Promise<Buffer> {
      const scope = await ctx.scope();
      if (q.orgId !== undefined) assertInScope(scope, Number(q.orgId));
      const f = { ...q, today: todayOf(clock) };
      const cond = pageWhere(projectScope(scope), f);
      const { rows } = await projectRepo.page(db, cond, f, 1, PROJECT_EXPORT_LIMIT);
      return exportRows(
        ctx.locale,
        rows.map((r) => toRow(r, f.today)),
        PROJECT_SHEET.name,
      );
    },

    /** The projects behind the investment overview (its organisation's subtree and year), with their figures. */
    async investmentExport(ctx: RequestContext, q: ProjectOverviewQuery): Promise<Buffer> {
      const w = await overviewWhere(ctx, q);
      const f = { ...(w.root === 0 ? {} : { orgId: String(w.root) }), year: q.year, today: todayOf(clock) };
      const { rows } = await projectRepo.page(db, pageWhere(w.scope, f), f, 1, PROJECT_EXPORT_LIMIT);
      return exportRows(
        ctx.locale,
        rows.map((r) => toRow(r, f.today)),
        INVESTMENT_SHEET,
      );
    },
  };
}

export type ProjectImportService = ReturnType<typeof createProjectImportService>;
