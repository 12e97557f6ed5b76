import {
  CONSTRUCTION_STATUS,
  ENV_PERMIT_AUDIT,
  ENV_PERMIT_CODE,
  ORG_CODE,
  canMoveConstruction,
  toPage,
  translate,
  type EnvDeleteRequest,
  type Locale,
  type Page,
  type PermitAddRequest,
  type PermitEditRequest,
  type PermitFields,
  type PermitPageQuery,
  type PermitRow,
  type PermitStatusRequest,
  conflict,
  fail,
} from '@carbon/domain';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { type PermitListed, type PermitRecord, permitRepo, permitScope, type PermitValues } from './permit.repo.js';
import { wasteRepo } from './waste.repo.js';

export type PermitDeps = { db: Db; mutate: Mutate; clock: Clock };

const ENTITY = ENV_PERMIT_AUDIT.permit;
const notExist = () => fail(ENV_PERMIT_CODE.PERMIT_NOT_EXIST);

/** The live project, locked for the change, in the caller's scope: 2052001 when gone, 1013003 when foreign. */
async function lockedInScope(tx: Db, scope: DataScope, id: string): Promise<PermitRecord> {
  const current = await permitRepo.find(tx, Number(id), true);
  if (!current) throw notExist();
  assertInScope(scope, current.orgId);
  return current;
}
const day = (d: Date) => d.toISOString().slice(0, 10);
const statusKey = (code: number) => CONSTRUCTION_STATUS.items.find((i) => i.code === code)?.key ?? String(code);

