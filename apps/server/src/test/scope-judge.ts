import ExcelJS from 'exceljs';
import { CODE } from '@carbon/domain';
import type { ApiResult } from './scope-fixtures.js';

/**
 * Counting and judging for the data-scope matrix: every call is recorded, and each
 * deviation lands in one list with enough context (route, caller, target, what) to act on.
 */
export type Tally = {
  calls: number;
  /** Out-of-scope calls that succeeded, or were refused yet still changed data. */
  unauthorised: string[];
  /** Response rows about an organisation outside the caller's scope. */
  foreign: string[];
  /**
   * Other deviations: in-scope calls refused for scope or permission, out-of-scope calls
   * refused with another code than 1013003, rows the scope should show but are missing, 5xx.
   */
  wrong: string[];
  /** Deviations matched by a documented known finding (kept out of the counts; see the it.fails tests). */
  known: string[];
  /** "METHOD /api/main/path" of every route exercised. */
  routes: Set<string>;
};

export const newTally = (): Tally => ({ calls: 0, unauthorised: [], foreign: [], wrong: [], known: [], routes: new Set() });

export const summaryLine = (t: Tally) =>
  `data-scope matrix: ${t.calls} calls, ${t.unauthorised.length} unauthorised successes, ${t.foreign.length} foreign rows`;

export type Observation = {
  route: string;
  who: string;
  /** What the scope rule says about the organisation(s) the request names. */
  inScope: boolean;
  res: ApiResult;
  /** For a refused mutation: whether the database changed all the same. */
  changed?: boolean;
  /** Refusal codes accepted besides 1013003 out of scope (each documented where the case is defined). */
  refusedWith?: number[];
  /** Refusal codes that are a documented known finding (code → label): counted in `known`. */
  known?: Record<number, string>;
};

const SCOPE_OR_PERMISSION: number[] = [CODE.DATA_SCOPE, CODE.NO_PERMISSION];

/** Records a call naming an organisation: in scope it must not be refused for scope or permission; out of scope it must be refused (1013003) and change nothing. */
export function judge(t: Tally, o: Observation): void {
  t.calls++;
  t.routes.add(o.route);
  const tag = `${o.route} [${o.who}]`;
  if (o.res.status >= 500) t.wrong.push(`${tag}: HTTP ${o.res.status}`);
  if (o.inScope) {
    if (SCOPE_OR_PERMISSION.includes(o.res.code)) t.wrong.push(`${tag}: in scope but refused with ${o.res.code}`);
    return;
  }
  if (o.res.success || o.changed) {
    const what = o.res.success ? `succeeded (${JSON.stringify(o.res.data)?.slice(0, 160)})` : `changed data (refused with ${o.res.code})`;
    t.unauthorised.push(`${tag}: out of scope but ${what}`);
  } else if (o.known?.[o.res.code]) {
    t.known.push(`${tag}: ${o.known[o.res.code]}`);
  } else if (o.res.code !== CODE.DATA_SCOPE && !(o.refusedWith ?? []).includes(o.res.code)) {
    t.wrong.push(`${tag}: out of scope, refused with ${o.res.code} instead of 1013003`);
  }
}

/** One row of a list response: a key to compare with the expected rows, and whether the scope allows it. */
export type Row = { key: string; orgId: number | null; allowed: boolean };

export type ListCheck = {
  route: string;
  who: string;
  res: ApiResult;
  rows: Row[];
  /** The keys the scope says the list must hold exactly; omitted when only leaks are checked. */
  expected?: Iterable<string>;
  /** A documented known finding: such a foreign row is counted in `known`, not in `foreign`. */
  known?: (row: Row) => string | undefined;
};

/** Records a list, tree, page or export: every row must be allowed; with `expected`, the rows must be exactly those. */
export function judgeRows(t: Tally, c: ListCheck): void {
  t.calls++;
  t.routes.add(c.route);
  const tag = `${c.route} [${c.who}]`;
  if (!c.res.success) {
    t.wrong.push(`${tag}: refused with ${c.res.code} (HTTP ${c.res.status})`);
    return;
  }
  for (const row of c.rows.filter((r) => !r.allowed)) {
    const known = c.known?.(row);
    if (known) t.known.push(`${tag}: ${known}: row ${row.key} (org ${row.orgId})`);
    else t.foreign.push(`${tag}: row ${row.key} of organisation ${row.orgId}`);
  }
  if (c.expected === undefined) return;
  const want = new Set(c.expected);
  const got = new Set(c.rows.map((r) => r.key));
  for (const k of want) if (!got.has(k)) t.wrong.push(`${tag}: row ${k} missing`);
  for (const r of c.rows) if (r.allowed && !want.has(r.key)) t.wrong.push(`${tag}: unexpected row ${r.key} (org ${r.orgId})`);
}

/** The first sheet of an .xlsx as text cells: the header row, then the data rows. */
export async function readXlsx(data: Buffer): Promise<{ headers: string[]; rows: string[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  // Array.from visits the holes ExcelJS leaves for empty cells.
  wb.worksheets[0]!.eachRow((r) =>
    rows.push(Array.from((r.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))),
  );
  return { headers: rows[0] ?? [], rows: rows.slice(1) };
}
