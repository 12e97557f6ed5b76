import { eq } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/database.js';
import { sysOrg, sysRole, sysUser, sysUserRole } from '../apps/server/src/platform/db/schema/index.js';
import { hashPassword } from '../apps/server/src/modules/auth/auth.service.js';

/** The password of every generated account (meets the password policy). */
export const BENCH_PASSWORD = 'Bench@Pass1';

const CHUNK = 1000;

type Level = 'group' | 'business_group' | 'park' | 'legal_entity' | 'bu';
type Planned = { code: string; name: string; orgType: Level; parent: string | null; sort: number };

/**
 * How many organisations of each level a group of `total` has: about one business group
 * per thousand, five parks per group, ten legal entities per park, the rest BUs.
 */
function levelSizes(total: number): Record<Level, number> {
  let left = Math.max(total, 1) - 1;
  const take = (n: number) => {
    const k = Math.min(left, n);
    left -= k;
    return k;
  };
  const business_group = take(Math.min(50, Math.max(1, Math.round(total / 1000))));
  const park = take(business_group * 5);
  const legal_entity = take(park * 10);
  return { group: 1, business_group, park, legal_entity, bu: left };
}

/** Children of one level spread round-robin over the parents of the level above. */
function plan(total: number, tag: string): Planned[][] {
  const sizes = levelSizes(total);
  const root: Planned = { code: `${tag}`, name: `${tag}集团`, orgType: 'group', parent: null, sort: 1 };
  const levels: Planned[][] = [[root]];
  const spec: [Level, string, string][] = [
    ['business_group', 'bg', '事业群'],
    ['park', 'p', '园区'],
    ['legal_entity', 'le', '有限公司'],
    ['bu', 'bu', 'BU'],
  ];
  for (const [type, short, label] of spec) {
    const parents = levels.at(-1)!;
    const rows: Planned[] = [];
    for (let i = 0; i < sizes[type] && parents.length > 0; i++) {
      const parent = parents[i % parents.length]!;
      const n = Math.floor(i / parents.length) + 1;
      const code = type === 'business_group' ? `${tag}-${short}${n}` : `${parent.code}-${short}${n}`;
      // business group-legal person-BU form: a park or legal entity is "<BG>-<name>", a BU "<LE>-<name>"
      const bgName = type === 'business_group' ? '' : parent.orgType === 'business_group' ? parent.name : parent.name.split('-')[0]!;
      const name =
        type === 'business_group'
          ? `${tag}${label}${n}`
          : type === 'bu'
            ? `${parent.name}-${label}${n}`
            : `${bgName}-${parent.code.split('-').at(-1)}${label}${n}`;
      rows.push({ code, name, orgType: type, parent: parent.code, sort: n });
    }
    levels.push(rows);
  }
  return levels;
}

async function insertLevel(db: Db, rows: Planned[], ids: Map<string, { id: number; pids: string }>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((r) => {
      const parent = r.parent ? ids.get(r.parent)! : null;
      const legal = r.orgType === 'legal_entity';
      return {
        pid: parent?.id ?? 0,
        pids: parent ? `${parent.pids}[${parent.id}],` : '[0],',
        name: r.name,
        code: r.code,
        orgType: r.orgType,
        sort: r.sort,
        remark: 'bench',
        equitySharePct: legal ? '100' : null,
        operationalControl: legal ? true : null,
        financialControl: legal ? true : null,
      };
    });
    const saved = await db.insert(sysOrg).values(values).returning({ id: sysOrg.id, code: sysOrg.code, pids: sysOrg.pids });
    for (const s of saved) ids.set(s.code, { id: s.id, pids: s.pids });
  }
}

async function insertUsers(db: Db, count: number, orgIds: number[], tag: string): Promise<number[]> {
  if (count === 0 || orgIds.length === 0) return [];
  const passwordHash = await hashPassword(BENCH_PASSWORD); // argon2 once, reused for every account
  const [common] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, 'common')).limit(1);
  const userIds: number[] = [];
  for (let i = 0; i < count; i += CHUNK) {
    const values = Array.from({ length: Math.min(CHUNK, count - i) }, (_, k) => {
      const n = i + k + 1;
      return {
        account: `${tag}-user-${n}`,
        name: `用户${n}`,
        passwordHash,
        jobNum: `B${n}`,
        orgId: orgIds[n % orgIds.length]!,
        userType: 3,
      };
    });
    const saved = await db.insert(sysUser).values(values).returning({ id: sysUser.id });
    const ids = saved.map((s) => s.id);
    userIds.push(...ids);
    if (common) await db.insert(sysUserRole).values(ids.map((userId) => ({ userId, roleId: common.id })));
  }
  return userIds;
}

/**
 * Inserts a realistic group of `orgs` organisations (group → business groups → parks →
 * legal entities → BUs, with correct pids) and `users` accounts spread over the legal
 * entities and BUs, in bulk inserts of 1,000 rows. Codes start with "bench" (or "bench2",
 * "bench3"… when a bench group already exists). Used by the lead's bench of GET /sysOrg/tree.
 */
export async function generateGroup(db: Db, opts: { orgs: number; users: number }) {
  let tag = 'bench';
  for (let n = 2; (await db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.code, tag)).limit(1)).length > 0; n++) tag = `bench${n}`;
  const levels = plan(opts.orgs, tag);
  const ids = new Map<string, { id: number; pids: string }>();
  for (const level of levels) await insertLevel(db, level, ids);
  const staffed = [...levels[3]!, ...levels[4]!].map((r) => ids.get(r.code)!.id);
  const userIds = await insertUsers(db, opts.users, staffed.length ? staffed : [ids.get(tag)!.id], tag);
  return { rootId: ids.get(tag)!.id, orgIds: [...ids.values()].map((v) => v.id), userIds, tag };
}
