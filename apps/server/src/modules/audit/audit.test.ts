import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { sysAudit } from '../../platform/db/schema/index.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { buildRole, giveRole, orgIdOf, userIdOf } from '../role/role.factories.js';

type Row = {
  id: string;
  at: string;
  actorAccount: string | null;
  orgId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  reason: string | null;
};
type Page = { pageNo: number; pageSize: number; totalPage: number; totalRows: number; rows: Row[] };
const system = { id: null, account: 'system', requestId: null, ip: null };

describe.each(dbKinds())('audit search on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  const orgs: Record<string, number> = {};
  const get = async (url: string, token = admin) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json<Envelope>();
  const search = async (query: string, token = admin, pageSize = 200) => {
    const res = await get(`/api/main/sysAudit/page?pageSize=${pageSize}&entity=widget${query}`, token);
    if (!res.success) throw Object.assign(new Error(res.message), { code: res.code });
    return res.data as Page;
  };
  const ids = (p: Page) => p.rows.map((r) => r.entityId).sort();

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const db = t.database.db;
    for (const code of ['fii-ccbg', 'fii-ccbg-longhua-le1', 'fii-iibg-zhengzhou']) orgs[code] = await orgIdOf(db, code);
    const managerId = await userIdOf(db, 'manager');
    await giveRole(db, managerId, await buildRole(db, { permissions: ['sysAudit:page', 'sysAudit:export'], dataScopeType: 2 }));
    const at = (day: string) => new Date(`2026-03-${day}T10:00:00Z`);
    await db.transaction(async (tx) => {
      await writeAudit(tx, system, { action: 'create', entity: 'widget', entityId: 'w-ccbg', orgId: orgs['fii-ccbg'] }, at('01'));
      await writeAudit(
        tx,
        system,
        { action: 'update', entity: 'widget', entityId: 'w-le1', orgId: orgs['fii-ccbg-longhua-le1'], reason: '=1+1' },
        at('02'),
      );
      await writeAudit(tx, system, { action: 'create', entity: 'widget', entityId: 'w-iibg', orgId: orgs['fii-iibg-zhengzhou'] }, at('03'));
      const self = { id: managerId, account: 'manager', requestId: null, ip: null };
      await writeAudit(tx, self, { action: 'delete', entity: 'widget', entityId: 'w-own', orgId: orgs['fii-iibg-zhengzhou'] }, at('04'));
    });
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    manager = await login(t.app, 'manager', DEMO.manager);
  });
  afterAll(() => t.close());

  it('pages records newest first with the contract page shape', async () => {
    const page = await search('', admin, 2);
    expect(Object.keys(page).sort()).toEqual(['pageNo', 'pageSize', 'rows', 'totalPage', 'totalRows']);
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2, totalRows: 4, totalPage: 2 });
    expect(page.rows.map((r) => r.entityId)).toEqual(['w-own', 'w-iibg']);
    expect(page.rows[0]!.id).toMatch(/^\d+$/);
    expect(page.rows[0]!.at).toBe('2026-03-04T10:00:00.000Z');
  });

  it.each([
    ['action', '&action=create', ['w-ccbg', 'w-iibg']],
    ['actor account', '&actor=manager', ['w-own']],
    ['entity id', '&entityId=w-le1', ['w-le1']],
    ['from a day', '&from=2026-03-03', ['w-iibg', 'w-own']],
    ['to a day (inclusive)', '&to=2026-03-02', ['w-ccbg', 'w-le1']],
    ['an instant range', '&from=2026-03-02T10:00:00Z&to=2026-03-03T10:00:00Z', ['w-iibg', 'w-le1']],
  ])('filters by %s', async (_label, query, expected) => {
    expect(ids(await search(query))).toEqual(expected);
  });

  it('filters by actor id and by an organisation with its descendants', async () => {
    expect(ids(await search(`&actor=${await userIdOf(t.database.db, 'manager')}`))).toEqual(['w-own']);
    expect(ids(await search(`&orgId=${orgs['fii-ccbg']}`))).toEqual(['w-ccbg', 'w-le1']);
  });

  it('shows a non-super-admin only records in their scope, and their own actions', async () => {
    expect(ids(await search('', manager))).toEqual(['w-ccbg', 'w-le1', 'w-own']);
    await expect(search(`&orgId=${orgs['fii-iibg-zhengzhou']}`, manager)).rejects.toMatchObject({ code: 1013003 });
    expect((await get('/api/main/sysAudit/page', await login(t.app, 'user', DEMO.user))).code).toBe(1013002);
  });

  it('refuses bad filters with 1012001', async () => {
    for (const q of ['from=yesterday', 'to=2026-13-01', 'orgId=abc', 'pageSize=1000']) {
      expect((await get(`/api/main/sysAudit/page?${q}`)).code, q).toBe(1012001);
    }
  });

  it('exports the same search as a formula-safe xlsx, scoped like the page, and audits the export', async () => {
    const res = await t.app.inject({
      url: '/api/main/sysAudit/export?entity=widget',
      headers: { ...bearer(manager), 'accept-language': 'en-US' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Entity id');
    const idCol = header.indexOf('Entity id') + 1;
    const reasonCol = header.indexOf('Reason') + 1;
    const entityIds = [2, 3, 4].map((r) => ws.getRow(r).getCell(idCol).value).sort();
    expect(entityIds).toEqual(['w-ccbg', 'w-le1', 'w-own']);
    expect(ws.rowCount).toBe(4);
    const reasons = [2, 3, 4].map((r) => ws.getRow(r).getCell(reasonCol).value);
    expect(reasons).toContain("'=1+1");
    const exported = await t.database.db.select().from(sysAudit).where(eq(sysAudit.action, 'export'));
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ actorAccount: 'manager', entity: 'sys_audit' });
  });

  it('verifies the chain; UPDATE and DELETE on the trail are refused by the database', async () => {
    const db = t.database.db;
    expect((await get('/api/main/sysAudit/verify')).data).toMatchObject({ ok: true });
    await expect(db.execute(sql`update sys_audit set reason = 'changed' where entity = 'widget'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from sys_audit where entity = 'widget'`)).rejects.toThrow();
    expect(ids(await search(''))).toHaveLength(4);
    expect((await get('/api/main/sysAudit/verify')).data).toMatchObject({ ok: true });
  });

  it('detects a forged record inserted directly with a wrong prev_hash (run last: the chain stays broken)', async () => {
    const db = t.database.db;
    const [forged] = await db
      .insert(sysAudit)
      .values({ at: new Date(), action: 'update', entity: 'widget', entityId: 'forged', prevHash: 'f'.repeat(64), hash: 'e'.repeat(64) })
      .returning({ id: sysAudit.id });
    const before = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sysAudit)
      .where(sql`${sysAudit.id} < ${forged!.id}`);
    const result = (await get('/api/main/sysAudit/verify')).data;
    expect(result).toEqual({ ok: false, records: before[0]!.n, brokenAtId: String(forged!.id) });
  });
});
