import {
  CODE,
  DomainError,
  ORG_CODE,
  STATUS,
  assertDate,
  assertOrgCode,
  assertOrgName,
  assertLevelOrder,
  assertParentAllowed,
  boundaryChanged,
  childPids,
  defaultChildType,
  nameFormWarnings,
  orgError,
  resolveBoundary,
  translate,
  type Boundary,
  type OrgAddWithParkRequest,
  type OrgEditWithParkRequest,
  type OrgSaveResult,
  type OrgTypeCode,
  conflict,
  fail,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Audit, Mutate } from '../../platform/db/mutate.js';
import type { Clock } from '../../platform/auth/sessions.js';
import { assertInScope, inScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { RequestContext } from '../../platform/http/context.js';
import { orgRepo, type OrgRecord } from './org.repo.js';
import { ancestorIds, type ParkService } from './park.service.js';
import { orgEvents } from './outbox.service.js';
import { outboxRepo } from './outbox.repo.js';
import { localDate } from './org-support.js';

export type OrgWriteDeps = { clock: Clock; mutate: Mutate; parks: ParkService };

type SaveInput = OrgAddWithParkRequest;
/** editWithPark's body, or sysOrg/edit's (no park: unchanged; version optional for XiaoNuo 1.x clients). */
type EditInput = Omit<OrgEditWithParkRequest, 'version'> & { version?: number | undefined };
const NO_BOUNDARY: Boundary = { equitySharePct: null, operationalControl: null, financialControl: null };
const boundaryOf = (o: OrgRecord): Boundary | null =>
  o.orgType === 'legal_entity'
    ? {
        equitySharePct: o.equitySharePct,
        operationalControl: o.operationalControl,
        financialControl: o.financialControl,
        relationship: o.relationship,
        financialControlType: o.financialControlType,
      }
    : null;
const ENTITY = 'sysOrg';

/** A unique-index race on a code or a name is the same refusal as the check (2017002/2017003); any other stays unexpected. */
function uniqueRefusal(index: string): DomainError {
  if (index === 'sys_org_code_idx') return orgError(ORG_CODE.CODE_REPEAT);
  if (index === 'sys_org_name_idx') return orgError(ORG_CODE.NAME_REPEAT);
  throw new Error(`org: unexpected unique violation (${index || 'unnamed index'})`);
}

/** What every change works with: its transaction, its audit, the caller and the caller's scope. */
type Change = { tx: Db; audit: Audit; ctx: RequestContext; scope: DataScope };

/**
 * Organisation changes (add, addWithPark, editWithPark, edit, delete). Each runs in one
 * transaction that also writes the outbox events and the audit record (ADR 005).
 */
export function createOrgWriteService({ clock, mutate, parks }: OrgWriteDeps) {
  /** The new parent: in scope (pid 0 only for a caller who sees everything, 1013003) and live. */
  async function parentOf(tx: Db, scope: DataScope, pid: number): Promise<OrgRecord | null> {
    assertInScope(scope, pid === 0 ? null : pid);
    if (pid === 0) return null;
    const parent = await orgRepo.findLive(tx, pid);
    if (!parent) throw new DomainError(ORG_CODE.NOT_EXIST, 'org.parent.notFound', {}, 'pid');
    return parent;
  }

  /** The ancestors of a child of `parent`, root first, the parent last. */
  const chainBelow = (tx: Db, parent: OrgRecord | null) => orgRepo.chain(tx, parent ? [...ancestorIds(parent.pids), parent.id] : []);

  async function checkNameAndCode(tx: Db, input: SaveInput, exceptId?: number) {
    const name = assertOrgName(input.name);
    const code = assertOrgCode(input.code);
    if (await orgRepo.taken(tx, 'code', code, exceptId)) throw orgError(ORG_CODE.CODE_REPEAT);
    if (await orgRepo.taken(tx, 'name', name, exceptId)) throw orgError(ORG_CODE.NAME_REPEAT);
    return { name, code };
  }

  /**
   * Records a boundary change as a dated row. The first change of an organisation whose
   * values predate any history first records those values from its creation date, so the
   * history answers for every date (unless the new date goes back to or before creation).
   */
  async function recordBoundary(
    tx: Db,
    ctx: RequestContext,
    org: OrgRecord,
    previous: Boundary | null,
    next: Boundary,
    effectiveFrom: string,
    now: Date,
  ) {
    if (previous && boundaryChanged(null, previous) && !(await orgRepo.hasBoundaryHistory(tx, org.id))) {
      const created = localDate(org.createdAt);
      if (created < effectiveFrom)
        await orgRepo.insertBoundary(tx, { orgId: org.id, ...previous, effectiveFrom: created, changedBy: null, changedAt: now });
    }
    await orgRepo.insertBoundary(tx, { orgId: org.id, ...next, effectiveFrom, changedBy: ctx.actor.id, changedAt: now });
  }

  const effectiveDate = (input: SaveInput, now: Date) =>
    input.boundaryEffectiveFrom ? assertDate(input.boundaryEffectiveFrom) : localDate(now);

  function warningsFor(ctx: RequestContext, name: string, orgType: OrgTypeCode, chain: { name: string; orgType: string }[]): string[] {
    return nameFormWarnings(name, orgType, chain).map((w) => translate(ctx.locale, w.key, w.params));
  }

  async function addIn({ tx, audit, ctx, scope }: Change, input: SaveInput): Promise<OrgSaveResult> {
    const pid = Number(input.pid);
    const parent = await parentOf(tx, scope, pid);
    const { name, code } = await checkNameAndCode(tx, input);
    const orgType = input.orgType ?? defaultChildType((parent?.orgType as OrgTypeCode | undefined) ?? null);
    assertLevelOrder({ orgType, parent }, ctx.locale);
    const chain = await chainBelow(tx, parent);
    const parkId = await parks.resolveFor(tx, audit, scope, input.park, chain);
    const boundary = resolveBoundary(orgType, input, null);
    const now = clock.now();
    const effectiveFrom = effectiveDate(input, now);
    const row = await orgRepo.insert(tx, {
      ...{ pid, pids: childPids(pid, parent?.pids ?? null), name, code, orgType, sort: input.sort, remark: input.remark ?? null },
      ...(boundary ?? NO_BOUNDARY),
      parkId: parkId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (boundary && boundaryChanged(null, boundary)) await recordBoundary(tx, ctx, row, null, boundary, effectiveFrom, now);
    await orgEvents.append(tx, 'org.created', [row], ctx.actor.id, now);
    await audit({ action: 'add', entity: ENTITY, entityId: row.id, orgId: row.id, after: row });
    return { id: String(row.id), version: row.version, warnings: warningsFor(ctx, name, orgType, chain) };
  }

  /**
   * The level order after an edit that moves the organisation or changes its type: its type
   * under the (new) parent, and above each child when the type changes. Every other edge of
   * a moved subtree keeps its two ends, so the whole subtree stays in order. An edit that
   * keeps both leaves an older, out-of-order placement alone (it can be corrected later).
   */
  async function checkPlacement(tx: Db, ctx: RequestContext, before: OrgRecord, orgType: OrgTypeCode, parent: OrgRecord | null) {
    const moved = (parent?.id ?? 0) !== before.pid;
    const retyped = orgType !== before.orgType;
    if (!moved && !retyped) return;
    const children = retyped ? await orgRepo.children(tx, before.id) : [];
    assertLevelOrder({ orgType, parent, children }, ctx.locale);
  }

  /** The org to edit: in scope, live, and at the version the caller read (when the caller sent one). */
  async function editable(tx: Db, scope: DataScope, id: number, version: number | undefined): Promise<OrgRecord> {
    assertInScope(scope, id);
    const before = await orgRepo.findLive(tx, id);
    if (!before) throw orgError(ORG_CODE.NOT_EXIST);
    if (version !== undefined && before.version !== version) throw conflict();
    return before;
  }

  /** After a move, every descendant's pids change: one UPDATE, one outbox event each. */
  async function moveSubtree(tx: Db, ctx: RequestContext, before: OrgRecord, after: OrgRecord, now: Date) {
    if (before.pids === after.pids) return;
    const moved = await orgRepo.movePids(tx, after.id, `${before.pids}[${after.id}],`, `${after.pids}[${after.id}],`, now);
    await orgEvents.append(tx, 'org.updated', moved, ctx.actor.id, now);
  }

  async function editIn({ tx, audit, ctx, scope }: Change, input: EditInput): Promise<OrgSaveResult> {
    const id = Number(input.id);
    const pid = Number(input.pid);
    const before = await editable(tx, scope, id, input.version);
    // Without a version (XiaoNuo 1.x's sysOrg/edit) the edit applies to the row as read here:
    // every org change holds the outbox lock, so no other change slips in between.
    const version = input.version ?? before.version;
    const parent = pid === before.pid ? await orgRepo.findLive(tx, pid).then((p) => p ?? null) : await parentOf(tx, scope, pid);
    assertParentAllowed(id, pid, parent?.pids ?? null);
    const { name, code } = await checkNameAndCode(tx, input, id);
    const orgType = input.orgType ?? (before.orgType as OrgTypeCode);
    await checkPlacement(tx, ctx, before, orgType, parent);
    const chain = await chainBelow(tx, parent);
    const parkId = await parks.resolveFor(tx, audit, scope, input.park, [...chain, before]);
    const previous = boundaryOf(before);
    const next = resolveBoundary(orgType, input, previous);
    const now = clock.now();
    const effectiveFrom = effectiveDate(input, now);
    const after = await orgRepo.update(tx, id, version, {
      ...{ pid, pids: childPids(pid, parent?.pids ?? null), name, code, orgType, sort: input.sort, remark: input.remark ?? null },
      ...(next ?? NO_BOUNDARY),
      ...(parkId === undefined ? {} : { parkId }),
      updatedAt: now,
    });
    if (!after) throw conflict();
    if (next && boundaryChanged(previous, next)) await recordBoundary(tx, ctx, after, previous, next, effectiveFrom, now);
    await orgEvents.append(tx, 'org.updated', [after], ctx.actor.id, now);
    await moveSubtree(tx, ctx, before, after, now);
    const unversioned = input.version === undefined ? { reason: 'unversioned' } : {};
    await audit({ action: 'edit', entity: ENTITY, entityId: id, orgId: id, before, after, ...unversioned });
    return { id: String(id), version: after.version, warnings: warningsFor(ctx, name, orgType, chain) };
  }

  /** Deletes one organisation and its subtree (status 2), refusing while any of them has staff. */
  async function deleteIn({ tx, audit, ctx, scope }: Change, id: number): Promise<number[]> {
    assertInScope(scope, id);
    const before = await orgRepo.findLive(tx, id);
    if (!before) throw orgError(ORG_CODE.NOT_EXIST);
    const ids = (await orgRepo.subtree(tx, id)).map((r) => r.id);
    if (!ids.every((d) => inScope(scope, d))) throw fail(CODE.DATA_SCOPE);
    if ((await orgRepo.staffCount(tx, ids)) > 0) throw orgError(ORG_CODE.HAS_STAFF);
    const now = clock.now();
    const deleted = await orgRepo.markDeleted(tx, ids, now);
    await orgRepo.removeDataScopes(tx, ids);
    await orgEvents.append(tx, 'org.deleted', deleted, ctx.actor.id, now);
    const cascaded = ids.filter((d) => d !== id).map(String);
    await audit({ action: 'delete', entity: ENTITY, entityId: id, orgId: id, before, after: { status: STATUS.DELETED, cascaded } });
    return ids;
  }

  /**
   * Runs a change through `mutate` (one transaction with its audit records). The scope is
   * resolved before the transaction opens (PGlite); the outbox lock is taken before any
   * audit record, so the two locks are always taken in one order (ADR 005).
   */
  async function change<T>(ctx: RequestContext, work: (c: Change) => Promise<T>): Promise<T> {
    const scope = await ctx.scope();
    return mutate(
      ctx,
      async (tx, audit) => {
        await outboxRepo.lock(tx);
        return work({ tx, audit, ctx, scope });
      },
      { unique: uniqueRefusal },
    );
  }

  return {
    add: (ctx: RequestContext, input: SaveInput) => change(ctx, (c) => addIn(c, input)),
    edit: (ctx: RequestContext, input: EditInput) => change(ctx, (c) => editIn(c, input)),
    delete: (ctx: RequestContext, ids: string[]) =>
      change(ctx, async (c) => {
        const done = new Set<number>();
        for (const id of ids.map(Number)) {
          // an id inside a subtree deleted earlier in this call is already done
          if (done.has(id)) continue;
          for (const d of await deleteIn(c, id)) done.add(d);
        }
        return null;
      }),
  };
}

export type OrgWriteService = ReturnType<typeof createOrgWriteService>;
