import fc from 'fast-check';
import { XLSX_MIME } from '../platform/files/excel.js';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RegisteredRoute } from '../platform/http/route-registry.js';

/**
 * Generators and checks for the bad-input suite (security-and-reliability.md, figure 2).
 * Requests are generated per route from what the OpenAPI document says the route reads,
 * so a route added later is fuzzed with its own field names without touching the test.
 */

/** What a route reads, from the OpenAPI document (empty for routes hidden from it). */
export type RouteShape = RegisteredRoute & { bodyKeys: string[]; queryKeys: string[]; pathParams: string[] };

type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
export type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, OpenApiOperation>> };

/** Joins the route registry with the OpenAPI document. */
export function routeShapes(routes: RegisteredRoute[], doc: OpenApiDocument): RouteShape[] {
  return routes.map((r) => {
    const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
    const params = op?.parameters ?? [];
    const content = op?.requestBody?.content ?? {};
    const bodySchema = Object.values(content)[0]?.schema;
    return {
      ...r,
      bodyKeys: Object.keys(bodySchema?.properties ?? {}),
      queryKeys: params.filter((p) => p.in === 'query').map((p) => p.name),
      pathParams: [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    };
  });
}

export const HUGE = 'A'.repeat(100_000);
export const SQL_PAYLOADS = ["' OR 1=1 --", '1; DROP TABLE sys_user; --', "admin'--", '" OR ""="', "1' AND sleep(5) --"];
export const FORMULA_PAYLOADS = ["=cmd|' /C calc'!A0", '=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)'];
export const TRAVERSAL_PAYLOADS = [
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd',
  '....//....//',
];
const ODD_STRINGS = [
  '',
  ' ',
  '\t\n',
  'undefined',
  'null',
  'NaN',
  '-0',
  '\u202e\u0645',
  '𝕏🙂',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
];

const NUL = 'a\u0000b';

/** Short strings an attacker would try, within usual length limits; the NUL byte only once the server handles it. */
export const shortHostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_PAYLOADS, ...FORMULA_PAYLOADS, ...TRAVERSAL_PAYLOADS, ...ODD_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.constant(NUL),
);

/** Hostile strings of any length, 100k characters included. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: shortHostileString, weight: 4 },
  { arbitrary: fc.constant(HUGE), weight: 1 },
);

/** Any JSON value of a wrong or extreme kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(-1, 0, -0, 1.5, -2147483649, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, true, false, null),
  fc.integer(),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', 'id', 'value'), hostileString, { maxKeys: 2 }),
);

/** Field names that must never be honoured by mass assignment, plus the prototype keys. */
export const EXTRA_KEYS = ['isAdmin', 'adminType', 'status', 'orgId', 'id', 'passwordHash', 'createUser', 'extra_field'];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** JSON literals that JSON.stringify cannot produce: written into the raw text. */
const RAW_LITERALS = ['NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '0x10', '01', '1_000', 'undefined', "'single'"];

/** Raw request bodies: prototype keys, non-JSON numbers and broken syntax, per the route's fields. */
export function rawJsonBody(keys: string[]): fc.Arbitrary<string> {
  const key = fc.constantFrom(...(keys.length ? keys : ['id']));
  return fc.oneof(
    fc.tuple(fc.constantFrom(...PROTO_KEYS), key).map(([p, k]) => `{"${p}":{"${k}":1,"prototype":{"isAdmin":true}},"${k}":"x"}`),
    key.map((k) => `{"constructor":{"prototype":{"${k}":"polluted"}}}`),
    fc.tuple(key, fc.constantFrom(...RAW_LITERALS)).map(([k, lit]) => `{"${k}":${lit}}`),
    fc.constantFrom(
      '{',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      '{"a":1}}',
      '[1,2',
      '/*x*/{}',
      '\ufeff{}',
      'null',
      '[]',
      '"str"',
      '42',
      'true',
      '',
    ),
  );
}

export const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json;;;=',
  'application/vnd.api+json',
  'image/png',
];

