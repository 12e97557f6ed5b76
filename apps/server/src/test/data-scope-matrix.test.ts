import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from './harness.js';
import { CODE } from '@carbon/domain';
import {
  callApi,
  CALLER_NAMES,
  CALLER_SPECS,
  orgSnapshot,
  ruleScope,
  setupWorld,
  TARGET_KINDS,
  type TargetKind,
  type World,
} from './scope-fixtures.js';
import { newTally, summaryLine, type Tally } from './scope-judge.js';
import { ORG_TARGET_CASES, throwawayOrg, type TargetCtx } from './scope-org-cases.js';
import { USER_TARGET_CASES } from './scope-user-cases.js';
import { MANAGE_TARGET_CASES } from './scope-manage-cases.js';
import { ROLE_LIST_CASES, ROLE_TARGET_CASES } from './scope-role-cases.js';
import { CALC_LIST_CASES, CALC_TARGET_CASES, FACTOR, factorOf } from './scope-calc-cases.js';
import { INVENTORY_LIST_CASES, INVENTORY_TARGET_CASES } from './scope-inventory-cases.js';
import { APPROVAL_LIST_CASES, APPROVAL_TARGET_CASES } from './scope-approval-cases.js';
import { REPORT_LIST_CASES, REPORT_TARGET_CASES } from './scope-report-cases.js';
import { PROJECT_LIST_CASES, PROJECT_TARGET_CASES } from './scope-project-cases.js';
import { GOAL_ACHIEVEMENT_CASES } from './scope-goal-achievement-cases.js';
import { feed, LIST_CASES, readFeed } from './scope-lists.js';
import { ORG_FREE_ROUTES } from './scope-routes.js';
import { moduleScopeCases } from './module-scope-cases.js';

/** The cases each module keeps beside its code (modules/<module>/<name>.scope-cases.ts), found by name. */
const MODULE_CASES = await moduleScopeCases();

/**
 * The data-scope half of the permission matrix (Administration issue): callers with a
 * scoped role holding every button — so only the data scope decides — against their own,
 * a child, a grandchild, the parent, a sibling and a foreign organisation, on every route
 * that names an organisation or an org-owned record; then every list without an
 * organisation parameter. Pass: 0 unauthorised successes and 0 foreign rows.
 *
 * Decided per route (the cases say so where they are defined):
 * - A request naming an organisation or an org-owned record (detail, edit, move, add under,
 *   delete, the account routes, grants, park edit/delete, sysAudit page/export ?orgId=,
 *   calc/record, calc/results ?orgId=, calc/recalculate(/preview) orgId): in scope it must not be
 *   refused with 1013003/1013002; out of scope it must be 1013003 and change nothing.
 * - Filters (sysOrg/page ?pid=, sysOrg/list ?pid=, sysUser/page and /export ?sysEmpParam.orgId=,
 *   sysPark/list ?businessGroupId=) accept any organisation and answer exactly the scoped part:
 *   nothing for a foreign one, only the in-scope descendants for a parent.
 * - sysUser/import names the organisation in a cell: out of scope the file is refused with
 *   1012002 and the row's reason "outside your data scope" (spec §8), checked as such.
 * - tree, treeWithPid, treeWithPark may add ancestors of scoped organisations (contract §7,
 *   "用于构造完整树"), never a sibling subtree; treeWithoutParent adds nothing.
 * - sysAudit rows: records about an organisation in scope, plus the caller's own actions.
 * - sysOrg/feed: events of organisations under the rule, deleted ones included (ADR 005).
 * - Accounts and roles above the caller (issue 8, ADR 008): an account in scope that holds a
 *   role the caller may not grant (the all-data admin role) or sees data outside their scope is
 *   refused on every management route (scope-manage-cases.ts); roles follow their owning
 *   organisation, their holders and their grants (scope-role-cases.ts).
 * Findings K1–K3 were fixed and are pinned by tests at the end.
 */

/** Worked out by hand from contract §5.1: type 2 = own org and below; type 5 = exactly the listed orgs. */
const EXPECTED_VISIBILITY: Record<string, Record<TargetKind, boolean>> = {
  mgrA: { own: true, child: true, grandchild: true, parent: false, sibling: false, foreign: false },
  mgrB: { own: true, child: true, grandchild: true, parent: false, sibling: false, foreign: false },
  custom: { own: true, child: true, grandchild: false, parent: false, sibling: false, foreign: false },
};

function merge(into: Tally, from: Tally): void {
  into.calls += from.calls;
  into.unauthorised.push(...from.unauthorised);
  into.foreign.push(...from.foreign);
  into.wrong.push(...from.wrong);
  into.known.push(...from.known);
  for (const r of from.routes) into.routes.add(r);
}

