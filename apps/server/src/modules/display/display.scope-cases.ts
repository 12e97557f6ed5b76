import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { STATUS, type CockpitData, type DisplayLinkResult, type MapData } from '@carbon/domain';
import { sysOrg, sysPark } from '../../platform/db/schema/index.js';
import { displayLink, displayLinkUse } from './display.schema.js';
import type { Envelope } from '../../test/harness.js';
import { subtreeOf, suData, uniq, SIBLING_PARK, type ApiResult, type World } from '../../test/scope-fixtures.js';
import { judge, judgeRows, type Row, type Tally } from '../../test/scope-judge.js';
import type { ListCase } from '../../test/scope-lists.js';
import { allPages, as, scopeNow, type TargetCase, type TargetCtx } from '../../test/scope-org-cases.js';

/**
 * The display module in the data-scope matrix (issue 14; test/data-scope-matrix.test.ts and
 * display-scope.test.ts run them). Decided per route:
 * - cockpit ?orgId= and map ?orgId= name an organisation: out of scope 1013003; in scope every
 *   organisation the answer names (the summary's, its children, the targets', each map point's)
 *   lies in the caller's scope and the target's subtree, and the map holds exactly the parks linked
 *   to such an organisation (worked out from the tables here, not by the server's query).
 * - Without orgId they answer the caller's own subtree (the top of the scope when their own
 *   organisation is outside it): every named organisation in scope, the map's parks exactly those
 *   linked to an organisation in scope.
 * - link/add names the subtree root (out of scope: 1013003, no link made); link/revoke and
 *   link/uses name a link, which belongs to its root (out of scope: 1013003, the link stays live).
 * - link/page answers exactly the links whose root is in scope.
 * - shared (no session) is authorised by the link's token alone: whoever calls, it names only
 *   organisations of the link's subtree, its map exactly the parks linked inside it, and the use is
 *   logged. Checked once per target organisation.
 * - The base-map routes hold no organisation data: DISPLAY_ORG_FREE_ROUTES (for scope-routes.ts).
 * Fixtures: parks with coordinates on the custom caller's sibling (观澜, outside its list) and on
 * its grandchild (below a listed organisation, not listed itself), besides the seed's 龙华 and 郑州.
 */

const BASE_MAP = 'uploaded or shipped base maps are global GeoJSON outlines, with no organisation data';
/** The display routes the matrix does not call, each with why no organisation is involved (spread into ORG_FREE_ROUTES). */
export const DISPLAY_ORG_FREE_ROUTES: Record<string, string> = {
  'GET /api/main/display/geo': BASE_MAP,
  'POST /api/main/display/geo/upload': BASE_MAP,
  'POST /api/main/display/geo/revert': BASE_MAP,
  'GET /api/main/display/sharedGeo': `${BASE_MAP}; the display link's token only gates it (the use is logged)`,
};

const YEAR = 2025;
const placed = new WeakSet<World>();
const links = new WeakMap<World, Map<number, DisplayLinkResult>>();
const screened = new WeakMap<World, Set<number>>();

/** Parks with coordinates on organisations of both sides of the custom caller's list (once per world). */
async function placeParks(w: World): Promise<void> {
  if (placed.has(w)) return;
  placed.add(w);
  const spots: [string, string, string][] = [
    [SIBLING_PARK, '113.998', '22.741'],
    ['fii-ccbg-longhua-le1-server', '114.031', '22.652'],
  ];
  for (const [org, longitude, latitude] of spots) {
    const code = uniq('ds-place');
    const body = { name: `DS-${code}`, code, businessGroupId: String(w.org('fii-ccbg')), address: code, longitude, latitude };
    const park = await suData<{ id: string }>(w, 'POST', 'sysPark/add', body);
    await w.t.database.db
      .update(sysOrg)
      .set({ parkId: Number(park.id) })
      .where(eq(sysOrg.id, w.org(org)));
  }
}

/** A display link of `orgId`'s subtree made by the super admin: one per organisation, or a fresh one. */
async function linkOf(w: World, orgId: number, fresh = false): Promise<DisplayLinkResult> {
  const byOrg = links.get(w) ?? new Map<number, DisplayLinkResult>();
  links.set(w, byOrg);
  const kept = byOrg.get(orgId);
  if (kept && !fresh) return kept;
  const link = await suData<DisplayLinkResult>(w, 'POST', 'display/link/add', { name: uniq('ds-link'), orgId: String(orgId) });
  if (!fresh) byOrg.set(orgId, link);
  return link;
}