/** A hostile query value: numbers out of range or not numbers, and the string payloads. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('-1', '0', '-99999999999999999999', '99999999999999999999', '1e309', '-1e309', 'NaN', 'Infinity', '0x10', '1.5', ''),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }).map(String),
  hostileString,
);

export type FuzzRequest = { method: string; url: string; headers: Record<string, string>; payload?: string; remoteAddress: string };

function buildQuery(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

const pathParamValue: fc.Arbitrary<string> = fc.oneof(
  hostileQueryValue.map((v) => encodeURIComponent(v.slice(0, 150))),
  fc.constantFrom('..', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%252e', '%', '%E0%A4%A', '%zz'),
);

type Body = { contentType?: string; payload?: string };

/** Body variants: JSON objects of hostile values, raw JSON text, other content types, oversize. */
function bodyArb(keys: string[], bodyLimit: number): fc.Arbitrary<Body> {
  const known = keys.length ? keys : ['id', 'name'];
  // Mostly plausible strings under every field, so requests get past the schema and reach
  // the service and the database; sometimes a wrong type; plus keys the route must ignore.
  const field = fc.oneof({ arbitrary: shortHostileString, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
  const fields = fc.tuple(
    ...known.map((k) =>
      fc.option(
        field.map((v) => [k, v] as const),
        { freq: 5 },
      ),
    ),
  );
  const jsonObject = fc.tuple(fields, fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostileValue, { maxKeys: 2 })).map(([a, b]) => ({
    contentType: 'application/json',
    payload: JSON.stringify({ ...b, ...Object.fromEntries(a.filter((x) => x !== null)) }),
  }));
  return fc.oneof(
    { arbitrary: fc.constant<Body>({}), weight: 1 },
    { arbitrary: jsonObject, weight: 4 },
    { arbitrary: rawJsonBody(known).map((payload) => ({ contentType: 'application/json', payload })), weight: 3 },
    {
      arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), hostileString).map(([contentType, payload]) => ({ contentType, payload })),
      weight: 2,
    },
    {
      arbitrary: fc.constant<Body>({ contentType: 'application/json', payload: `{"${known[0]}":"${'x'.repeat(bodyLimit + 16)}"}` }),
      weight: 1,
    },
  );
}

const authorization = fc.constantFrom(
  undefined,
  'Bearer garbage',
  'Bearer a.b.c',
  'Basic YTpi',
  'undefined',
  'Bearer ',
  `Bearer ${'x'.repeat(5000)}`,
);

/**
 * One generated request for `route`. `token` signs it in; without a token a random,
 * usually broken Authorization header is sent. Each request comes from a random address
 * so that the per-address sign-in throttle does not lock the test's own address.
 */
export function fuzzRequest(route: RouteShape, opts: { token?: string; bodyLimit: number }): fc.Arbitrary<FuzzRequest> {
  const queryKeys = [...route.queryKeys, 'pageNo', 'pageSize', 'searchValue', '__proto__', 'constructor[prototype][x]', 'a[b]'];
  return fc
    .record({
      params: fc.array(pathParamValue, { minLength: route.pathParams.length, maxLength: route.pathParams.length }),
      query: fc.array(fc.tuple(fc.constantFrom(...queryKeys), hostileQueryValue), { maxLength: 4 }),
      body: bodyArb(route.bodyKeys, opts.bodyLimit),
      auth: authorization,
      ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
      lang: fc.constantFrom(undefined, 'en-US', 'zh-TW', 'xx;q=bogus,,'),
    })
    .map(({ params, query, body, auth, ip, lang }) => {
      let i = 0;
      const path = route.url.replace(/:(\w+)/g, () => params[i++] ?? 'x').replace(/\*$/, params[0] ?? 'x');
      const qs = buildQuery(query);
      const headers: Record<string, string> = {};
      const authHeader = opts.token ? `Bearer ${opts.token}` : auth;
      if (authHeader !== undefined) headers.authorization = authHeader;
      if (body.contentType) headers['content-type'] = body.contentType;
      if (lang) headers['accept-language'] = lang;
      return { method: route.method, url: qs ? `${path}?${qs}` : path, headers, payload: body.payload, remoteAddress: ip };
    });
}

