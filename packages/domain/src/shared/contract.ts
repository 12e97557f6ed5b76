import type { z } from 'zod';

/**
 * An endpoint is declared once, here in the domain, and used three times: the server
 * registers it (`route(app, e, handler)`), the web calls it (`call(e, input)`), and the
 * permission vocabulary, the menu buttons and the audit matrix are derived from it
 * (ADR 007).
 */

/** Anyone; any live session; or a button permission `module:action` the caller's roles must grant. */
export type Access = 'public' | 'authenticated' | `${string}:${string}`;

/**
 * json: the answer is the envelope around `response`;
 * upload: multipart/form-data in (field `file`), the envelope out;
 * file: a download (Excel), not an envelope;
 * raw: `response` itself, not an envelope, whatever the HTTP status (GET /api/health, read by load balancers).
 */
export type EndpointKind = 'json' | 'upload' | 'file' | 'raw';

export type EndpointDef = {
  method: 'GET' | 'POST';
  /** Full path, e.g. `/api/main/exchangeRate/page`. */
  path: string;
  permission: Access;
  /** Query string schema (GET, and POST where the contract puts the id in the query). */
  query?: z.ZodType;
  /** JSON body schema (POST). */
  body?: z.ZodType;
  /** Schema of the envelope's `data` (json, upload). */
  response?: z.ZodType;
  kind?: EndpointKind;
  /**
   * What the endpoint writes to the audit trail: the entity of its records, or `false`
   * for a POST that changes nothing (a preview, a check). Required on every POST: the
   * audit matrix calls each one and looks for the record.
   */
  audit?: string | false;
  /** The page (menu code) whose button grants this endpoint's permission; defaults to the contract's page. */
  page?: string;
  /** Reachable while the password must still be changed (getLoginUser, updatePwd, logout). */
  duringPasswordChange?: boolean;
  /** Message key of the 1013002 a caller without the permission gets, when the spec words it (default `error.1013002`). */
  denied?: string;
  /** OpenAPI tag; defaults to the contract's name. */
  tag?: string;
  /** OpenAPI description of the operation. */
  description?: string;
};

export type Endpoint = EndpointDef & { kind: EndpointKind; page: string | undefined; tag: string };

/** A module's endpoints, named by the action the code calls them by. */
export type Contract<E extends Record<string, Endpoint> = Record<string, Endpoint>, B extends string = string> = {
  name: string;
  /** Menu code of the page the module's buttons belong to. */
  page: string | undefined;
  endpoints: E;
  /**
   * Button permissions no endpoint requires, checked by a service inside a call (e.g. `approval:skip`: who may
   * submit with approver "None"); they are menu buttons on `page` like the endpoints' own.
   */
  buttons: readonly B[];
};

type Completed<D extends EndpointDef> = D & {
  kind: D['kind'] extends EndpointKind ? D['kind'] : 'json';
  page: string | undefined;
  tag: string;
};

/**
 * Declares a module's contract. POST endpoints must say what they audit: a missing
 * declaration is a type error here and a failure in the audit matrix.
 */
export function defineContract<
  const D extends Record<string, EndpointDef & ({ method: 'GET' } | { method: 'POST'; audit: string | false })>,
  const B extends `${string}:${string}` = never,
>(name: string, page: string | undefined, defs: D, buttons: readonly B[] = []): Contract<{ [K in keyof D]: Completed<D[K]> }, B> {
  const endpoints = {} as Record<string, Endpoint>;
  for (const [key, def] of Object.entries(defs)) {
    endpoints[key] = { ...def, kind: def.kind ?? 'json', page: def.page ?? page, tag: def.tag ?? name };
  }
  return { name, page, endpoints: endpoints as { [K in keyof D]: Completed<D[K]> }, buttons };
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the caller sends: the query of a GET, the body of a POST. */
export type InputOf<E extends EndpointDef> = E['method'] extends 'GET' ? SchemaInput<E['query']> : SchemaInput<E['body']>;
/** The query after validation (defaults applied, strings coerced). */
export type QueryOf<E extends EndpointDef> = SchemaOutput<E['query']>;
/** The body after validation. */
export type BodyOf<E extends EndpointDef> = SchemaOutput<E['body']>;
/** The envelope's `data` on success. */
export type DataOf<E extends EndpointDef> = E['response'] extends z.ZodType ? z.output<E['response']> : null;

/** Every endpoint of the given contracts, flattened. */
export function endpointsOf(contracts: readonly Contract[]): Endpoint[] {
  return contracts.flatMap((c) => Object.values(c.endpoints));
}

/** The button permissions (not public, not authenticated) of a contract's endpoints. */
export type ButtonPermissionOf<C> =
  C extends Contract<infer E, infer B> ? Extract<E[keyof E]['permission'] | B, `${string}:${string}`> : never;
