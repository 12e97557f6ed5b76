import {
  ENV_PERMIT_AUDIT,
  ENV_PERMIT_CODE,
  EXPIRY_REMINDER_DAYS,
  ORG_CODE,
  toPage,
  type EnvDeleteRequest,
  type HonorFields,
  type HonorPageQuery,
  type HonorRow,
  type Page,
  type PlanFields,
  type PlanPageQuery,
  type PlanRow,
  conflict,
  fail,
} from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { PermitDeps } from './permit.service.js';
import { assertOrder } from './permit.service.js';
import { type HonorRecord, honorScope, type Listed, planHonorRepo, type PlanRecord, planScope } from './plan-honor.repo.js';
import { wasteRepo } from './waste.repo.js';

const DAY_MS = 86_400_000;
/** The last day of the reminder window that starts today. */
export const windowEnd = (now: Date) => new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS).toISOString().slice(0, 10);

const toPlanRow = ({ r, orgName, fileCount }: Listed<PlanRecord>): PlanRow => ({
  id: String(r.id),
  orgId: String(r.orgId),
  orgName,
  planType: r.planType,
  name: r.name,
  filingNumber: r.filingNumber,
  filingAuthority: r.filingAuthority,
  filingDate: r.filingDate,
  validFrom: r.validFrom,
  validTo: r.validTo,
  remark: r.remark,
  fileCount,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});
