import { eq, inArray } from 'drizzle-orm';
import { BUTTONS, buttonMenuCode } from '@carbon/domain';
import { sysMenu, sysOrg, sysPos, sysRole, sysRoleDataScope, sysRoleMenu, sysUser, sysUserRole } from '../platform/db/schema/index.js';
import { hashPassword } from '../modules/auth/auth.service.js';
import { isDownload } from './fuzz.js';
import { bearer, DEMO, login, type Envelope, type TestApp } from './harness.js';

/**
 * The world of the data-scope matrix (Administration issue): three scoped callers, the
 * targets each is pointed at, and the scope rule of contract §5.1 re-implemented here on
 * the organisation rows, independently of the server's resolveDataScope.
 */

export type CallerName = 'mgrA' | 'mgrB' | 'custom';
export type TargetKind = 'own' | 'child' | 'grandchild' | 'parent' | 'sibling' | 'foreign';
export const CALLER_NAMES: CallerName[] = ['mgrA', 'mgrB', 'custom'];
export const TARGET_KINDS: TargetKind[] = ['own', 'child', 'grandchild', 'parent', 'sibling', 'foreign'];

/** data_scope_type 2: the caller's organisation and every descendant; 5: exactly the listed organisations. */
export type ScopeRule = { type: 2; org: string } | { type: 5; orgs: string[] };

/** A park-type sibling of 龙华园区 under 云计算事业群, created for the custom caller's "sibling" target. */
export const SIBLING_PARK = 'ds-ccbg-sibling';

type CallerSpec = { org: string; rule: ScopeRule; targets: Record<TargetKind, string> };

/** Organisation codes (seed.data.ts demo group). "grandchild" for `custom` lies below a listed org but is not listed. */
export const CALLER_SPECS: Record<CallerName, CallerSpec> = {
  mgrA: {
    org: 'fii-ccbg',
    rule: { type: 2, org: 'fii-ccbg' },
    targets: {
      own: 'fii-ccbg',
      child: 'fii-ccbg-longhua',
      grandchild: 'fii-ccbg-longhua-le1',
      parent: 'fii',
      sibling: 'fii-iibg',
      foreign: 'fii-iibg-zhengzhou-le1',
    },
  },
  mgrB: {
    org: 'fii-iibg',
    rule: { type: 2, org: 'fii-iibg' },
    targets: {
      own: 'fii-iibg',
      child: 'fii-iibg-zhengzhou',
      grandchild: 'fii-iibg-zhengzhou-le1',
      parent: 'fii',
      sibling: 'fii-ccbg',
      foreign: 'fii-ccbg-longhua-le1',
    },
  },
  custom: {
    org: 'fii-ccbg-longhua',
    rule: { type: 5, orgs: ['fii-ccbg-longhua', 'fii-ccbg-longhua-le1'] },
    targets: {
      own: 'fii-ccbg-longhua',
      child: 'fii-ccbg-longhua-le1',
      grandchild: 'fii-ccbg-longhua-le1-server',
      parent: 'fii-ccbg',
      sibling: SIBLING_PARK,
      foreign: 'fii-iibg-zhengzhou-le1-smt',
    },
  },
};

export type OrgLite = { id: number; pid: number; pids: string; status: number; code: string; orgType: string };

/** Ancestor ids from a pids string "[0],[1],[7]," (the root marker 0 dropped). */
export const ancestorIds = (pids: string): number[] => [...pids.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])).filter((id) => id !== 0);

export async function orgSnapshot(t: TestApp): Promise<OrgLite[]> {
  return t.database.db
    .select({ id: sysOrg.id, pid: sysOrg.pid, pids: sysOrg.pids, status: sysOrg.status, code: sysOrg.code, orgType: sysOrg.orgType })
    .from(sysOrg);
}

/**
 * The organisations a rule covers. Live rows only (status <> 2) unless `withDeleted`:
 * the organisation feed also serves events of organisations deleted since.
 */
export function ruleScope(orgs: OrgLite[], rule: ScopeRule, withDeleted = false): Set<number> {
  const rows = withDeleted ? orgs : orgs.filter((o) => o.status !== 2);
  const byCode = new Map(orgs.map((o) => [o.code, o.id]));
  if (rule.type === 5) {
    const listed = new Set(rule.orgs.map((c) => byCode.get(c)));
    return new Set(rows.filter((o) => listed.has(o.id)).map((o) => o.id));
  }
  const own = byCode.get(rule.org)!;
  return new Set(rows.filter((o) => o.id === own || ancestorIds(o.pids).includes(own)).map((o) => o.id));
}

/** `ids` plus every ancestor of them (what GET sysOrg/tree adds "to build a full tree"). */
export function withAncestors(orgs: OrgLite[], ids: Set<number>): Set<number> {
  const out = new Set(ids);
  for (const o of orgs) if (ids.has(o.id)) for (const a of ancestorIds(o.pids)) out.add(a);
  return out;
}

