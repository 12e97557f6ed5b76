import {
  Decimal,
  daysBetween,
  groupShares,
  proRata,
  proposedFinancialControl,
  type AppliedShare,
  type BoundaryMethodCode,
  type EntityRelationship,
  type FinancialControlKind,
  type OwnershipHolding,
  type ShareFacts,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { boundaryDates, consolidationSettings, linksBetween } from './consolidation.repo.js';
import { figuresRepo, type BoundaryInfo, type OrgInfo } from './figures.repo.js';

/** How a change of holding within the period counts (issue 26; GHG Protocol ch.5 allows either when disclosed). */
export type DivestmentRule = 'period-end' | 'pro-rata';
/** The defaults of a group without settings: operational control, the record in force at the period end. */
export const DEFAULT_APPROACH: BoundaryMethodCode = 'operational-control';
export const DEFAULT_DIVESTMENT_RULE: DivestmentRule = 'period-end';

const HUNDRED = new Decimal(100);
const RELATIONSHIPS = ['parent', 'wholly-owned', 'subsidiary', 'joint-venture', 'associate', 'fixed-asset-investment', 'franchise'];
const KINDS = ['own', 'joint', 'none'];

/** One entity's consolidation: its relationship and equity share as recorded at the period end, and the share applied. */
export type EntityShare = { relationship: EntityRelationship; equity: Decimal; share: AppliedShare };

export type LinkRow = {
  ownerOrgId: number;
  ownedOrgId: number;
  equitySharePct: string;
  relationship: string;
  financialControlType: string;
  operationalControl: boolean;
  validFrom: string;
  validTo: string | null;
};

/**
 * The engine facts of a boundary record (ADR 010): the recorded relationship and financial
 * control (issue 26), else today's derivation from the share and the flag (records written
 * before the migration of issue 26 by another path). Control not recorded: a group company is
 * controlled, any other relationship is not. Never throws: contradictions are refused when saved.
 */
export function factsOf(id: string, b: Omit<BoundaryInfo, 'orgId'>): ShareFacts & { relationship: EntityRelationship } {
  const equity = b.equitySharePct === null ? HUNDRED : new Decimal(b.equitySharePct);
  const relationship = (
    b.relationship && RELATIONSHIPS.includes(b.relationship) ? b.relationship : derivedRelationship(equity, b.financialControl)
  ) as EntityRelationship;
  const groupCompany = relationship === 'subsidiary' || relationship === 'wholly-owned' || relationship === 'parent';
  const kind: FinancialControlKind =
    b.financialControlType && KINDS.includes(b.financialControlType)
      ? (b.financialControlType as FinancialControlKind)
      : b.financialControl === true
        ? 'own'
        : b.financialControl === false
          ? relationship === 'joint-venture'
            ? 'joint'
            : 'none'
          : proposedFinancialControl(relationship);
  return {
    id,
    relationship,
    equitySharePct: equity,
    operationalControl: b.operationalControl ?? groupCompany,
    financialControl: kind === 'own',
    financialControlKind: kind,
  };
}

/** Before issue 26: financial control or a majority share → subsidiary; 50% → joint venture; 20–50% → associate; below → fixed-asset investment. */
function derivedRelationship(equity: Decimal, financialControl: boolean | null): EntityRelationship {
  if (financialControl || equity.gt(50)) return 'subsidiary';
  if (equity.eq(50)) return 'joint-venture';
  if (equity.gte(20)) return 'associate';
  return 'fixed-asset-investment';
}

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The group's consolidation settings for an organisation: its own row or its nearest ancestor's, else the defaults. */
export async function consolidationSettingOf(db: Db, org: Pick<OrgInfo, 'id' | 'pids'>) {
  const chain = [org.id, ...(org.pids.match(/\d+/g) ?? []).map(Number).reverse()].filter((id) => id > 0);
  const rows = await consolidationSettings(db, chain);
  const row = chain.map((id) => rows.find((r) => Number(r.orgId) === id)).find((r) => r !== undefined);
  return {
    approach: (row?.approach ?? DEFAULT_APPROACH) as BoundaryMethodCode,
    divestmentRule: (row?.divestmentRule ?? DEFAULT_DIVESTMENT_RULE) as DivestmentRule,
  };
}

/**
 * The share of each legal entity under `method` over the period (issue 26, ADR 010), group-wide:
 * its boundary record (the group's direct holding) or, when ownership links are in force, the
 * links (shares multiply down a chain; control decided at each link). `period-end`: the facts in
 * force on the period's last day; `pro-rata`: the shares of each stretch of the period in which
 * the facts hold, weighted by days.
 */
export async function entityShares(
  db: Db,
  legalEntities: readonly OrgInfo[],
  method: BoundaryMethodCode,
  period: { from: string; to: string; at?: string },
  rule: DivestmentRule,
): Promise<Map<number, EntityShare>> {
  const links = await linksBetween(db, period.from, period.to);
  // owners outside the organisations given decide their holdings' shares too
  const known = new Map(legalEntities.map((o) => [o.id, o]));
  const missing = [...new Set(links.flatMap((l) => [l.ownerOrgId, l.ownedOrgId]))].filter((id) => !known.has(id));
  for (const o of await figuresRepo.orgs(db, missing)) known.set(o.id, o);
  const entities = [...known.values()].filter((o) => o.orgType === 'legal_entity');
  const ids = entities.map((o) => o.id);
  const at = period.at ?? period.to;
  const sharesAt = async (date: string) => {
    const records = new Map((await figuresRepo.boundariesAt(db, ids, date)).map((b) => [b.orgId, b]));
    const direct = new Map(entities.map((o) => [String(o.id), factsOf(String(o.id), records.get(o.id) ?? { ...o })]));
    const holdings: OwnershipHolding[] = links
      .filter(
        (l) => l.validFrom <= date && (l.validTo === null || l.validTo >= date) && known.get(l.ownedOrgId)?.orgType === 'legal_entity',
      )
      .map((l) => {
        const { id: _id, ...facts } = factsOf(String(l.ownedOrgId), { ...l, financialControl: l.financialControlType === 'own' });
        // an owner that is not a legal entity (the group, a business group) is the reporting group itself
        const owner = known.get(l.ownerOrgId)?.orgType === 'legal_entity' ? String(l.ownerOrgId) : `group:${l.ownerOrgId}`;
        return { ownerId: owner, ownedId: String(l.ownedOrgId), facts };
      });
    return { direct, shares: groupShares(direct, holdings, method), chained: new Set(holdings.map((h) => h.ownedId)) };
  };
  const end = await sharesAt(at);
  const result = new Map<number, EntityShare>();
  for (const o of entities) {
    const key = String(o.id);
    const facts = end.direct.get(key)!;
    result.set(o.id, { relationship: facts.relationship, equity: facts.equitySharePct, share: end.shares.get(key)! });
  }
  if (rule !== 'pro-rata') return result;
  // the stretches of the period in which the facts hold: cut at each boundary record's and link's date
  const cuts = new Set<string>([period.from]);
  for (const d of await boundaryDates(db, ids, period.from, period.to)) cuts.add(d);
  for (const l of links) {
    if (l.validFrom > period.from) cuts.add(l.validFrom);
    if (l.validTo !== null && l.validTo < period.to) cuts.add(nextDay(l.validTo));
  }
  const starts = [...cuts].sort();
  if (starts.length === 1) return result;
  const stretches: { days: number; at: Awaited<ReturnType<typeof sharesAt>> }[] = [];
  // one after the other: the reads share the caller's transaction
  for (const [i, s] of starts.entries())
    stretches.push({ days: daysBetween(s, i + 1 < starts.length ? prevDay(starts[i + 1]!) : period.to), at: await sharesAt(s) });
  for (const o of entities) {
    const key = String(o.id);
    const pct = proRata(stretches.map((s) => ({ days: s.days, pct: s.at.shares.get(key)!.pct })));
    const line = result.get(o.id)!;
    if (!pct.eq(line.share.pct))
      result.set(o.id, { ...line, share: { pct, reasonKey: 'calc.consolidation.reason.proRata', reasonParams: { pct: pct.toFixed() } } });
  }
  return result;
}

const prevDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