/** Parks on the map of the organisations `allowed`: live, with both coordinates, linked to a live organisation in it. */
async function parksOf(w: World, allowed: Set<number>): Promise<Set<string>> {
  const rows = await w.t.database.db
    .select({ parkId: sysPark.id, orgId: sysOrg.id })
    .from(sysPark)
    .innerJoin(sysOrg, and(eq(sysOrg.parkId, sysPark.id), ne(sysOrg.status, STATUS.DELETED)))
    .where(and(ne(sysPark.status, STATUS.DELETED), isNotNull(sysPark.longitude), isNotNull(sysPark.latitude)));
  return new Set(rows.filter((r) => allowed.has(r.orgId)).map((r) => String(r.parkId)));
}

/** Every organisation a cockpit answer names (summary, its children and derivation, targets, map points). */
function cockpitOrgs(d: CockpitData): Row[] {
  const ids = [
    ['cockpit', d.orgId],
    ['summary', d.summary.orgId],
    ['targets', d.targets.orgId],
    ...d.summary.byOrg.map((r, i) => [`byOrg${i}`, r.orgId]),
    ...d.summary.sources.map((r, i) => [`source${i}`, r.orgId]),
  ] as [string, string][];
  return ids.map(([key, id]) => ({ key, orgId: Number(id), allowed: false }));
}

const pointRows = (m: MapData): Row[] => m.points.map((p) => ({ key: `park:${p.parkId}`, orgId: Number(p.orgId), allowed: false }));

/** Judges an answered cockpit or map: rows allowed by `allowed`, and the map's parks exactly `parks`. */
function judgeAnswer(t: Tally, route: string, who: string, res: ApiResult, allowed: Set<number>, parks: Set<string>) {
  const data = res.data as CockpitData | MapData;
  const map = 'points' in data ? data : data.map;
  const rows = [...('points' in data ? [] : cockpitOrgs(data)), ...pointRows(map)].map((r) => ({
    ...r,
    allowed: r.orgId !== null && allowed.has(r.orgId),
  }));
  judgeRows(t, { route, who, res, rows });
  const got = map.points.map((p) => p.parkId).sort();
  const want = [...parks].sort();
  if (JSON.stringify(got) !== JSON.stringify(want))
    t.wrong.push(`${route} [${who}]: map parks ${got.join(',')} instead of ${want.join(',')}`);
}

/** cockpit ?orgId= and map ?orgId=: refused out of scope, inside the scope and the target's subtree in scope. */
const screensOf: TargetCase = async (c) => {
  await placeParks(c.w);
  const { orgs, scope } = await scopeNow(c);
  const allowed = new Set([...subtreeOf(orgs, c.target)].filter((id) => scope.has(id)));
  for (const path of ['cockpit', 'map']) {
    const { route, res } = await as(c, 'GET', `display/${path}?year=${YEAR}&orgId=${c.target}`);
    if (c.inScope && res.success) judgeAnswer(c.tally, route, c.who, res, allowed, await parksOf(c.w, allowed));
    else judge(c.tally, { route, who: c.who, inScope: c.inScope, res });
  }
};

const linkCount = async (w: World, name: string) =>
  (await w.t.database.db.select({ id: displayLink.id }).from(displayLink).where(eq(displayLink.name, name))).length;

/** link/add for the target's subtree. */
const linkAdd: TargetCase = async (c) => {
  const name = uniq('ds-link-add');
  const { route, res } = await as(c, 'POST', 'display/link/add', { name, orgId: String(c.target), expiresInDays: 1 });
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: (await linkCount(c.w, name)) > 0 });
};

/** link/revoke of a fresh link of the target. */
const linkRevoke: TargetCase = async (c) => {
  const link = await linkOf(c.w, c.target, true);
  const { route, res } = await as(c, 'POST', 'display/link/revoke', { id: link.id });
  const [row] = await c.w.t.database.db
    .select({ id: displayLink.id })
    .from(displayLink)
    .where(and(eq(displayLink.id, Number(link.id)), isNull(displayLink.revokedAt)));
  judge(c.tally, { route, who: c.who, inScope: c.inScope, res, changed: row === undefined });
};