const toHonorRow = ({ r, orgName, fileCount }: Listed<HonorRecord>): HonorRow => ({
  id: String(r.id),
  orgId: String(r.orgId),
  orgName,
  honorType: r.honorType,
  name: r.name,
  issuer: r.issuer,
  certificateNumber: r.certificateNumber,
  issuedDate: r.issuedDate,
  validTo: r.validTo,
  remark: r.remark,
  fileCount,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

type Kind<F, R> = {
  entity: string;
  notExist: number;
  listed: (tx: Db, id: number) => Promise<Listed<{ id: number; orgId: number; version: number }> | undefined>;
  row: (l: never) => R;
  values: (b: F) => Record<string, unknown>;
  dates: (b: F) => [string | undefined, string | undefined, string, string];
  insert: (tx: Db, v: never, at: Date) => Promise<{ id: number }>;
  update: (tx: Db, id: number, version: number, v: never, at: Date) => Promise<{ id: number } | undefined>;
};

/** CRUD of one org-owned record kind (plans, honours), within the data scope, every change audited. */
function createRecordService<F extends { orgId: string }, R>({ db, mutate, clock }: PermitDeps, k: Kind<F, R>) {
  async function read(tx: Db, id: number) {
    const l = await k.listed(tx, id);
    if (!l) throw fail(k.notExist);
    return l;
  }
  const checks = (ctx: RequestContext, b: F) => {
    const [s, e, sk, ek] = k.dates(b);
    assertOrder(ctx.locale, [[s, e, sk, ek]]);
  };
  const assertOrg = async (tx: Db, orgId: number) => {
    if (!(await wasteRepo.liveOrg(tx, orgId))) throw fail(ORG_CODE.NOT_EXIST, {}, 'orgId');
  };
  return {
    ownerOrg: async (tx: Db, id: number) => (await k.listed(tx, id))?.r.orgId,
    async detail(ctx: RequestContext, id: number): Promise<R> {
      const l = await read(db, id);
      assertInScope(await ctx.scope(), l.r.orgId);
      return k.row(l as never);
    },
    async add(ctx: RequestContext, b: F): Promise<R> {
      assertInScope(await ctx.scope(), Number(b.orgId));
      checks(ctx, b);
      return mutate(ctx, async (tx, audit) => {
        await assertOrg(tx, Number(b.orgId));
        const { id } = await k.insert(tx, { ...k.values(b), createdBy: ctx.user.id } as never, clock.now());
        const after = k.row((await read(tx, id)) as never);
        await audit({ action: 'add', entity: k.entity, entityId: String(id), orgId: Number(b.orgId), after });
        return after;
      });
    },
    async edit(ctx: RequestContext, b: F & { id: string; version: number }): Promise<R> {
      const scope = await ctx.scope();
      assertInScope(scope, Number(b.orgId));
      checks(ctx, b);
      return mutate(ctx, async (tx, audit) => {
        const current = await read(tx, Number(b.id));
        assertInScope(scope, current.r.orgId);
        await assertOrg(tx, Number(b.orgId));
        if (!(await k.update(tx, current.r.id, b.version, k.values(b) as never, clock.now()))) throw conflict();
        const after = k.row((await read(tx, current.r.id)) as never);
        await audit({ action: 'edit', entity: k.entity, entityId: b.id, orgId: Number(b.orgId), before: k.row(current as never), after });
        return after;
      });
    },
    async remove(ctx: RequestContext, b: EnvDeleteRequest): Promise<void> {
      const scope = await ctx.scope();
      await mutate(ctx, async (tx, audit) => {
        const current = await read(tx, Number(b.id));
        assertInScope(scope, current.r.orgId);
        const done = await k.update(tx, current.r.id, b.version ?? current.r.version, { status: 2 } as never, clock.now());
        if (!done) throw conflict();
        await audit({ action: 'delete', entity: k.entity, entityId: b.id, orgId: current.r.orgId, before: k.row(current as never) });
      });
    },
  };
}

/** Emergency plans: CRUD, and the page filtered to those expiring within the reminder window. */
export function createPlanService(deps: PermitDeps) {
  const base = createRecordService<PlanFields, PlanRow>(deps, {
    entity: ENV_PERMIT_AUDIT.plan,
    notExist: ENV_PERMIT_CODE.PLAN_NOT_EXIST,
    listed: planHonorRepo.planListed,
    row: toPlanRow,
    values: (b) => ({
      ...b,
      orgId: Number(b.orgId),
      filingAuthority: b.filingAuthority || null,
      filingDate: b.filingDate ?? null,
      remark: b.remark || null,
    }),
    dates: (b) => [b.validFrom, b.validTo, 'validFrom', 'validTo'],
    insert: planHonorRepo.insertPlan,
    update: planHonorRepo.updatePlan,
  });
  return {
    ...base,
    async page(ctx: RequestContext, q: PlanPageQuery): Promise<Page<PlanRow>> {
      const scope = await ctx.scope();
      if (q.orgId !== undefined) assertInScope(scope, Number(q.orgId));
      const f = {
        orgId: q.orgId === undefined ? undefined : Number(q.orgId),
        type: q.planType,
        keyword: q.keyword,
        expiringBy: q.expiring === 'true' ? windowEnd(deps.clock.now()) : undefined,
      };
      const { rows, total } = await planHonorRepo.planPage(deps.db, planScope(scope), f, q.pageNo, q.pageSize);
      return toPage(rows.map(toPlanRow), total, q.pageNo, q.pageSize);
    },
  };
}

/** Honours: CRUD (the ISO 14064 statements are read from certificate management by the module). */
export function createHonorService(deps: PermitDeps) {
  const base = createRecordService<HonorFields, HonorRow>(deps, {
    entity: ENV_PERMIT_AUDIT.honor,
    notExist: ENV_PERMIT_CODE.HONOR_NOT_EXIST,
    listed: planHonorRepo.honorListed,
    row: toHonorRow,
    values: (b) => ({
      ...b,
      orgId: Number(b.orgId),
      certificateNumber: b.certificateNumber || null,
      validTo: b.validTo ?? null,
      remark: b.remark || null,
    }),
    dates: (b) => [b.issuedDate, b.validTo, 'issuedDate', 'validTo'],
    insert: planHonorRepo.insertHonor,
    update: planHonorRepo.updateHonor,
  });
  return {
    ...base,
    async page(ctx: RequestContext, q: HonorPageQuery): Promise<Page<HonorRow>> {
      const scope = await ctx.scope();
      if (q.orgId !== undefined) assertInScope(scope, Number(q.orgId));
      const f = { orgId: q.orgId === undefined ? undefined : Number(q.orgId), type: q.honorType, keyword: q.keyword };
      const { rows, total } = await planHonorRepo.honorPage(deps.db, honorScope(scope), f, q.pageNo, q.pageSize);
      return toPage(rows.map(toHonorRow), total, q.pageNo, q.pageSize);
    },
  };
}
