import {
  STATUS,
  assertDate,
  holdingContradiction,
  invalid,
  parseEquityShare,
  proposedFinancialControl,
  type ConsolidationSetting,
  type EntityRelationship,
  type FinancialControlKind,
  type OwnershipAddRequest,
  type OwnershipEditRequest,
  type OwnershipRow,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { Clock } from '../../platform/auth/sessions.js';
import { assertInScope, inScope, type DataScope } from '../../platform/auth/data-scope.js';
import type { RequestContext } from '../../platform/http/context.js';
import { orgRepo } from './org.repo.js';
import { ownershipRepo, type OwnershipRecord } from './ownership.repo.js';
import { plainDecimal } from './org.view.js';
import { editAtVersion } from './org-support.js';

export type OwnershipDeps = { db: Db; clock: Clock; mutate: Mutate };

const ENTITY = 'sysOrgOwnership';
/** The defaults of a group without settings (issue 26): operational control, the record in force at the period end. */
export const DEFAULT_SETTING = { approach: 'operational-control', divestmentRule: 'period-end' } as const;

const toRow = (r: OwnershipRecord & { ownerName: string; ownedName: string }): OwnershipRow => ({
  id: String(r.id),
  ownerOrgId: String(r.ownerOrgId),
  ownerName: r.ownerName,
  ownedOrgId: String(r.ownedOrgId),
  ownedName: r.ownedName,
  equitySharePct: plainDecimal(String(r.equitySharePct))!,
  relationship: r.relationship,
  financialControlType: r.financialControlType,
  operationalControl: r.operationalControl,
  validFrom: String(r.validFrom),
  validTo: r.validTo === null ? null : String(r.validTo),
  version: r.version,
});

/**
 * Ownership links between organisations (issue 26, ADR 010) and the groups' consolidation
 * settings. A link's facts are checked when saved (a contradiction names its field), never at
 * report time; a link that would make the holdings go round is refused.
 */
export function createOwnershipService({ db, clock, mutate }: OwnershipDeps) {
  async function checked(tx: Db, scope: DataScope, input: OwnershipAddRequest, exceptId?: number) {
    const ownerId = Number(input.ownerOrgId);
    const ownedId = Number(input.ownedOrgId);
    assertInScope(scope, ownerId);
    assertInScope(scope, ownedId);
    if (ownerId === ownedId) throw invalid('org.ownership.self', { field: 'ownerOrgId' }, 'ownerOrgId');
    const [owner, owned] = [await orgRepo.findLive(tx, ownerId), await orgRepo.findLive(tx, ownedId)];
    if (!owner) throw invalid('org.parent.notFound', { field: 'ownerOrgId' }, 'ownerOrgId');
    if (!owned || owned.orgType !== 'legal_entity') throw invalid('org.ownership.notLegalEntity', { field: 'ownedOrgId' }, 'ownedOrgId');
    const equitySharePct = parseEquityShare(input.equitySharePct);
    const relationship = input.relationship as Exclude<EntityRelationship, 'parent'>;
    const financialControlType: FinancialControlKind = input.financialControlType ?? proposedFinancialControl(relationship);
    const contradiction = holdingContradiction({ relationship, equitySharePct, financialControl: financialControlType });
    if (contradiction) throw invalid(contradiction.key, { field: contradiction.field }, contradiction.field);
    const validFrom = assertDate(input.validFrom, 'validFrom');
    const validTo = input.validTo ? assertDate(input.validTo, 'validTo') : null;
    if (validTo !== null && validTo < validFrom) throw invalid('org.ownership.dates', { field: 'validTo' }, 'validTo');
    // a cycle (A holds B holds A) has no answer: refused, naming the owner
    const edges = (await ownershipRepo.edges(tx)).filter((e) => e.id !== exceptId);
    const reach = new Set<number>([ownedId]);
    for (let grew = true; grew;) {
      grew = false;
      for (const e of edges)
        if (reach.has(e.ownerOrgId) && !reach.has(e.ownedOrgId)) {
          reach.add(e.ownedOrgId);
          grew = true;
        }
    }
    if (reach.has(ownerId)) throw invalid('calc.consolidation.ownershipCycle', { id: owner.name, field: 'ownerOrgId' }, 'ownerOrgId');
    return {
      ownerOrgId: ownerId,
      ownedOrgId: ownedId,
      equitySharePct,
      relationship,
      financialControlType,
      // operational control not given: who holds financial control alone usually operates
      operationalControl: input.operationalControl ?? financialControlType === 'own',
      validFrom,
      validTo,
    };
  }

  async function findInScope(tx: Db, scope: DataScope, id: number) {
    const row = await ownershipRepo.find(tx, id);
    if (!row) throw invalid('org.ownership.notFound', {}, 'id');
    assertInScope(scope, row.ownedOrgId);
    return row;
  }

  return {
    async list(ctx: RequestContext, orgId: string | undefined): Promise<OwnershipRow[]> {
      const scope = await ctx.scope();
      if (orgId) assertInScope(scope, Number(orgId));
      const rows = await ownershipRepo.list(db, orgId ? Number(orgId) : null);
      return rows.filter((r) => inScope(scope, r.ownedOrgId) && inScope(scope, r.ownerOrgId)).map(toRow);
    },

    async add(ctx: RequestContext, input: OwnershipAddRequest) {
      const scope = await ctx.scope();
      return mutate(ctx, async (tx, audit) => {
        const values = await checked(tx, scope, input);
        const now = clock.now();
        const row = await ownershipRepo.insert(tx, { ...values, createdAt: now, updatedAt: now });
        await audit({ action: 'add', entity: ENTITY, entityId: row.id, orgId: row.ownedOrgId, after: row });
        return { id: String(row.id), version: row.version };
      });
    },

    async edit(ctx: RequestContext, input: OwnershipEditRequest) {
      const scope = await ctx.scope();
      const id = Number(input.id);
      return mutate(ctx, async (tx, audit) => {
        const before = await findInScope(tx, scope, id);
        return editAtVersion(audit, {
          entity: ENTITY,
          id,
          version: input.version,
          before,
          orgOf: (r) => r.ownedOrgId,
          write: async () => {
            const values = await checked(tx, scope, input, id);
            return ownershipRepo.update(tx, id, input.version, { ...values, updatedAt: clock.now() });
          },
        });
      });
    },

    async delete(ctx: RequestContext, idText: string): Promise<null> {
      const scope = await ctx.scope();
      const id = Number(idText);
      await mutate(ctx, async (tx, audit) => {
        const before = await findInScope(tx, scope, id);
        await ownershipRepo.update(tx, id, before.version, { status: STATUS.DELETED, updatedAt: clock.now() });
        await audit({ action: 'delete', entity: ENTITY, entityId: id, orgId: before.ownedOrgId, before });
      });
      return null;
    },

    /** The settings that apply to the organisation: its own or its nearest ancestor's, else the defaults. */
    async setting(ctx: RequestContext, orgIdText: string): Promise<ConsolidationSetting> {
      const scope = await ctx.scope();
      const orgId = Number(orgIdText);
      assertInScope(scope, orgId);
      const row = await ownershipRepo.settingFor(db, orgId);
      return {
        orgId: String(orgId),
        approach: (row?.approach ?? DEFAULT_SETTING.approach) as ConsolidationSetting['approach'],
        divestmentRule: (row?.divestmentRule ?? DEFAULT_SETTING.divestmentRule) as ConsolidationSetting['divestmentRule'],
        fromOrgId: row ? String(row.orgId) : null,
      };
    },

    async saveSetting(ctx: RequestContext, input: { orgId: string; approach: string; divestmentRule: string }) {
      const scope = await ctx.scope();
      const orgId = Number(input.orgId);
      assertInScope(scope, orgId);
      await mutate(ctx, async (tx, audit) => {
        if (!(await orgRepo.findLive(tx, orgId))) throw invalid('org.parent.notFound', { field: 'orgId' }, 'orgId');
        const row = await ownershipRepo.saveSetting(tx, { ...input, orgId, now: clock.now() });
        await audit({ action: 'edit', entity: 'sysConsolidationSetting', entityId: orgId, orgId, after: row });
      });
      return this.setting(ctx, input.orgId);
    },
  };
}

export type OwnershipService = ReturnType<typeof createOwnershipService>;