describe.each(dbKinds())('data-scope matrix on %s', (kind) => {
  let t: TestApp;
  let w: World;
  const total = newTally();

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await setupWorld(t);
  });
  afterAll(() => t?.close());

  it('the scope rule gives the hand-written caller × target table', async () => {
    const orgs = await orgSnapshot(t);
    const code = (id: number) => orgs.find((o) => o.id === id)!.code;
    const table = Object.fromEntries(
      CALLER_NAMES.map((c) => {
        const scope = ruleScope(orgs, CALLER_SPECS[c].rule);
        return [c, Object.fromEntries(TARGET_KINDS.map((k) => [k, scope.has(w.target(c, k))]))];
      }),
    );
    for (const c of CALLER_NAMES) {
      const cells = TARGET_KINDS.map((k) => `${k}=${code(w.target(c, k))}:${table[c]![k] ? 'in' : 'out'}`);
      console.log(`[${kind}] ${c.padEnd(6)} ${cells.join('  ')}`);
    }
    expect(table).toEqual(EXPECTED_VISIBILITY);
  });

  it('every route naming an organisation or an org-owned record honours the scope, caller × target', { timeout: 900_000 }, async () => {
    const tally = newTally();
    for (const name of CALLER_NAMES) {
      const scope = ruleScope(await orgSnapshot(t), CALLER_SPECS[name].rule);
      for (const kind of TARGET_KINDS) {
        const target = w.target(name, kind);
        const who = `${name} → ${kind} ${CALLER_SPECS[name].targets[kind]}`;
        const ctx: TargetCtx = { w, tally, caller: w.callers[name], kind, target, inScope: scope.has(target), who };
        for (const run of [
          ...ORG_TARGET_CASES,
          ...USER_TARGET_CASES,
          ...MANAGE_TARGET_CASES,
          ...ROLE_TARGET_CASES,
          ...CALC_TARGET_CASES,
          ...INVENTORY_TARGET_CASES,
          ...APPROVAL_TARGET_CASES,
          ...REPORT_TARGET_CASES,
          ...PROJECT_TARGET_CASES,
          ...GOAL_ACHIEVEMENT_CASES,
          ...MODULE_CASES.target,
        ])
          await run(ctx);
      }
    }
    merge(total, tally);
    expect(tally.unauthorised).toEqual([]);
    expect(tally.foreign).toEqual([]);
    expect(tally.wrong).toEqual([]);
  });

  it('lists, trees, pages and exports without an organisation parameter return 0 foreign rows', { timeout: 120_000 }, async () => {
    const tally = newTally();
    for (const name of CALLER_NAMES) {
      for (const run of [
        ...LIST_CASES,
        ...ROLE_LIST_CASES,
        ...CALC_LIST_CASES,
        ...INVENTORY_LIST_CASES,
        ...APPROVAL_LIST_CASES,
        ...REPORT_LIST_CASES,
        ...PROJECT_LIST_CASES,
        ...MODULE_CASES.list,
        feed(),
      ])
        await run({ w, tally, caller: w.callers[name] });
    }
    merge(total, tally);
    expect(tally.foreign).toEqual([]);
    expect(tally.wrong).toEqual([]);
  });

  it('exercises every registered route that concerns organisations; the others are declared free of them', () => {
    const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    const free: Record<string, string> = { ...ORG_FREE_ROUTES, ...MODULE_CASES.orgFree };
    const unclassified = [...registered].filter((r) => !total.routes.has(r) && !(r in free));
    const stale = Object.keys(free).filter((r) => !registered.has(r) || total.routes.has(r));
    expect(unclassified).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('sums up: 0 unauthorised successes and 0 foreign rows', () => {
    console.log(`[${kind}] ${summaryLine(total)}`);
    const byFinding = new Map<string, number>();
    for (const k of total.known) byFinding.set(k.split(': ')[1]!, (byFinding.get(k.split(': ')[1]!) ?? 0) + 1);
    for (const [finding, n] of byFinding) console.log(`[${kind}]   known finding ${finding}: ${n} (see the it.fails tests)`);
    expect(total.calls).toBeGreaterThan(500);
    expect(total.unauthorised).toEqual([]);
    expect(total.foreign).toEqual([]);
  });

  // ---- Known findings: the lead must fix these; each test passes once the server is right (then drop `.fails`). ----

  it('K1 (fixed): the organisation feed gives a custom-scope caller no event of an organisation below a listed one', async () => {
    const child = await throwawayOrg(w, w.org('fii-ccbg-longhua-le1'));
    const { events } = await readFeed(w, w.callers.custom.token);
    expect(events.filter((e) => Number(e.orgId) === child)).toEqual([]);
  });

  /**
   * K3 (fixed): a scoped caller's calc/recalculate once resolved the scope on `db` inside
   * `db.transaction`, which waits for itself on the embedded database. Checked on a separate
   * app, as a hang would block its database.
   */
  it('K3 (fixed): a scoped caller’s calc/recalculate answers', { timeout: 30_000 }, async () => {
    // Our own data directory: a blocked embedded database cannot be closed, but its files can go.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-k3-'));
    try {
      const t2 = await createTestApp({ kind, dataDir });
      const w2 = await setupWorld(t2);
      await factorOf(w2);
      const body = { factorCode: FACTOR, fromVersion: 'v1', toVersion: 'v2', reason: 'K3' };
      const call = callApi(w2, w2.callers.mgrA.token, 'POST', 'calc/recalculate', body);
      const answered = await Promise.race([call.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000))]);
      if (answered) await t2.close();
      expect(answered).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('K2 (fixed): sysPark/add names a foreign organisation that is not a business group: 1013003 like any foreign one', async () => {
    const body = { name: 'DS-K2', code: 'ds-k2', businessGroupId: String(w.org('fii-iibg-zhengzhou-le1')) };
    expect((await callApi(w, w.callers.mgrA.token, 'POST', 'sysPark/add', body)).code).toBe(CODE.DATA_SCOPE);
  });
});