export const toPermitRow = ({ p, orgName, createdByName, fileCount }: PermitListed): PermitRow => ({
  id: String(p.id),
  orgId: String(p.orgId),
  orgName,
  name: p.name,
  applicationType: p.applicationType,
  reportForm: p.reportForm,
  constructionStatus: p.constructionStatus,
  approvalNumber: p.approvalNumber,
  approvalAuthority: p.approvalAuthority,
  applicationDate: p.applicationDate,
  approvalDate: p.approvalDate,
  plannedStart: p.plannedStart,
  plannedEnd: p.plannedEnd,
  startedAt: p.startedAt,
  completedAt: p.completedAt,
  acceptedAt: p.acceptedAt,
  contact: p.contact,
  remark: p.remark,
  fileCount,
  createdByName,
  version: p.version,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** End dates not before their starts (2052006, naming both by their labels; the field is the end's). */
export function assertOrder(
  locale: Locale,
  pairs: [start: string | null | undefined, end: string | null | undefined, startField: string, endField: string][],
) {
  const label = (f: string) => translate(locale, `field.${f}`);
  for (const [start, end, s, e] of pairs)
    if (start && end && end < start) throw fail(ENV_PERMIT_CODE.DATE_ORDER, { start: label(s), end: label(e) }, e);
}

const values = (b: PermitFields): PermitValues => ({
  orgId: Number(b.orgId),
  name: b.name,
  applicationType: b.applicationType,
  reportForm: b.reportForm,
  approvalNumber: b.approvalNumber || null,
  approvalAuthority: b.approvalAuthority || null,
  applicationDate: b.applicationDate ?? null,
  approvalDate: b.approvalDate ?? null,
  plannedStart: b.plannedStart ?? null,
  plannedEnd: b.plannedEnd ?? null,
  contact: b.contact || null,
  remark: b.remark || null,
});

/** The dates a move to `to` sets: started (2), completed (3), accepted (4, required). */
function datesFor(to: number, date: string | undefined, today: string): Partial<PermitRecord> {
  if (to === 4 && !date) throw fail(ENV_PERMIT_CODE.ACCEPTANCE_DATE, {}, 'date');
  const at = date ?? today;
  if (to === 2) return { startedAt: at };
  if (to === 3) return { completedAt: at };
  if (to === 4) return { acceptedAt: at };
  return {};
}

/** Environmental-impact projects: data-scoped CRUD; the construction status moves only along the domain's transitions. */
export function createPermitService({ db, mutate, clock }: PermitDeps) {
  async function listed(tx: Db, id: number): Promise<PermitRow> {
    const row = await permitRepo.findListed(tx, id);
    if (!row) throw notExist();
    return toPermitRow(row);
  }
  const dateChecks = (ctx: RequestContext, b: PermitFields) =>
    assertOrder(ctx.locale, [
      [b.applicationDate, b.approvalDate, 'applicationDate', 'approvalDate'],
      [b.plannedStart, b.plannedEnd, 'plannedStart', 'plannedEnd'],
    ]);

  return {
    /** The organisation of a live project (for its files). */
    ownerOrg: async (tx: Db, id: number, lock = false) => (await permitRepo.find(tx, id, lock))?.orgId,

    async page(ctx: RequestContext, q: PermitPageQuery): Promise<Page<PermitRow>> {
      const scope = await ctx.scope();
      if (q.orgId !== undefined) assertInScope(scope, Number(q.orgId));
      const { pageNo, pageSize, ...f } = q;
      const filter = { ...f, orgId: f.orgId === undefined ? undefined : Number(f.orgId) };
      const { rows, total } = await permitRepo.page(db, permitScope(scope), filter, pageNo, pageSize);
      return toPage(rows.map(toPermitRow), total, pageNo, pageSize);
    },

    async detail(ctx: RequestContext, id: number): Promise<PermitRow> {
      const row = await listed(db, id);
      assertInScope(await ctx.scope(), Number(row.orgId));
      return row;
    },

    /** A new application (the /apply page) starts planned; an existing project may be recorded at its current status. */
    async add(ctx: RequestContext, b: PermitAddRequest): Promise<PermitRow> {
      assertInScope(await ctx.scope(), Number(b.orgId));
      dateChecks(ctx, b);
      return mutate(ctx, async (tx, audit) => {
        if (!(await wasteRepo.liveOrg(tx, Number(b.orgId)))) throw fail(ORG_CODE.NOT_EXIST, {}, 'orgId');
        const row = await permitRepo.insert(
          tx,
          { ...values(b), constructionStatus: b.constructionStatus ?? 1, createdBy: ctx.user.id },
          clock.now(),
        );
        const after = await listed(tx, row.id);
        await audit({ action: 'add', entity: ENTITY, entityId: after.id, orgId: Number(b.orgId), after });
        return after;
      });
    },

    /** The fields, not the construction status (see `status`). */
    async edit(ctx: RequestContext, b: PermitEditRequest): Promise<PermitRow> {
      const scope = await ctx.scope();
      assertInScope(scope, Number(b.orgId));
      dateChecks(ctx, b);
      return mutate(ctx, async (tx, audit) => {
        const current = await lockedInScope(tx, scope, b.id);
        if (!(await wasteRepo.liveOrg(tx, Number(b.orgId)))) throw fail(ORG_CODE.NOT_EXIST, {}, 'orgId');
        const before = await listed(tx, current.id);
        if (!(await permitRepo.update(tx, current.id, b.version, values(b), clock.now()))) throw conflict();
        const after = await listed(tx, current.id);
        await audit({ action: 'edit', entity: ENTITY, entityId: after.id, orgId: Number(b.orgId), before, after });
        return after;
      });
    },

    /** Moves the construction status (2052002 off the transitions), audited as `construction-status` with the note. */
    async status(ctx: RequestContext, b: PermitStatusRequest): Promise<PermitRow> {
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const current = await lockedInScope(tx, scope, b.id);
        const from = current.constructionStatus;
        if (!canMoveConstruction(from, b.to)) {
          const label = (c: number) => translate(ctx.locale, statusKey(c));
          throw fail(ENV_PERMIT_CODE.STATUS_TRANSITION, { from: label(from), to: label(b.to) }, 'to');
        }
        const dates = datesFor(b.to, b.date, day(clock.now()));
        const before = await listed(tx, current.id);
        const moved = await permitRepo.moveStatus(tx, current.id, b.version, from, { constructionStatus: b.to, ...dates }, clock.now());
        if (!moved) throw conflict();
        const after = await listed(tx, current.id);
        const reason = [
          translate('zh-CN', 'envRecords.statusNote', {
            from: translate('zh-CN', statusKey(from)),
            to: translate('zh-CN', statusKey(b.to)),
          }),
          b.note,
        ]
          .filter(Boolean)
          .join('；');
        await audit({ action: 'construction-status', entity: ENTITY, entityId: after.id, orgId: current.orgId, before, after, reason });
        return after;
      });
    },

    async remove(ctx: RequestContext, b: EnvDeleteRequest): Promise<void> {
      const scope = await ctx.scope();
      await mutate(ctx, async (tx, audit) => {
        const current = await lockedInScope(tx, scope, b.id);
        const before = await listed(tx, current.id);
        if (!(await permitRepo.softDelete(tx, current.id, b.version ?? current.version, clock.now()))) throw conflict();
        await audit({ action: 'delete', entity: ENTITY, entityId: b.id, orgId: current.orgId, before });
      });
    },
  };
}

export type PermitService = ReturnType<typeof createPermitService>;
