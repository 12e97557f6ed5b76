import {
  DomainError,
  STATUS,
  assertOrgCode,
  assertOrgName,
  invalid,
  parseCoordinate,
  parsePids,
  type OrgParkInput,
  type ParkAddRequest,
  type ParkEditRequest,
  type ParkRow,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Audit, Mutate } from '../../platform/db/mutate.js';
import type { Clock } from '../../platform/auth/sessions.js';
import { assertInScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { RequestContext } from '../../platform/http/context.js';
import { orgRepo, type OrgRecord } from './org.repo.js';
import { type ParkRecord, parkRepo, parkScope } from './park.repo.js';
import { toParkRow } from './org.view.js';
import { editAtVersion } from './org-support.js';

type ParkFields = Omit<ParkAddRequest, 'businessGroupId'> & { businessGroupId: number };

export type ParkDeps = { db: Db; clock: Clock; mutate: Mutate };

const ENTITY = 'sysPark';

const coordinate = (v: string | number | null | undefined, axis: 'longitude' | 'latitude') =>
  v === null || v === undefined || v === '' ? null : parseCoordinate(v, axis);

/**
 * A refusal of a park field: its message names the park's field (`park.code`: 园区编码, not the
 * organisation's), and its envelope field sits under `prefix` (`park.` in an organisation save,
 * whose form holds the park's fields there). Other errors as they are.
 */
function parkRefusal(e: unknown, prefix: string): unknown {
  if (!(e instanceof DomainError) || !e.field) return e;
  const params = e.params.field === e.field ? { ...e.params, field: `park.${e.field}` } : e.params;
  return new DomainError(e.code, e.key, params, `${prefix}${e.field}`);
}

/**
 * Parks (sys_park): a site of a business group with its address and map coordinates.
 * Data scope: a caller sees and changes the parks whose business group is in scope.
 */
export function createParkService({ db, clock, mutate }: ParkDeps) {
  /** The park's business group: a live business_group org in the caller's scope. */
  async function assertBusinessGroup(tx: Db, scope: DataScope, id: number): Promise<void> {
    assertInScope(scope, id); // first: a foreign id must not reveal whether it is a business group
    const bg = await orgRepo.findLive(tx, id);
    if (!bg || bg.orgType !== 'business_group') throw invalid('org.park.businessGroup', {}, 'businessGroupId');
  }

  /** The park's fields checked; a refusal names its field under `prefix` (`park.code` when an organisation save creates the park). */
  async function checkedValues(tx: Db, scope: DataScope, input: ParkFields, exceptId?: number, prefix = '') {
    try {
      return await valuesOf(tx, scope, input, exceptId);
    } catch (e) {
      throw parkRefusal(e, prefix);
    }
  }

  async function valuesOf(tx: Db, scope: DataScope, input: ParkFields, exceptId?: number) {
    const name = assertOrgName(input.name);
    const code = assertOrgCode(input.code);
    await assertBusinessGroup(tx, scope, input.businessGroupId);
    if (await parkRepo.codeTaken(tx, code, exceptId)) throw invalid('org.park.codeRepeat', { field: 'code' }, 'code');
    return {
      name,
      code,
      businessGroupId: input.businessGroupId,
      address: input.address ?? null,
      longitude: coordinate(input.longitude, 'longitude'),
      latitude: coordinate(input.latitude, 'latitude'),
      sort: input.sort,
      remark: input.remark ?? null,
    };
  }

  /** Creates a park inside the caller's transaction (a park save or an organisation save), with its audit record. */
  async function createIn(tx: Db, audit: Audit, scope: DataScope, input: ParkFields, prefix = ''): Promise<ParkRecord> {
    const values = await checkedValues(tx, scope, input, undefined, prefix);
    const now = clock.now();
    const row = await parkRepo.insert(tx, { ...values, createdAt: now, updatedAt: now });
    await audit({ action: 'add', entity: ENTITY, entityId: row.id, orgId: row.businessGroupId, after: row });
    return row;
  }

  async function findInScope(tx: Db, scope: DataScope, id: number) {
    const park = await parkRepo.findLive(tx, id);
    if (!park) throw invalid('org.park.notFound', {}, 'id');
    assertInScope(scope, park.businessGroupId);
    return park;
  }

  return {
    async list(ctx: RequestContext, q: { businessGroupId?: string | undefined; name?: string | undefined }): Promise<ParkRow[]> {
      const scope = await ctx.scope();
      const rows = await parkRepo.list(db, parkScope(scope), {
        ...(q.businessGroupId ? { businessGroupId: Number(q.businessGroupId) } : {}),
        ...(q.name ? { name: q.name } : {}),
      });
      return rows.map(toParkRow);
    },

    async add(ctx: RequestContext, input: ParkAddRequest) {
      const scope = await ctx.scope();
      const row = await mutate(ctx, (tx, audit) =>
        createIn(tx, audit, scope, { ...input, businessGroupId: Number(input.businessGroupId) }),
      );
      return { id: String(row.id), version: row.version };
    },

    async edit(ctx: RequestContext, input: ParkEditRequest) {
      const scope = await ctx.scope();
      const id = Number(input.id);
      return mutate(ctx, async (tx, audit) => {
        const before = await findInScope(tx, scope, id);
        return editAtVersion(audit, {
          entity: ENTITY,
          id,
          version: input.version,
          before,
          orgOf: (r) => r.businessGroupId,
          write: async () => {
            const values = await checkedValues(tx, scope, { ...input, businessGroupId: Number(input.businessGroupId) }, id);
            return parkRepo.update(tx, id, input.version, { ...values, updatedAt: clock.now() });
          },
        });
      });
    },

    async delete(ctx: RequestContext, idText: string): Promise<null> {
      const scope = await ctx.scope();
      const id = Number(idText);
      await mutate(ctx, async (tx, audit) => {
        const before = await findInScope(tx, scope, id);
        if ((await orgRepo.parkUsers(tx, id)) > 0) throw invalid('org.park.inUse', {}, 'id');
        await parkRepo.update(tx, id, before.version, { status: STATUS.DELETED, updatedAt: clock.now() });
        await audit({ action: 'delete', entity: ENTITY, entityId: id, orgId: before.businessGroupId, before });
      });
      return null;
    },

    /**
     * The park an organisation save asks for: undefined keeps it, null clears it, `{id}`
     * links an existing park in scope, new fields create one (its business group defaults
     * to the organisation's nearest business group, given as `chain`, root first).
     */
    async resolveFor(
      tx: Db,
      audit: Audit,
      scope: DataScope,
      input: OrgParkInput | null | undefined,
      chain: Pick<OrgRecord, 'id' | 'orgType'>[],
    ) {
      if (input === undefined) return undefined;
      if (input === null) return null;
      if (input.id) return (await findInScope(tx, scope, Number(input.id))).id;
      const bgId = input.businessGroupId
        ? Number(input.businessGroupId)
        : [...chain].reverse().find((o) => o.orgType === 'business_group')?.id;
      if (bgId === undefined) throw invalid('org.park.noBusinessGroup', {}, 'park.businessGroupId');
      // a missing name or code is refused by the checks below, naming the park's field
      const fields = { ...input, name: input.name ?? '', code: input.code ?? '', businessGroupId: bgId, sort: 100, remark: null };
      return (await createIn(tx, audit, scope, fields, 'park.')).id;
    },
  };
}

export type ParkService = ReturnType<typeof createParkService>;
/** Ancestor ids of an organisation from its pids, without the root 0. */
export const ancestorIds = (pids: string) => parsePids(pids).filter((id) => id !== 0);
