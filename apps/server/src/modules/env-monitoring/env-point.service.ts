import crypto from 'node:crypto';
import {
  CODE,
  DEVICE_KEY_BYTES,
  ENV_CODE,
  ENV_MONITORING_AUDIT,
  ORG_TYPE,
  toPage,
  translate,
  type EnvPointAddRequest,
  type Hj212ProtocolSetting,
  type EnvPointEditRequest,
  type EnvPointPageQuery,
  type EnvPointRow,
  type EnvPointWithKey,
  type Page,
  conflict,
  fail,
} from '@carbon/domain';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import { iso, plain, sha256 } from './env-common.js';
import { pointRepo, type PointListed, type PollutantRecord } from './env-point.repo.js';

export type EnvPointDeps = { db: Db; mutate: Mutate; clock: Clock };

const ENTITY = ENV_MONITORING_AUDIT.point;
const HINT = 6;
/** A point belongs to a park or a legal entity (issue 15). */
const POINT_ORG_TYPES = new Set(['park', 'legal_entity']);

/** A new device key: 256 random bits, base64url; only its SHA-256 is stored. */
function newKey() {
  const key = crypto.randomBytes(DEVICE_KEY_BYTES).toString('base64url');
  return { key, keyHash: sha256(key), keyHint: key.slice(0, HINT) };
}

export function toPointRow(l: PointListed, pollutants: PollutantRecord[]): EnvPointRow {
  const p = l.p;
  return {
    id: String(p.id),
    orgId: String(p.orgId),
    orgName: l.orgName,
    parkId: l.parkId === null ? null : String(l.parkId),
    parkName: l.parkName,
    name: p.name,
    monitoringType: p.monitoringType,
    pointType: p.pointType,
    modeType: p.modeType,
    fillType: p.fillType,
    mn: p.mn,
    hj212PasswordSet: p.hj212PasswordHash !== null,
    hj212Protocol: p.hj212Protocol as Hj212ProtocolSetting,
    remark: p.remark,
    pollutants: pollutants
      .filter((x) => x.pointId === p.id)
      .map((x) => ({ code: x.code, unit: x.unit, hourlyLimit: plain(x.hourlyLimit), dailyLimit: plain(x.dailyLimit) })),
    keyHint: p.keyHint,
    keyCreatedAt: p.keyCreatedAt.toISOString(),
    lastReadingAt: iso(p.lastReadingAt),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    version: p.version,
  };
}

const uniqueError = (b: { name: string; mn?: string | null | undefined }) => (constraint: string) =>
  constraint === 'env_point_mn_uq'
    ? fail(ENV_CODE.MN_TAKEN, { mn: b.mn ?? '' }, 'mn')
    : fail(ENV_CODE.NAME_TAKEN, { name: b.name }, 'name');

/**
 * Monitoring points (issue 15): owned by a park or a legal entity in the caller's scope; the
 * pollutants with their limits; the device key (shown once) and the HJ 212 MN and password.
 */
