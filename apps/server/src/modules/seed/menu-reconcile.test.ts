import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BUTTONS, MESSAGES, ROUTES, buttonMenuCode } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { openDatabase, type Database } from '../../platform/db/database.js';
import { sysAudit, sysMenu, sysRole, sysRoleMenu } from '../../platform/db/schema/index.js';
import { verifyAuditChain } from '../../platform/audit/audit.js';
import { bearer, createPgDatabase, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { reconcileMenus, wantedMenus } from './menu-reconcile.js';

type MenuRow = typeof sysMenu.$inferSelect;

const allMenus = (db: Db) => db.select().from(sysMenu).orderBy(asc(sysMenu.id));
const menuOf = async (db: Db, code: string): Promise<MenuRow> => {
  const [row] = await db.select().from(sysMenu).where(eq(sysMenu.code, code));
  if (!row) throw new Error(`no menu ${code}`);
  return row;
};
const grants = async (db: Db) =>
  (await db.select().from(sysRoleMenu)).map((g) => `${g.roleId}:${g.menuId}`).sort((a, b) => a.localeCompare(b));
const reconcileAudits = (db: Db) => db.select().from(sysAudit).where(eq(sysAudit.action, 'reconcile')).orderBy(asc(sysAudit.id));
const buttonCodesOf = (page: string) => BUTTONS.filter((b) => b.page === page).map((b) => buttonMenuCode(b.permission));

/** Removes rows (and their grants) as a database seeded by an older version would lack them. */
async function forget(db: Db, codes: string[]) {
  const rows = await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.code, codes));
  expect(rows).toHaveLength(codes.length);
  await db.delete(sysRoleMenu).where(
    inArray(
      sysRoleMenu.menuId,
      rows.map((r) => r.id),
    ),
  );
  await db.delete(sysMenu).where(inArray(sysMenu.code, codes));
}

/** The placement the code wants for a row: under its parent's row, with the parent's ancestors. */
async function expectUnder(db: Db, code: string, parentCode: string) {
  const [row, parent] = [await menuOf(db, code), await menuOf(db, parentCode)];
  expect(row.pid).toBe(parent.id);
  expect(row.pids).toBe(`${parent.pids}[${parent.id}],`);
}

