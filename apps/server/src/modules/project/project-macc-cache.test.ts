import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MaccResult } from '@carbon/domain';
import { systemClock } from '../../platform/auth/sessions.js';
import { freshness } from '../../platform/db/freshness.js';
import type { RequestContext } from '../../platform/http/context.js';
import { createTestApp, dbKinds, DEMO, login, type TestApp } from '../../test/harness.js';
import { createProjectOverviewService, type ProjectOverviewService } from './project-overview.service.js';
import { overviewWorld, type OverviewWorld } from './project-overview.testing.js';

/**
 * The kept MACC (issue 12 bench: a group's curve is 18,000 bars): the same curve is served while
 * its projects and organisations stay the same, whatever else is written (a session, another
 * table), and a new one as soon as a project row or an organisation changes, by any path.
 */
describe.each(dbKinds())('the kept MACC on %s', (kind) => {
  let t: TestApp;
  let w: OverviewWorld;
  let service: ProjectOverviewService;
  const ctx = {
    user: { id: 1 },
    locale: 'en-US',
    actor: { id: 1, account: 'superAdmin', requestId: 'test', ip: '127.0.0.1' },
    scope: async () => ({ all: true }),
  } as unknown as RequestContext;
  const curve = () => service.macc(ctx, { orgId: w.orgs.ccbg, year: 2025 });
  const summary = (r: MaccResult) => r.rows.map((b) => `${b.name}@${b.orgName}`);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    w = await overviewWorld(t);
    service = createProjectOverviewService({ db: t.database.db, clock: systemClock });
  });
  afterAll(() => t.close());

  it('serves the same curve across writes elsewhere and a new one once a project or an organisation changes', async () => {
    const db = t.database.db;
    const first = await curve();
    expect(await curve()).toBe(first);
    const orgName = first.rows[0]!.orgName;
    expect(summary(first)).toEqual(['P1', 'P3', 'P4', 'P2'].map((n) => expect.stringMatching(new RegExp(`^${n}@`))));

    // a sign-in writes a session (and the database-wide stamp moves): the curve stays
    const before = (await freshness(db)).any;
    await login(t.app, 'superAdmin', DEMO.superAdmin);
    expect((await freshness(db)).any).not.toBe(before);
    expect(await curve()).toBe(first);

    // a project renamed behind the services' back (no version, no timestamp): a new curve
    await db.execute(sql`update energy_project set name = 'P1 renamed' where id = ${Number(w.projects.p1!.id)}`);
    const renamed = await curve();
    expect(renamed).not.toBe(first);
    expect(renamed.rows.map((b) => b.name)).toEqual(['P1 renamed', 'P3', 'P4', 'P2']);
    expect(await curve()).toBe(renamed);

    // P1's organisation renamed: its bars name the new one
    await db.execute(sql`update sys_org set name = 'Renamed server BU' where id = ${Number(w.orgs.server)}`);
    const moved = await curve();
    expect(moved.rows.map((b) => b.orgName)).toEqual([
      'Renamed server BU',
      'Renamed server BU',
      moved.rows[2]!.orgName,
      moved.rows[3]!.orgName,
    ]);
    expect(moved.rows[0]!.orgName).not.toBe(orgName);

    // a deleted project leaves the curve
    await db.execute(sql`update energy_project set status = 2 where id = ${Number(w.projects.p3!.id)}`);
    expect((await curve()).rows.map((b) => b.name)).toEqual(['P1 renamed', 'P4', 'P2']);
  });

  it('keeps one curve per organisation and year', async () => {
    const year = await curve();
    const all = await service.macc(ctx, { orgId: w.orgs.ccbg });
    expect(all).not.toBe(year);
    expect(await curve()).toBe(year);
    expect(await service.macc(ctx, { orgId: w.orgs.ccbg })).toBe(all);
  });
});
