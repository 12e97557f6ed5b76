import crypto from 'node:crypto';
import { checkPassword, generatePassword } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { hashPassword } from '../auth/auth.service.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import { DEMO_ORGS, DEMO_PARKS, DEMO_POSITIONS, type SeedOrg, SEED_ROLES, SEED_USERS } from './seed.data.js';
import { seedDictionaries } from '../lookup/lookup.seed.js';
import { seedFactors } from '../factor/factor.seed.js';
import { SERVER_MODULES } from '../index.js';
import { applyMenuReconcile } from './menu-reconcile.js';
import {
  anyUserExists,
  insertApp,
  insertOrg,
  insertPark,
  insertPos,
  insertRole,
  insertRoleMenus,
  insertUser,
  takeSeedLock,
} from './seed.repo.js';

export type SeedOptions = { demo: boolean; adminPassword: string | undefined };
export type SeededCredential = { account: string; password: string; mustChange: boolean };
export type SeedResult = { seeded: boolean; credentials: SeededCredential[] };

const randomPassword = () => generatePassword((n) => new Uint8Array(crypto.randomBytes(n)));

/** Passwords of the seeded accounts: demo ones in demo mode; otherwise ADMIN_PASSWORD or random, to be changed. */
function credentialsFor(opts: SeedOptions): SeededCredential[] {
  if (opts.adminPassword && checkPassword(opts.adminPassword).length > 0) {
    throw new Error(
      'ADMIN_PASSWORD does not meet the password policy (8–14 characters with upper case, lower case and special characters).',
    );
  }
  return SEED_USERS.map((u) => {
    if (opts.demo) return { account: u.account, password: u.demoPassword, mustChange: false };
    if (isSuperAdmin(u) && opts.adminPassword) return { account: u.account, password: opts.adminPassword, mustChange: false };
    return { account: u.account, password: randomPassword(), mustChange: true };
  });
}

/**
 * Seeds an empty database (issue 2 §5): the demo organisation tree, the menu table for
 * every route of spec §2 with its buttons, three roles, one account of each type, the
 * dictionary (from the domain's enumerations) and the public factor defaults. Runs once, in one
 * transaction, under an advisory lock so two processes starting together seed once.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const credentials = credentialsFor(opts);
  const hashes = await Promise.all(credentials.map((c) => hashPassword(c.password)));
  return db.transaction(async (tx) => {
    await takeSeedLock(tx);
    if (await anyUserExists(tx)) return { seeded: false, credentials: [] };

    await insertApp(tx, { code: 'system', name: '碳管家', active: true, sort: 1 });
    const orgIds = await seedOrgs(tx);
    const posIds = new Map<string, number>();
    for (const p of DEMO_POSITIONS) {
      posIds.set(p.code, await insertPos(tx, p));
    }
    // the menu table for every route of spec §2 and its buttons, named in simplified Chinese
    // (titles are translated at read time): the start-up reconcile on an empty table
    const { ids: menuIds } = await applyMenuReconcile(tx);
    const roleIds = new Map<string, number>();
    // the seeded roles are owned by the group root (ADR 008)
    const rootOrgId = orgIds.get(DEMO_ORGS.find((o) => !o.parent)!.code)!;
    for (const [i, r] of SEED_ROLES.entries()) {
      const roleId = await insertRole(tx, { code: r.code, name: r.name, sort: i + 1, dataScopeType: r.dataScopeType, orgId: rootOrgId });
      roleIds.set(r.code, roleId);
      const granted = [...menuIds].filter(([code]) => r.menus(code)).map(([, menuId]) => ({ roleId, menuId }));
      if (granted.length) await insertRoleMenus(tx, granted);
    }
    for (const [i, u] of SEED_USERS.entries()) {
      await insertUser(
        tx,
        {
          account: u.account,
          name: u.name,
          passwordHash: hashes[i]!,
          adminType: u.adminType,
          userType: u.userType,
          orgId: orgIds.get(u.org)!,
          jobNum: `D${String(i + 1).padStart(4, '0')}`,
          mustChangePassword: credentials[i]!.mustChange,
        },
        roleIds.get(u.role)!,
        posIds.get(u.pos)!,
      );
    }
    await seedDictionaries(tx);
    await seedFactors(tx);
    for (const m of SERVER_MODULES) await m.seed?.(tx);
    return { seeded: true, credentials };
  });
}

async function seedOrgs(tx: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const pidsOf = new Map<string, string>();
  for (const o of DEMO_ORGS) {
    const pid = o.parent ? ids.get(o.parent)! : 0;
    const pids = o.parent ? `${pidsOf.get(o.parent)}[${pid}],` : '[0],';
    const id = await insertOrg(tx, {
      code: o.code,
      name: o.name,
      orgType: o.type,
      pid,
      pids,
      sort: o.sort,
      remark: 'demo',
      equitySharePct: o.equitySharePct ?? null,
      operationalControl: o.equitySharePct ? true : null,
      financialControl: o.equitySharePct ? true : null,
      parkId: await seedPark(tx, o, ids),
    });
    ids.set(o.code, id);
    pidsOf.set(o.code, pids);
  }
  return ids;
}

/** The park of a demo park organisation (sys_park, of its parent business group), created before the organisation links it. */
async function seedPark(tx: Db, o: SeedOrg, orgIds: ReadonlyMap<string, number>): Promise<number | null> {
  const p = DEMO_PARKS.find((x) => x.org === o.code);
  if (!p) return null;
  const { org: _org, ...fields } = p;
  return insertPark(tx, { ...fields, businessGroupId: orgIds.get(o.parent!)!, sort: o.sort, remark: 'demo' });
}
