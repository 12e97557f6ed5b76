import {
  ACHIEVEMENT_STATUSES,
  type BaseMap,
  type CockpitData,
  type CockpitQuery,
  type DashboardQuery,
  type DashboardSummary,
  type DashboardTargets,
  type Locale,
  type MapData,
  type MapPoint,
  type TargetStatus,
} from '@carbon/domain';
import { orgScopeCondition, type DataScope } from '../../platform/auth/data-scope.js';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { Visitor } from '../../platform/auth/share-links.js';
import { createDisplayLinkService } from './display-link.service.js';
import { createDisplayMapService } from './display-map.service.js';
import { displayRepo, type ParkPlace } from './display.repo.js';

/**
 * What the cockpit reads of the dashboard module (issue 14, helper H3's service): within a
 * signed-in caller's scope, or an organisation's whole subtree without a session (a display
 * link's subtree, which this module has already resolved).
 */
export type DashboardReads = {
  summary(ctx: RequestContext, q: DashboardQuery): Promise<DashboardSummary>;
  targets(ctx: RequestContext, q: DashboardQuery): Promise<DashboardTargets>;
  summaryOfSubtree(q: { orgId: number; year: number; approach?: Approach | undefined }): Promise<DashboardSummary>;
  targetsOfSubtree(q: { orgId: number; year: number; locale: Locale }): Promise<DashboardTargets>;
};

/** A consolidation approach the figures follow (issue 26). */
type Approach = NonNullable<DashboardQuery['approach']>;

type Deps = { db: Db; mutate: Mutate; clock: Clock; dashboard: DashboardReads };

/** How one organisation's figures are read: as the caller, or as the display link's subtree. */
type Reader = {
  summary(orgId: number, year: number): Promise<DashboardSummary>;
  targets(orgId: number, year: number): Promise<DashboardTargets>;
};

/** A park's target status: the goal module's achievement of its control target, or none set. */
export function targetStatusOf(t: DashboardTargets): TargetStatus {
  if (!t.control) return 'noTarget';
  const s = t.control.status;
  return (ACHIEVEMENT_STATUSES as readonly string[]).includes(s) ? (s as TargetStatus) : 'notReported';
}

/** The cockpit shows the figures, not the derivation (task ids and projects stay behind the dashboard's sign-in). */
const withoutSources = (s: DashboardSummary): DashboardSummary => ({ ...s, sources: [] });

/**
 * The cockpit and the map of parks (issue 14): the dashboard's figures of a subtree, its
 * parks placed on the map sized by emissions and coloured by target status; signed in
 * within the caller's data scope, or through a display link for the link's subtree only.
 */
export function createDisplayService(deps: Deps) {
  const { db, clock, dashboard } = deps;
  const links = createDisplayLinkService(deps);
  const maps = createDisplayMapService(deps);
  const thisYear = () => clock.now().getUTCFullYear();

  async function pointsOf(places: ParkPlace[], year: number, read: Reader): Promise<MapPoint[]> {
    const out: MapPoint[] = [];
    // One park after another: PGlite runs one query at a time, and a screen holds tens of parks.
    for (const p of places) {
      const [s, t] = [await read.summary(p.orgId, year), await read.targets(p.orgId, year)];
      out.push({
        parkId: String(p.parkId),
        parkName: p.parkName,
        orgId: String(p.orgId),
        orgName: p.orgName,
        address: p.address,
        longitude: p.longitude,
        latitude: p.latitude,
        emissions: s.total,
        target: t.control?.annual ?? null,
        targetStatus: targetStatusOf(t),
      });
    }
    return out;
  }

  /** The parks of `rootId`'s subtree (all of the scope without one) within `scope`, with their figures. */
  async function mapOf(scope: DataScope, rootId: number | undefined, year: number, read: Reader): Promise<MapData> {
    const inRoot = rootId === undefined ? undefined : await displayRepo.subtreeIds(db, rootId);
    const root: DataScope = inRoot ? { all: false, orgIds: inRoot } : { all: true };
    const places = await displayRepo.parkPlaces(db, andScopes(scope, root));
    return { year, points: await pointsOf(places, year, read), customMaps: await maps.list() };
  }

  const asCaller = (ctx: RequestContext, approach?: Approach): Reader => ({
    summary: (orgId, year) => dashboard.summary(ctx, { orgId: String(orgId), year, approach }),
    targets: (orgId, year) => dashboard.targets(ctx, { orgId: String(orgId), year }),
  });
  const asSubtree = (locale: Locale, approach?: Approach): Reader => ({
    summary: (orgId, year) => dashboard.summaryOfSubtree({ orgId, year, approach }),
    targets: (orgId, year) => dashboard.targetsOfSubtree({ orgId, year, locale }),
  });

  async function cockpitOf(scope: DataScope, read: Reader, summary: DashboardSummary, expiresAt: Date | null): Promise<CockpitData> {
    const orgId = Number(summary.orgId);
    return {
      orgId: summary.orgId,
      orgName: summary.orgName,
      year: summary.year,
      generatedAt: clock.now().toISOString(),
      expiresAt: expiresAt?.toISOString() ?? null,
      summary: withoutSources(summary),
      targets: await read.targets(orgId, summary.year),
      map: await mapOf(scope, orgId, summary.year, read),
    };
  }

  return {
    links,
    maps,

    /** Signed in: the cockpit of the caller's organisation (or `orgId`), within their data scope. */
    async cockpit(ctx: RequestContext, q: CockpitQuery): Promise<CockpitData> {
      const scope = await ctx.scope();
      const read = asCaller(ctx, q.approach);
      const summary = await dashboard.summary(ctx, {
        year: q.year ?? thisYear(),
        approach: q.approach,
        ...(q.orgId ? { orgId: q.orgId } : {}),
      });
      return cockpitOf(scope, read, summary, null);
    },

    /** Signed in: the parks in the caller's scope (under `orgId` when given). */
    async map(ctx: RequestContext, q: CockpitQuery): Promise<MapData> {
      const scope = await ctx.scope();
      const year = q.year ?? thisYear();
      if (q.orgId) await dashboard.summary(ctx, { orgId: q.orgId, year }); // refuses an organisation outside the scope (1013003)
      return mapOf(scope, q.orgId ? Number(q.orgId) : undefined, year, asCaller(ctx, q.approach));
    },

    /** Through a display link: the cockpit of the link's subtree, nothing else; the use is logged. */
    async shared(token: string, year: number | undefined, visitor: Visitor, locale: Locale, approach?: Approach): Promise<CockpitData> {
      const { link, scope } = await links.resolve(token, visitor, 'cockpit');
      const read = asSubtree(locale, approach);
      const summary = await dashboard.summaryOfSubtree({ orgId: link.orgId, year: year ?? thisYear(), approach });
      return cockpitOf(scope, read, summary, link.expiresAt);
    },

    /** Through a display link: an uploaded base map (undefined: the shipped one); the use is logged. */
    async sharedGeo(token: string, map: BaseMap, visitor: Visitor) {
      await links.resolve(token, visitor, 'geo');
      return maps.content(map);
    },
  };
}

/** Both scopes at once: organisations in each. */
function andScopes(a: DataScope, b: DataScope) {
  if (a.all) return orgScopeCondition(b);
  if (b.all) return orgScopeCondition(a);
  const inB = new Set(b.orgIds);
  return orgScopeCondition({ all: false, orgIds: a.orgIds.filter((id) => inB.has(id)) });
}

export type DisplayService = ReturnType<typeof createDisplayService>;