/** Turns a generated request into app.inject options. */
export const toInject = (r: FuzzRequest): InjectOptions => ({
  method: r.method as InjectOptions['method'],
  url: r.url,
  headers: r.headers,
  remoteAddress: r.remoteAddress,
  ...(r.payload !== undefined ? { payload: r.payload } : {}),
});

/** Text that only an internal failure puts in a body: stack frames, file paths, error names, SQL. */
const LEAK_MARKERS: RegExp[] = [
  /\bat\s+[^\s]+\s+\(?[^\s()]*[/\\][^\s()]*:\d+:\d+\)?/,
  /\.[cm]?[tj]s:\d/,
  /node_modules/,
  /\b[A-Z]\w*Error:/,
  /^Error:|[^\w]Error:/,
  /\bselect\s.+\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /\bdelete from\b/i,
  /syntax error/i,
  /failed query/i,
  /violates .* constraint/i,
  /invalid byte sequence/i,
];

/** The leak markers in `body` that the request did not itself carry (an echoed input is not a leak). */
export function leaks(body: string, request: string): string[] {
  return LEAK_MARKERS.flatMap((m) => {
    const hit = body.match(m)?.[0];
    return hit && !request.includes(hit) ? [hit] : [];
  });
}

type Json = Record<string, unknown>;

/** Whether the body is exactly {success, code, message, data} (plus a refusal's string `field`) with the right types. */
export function isEnvelope(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Json;
  const keys = Object.keys(v).sort().join(',');
  const withField = keys === 'code,data,field,message,success' && v.success === false && typeof v.field === 'string' && v.field.length > 0;
  return (
    (keys === 'code,data,message,success' || withField) &&
    typeof v.success === 'boolean' &&
    Number.isInteger(v.code) &&
    typeof v.message === 'string' &&
    v.message.length > 0
  );
}

/** GET /api/health's own shape (documented in health.routes.ts). */
export function isHealth(value: unknown): boolean {
  const v = value as Json;
  const db = v?.database as Json | undefined;
  return (
    (v?.status === 'ok' || v?.status === 'unavailable') &&
    typeof db?.kind === 'string' &&
    typeof db?.up === 'boolean' &&
    typeof v.version === 'string' &&
    Object.keys(v).length === 3
  );
}

/**
 * Every problem with one response: 5xx, a body that is not JSON or not the envelope
 * (the health route has its own shape), or internal detail in the body.
 */
/** What a file endpoint sends: Excel workbooks and PDF documents (report export). */
const DOWNLOAD_TYPES = [XLSX_MIME, 'application/pdf'];

/** A file download (an .xlsx export or template, a PDF report): a 200 attachment, not an envelope. */
export function isDownload(res: LightMyRequestResponse): boolean {
  return (
    res.statusCode === 200 &&
    String(res.headers['content-disposition'] ?? '').startsWith('attachment') &&
    DOWNLOAD_TYPES.includes(String(res.headers['content-type']))
  );
}

export function responseProblems(res: LightMyRequestResponse, req: FuzzRequest, healthUrl = '/api/health'): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`HTTP ${res.statusCode}`);
  if (isDownload(res)) return problems;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    problems.push(`body is not JSON: ${res.body.slice(0, 120)}`);
  }
  const isHealthRoute = req.url.split('?')[0] === healthUrl && req.method === 'GET';
  if (body !== undefined && !(isEnvelope(body) || (isHealthRoute && isHealth(body)))) {
    problems.push(`not an envelope: ${res.body.slice(0, 200)}`);
  }
  const leaked = leaks(res.body, `${req.url} ${req.payload ?? ''} ${JSON.stringify(req.headers)}`);
  if (leaked.length) problems.push(`leaks ${leaked.join(', ')}: ${res.body.slice(0, 200)}`);
  return problems;
}

/** A short description of a request for failure messages (huge payloads cut). */
export const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.url.slice(0, 200)} ${JSON.stringify(r.headers).slice(0, 200)} ${(r.payload ?? '').slice(0, 200)}`;