/** The organisation and its descendants: live ones, or deleted ones too. */
export function subtreeOf(orgs: OrgLite[], id: number, withDeleted = false): Set<number> {
  const rows = withDeleted ? orgs : orgs.filter((o) => o.status !== 2);
  return new Set(rows.filter((o) => o.id === id || ancestorIds(o.pids).includes(id)).map((o) => o.id));
}

export type Caller = { name: CallerName; id: number; token: string; roleId: number; orgId: number; rule: ScopeRule };

export type World = {
  t: TestApp;
  su: string;
  callers: Record<CallerName, Caller>;
  /** Id of an organisation by code (the seed's, and those the setup adds). */
  org: (code: string) => number;
  target: (caller: CallerName, kind: TargetKind) => number;
  posId: number;
  /** One argon2 hash reused by every throwaway account (hashing is the slow part). */
  passwordHash: string;
};

export const PASSWORD = 'Scope@Pass1';

export type ApiResult = { status: number; code: number; success: boolean; data: unknown; raw: Buffer };

/** One call through app.inject, in English; a file download counts as a success with the file as `raw`. */
export async function callApi(w: World, token: string, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<ApiResult> {
  const res = await w.t.app.inject({
    method,
    url: `/api/main/${url}`,
    headers: { ...bearer(token), 'accept-language': 'en-US' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (isDownload(res)) return { status: res.statusCode, code: 200, success: true, data: null, raw: res.rawPayload };
  const body = res.json<Envelope>();
  return { status: res.statusCode, code: body.code, success: body.success, data: body.data, raw: res.rawPayload };
}

/** The data of a super-admin call that must succeed (setup and clean-up). */
export async function suData<T>(w: World, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
  const r = await callApi(w, w.su, method, url, payload);
  if (!r.success) throw new Error(`setup ${method} ${url} refused: ${r.code} ${JSON.stringify(r.data)}`);
  return r.data as T;
}

let serial = 0;
/** A code unique within the run, valid as an organisation, park, role or account code. */
export const uniq = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(++serial).toString(36)}`;

/** A role of the given scope rule holding every button permission, so only the data scope decides; owned by `orgId` (ADR 008). */
async function allButtonRole(w: Pick<World, 't' | 'org'>, rule: ScopeRule, orgId: number): Promise<number> {
  const db = w.t.database.db;
  const code = uniq('ds-role');
  const [role] = await db.insert(sysRole).values({ code, name: code, dataScopeType: rule.type, orgId }).returning({ id: sysRole.id });
  const menus = await db
    .select({ id: sysMenu.id })
    .from(sysMenu)
    .where(
      inArray(
        sysMenu.code,
        BUTTONS.map((b) => buttonMenuCode(b.permission)),
      ),
    );
  await db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role!.id, menuId: m.id })));
  if (rule.type === 5) await db.insert(sysRoleDataScope).values(rule.orgs.map((c) => ({ roleId: role!.id, orgId: w.org(c) })));
  return role!.id;
}

/** A live account (admin type 2) in `orgId`, inserted directly; returns its id. */
export async function insertUser(w: Pick<World, 't' | 'passwordHash'>, orgId: number, account = uniq('ds-u')): Promise<number> {
  const [row] = await w.t.database.db
    .insert(sysUser)
    .values({ account, name: account, passwordHash: w.passwordHash, adminType: 2, userType: 3, orgId, jobNum: 'J1' })
    .returning({ id: sysUser.id });
  return row!.id;
}

async function makeCaller(w: Omit<World, 'callers'>, name: CallerName): Promise<Caller> {
  const spec = CALLER_SPECS[name];
  const roleId = await allButtonRole(w, spec.rule, w.org(spec.org));
  const account = uniq(`ds-${name.toLowerCase()}`);
  const id = await insertUser(w, w.org(spec.org), account);
  await w.t.database.db.insert(sysUserRole).values({ userId: id, roleId });
  return { name, id, roleId, orgId: w.org(spec.org), rule: spec.rule, token: await login(w.t.app, account, PASSWORD) };
}

/** Builds the callers and the extra target as the super admin (the sibling park through the API, the rest by insert). */
export async function setupWorld(t: TestApp): Promise<World> {
  const db = t.database.db;
  const su = await login(t.app, 'superAdmin', DEMO.superAdmin);
  const ids = new Map<string, number>();
  const org = (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`no organisation ${code}`);
    return id;
  };
  const refresh = async () => (await orgSnapshot(t)).forEach((o) => ids.set(o.code, o.id));
  await refresh();
  const [pos] = await db.select({ id: sysPos.id }).from(sysPos).where(eq(sysPos.code, 'engineer'));
  const base = { t, su, org, posId: pos!.id, passwordHash: await hashPassword(PASSWORD) };
  const target = (c: CallerName, k: TargetKind) => org(CALLER_SPECS[c].targets[k]);
  const partial = { ...base, target, callers: {} as Record<CallerName, Caller> };
  await suData(partial, 'POST', 'sysOrg/add', {
    pid: String(org('fii-ccbg')),
    name: '云计算事业群-观澜园区',
    code: SIBLING_PARK,
    orgType: 'park',
  });
  await refresh();
  for (const name of CALLER_NAMES) partial.callers[name] = await makeCaller(partial, name);
  return partial;
}