export function createEnvPointService({ db, mutate, clock }: EnvPointDeps) {
  async function row(tx: Db, id: number): Promise<EnvPointRow> {
    const l = await pointRepo.listed(tx, id);
    if (!l) throw fail(ENV_CODE.POINT_NOT_EXIST);
    return toPointRow(l, await pointRepo.pollutants(tx, [id]));
  }

  /** The point's organisation must exist, be in scope, and be a park or a legal entity. */
  async function checkOrg(ctx: RequestContext, scope: DataScope, tx: Db, orgId: number): Promise<void> {
    assertInScope(scope, orgId);
    const org = await pointRepo.org(tx, orgId);
    if (!org) throw fail(CODE.DATA_SCOPE);
    if (!POINT_ORG_TYPES.has(org.orgType)) {
      const item = ORG_TYPE.items.find((i) => i.code === org.orgType);
      throw fail(ENV_CODE.POINT_ORG_TYPE, { org: org.name, type: item ? translate(ctx.locale, item.key) : org.orgType }, 'orgId');
    }
  }

  /** The rules beyond the schema: fill type of manual points, MN and password of automatic ones, distinct pollutants. */
  function checkFields(b: EnvPointAddRequest | EnvPointEditRequest, passwordStored: boolean): void {
    if (b.modeType === 0 && !b.fillType) throw fail(ENV_CODE.FILL_TYPE_REQUIRED, {}, 'fillType');
    if (b.modeType === 0 && (b.mn || b.hj212Password)) throw fail(ENV_CODE.MN_MANUAL, {}, 'mn');
    if (b.mn && !b.hj212Password && !passwordStored) throw fail(ENV_CODE.MN_PASSWORD, {}, 'hj212Password');
    const seen = new Set<string>();
    for (const p of b.pollutants) {
      const code = p.code.toLowerCase();
      if (seen.has(code)) throw fail(ENV_CODE.POLLUTANT_DUPLICATE, { code: p.code }, 'pollutants');
      seen.add(code);
    }
  }

  const pollutantRows = (b: Pick<EnvPointAddRequest, 'pollutants'>) =>
    b.pollutants.map((p, i) => ({
      code: p.code,
      unit: p.unit,
      hourlyLimit: p.hourlyLimit ?? null,
      dailyLimit: p.dailyLimit ?? null,
      sort: i,
    }));

  async function inScope(scope: DataScope, id: number, tx: Db = db, lock = false) {
    const p = await pointRepo.find(tx, id, lock);
    if (!p) throw fail(ENV_CODE.POINT_NOT_EXIST);
    assertInScope(scope, p.orgId);
    return p;
  }

  return {
    inScope,

    async page(ctx: RequestContext, q: EnvPointPageQuery): Promise<Page<EnvPointRow>> {
      const scope = await ctx.scope();
      if (q.orgId !== undefined) assertInScope(scope, Number(q.orgId));
      const { rows, total } = await pointRepo.page(
        db,
        scope,
        { ...q, orgId: q.orgId === undefined ? undefined : Number(q.orgId) },
        q.pageNo,
        q.pageSize,
      );
      const pollutants = await pointRepo.pollutants(
        db,
        rows.map((r) => r.p.id),
      );
      return toPage(
        rows.map((r) => toPointRow(r, pollutants)),
        total,
        q.pageNo,
        q.pageSize,
      );
    },

    async detail(ctx: RequestContext, id: number): Promise<EnvPointRow> {
      await inScope(await ctx.scope(), id);
      return row(db, id);
    },

    async add(ctx: RequestContext, b: EnvPointAddRequest): Promise<EnvPointWithKey> {
      const scope = await ctx.scope();
      checkFields(b, false);
      const { key, keyHash, keyHint } = newKey();
      return mutate(
        ctx,
        async (tx, audit) => {
          await checkOrg(ctx, scope, tx, Number(b.orgId));
          const now = clock.now();
          const p = await pointRepo.insert(tx, {
            orgId: Number(b.orgId),
            name: b.name,
            monitoringType: b.monitoringType,
            pointType: b.pointType,
            modeType: b.modeType,
            fillType: b.modeType === 0 ? (b.fillType ?? null) : null,
            mn: b.mn ?? null,
            hj212PasswordHash: b.hj212Password ? sha256(b.hj212Password) : null,
            hj212Protocol: b.hj212Protocol,
            remark: b.remark ?? null,
            keyHash,
            keyHint,
            keyCreatedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          await pointRepo.replacePollutants(tx, p.id, pollutantRows(b));
          const after = await row(tx, p.id);
          await audit({ action: 'add', entity: ENTITY, entityId: p.id, orgId: p.orgId, after });
          return { ...after, deviceKey: key };
        },
        { unique: uniqueError(b) },
      );
    },

    async edit(ctx: RequestContext, b: EnvPointEditRequest): Promise<EnvPointRow> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      return mutate(
        ctx,
        async (tx, audit) => {
          const current = await inScope(scope, id, tx, true);
          checkFields(b, current.hj212PasswordHash !== null);
          await checkOrg(ctx, scope, tx, Number(b.orgId));
          const before = await row(tx, id);
          const automatic = b.modeType === 1;
          const updated = await pointRepo.update(tx, id, b.version, {
            orgId: Number(b.orgId),
            name: b.name,
            monitoringType: b.monitoringType,
            pointType: b.pointType,
            modeType: b.modeType,
            fillType: automatic ? null : (b.fillType ?? null),
            mn: automatic ? (b.mn ?? null) : null,
            hj212PasswordHash: !automatic ? null : b.hj212Password ? sha256(b.hj212Password) : current.hj212PasswordHash,
            hj212Protocol: b.hj212Protocol ?? current.hj212Protocol,
            remark: b.remark ?? null,
            updatedAt: clock.now(),
          });
          if (!updated) throw conflict();
          await pointRepo.replacePollutants(tx, id, pollutantRows(b));
          if (updated.orgId !== current.orgId) await pointRepo.moveAlarms(tx, id, updated.orgId);
          const after = await row(tx, id);
          await audit({ action: 'edit', entity: ENTITY, entityId: id, orgId: updated.orgId, before, after });
          return after;
        },
        { unique: uniqueError(b) },
      );
    },

    async remove(ctx: RequestContext, b: { id: string; version?: number | undefined }): Promise<void> {
      const scope = await ctx.scope();
      const id = Number(b.id);
      await mutate(ctx, async (tx, audit) => {
        const current = await inScope(scope, id, tx, true);
        const before = await row(tx, id);
        const done = await pointRepo.update(tx, id, b.version ?? current.version, { status: 2, updatedAt: clock.now() });
        if (!done) throw conflict();
        await audit({ action: 'delete', entity: ENTITY, entityId: id, orgId: current.orgId, before });
      });
    },

    /** A new device key (shown once); the previous one stops working at once. */
    async rotateKey(ctx: RequestContext, id: number): Promise<EnvPointWithKey> {
      const scope = await ctx.scope();
      const { key, keyHash, keyHint } = newKey();
      return mutate(ctx, async (tx, audit) => {
        const current = await inScope(scope, id, tx, true);
        const before = await row(tx, id);
        await pointRepo.update(tx, id, current.version, { keyHash, keyHint, keyCreatedAt: clock.now(), updatedAt: clock.now() });
        const after = await row(tx, id);
        await audit({ action: 'rotate-key', entity: ENTITY, entityId: id, orgId: current.orgId, before, after });
        return { ...after, deviceKey: key };
      });
    },
  };
}

export type EnvPointService = ReturnType<typeof createEnvPointService>;