/** link/uses of the target's link: in scope exactly the uses logged for it. */
const linkUses: TargetCase = async (c) => {
  const link = await linkOf(c.w, c.target);
  const { route, res, rows } = await allPages(c.w, c.caller.token, `display/link/uses?linkId=${link.id}`);
  if (!c.inScope || !res.success) return judge(c.tally, { route, who: c.who, inScope: c.inScope, res });
  const logged = await c.w.t.database.db
    .select({ id: displayLinkUse.id })
    .from(displayLinkUse)
    .where(eq(displayLinkUse.linkId, Number(link.id)));
  const got = (rows as { id: string; linkId: string }[]).map((u) => ({ key: u.id, orgId: c.target, allowed: u.linkId === link.id }));
  judgeRows(c.tally, { route, who: c.who, res, rows: got, expected: logged.map((u) => String(u.id)) });
};

/** A wall screen: the cockpit through the token, without a session. */
async function screen(w: World, token: string): Promise<ApiResult> {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/api/main/display/shared?year=${YEAR}&token=${encodeURIComponent(token)}`,
    headers: { 'accept-language': 'en-US', 'user-agent': 'ds-wall-screen' },
  });
  const body = res.json<Envelope>();
  return { status: res.statusCode, code: body.code, success: body.success, data: body.data, raw: res.rawPayload };
}

/** shared: a link of the target names nothing outside the target's subtree, whoever holds it; the use is logged. */
const sharedOf: TargetCase = async (c: TargetCtx) => {
  const done = screened.get(c.w) ?? new Set<number>();
  screened.set(c.w, done);
  if (done.has(c.target)) return;
  done.add(c.target);
  await placeParks(c.w);
  const { orgs } = await scopeNow(c);
  const subtree = subtreeOf(orgs, c.target);
  const link = await linkOf(c.w, c.target);
  const uses = async () =>
    (
      await c.w.t.database.db
        .select({ id: displayLinkUse.id })
        .from(displayLinkUse)
        .where(eq(displayLinkUse.linkId, Number(link.id)))
    ).length;
  const before = await uses();
  const res = await screen(c.w, link.token);
  const route = 'GET /api/main/display/shared';
  const who = `display link of ${orgs.find((o) => o.id === c.target)!.code}`;
  if (!res.success) c.tally.wrong.push(`${route} [${who}]: a live link refused with ${res.code}`);
  else judgeAnswer(c.tally, route, who, res, subtree, await parksOf(c.w, subtree));
  if ((await uses()) !== before + 1) c.tally.wrong.push(`${route} [${who}]: the use was not logged once`);
};

export const DISPLAY_TARGET_CASES: TargetCase[] = [screensOf, linkAdd, linkRevoke, linkUses, sharedOf];

/** cockpit and map without an organisation: the caller's own subtree in scope (the map: the whole scope). */
const screensWithout: ListCase = async (c) => {
  await placeParks(c.w);
  const { orgs, scope } = await scopeNow(c);
  const who = c.caller.name;
  const ctx = { ...c, kind: 'own' as const, target: 0, inScope: true, who };
  const cockpit = await as(ctx, 'GET', `display/cockpit?year=${YEAR}`);
  if (!cockpit.res.success) judge(c.tally, { route: cockpit.route, who, inScope: true, res: cockpit.res });
  else {
    const root = Number((cockpit.res.data as CockpitData).orgId);
    const shown = new Set([...subtreeOf(orgs, root)].filter((id) => scope.has(id)));
    judgeAnswer(c.tally, cockpit.route, who, cockpit.res, shown, await parksOf(c.w, shown));
  }
  const map = await as(ctx, 'GET', `display/map?year=${YEAR}`);
  if (!map.res.success) judge(c.tally, { route: map.route, who, inScope: true, res: map.res });
  else judgeAnswer(c.tally, map.route, who, map.res, scope, await parksOf(c.w, scope));
};

/** link/page: exactly the links whose subtree root is in scope. */
const linkPage: ListCase = async (c) => {
  const { scope } = await scopeNow(c);
  const { route, res, rows } = await allPages(c.w, c.caller.token, 'display/link/page');
  const got = (rows as { id: string; orgId: string }[]).map((l) => ({
    key: l.id,
    orgId: Number(l.orgId),
    allowed: scope.has(Number(l.orgId)),
  }));
  const all = await c.w.t.database.db.select({ id: displayLink.id, orgId: displayLink.orgId }).from(displayLink);
  const expected = all.filter((l) => scope.has(l.orgId)).map((l) => String(l.id));
  judgeRows(c.tally, { route, who: c.caller.name, res, rows: got, expected });
};

export const DISPLAY_LIST_CASES: ListCase[] = [screensWithout, linkPage];
