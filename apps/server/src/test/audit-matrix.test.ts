import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CONTRACTS, ENDPOINTS, type Contract } from '@carbon/domain';
import { sysAudit } from '../platform/db/schema/index.js';
import { caller } from '../modules/factor/testing.js';
import type { AuditCases, AuditKit } from './audit-cases.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from './harness.js';

/** Every module's cases, found by file name (modules/<m>/<m>.audit-cases.ts). */
const MODULES_DIR = path.resolve(import.meta.dirname, '../modules');
const caseFiles = fs
  .readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.audit-cases.ts'))
  .map((f) => path.join(MODULES_DIR, f));
const loaded = await Promise.all(
  caseFiles.map(async (f) => ((await import(pathToFileURL(f).href)) as { auditCases: AuditCases }).auditCases),
);
const casesByContract = new Map<string, AuditCases>(loaded.map((c) => [c.contract.name, c]));

/** Every POST of every contract with the audit entity it declares. */
const audited = (CONTRACTS as readonly Contract[]).flatMap((c) =>
  Object.entries(c.endpoints)
    .filter(([, e]) => e.method === 'POST')
    .map(([key, e]) => ({ contract: c.name, key, endpoint: e })),
);

describe('audit declarations', () => {
  it('every POST declares what it audits, and every audited POST has a case', () => {
    const missing = audited.flatMap(({ contract, key, endpoint }) => {
      if (endpoint.audit === undefined) return [`${endpoint.path}: no audit declaration`];
      if (endpoint.audit === false) return [];
      return casesByContract.get(contract)?.cases[key] ? [] : [`${endpoint.path}: no case in modules/*/*.audit-cases.ts`];
    });
    expect(missing).toEqual([]);
  });
});

describe('the route registry', () => {
  it("registers exactly the contracts' endpoints, each with its declared permission and audit", async () => {
    const t = await createTestApp();
    try {
      const registered = t.app.registeredRoutes.map((r) => `${r.method} ${r.url} ${r.permission} ${String(r.audit)}`).sort();
      const declared = ENDPOINTS.map((e) => `${e.method} ${e.path} ${e.permission} ${String(e.audit)}`).sort();
      expect(registered).toEqual(declared);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a POST that declares no audit', async () => {
    const started = createTestApp({
      beforeReady: (app) => app.post('/api/main/undeclared/change', { config: { permission: 'authenticated' } }, async () => null),
    });
    await expect(started).rejects.toThrow(/declares no audit/);
  });
});

describe.each(dbKinds())('audit matrix on %s', (kind) => {
  let t: TestApp;
  let kit: AuditKit;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    let n = 0;
    kit = { t, api: caller(t, () => admin), unique: () => `${Date.now().toString(36)}${(n++).toString(36)}` };
  });
  afterAll(() => t.close());

  it('every audited POST, called successfully, writes a sys_audit record of its entity', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const { contract, key, endpoint } of audited) {
      if (typeof endpoint.audit !== 'string') continue;
      const make = casesByContract.get(contract)?.cases[key];
      if (!make) continue; // reported by the declaration test
      const input = await make(kit);
      const count = async () =>
        (
          await t.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(sysAudit)
            .where(and(eq(sysAudit.entity, endpoint.audit as string)))
        )[0]!.n;
      const before = await count();
      const url = input.query ? `${endpoint.path}?${new URLSearchParams(input.query).toString()}` : endpoint.path;
      const res = input.file
        ? await kit.api.upload(url, input.file, input.filename, input.fields)
        : await kit.api.post(url, input.body ?? {});
      calls++;
      if (!res.success) {
        failures.push(`${endpoint.path}: refused ${res.code} ${res.message}`);
        continue;
      }
      if ((await count()) <= before) failures.push(`${endpoint.path}: succeeded without a '${endpoint.audit}' audit record`);
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(0);
  });
});
