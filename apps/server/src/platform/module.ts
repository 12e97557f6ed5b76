import type { ButtonPermission, Contract } from '@carbon/domain';
import type { Db } from './db/database.js';
import type { App } from './http/app-types.js';

/**
 * A server module's manifest (ADR 020): what the composition root needs of a module, declared in the
 * module's own folder, so that adding a module is its folder plus one line in `modules/index.ts`.
 * `services.ts` builds every listed module's services, `app.ts` registers their routes and attaches
 * what runs while the server listens, `main.ts` runs their upgrade seeds and the first-start seed runs
 * their seeds. `Kit` is what the composition root hands every module (the platform and the services
 * other modules share: todo, files, inventory…); `S` is what the module adds to the services object.
 *
 * Scope and audit cases are test code: they stay beside the module as `<name>.scope-cases.ts` and
 * `<name>.audit-cases.ts`, found by name by the matrices.
 */
// methods, not function-typed properties: a list of modules with different kits and services is one array type
export type ServerModule<Kit, S extends Record<string, unknown>> = {
  /** The module's name (its folder). */
  name: string;
  /** Builds the module's services once, from the kit; the keys are merged into the services object. */
  services(kit: Kit): S;
  /** Registers the module's endpoints, one `route()` per endpoint of its contracts. */
  routes(app: App, services: Kit & S): void;
  /** Attaches what runs while the server listens (a TCP listener, a worker); closed with the app. */
  attach?(app: App, services: S): void;
  /** Seeds a new database, in the first start's seeding transaction. */
  seed?(tx: Db): Promise<unknown>;
  /** Runs at every start after the migrations: adds what an upgraded database lacks; returns a log line when it did. */
  upgrade?(db: Db): Promise<string | null>;
  /** Button permissions that are group-wide settings: seeded to the administrator role only. */
  adminButtons?: readonly ButtonPermission[];
  /** What the seeded roles of a new database (manager, common user) get of the module's menus (seed/seed.data.ts). */
  seededRoles?: SeededRoleRules;
};

/**
 * A module's rules for the seeded roles. The administrator gets every menu; a manager every menu but the
 * administrator-only directories, the libraries' write buttons, the group-wide settings (`adminButtons`) and the
 * workflow buttons not listed for managers; a common user the common directories less settings and the workflow
 * buttons not listed for common users.
 */
export type SeededRoleRules = {
  /** Top-level routes (directories or pages) a common user sees. */
  commonRoots?: readonly string[];
  /** Top-level routes only the administrator sees. */
  adminOnlyRoots?: readonly string[];
  /** Contracts whose endpoints and buttons are workflow steps: a seeded role gets only those listed for it. */
  workflow?: readonly Contract[];
  /** The workflow buttons a manager gets. */
  manager?: readonly ButtonPermission[];
  /** The workflow buttons a common user gets. */
  common?: readonly ButtonPermission[];
  /** Group-wide libraries: their write endpoints (POST) are the administrator's; others read and export. */
  libraries?: readonly Contract[];
};

/** Declares a module's manifest (the identity function, for inference: `S` from `services`). */
export function defineModule<Kit, S extends Record<string, unknown>>(m: ServerModule<Kit, S>): ServerModule<Kit, S> {
  return m;
}

/** Any module, whatever its kit and services (the element type of a module list). */
export type AnyModule = ServerModule<never, Record<string, unknown>>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The services a list of modules adds, merged: every module's `services` result in one object type. */
export type ModuleServices<M extends readonly AnyModule[]> = UnionToIntersection<ReturnType<M[number]['services']>>;
