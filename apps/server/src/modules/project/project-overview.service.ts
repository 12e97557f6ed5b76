import crypto from 'node:crypto';
import {
  Decimal,
  PROGRESS_LIST_MAX,
  PROJECT_STAGE,
  PROJECT_STATUS,
  PROJECT_TECHNOLOGY,
  THREE_R,
  stageOf,
  type MaccResult,
  type ProgressProject,
  type ProjectInvestmentOverview,
  type ProjectOverviewQuery,
  type ProjectProgress,
  type ProjectStageCode,
  type ProjectStatusCode,
  type ProjectStatusOverview,
  type ProjectTechnologyCode,
  type ThreeR,
} from '@carbon/domain';
import type { DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { freshness } from '../../platform/db/freshness.js';
import type { RequestContext } from '../../platform/http/context.js';
import { prepared } from '../../platform/http/prepared-body.js';
import { figureSettings, todayOf } from './project-access.js';
import { projectOverviewRepo, type GroupRecord, type OverviewWhere, type ProgressRecord } from './project-overview.repo.js';
import { overviewWhere } from './project-overview.scope.js';

export type ProjectOverviewDeps = { db: Db; clock: Clock };

/** Exact sums of decimal texts (the stored figures): a precision that never binds. */
const Exact = Decimal.clone({ precision: 1000 });
const plain = (d: Decimal) => (d.isZero() ? '0' : d.toFixed());
const DAY_MS = 86_400_000;

/** A data scope as a short key: 'all', or a digest of its sorted organisation ids. */
function scopeKey(scope: DataScope): string {
  if (scope.all) return 'all';
  return crypto
    .createHash('sha256')
    .update([...scope.orgIds].sort((a, b) => a - b).join(','))
    .digest('base64url');
}

type Sums = { count: number; reduction: Decimal; investment: Decimal; benefit: Decimal };
const zero = (): Sums => ({ count: 0, reduction: new Exact(0), investment: new Exact(0), benefit: new Exact(0) });
function add(s: Sums, g: GroupRecord): void {
  s.count += g.count;
  s.reduction = s.reduction.plus(g.reduction);
  s.investment = s.investment.plus(g.investment);
  s.benefit = s.benefit.plus(g.benefit);
}
/** The groups summed by a key, in the order of `keys` (every key present, zero included) then any other key met. */
function sumBy<K>(groups: GroupRecord[], keyOf: (g: GroupRecord) => K, keys: readonly K[] = []): [K, Sums][] {
  const out = new Map<K, Sums>(keys.map((k) => [k, zero()]));
  for (const g of groups) {
    const k = keyOf(g);
    let s = out.get(k);
    if (!s) out.set(k, (s = zero()));
    add(s, g);
  }
  return [...out.entries()];
}
const total = (groups: GroupRecord[]) => sumBy(groups, () => 0)[0]?.[1] ?? zero();
const counted = (s: Sums) => ({ count: s.count, reduction: plain(s.reduction) });
const money = (s: Sums) => ({
  count: s.count,
  investment: plain(s.investment),
  annualBenefit: plain(s.benefit),
  reduction: plain(s.reduction),
});

const STATUSES = PROJECT_STATUS.items.map((i) => i.code);
const STAGES = PROJECT_STAGE.items.map((i) => i.code);
const TECHNOLOGIES = PROJECT_TECHNOLOGY.items.map((i) => i.code);
const stageOfGroup = (g: GroupRecord): ProjectStageCode => stageOf(g.status as ProjectStatusCode, g.needsFii);
/** A key's sums dropped when it is the "none" key and nothing has it (no unclassified row without unclassified projects). */
const dropEmptyNull = <K>(rows: [K, Sums][]) => rows.filter(([k, s]) => k !== null || s.count > 0);
const byYear = (a: number | null, b: number | null) => (a === null ? 1 : b === null ? -1 : a - b);

const byThreeR = (groups: GroupRecord[]) =>
  dropEmptyNull(sumBy(groups, (g) => g.threeR as ThreeR | null, [...THREE_R, null])).map(([threeR, s]) => ({ threeR, ...counted(s) }));
const byStatus = (groups: GroupRecord[]) =>
  sumBy(groups, (g) => g.status as ProjectStatusCode, STATUSES).map(([status, s]) => ({ status, ...counted(s) }));

type OrgGroup = { orgId: string; orgName: string; self: boolean; groups: GroupRecord[] };

/**
 * Export-free reads of the overviews (issue 12): the MACC, progress control, the status and
 * investment overviews, each over the subtree of an organisation within the caller's scope.
 */
export function createProjectOverviewService({ db, clock }: ProjectOverviewDeps) {
  /** A curve, the database-wide stamp it was last found current at, and the stamp of its own data when it was read. */
  type MaccEntry = { any: string; data: string; value: Promise<MaccResult> };
  const maccCache = new Map<string, MaccEntry>();
  const MACC_CACHE_MAX = 64;
  let maccData: { any: string; stamp: Promise<string> } | undefined;

  /**
   * The stamp of the MACC's own data (projectOverviewRepo.maccStamp), read once per change of the
   * database and shared by every caller that saw that change: a write elsewhere (a session's sliding
   * refresh every 30 seconds, an audit row, another module) costs this one read, not a new curve.
   */
  function maccDataStamp(any: string): Promise<string> {
    if (maccData?.any !== any) {
      const stamp = projectOverviewRepo.maccStamp(db);
      maccData = { any, stamp };
      stamp.catch(() => {
        if (maccData?.stamp === stamp) maccData = undefined;
      });
    }
    return maccData.stamp;
  }

  /** Per child organisation of the root (its subtree rolled up), the root itself for its own projects, in tree order. */
  async function perOrg(w: OverviewWhere & { dataScope: DataScope }, groups: GroupRecord[]): Promise<OrgGroup[]> {
    const ids = [...new Set(groups.map((g) => g.groupId))];
    const orgs = await projectOverviewRepo.groupOrgs(db, w.root, ids);
    const byGroup = new Map<number, GroupRecord[]>();
    for (const g of groups) byGroup.set(g.groupId, [...(byGroup.get(g.groupId) ?? []), g]);
    const visible = (id: number) => w.dataScope.all || w.dataScope.orgIds.includes(id) || byGroup.has(id);
    const self = orgs.find((o) => o.id === w.root);
    const out: OrgGroup[] = [];
    if (self && byGroup.has(self.id)) out.push({ orgId: String(self.id), orgName: self.name, self: true, groups: byGroup.get(self.id)! });
    for (const o of orgs) {
      if (o.id === w.root || !visible(o.id)) continue;
      out.push({ orgId: String(o.id), orgName: o.name, self: false, groups: byGroup.get(o.id) ?? [] });
    }
    return out;
  }

  async function buildMacc(w: OverviewWhere): Promise<MaccResult> {
    const rows = await projectOverviewRepo.macc(db, w);
    return { rows, totalReduction: rows.at(-1)?.cumulativeEnd ?? '0' };
  }

  const progressRow =
    (today: string) =>
    (r: ProgressRecord): ProgressProject => {
      const status = r.status as ProjectStatusCode;
      const late = r.estimatedEnd !== null && r.estimatedEnd < today;
      return {
        id: String(r.id),
        number: r.number,
        name: r.name,
        orgId: String(r.orgId),
        orgName: r.orgName,
        status,
        stage: stageOf(status, r.needsFii),
        estimatedEnd: r.estimatedEnd,
        daysOverdue: late ? Math.round((Date.parse(today) - Date.parse(r.estimatedEnd!)) / DAY_MS) : 0,
        annualCarbonReduction: r.annualCarbonReduction,
        realisationRatio: r.realisationRatio,
      };
    };

  return {
    /**
     * The MACC bars (one statement), kept per scope, organisation and year while their data stay
     * the same, and sent from their serialised form (compressed once): the curve of a group is read
     * far more often than its projects change. The database-wide stamp (platform/db/freshness.ts)
     * answers most calls; when it moved, the stamp of the curve's own data decides (`maccDataStamp`).
     * Stamps are read before the data they stand for: a write racing a read leaves an older stamp.
     */
    async macc(ctx: RequestContext, q: ProjectOverviewQuery): Promise<MaccResult> {
      const w = await overviewWhere(ctx, q);
      const key = `${scopeKey(w.dataScope)}:${w.root}:${w.year ?? ''}`;
      const { any } = await freshness(db);
      const hit = maccCache.get(key);
      if (hit?.any === any) return hit.value;
      const data = await maccDataStamp(any);
      const kept = maccCache.get(key); // another caller may have renewed it meanwhile
      if (kept && (kept.any === any || kept.data === data)) {
        kept.any = any;
        return kept.value;
      }
      const value = buildMacc(w).then(prepared);
      maccCache.delete(key);
      if (maccCache.size >= MACC_CACHE_MAX) maccCache.delete(maccCache.keys().next().value!);
      maccCache.set(key, { any, data, value });
      value.catch(() => {
        if (maccCache.get(key)?.value === value) maccCache.delete(key);
      });
      return value;
    },

    async progress(ctx: RequestContext, q: ProjectOverviewQuery): Promise<ProjectProgress> {
      const w = await overviewWhere(ctx, q);
      const today = todayOf(clock);
      const groups = await projectOverviewRepo.groups(db, w);
      const orgs = await perOrg(w, groups);
      const overdue = await projectOverviewRepo.overdue(db, w, today, PROGRESS_LIST_MAX);
      const flagged = await projectOverviewRepo.flagged(db, w, PROGRESS_LIST_MAX);
      const stageCounts = (gs: GroupRecord[]) => sumBy(gs, stageOfGroup, STAGES).map(([stage, s]) => ({ stage, count: s.count }));
      return {
        byStage: stageCounts(groups),
        byOrg: orgs.map(({ groups: gs, ...o }) => ({ ...o, count: total(gs).count, byStage: stageCounts(gs) })),
        overdue: overdue.rows.map(progressRow(today)),
        overdueTotal: overdue.total,
        flagged: flagged.rows.map(progressRow(today)),
        flaggedTotal: flagged.total,
        threshold: (await figureSettings(db)).realisationThreshold,
      };
    },

    async statusOverview(ctx: RequestContext, q: ProjectOverviewQuery): Promise<ProjectStatusOverview> {
      const w = await overviewWhere(ctx, q);
      const groups = await projectOverviewRepo.groups(db, w);
      const orgs = await perOrg(w, groups);
      return {
        total: counted(total(groups)),
        byStatus: byStatus(groups),
        byStage: sumBy(groups, stageOfGroup, STAGES).map(([stage, s]) => ({ stage, ...counted(s) })),
        byThreeR: byThreeR(groups),
        byOrg: orgs.map(({ groups: gs, ...o }) => ({ ...o, ...counted(total(gs)), byStatus: byStatus(gs), byThreeR: byThreeR(gs) })),
        byYear: sumBy(groups, (g) => g.year)
          .sort(([a], [b]) => byYear(a, b))
          .map(([year]) => {
            const gs = groups.filter((g) => g.year === year);
            return { year, ...counted(total(gs)), byThreeR: byThreeR(gs) };
          }),
      };
    },

    async investmentOverview(ctx: RequestContext, q: ProjectOverviewQuery): Promise<ProjectInvestmentOverview> {
      const w = await overviewWhere(ctx, q);
      const groups = await projectOverviewRepo.groups(db, w);
      const orgs = await perOrg(w, groups);
      return {
        total: money(total(groups)),
        byOrg: orgs.map(({ groups: gs, ...o }) => ({ ...o, ...money(total(gs)) })),
        byYear: sumBy(groups, (g) => g.year)
          .sort(([a], [b]) => byYear(a, b))
          .map(([year, s]) => ({ year, ...money(s) })),
        byTechnology: dropEmptyNull(sumBy(groups, (g) => g.technology as ProjectTechnologyCode | null, [...TECHNOLOGIES, null])).map(
          ([technology, s]) => ({ technology, ...money(s) }),
        ),
      };
    },
  };
}

export type ProjectOverviewService = ReturnType<typeof createProjectOverviewService>;