describe.each(dbKinds())('the menu table reconciled with the code at start on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    db = t.database.db;
  });
  afterAll(() => t.close());

  it('finds nothing to do on a freshly seeded database, whose rows are the seed numbering', async () => {
    const before = await allMenus(db);
    const result = await reconcileMenus(db);
    expect(result.added).toEqual([]);
    expect(result.updated).toEqual([]);
    expect(await allMenus(db)).toEqual(before);
    expect(await reconcileAudits(db)).toEqual([]);
    // the seed's numbering: routes 10, 20, ... in code order, buttons 1, 2, ... in code order
    const byCode = new Map(before.map((m) => [m.code, m]));
    for (const [i, r] of ROUTES.entries()) {
      expect(byCode.get(r.code)).toMatchObject({ sort: (i + 1) * 10, name: MESSAGES['zh-CN'][`menu.${r.code}`] ?? r.code, router: r.path });
    }
    for (const [i, b] of BUTTONS.entries()) {
      expect(byCode.get(buttonMenuCode(b.permission))).toMatchObject({
        sort: i + 1,
        name: b.permission,
        permission: b.permission,
        type: 2,
      });
    }
    expect(before).toHaveLength(ROUTES.length + BUTTONS.length);
  });

  it("brings a database seeded by the previous version up to date, keeping the administrator's edits and grants", async () => {
    // the previous version had no exchange-rate page at all, and no buttons on the audit log page
    const missing = ['exchangeRate', ...buttonCodesOf('exchangeRate'), ...buttonCodesOf('auditLog')];
    expect(buttonCodesOf('exchangeRate').length).toBeGreaterThan(0);
    expect(buttonCodesOf('auditLog').length).toBeGreaterThan(0);
    await forget(db, missing);
    // an administrator renamed and re-sorted the workbench, hid a page and granted a role a menu
    const workbench = await menuOf(db, 'workbench');
    expect(workbench).toMatchObject({ name: '工作台', sort: 290 });
    await db.update(sysMenu).set({ name: '我的工作台', sort: 5 }).where(eq(sysMenu.code, 'workbench'));
    await db.update(sysMenu).set({ visible: 'N' }).where(eq(sysMenu.code, 'historyNotice'));
    const [common] = await db.select().from(sysRole).where(eq(sysRole.code, 'common'));
    const factor = await menuOf(db, 'factor');
    await db.insert(sysRoleMenu).values({ roleId: common!.id, menuId: factor.id });
    // a page of an even older version that the code no longer has
    await db.insert(sysMenu).values({
      code: 'retiredPage',
      name: '旧页面',
      type: 1,
      pid: 0,
      pids: '[0],',
      router: '/retired',
      component: 'retiredPage',
      sort: 999,
    });
    const retired = await menuOf(db, 'retiredPage');
    const grantsBefore = await grants(db);

    const result = await reconcileMenus(db); // as the new version's start does

    const wantedOrder = wantedMenus().map((w) => w.code);
    expect(result.added).toEqual(wantedOrder.filter((c) => missing.includes(c)));
    expect(result.updated).toEqual([]);
    await expectUnder(db, 'exchangeRate', 'BasicModule');
    for (const code of buttonCodesOf('exchangeRate')) await expectUnder(db, code, 'exchangeRate');
    for (const code of buttonCodesOf('auditLog')) await expectUnder(db, code, 'auditLog');
    const exchangeRate = await menuOf(db, 'exchangeRate');
    const route = ROUTES.find((r) => r.code === 'exchangeRate')!;
    expect(exchangeRate).toMatchObject({
      name: MESSAGES['zh-CN']['menu.exchangeRate'],
      type: 1,
      router: route.path,
      component: 'exchangeRate',
      openType: 1,
      visible: 'Y',
      weight: 1,
      status: 0,
    });
    const siblings = (await db.select().from(sysMenu).where(eq(sysMenu.pid, exchangeRate.pid))).filter((m) => m.id !== exchangeRate.id);
    expect(siblings.length).toBeGreaterThan(0);
    for (const s of siblings) expect(exchangeRate.sort).toBeGreaterThan(s.sort);
    for (const b of BUTTONS.filter((x) => x.page === 'exchangeRate')) {
      expect(await menuOf(db, buttonMenuCode(b.permission))).toMatchObject({
        type: 2,
        permission: b.permission,
        name: b.permission,
        openType: 0,
      });
    }
    // the administrator's edits and the grants are untouched; the retired page is left alone
    expect(await menuOf(db, 'workbench')).toMatchObject({ name: '我的工作台', sort: 5, version: workbench.version });
    expect((await menuOf(db, 'historyNotice')).visible).toBe('N');
    expect(await grants(db)).toEqual(grantsBefore);
    expect(await menuOf(db, 'retiredPage')).toEqual(retired);
    // one audit record, in the chain
    const audits = await reconcileAudits(db);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: null,
      actorAccount: 'system',
      entity: 'sys_menu',
      after: { added: result.added, updated: [] },
    });
    expect((await verifyAuditChain(db)).ok).toBe(true);
    // the super admin sees the new page at once
    const token = await login(t.app, 'superAdmin', DEMO.superAdmin);
    const me = (await t.app.inject({ url: '/api/main/getLoginUser', headers: bearer(token) })).json<Envelope>().data as {
      menus: { name: string }[];
    };
    expect(me.menus.map((m) => m.name)).toContain('exchangeRate');
  });

  it('changes nothing the second time and writes no audit record', async () => {
    const rows = await allMenus(db);
    const audits = await db.select().from(sysAudit);
    const result = await reconcileMenus(db);
    expect(result.added).toEqual([]);
    expect(result.updated).toEqual([]);
    expect(await allMenus(db)).toEqual(rows);
    expect(await db.select().from(sysAudit)).toHaveLength(audits.length);
  });

  it("gives a row still named as the seed once named it its new seeded name, and leaves an administrator's name (issue 29)", async () => {
    // a database seeded when both Project_OAA and GoalsAndAchievement were called 目标与达成
    await db.update(sysMenu).set({ name: '目标与达成' }).where(eq(sysMenu.code, 'Project_OAA'));
    await db.update(sysMenu).set({ name: '我的目标' }).where(eq(sysMenu.code, 'GoalsAndAchievement'));
    const result = await reconcileMenus(db);
    expect(result.updated).toEqual(['Project_OAA']);
    expect((await menuOf(db, 'Project_OAA')).name).toBe('总览与达成');
    expect((await menuOf(db, 'GoalsAndAchievement')).name).toBe('我的目标');
    await db.update(sysMenu).set({ name: '目标与达成' }).where(eq(sysMenu.code, 'GoalsAndAchievement'));
    // the two menus are called differently in every language
    for (const locale of ['zh-CN', 'en-US', 'zh-TW'] as const)
      expect(MESSAGES[locale]['menu.Project_OAA']).not.toBe(MESSAGES[locale]['menu.GoalsAndAchievement']);
  });

  it('corrects code-owned fields that drifted and moves a page back with everything under it', async () => {
    const button = BUTTONS[0]!;
    const buttonCode = buttonMenuCode(button.permission);
    const factor = await menuOf(db, 'factor');
    // drift: router and component of a page, weight/openType/redirect of another, a button's permission
    await db.update(sysMenu).set({ router: '/old/factor', component: 'OldFactor', name: '因子（改名）' }).where(eq(sysMenu.code, 'factor'));
    await db.update(sysMenu).set({ weight: 2, openType: 0, redirect: '/elsewhere' }).where(eq(sysMenu.code, 'dashboard'));
    await db.update(sysMenu).set({ permission: 'old:permission', type: 1 }).where(eq(sysMenu.code, buttonCode));
    // the audit log page sits under the basic module, with its buttons and an administrator's own button
    const basic = await menuOf(db, 'BasicModule');
    const auditLog = await menuOf(db, 'auditLog');
    const movedPids = `${basic.pids}[${basic.id}],`;
    await db.update(sysMenu).set({ pid: basic.id, pids: movedPids }).where(eq(sysMenu.id, auditLog.id));
    await db.execute(
      sql`update sys_menu set pids = ${`${movedPids}[${auditLog.id}],`} where pids = ${`${auditLog.pids}[${auditLog.id}],`}`,
    );
    await db.insert(sysMenu).values({
      code: 'auditLog_custom',
      name: '自定义按钮',
      type: 2,
      permission: 'sysAudit:custom',
      openType: 0,
      pid: auditLog.id,
      pids: `${movedPids}[${auditLog.id}],`,
    });
    const audits = (await reconcileAudits(db)).length;

    const result = await reconcileMenus(db);

    expect([...result.updated].sort()).toEqual(['auditLog', 'dashboard', 'factor', buttonCode].sort());
    expect(result.added).toEqual([]);
    expect(result.before.factor).toEqual({ router: '/old/factor', component: 'OldFactor' });
    expect(result.before.auditLog).toEqual({ pid: basic.id, pids: movedPids });
    expect(await menuOf(db, 'factor')).toMatchObject({
      router: '/BasicModule/factor',
      component: 'factor',
      name: '因子（改名）', // the administrator's name stays
      sort: factor.sort,
      version: factor.version + 1,
    });
    expect(await menuOf(db, 'dashboard')).toMatchObject({ weight: 1, openType: 1, redirect: null });
    expect(await menuOf(db, buttonCode)).toMatchObject({ permission: button.permission, type: 2 });
    await expectUnder(db, 'auditLog', 'organizationalStructure');
    for (const code of [...buttonCodesOf('auditLog'), 'auditLog_custom']) await expectUnder(db, code, 'auditLog');
    expect(await menuOf(db, 'auditLog_custom')).toMatchObject({ name: '自定义按钮', permission: 'sysAudit:custom' });
    const recorded = await reconcileAudits(db);
    expect(recorded).toHaveLength(audits + 1);
    expect(recorded.at(-1)!.after).toEqual({ added: [], updated: result.updated });
    expect((recorded.at(-1)!.before as Record<string, unknown>).factor).toEqual({ router: '/old/factor', component: 'OldFactor' });
    expect((await reconcileMenus(db)).updated).toEqual([]);
  });

  it('leaves a page an administrator deleted deleted, and adds nothing under it', async () => {
    const page = await menuOf(db, 'exchangeRate');
    await db
      .update(sysMenu)
      .set({ status: 2 })
      .where(sql`${sysMenu.id} = ${page.id} or ${sysMenu.pids} like ${`%[${page.id}],%`}`);
    const [first, ...others] = buttonCodesOf('exchangeRate');
    await forget(db, [first!]);
    const result = await reconcileMenus(db);
    expect(result.added).toEqual([]);
    expect(result.updated).toEqual([]);
    expect(await db.select().from(sysMenu).where(eq(sysMenu.code, first!))).toEqual([]);
    expect((await menuOf(db, 'exchangeRate')).status).toBe(2);
    for (const code of others) expect((await menuOf(db, code)).status).toBe(2);
  });

  it('lets two reconciles run at once without duplicates', async () => {
    const missing = ['roleManage', ...buttonCodesOf('roleManage')];
    await forget(db, missing);
    // on PostgreSQL two processes (two pools); PGlite is one process with one connection
    const other: Database | undefined =
      kind === 'postgres'
        ? await openDatabase({
            dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cs-reconcile-')),
            databaseUrl: t.config.databaseUrl,
            log: pino({ level: 'silent' }),
          })
        : undefined;
    const audits = (await reconcileAudits(db)).length;
    try {
      const results = await Promise.all([reconcileMenus(db), reconcileMenus(other?.db ?? db)]);
      const added = results.map((r) => r.added).sort((a, b) => b.length - a.length);
      expect(added).toEqual([missing, []]);
    } finally {
      await other?.close();
    }
    const duplicates = await db
      .select({ code: sysMenu.code })
      .from(sysMenu)
      .groupBy(sysMenu.code)
      .having(sql`count(*) > 1`);
    expect(duplicates).toEqual([]);
    expect(
      await db
        .select()
        .from(sysMenu)
        .where(and(eq(sysMenu.code, 'roleManage'), eq(sysMenu.status, 0))),
    ).toHaveLength(1);
    expect(await reconcileAudits(db)).toHaveLength(audits + 1);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('runs at every start: a restarted server has the menus the previous version lacked', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-reconcile-'));
    const pgDb = kind === 'postgres' ? await createPgDatabase() : undefined;
    const opts = { kind, dataDir, databaseUrl: pgDb?.url };
    try {
      const previous = await createTestApp(opts);
      await forget(previous.database.db, ['exchangeRate', ...buttonCodesOf('exchangeRate')]);
      await previous.close();
      const next = await createTestApp(opts);
      expect(next.seed.seeded).toBe(false);
      await expectUnder(next.database.db, 'exchangeRate', 'BasicModule');
      for (const code of buttonCodesOf('exchangeRate')) await expectUnder(next.database.db, code, 'exchangeRate');
      expect(await reconcileAudits(next.database.db)).toHaveLength(1);
      await next.close();
    } finally {
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two processes starting at once on one empty PostgreSQL database', () => {
  it('seed once and reconcile to nothing: no duplicate menu, no audit record', async () => {
    const pgDb = await createPgDatabase();
    try {
      const apps = await Promise.all([
        createTestApp({ kind: 'postgres', databaseUrl: pgDb.url }),
        createTestApp({ kind: 'postgres', databaseUrl: pgDb.url }),
      ]);
      expect(apps.map((a) => a.seed.seeded).sort()).toEqual([false, true]);
      const db = apps[0]!.database.db;
      expect(await db.select().from(sysMenu)).toHaveLength(ROUTES.length + BUTTONS.length);
      expect(await reconcileAudits(db)).toEqual([]);
      for (const a of apps) await a.close();
    } finally {
      await pgDb.drop();
    }
  });
});
