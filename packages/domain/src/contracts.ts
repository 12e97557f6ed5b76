import { endpointsOf, placeAfter, type Access, type ButtonPermissionOf, type Contract, type DomainModule } from './shared/index.js';
import { systemContract } from './system/system.contract.js';
import { DOMAIN_MODULES } from './modules.js';

/** The platform's own contract (health, import progress): first, before every module's. */
const LISTED = [systemContract] as const satisfies readonly Contract[];

type AnyContract = (typeof LISTED)[number] | (typeof DOMAIN_MODULES)[number]['contracts'][number];
const MODULES: readonly DomainModule<readonly AnyContract[]>[] = DOMAIN_MODULES;

/**
 * Every module's contract: the one list the domain composes (the modules declared by manifest, modules.ts, bring
 * theirs; one that names its place, `contractsAfter`, keeps it).
 * The server registers these endpoints, the web calls them, and the permission
 * vocabulary and the menu buttons below are derived from them.
 */
export const CONTRACTS: readonly AnyContract[] = placeAfter<AnyContract>(
  [...LISTED, ...MODULES.flatMap((m) => (m.contractsAfter ? [] : m.contracts))],
  (c) => c.name,
  MODULES.flatMap(({ contracts, contractsAfter: after }) => (after ? contracts.map((item) => ({ item, after })) : [])),
);

/** A button permission some endpoint declares: a mistyped code is a type error. */
export type ButtonPermission = ButtonPermissionOf<(typeof CONTRACTS)[number]>;
/** What a route may require of its caller. */
export type Permission = Extract<Access, 'public' | 'authenticated'> | ButtonPermission;

/** A button permission (menu type 2) under the page that shows it (contract §4.5). */
export type ButtonDef = { permission: ButtonPermission; page: string };

/** Every endpoint of every module. */
export const ENDPOINTS = endpointsOf(CONTRACTS);

/** The button rows of the menu table, derived from the contracts: one per distinct permission, in declaration order. */
export const BUTTONS: readonly ButtonDef[] = (() => {
  const seen = new Map<string, ButtonDef>();
  for (const e of ENDPOINTS) {
    if (e.permission === 'public' || e.permission === 'authenticated' || seen.has(e.permission)) continue;
    if (!e.page) throw new Error(`${e.method} ${e.path}: a button permission needs a page`);
    seen.set(e.permission, { permission: e.permission as ButtonPermission, page: e.page });
  }
  for (const c of CONTRACTS as readonly Contract[])
    for (const permission of c.buttons) {
      if (!c.page) throw new Error(`${c.name}: a button permission needs a page`);
      if (!seen.has(permission)) seen.set(permission, { permission: permission as ButtonPermission, page: c.page });
    }
  return [...seen.values()];
})();

/** The menu code of a button row: its permission with ':' → '_' (menu codes are route-name-like). */
export const buttonMenuCode = (permission: string) => permission.replace(':', '_');

/** Whether `code` is a button permission some endpoint declares. */
export const isButtonPermission = (code: string): code is ButtonPermission => BUTTONS.some((b) => b.permission === code);
