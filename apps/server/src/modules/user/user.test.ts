import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@carbon/domain';
import { sysAudit } from '../../platform/db/schema/index.js';
import { createTestApp, dbKinds, type TestApp } from '../../test/harness.js';
import {
  addBody,
  addUser,
  api,
  grantUserButtons,
  idOf,
  PASSWORD,
  signInDemo,
  uniqueAccount,
  type Api,
  type Tokens,
} from './user.fixtures.js';

type Row = {
  id: string;
  account: string;
  name: string;
  status: number;
  userType: number;
  version: number;
  mustChangePassword: boolean;
  sysEmpInfo: {
    jobNum: string;
    orgId: string;
    orgName: string;
    extOrgPos: unknown[];
    positions: { posId: string; posCode: string; posName: string }[];
  };
};
type PageData = { pageNo: number; pageSize: number; totalPage: number; totalRows: number; rows: Row[] };

describe.each(dbKinds())('accounts: add, edit, page, detail on %s', (kind) => {
  let t: TestApp;
  let a: Api;
  let tok: Tokens;
  const org: Record<string, string> = {};
  const pos: Record<string, string> = {};

  const page = async (query: string, token = tok.superAdmin) => (await a.get(`/api/main/sysUser/page?${query}`, token)).data as PageData;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    a = api(t);
    await grantUserButtons(t.database.db, 'manager');
    tok = await signInDemo(t);
    for (const c of ['fii', 'fii-ccbg', 'fii-ccbg-longhua-le1', 'fii-ccbg-longhua-le1-server', 'fii-iibg', 'fii-iibg-zhengzhou-le1'])
      org[c] = await idOf(t.database.db, 'org', c);
    for (const c of ['engineer', 'specialist', 'manager']) pos[c] = await idOf(t.database.db, 'pos', c);
  });
  afterAll(() => t.close());

  it('adds an account and lists it in the contract page shape, with string ids, positions, userType and version', async () => {
    const body = addBody(org['fii-ccbg-longhua-le1']!, [pos.engineer!, pos.specialist!], { userType: 2, name: '张三' });
    expect((await a.post('/api/main/sysUser/add', body, tok.superAdmin)).success).toBe(true);
    const data = await page(`searchValue=${body.account}&pageNo=1&pageSize=10`);
    expect(Object.keys(data).sort()).toEqual(['pageNo', 'pageSize', 'rows', 'totalPage', 'totalRows']);
    expect(data).toMatchObject({ pageNo: 1, pageSize: 10, totalRows: 1, totalPage: 1 });
    const row = data.rows[0]!;
    expect(row).toMatchObject({ account: body.account, name: '张三', status: 0, userType: 2, version: 1, mustChangePassword: true });
    expect(row.id).toMatch(/^\d+$/);
    expect(row.sysEmpInfo).toMatchObject({
      jobNum: 'J001',
      orgId: org['fii-ccbg-longhua-le1'],
      orgName: '云计算事业群-深圳示范精密有限公司',
      extOrgPos: [],
    });
    expect(row.sysEmpInfo.positions.map((p) => p.posCode).sort()).toEqual(['engineer', 'specialist']);
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash/);
  });

  it('never lists the super admin or deleted accounts, and computes totalPage', async () => {
    const all = await page('pageSize=200');
    expect(all.rows.map((r) => r.account)).not.toContain('superAdmin');
    const id = await addUser(t, tok.superAdmin, addBody(org.fii!, [pos.engineer!]));
    expect((await a.post('/api/main/sysUser/delete', { id }, tok.superAdmin)).success).toBe(true);
    expect((await page('pageSize=200')).rows.map((r) => r.id)).not.toContain(id);
    const two = await page('pageSize=2');
    expect(two.totalPage).toBe(Math.ceil(two.totalRows / 2));
  });

  it.each([
    ['no name', { name: undefined }],
    ['a blank name', { name: '   ' }],
    ['no job number', { sysEmpParam: { orgId: '1', posIdList: ['1'] } }],
    ['no organisation', { sysEmpParam: { jobNum: 'J1', posIdList: ['1'] } }],
    ['no position', { sysEmpParam: { orgId: '1', jobNum: 'J1', posIdList: [] } }],
    ['a bad e-mail', { email: 'not-an-email' }],
    ['a 10-digit mainland phone', { phone: '1380013800' }],
    ['a phone starting with 12', { phone: '12800138000' }],
    ['a phone with letters', { phone: '13800l38000' }],
    ['no password', { password: undefined, confirm: undefined }],
    ['a user type of 4', { userType: 4 }],
    ['an account with a space', { account: 'a b' }],
  ])('refuses %s with 1012001', async (_label, override) => {
    const body = { ...addBody(org.fii!, [pos.engineer!]), ...override };
    expect((await a.post('/api/main/sysUser/add', body, tok.superAdmin)).code).toBe(1012001);
  });

  it.each([['13912345678'], ['0912345678'], ['+85291234567'], ['+14155552671'], ['']])('accepts the phone number "%s"', async (phone) => {
    expect((await a.post('/api/main/sysUser/add', addBody(org.fii!, [pos.engineer!], { phone }), tok.superAdmin)).success).toBe(true);
  });

  it.each([['short@A1'.slice(0, 6)], ['alllower@1'], ['ALLUPPER@1'], ['NoSpecial1'], ['Has Space@1'], ['Toolong@Password1']])(
    'refuses the password "%s" (policy)',
    async (pw) => {
      const res = await a.post(
        '/api/main/sysUser/add',
        addBody(org.fii!, [pos.engineer!], { password: pw, confirm: pw }),
        tok.superAdmin,
        'en-US',
      );
      expect(res.code).toBe(1012001);
      expect(res.message).toContain('8–14');
    },
  );

  it.each([['zh-CN'], ['en-US'], ['zh-TW']] as const)(
    'answers a repeat that differs with "password differs from the original" (%s)',
    async (lang) => {
      const res = await a.post(
        '/api/main/sysUser/add',
        addBody(org.fii!, [pos.engineer!], { confirm: 'Other@Pass1' }),
        tok.superAdmin,
        lang,
      );
      expect(res.code).toBe(1012001);
      expect(res.message).toBe(MESSAGES[lang]['user.passwordMismatch']);
    },
  );

  it('refuses a taken account (2020002), an unknown organisation (2017001) and an unknown position (2018001)', async () => {
    expect((await a.post('/api/main/sysUser/add', addBody(org.fii!, [pos.engineer!], { account: 'manager' }), tok.superAdmin)).code).toBe(
      2020002,
    );
    expect((await a.post('/api/main/sysUser/add', addBody('999999', [pos.engineer!]), tok.superAdmin)).code).toBe(2017001);
    expect((await a.post('/api/main/sysUser/add', addBody(org.fii!, ['999999']), tok.superAdmin)).code).toBe(2018001);
  });

  it('filters by searchValue (account, name, phone), searchStatus and organisation subtree', async () => {
    const tag = uniqueAccount('flt');
    const inLe1 = await addUser(
      t,
      tok.superAdmin,
      addBody(org['fii-ccbg-longhua-le1-server']!, [pos.engineer!], { account: `${tag}a`, phone: '13700000001' }),
    );
    const inIibg = await addUser(t, tok.superAdmin, addBody(org['fii-iibg-zhengzhou-le1']!, [pos.engineer!], { account: `${tag}b` }));
    await a.post('/api/main/sysUser/changeStatus', { id: inIibg, status: 1 }, tok.superAdmin);
    const ids = async (q: string) => (await page(`searchValue=${tag}&pageSize=50&${q}`)).rows.map((r) => r.id).sort();
    expect(await ids('')).toEqual([inLe1, inIibg].sort());
    expect(await ids(`sysEmpParam.orgId=${org['fii-ccbg']}`)).toEqual([inLe1]);
    expect(await ids(`orgId=${org['fii-iibg']}`)).toEqual([inIibg]);
    expect(await ids('searchStatus=1')).toEqual([inIibg]);
    expect(await ids('searchStatus=0')).toEqual([inLe1]);
    expect((await page('searchValue=13700000001')).rows.map((r) => r.id)).toEqual([inLe1]);
    expect((await page('searchValue=%25')).totalRows).toBe(0); // a literal %, not a wildcard
  });

  it('edits with the version it read, then refuses the stale version with 1017004', async () => {
    const id = await addUser(t, tok.superAdmin, addBody(org.fii!, [pos.engineer!]));
    const before = (await a.get(`/api/main/sysUser/detail?id=${id}`, tok.superAdmin)).data as Row;
    const edit = { ...addBody(org['fii-ccbg']!, [pos.manager!], { account: before.account, name: '改名' }), id, version: before.version };
    expect((await a.post('/api/main/sysUser/edit', edit, tok.superAdmin)).success).toBe(true);
    const after = (await a.get(`/api/main/sysUser/detail?id=${id}`, tok.superAdmin)).data as Row;
    expect(after).toMatchObject({ name: '改名', version: before.version + 1, sysEmpInfo: { orgId: org['fii-ccbg'] } });
    expect(after.sysEmpInfo.positions.map((p) => p.posCode)).toEqual(['manager']);
    const stale = await a.post('/api/main/sysUser/edit', { ...edit, name: '又改' }, tok.superAdmin, 'en-US');
    expect(stale.code).toBe(1017004);
    expect(stale.message).toMatch(/changed/);
    expect(((await a.get(`/api/main/sysUser/detail?id=${id}`, tok.superAdmin)).data as Row).name).toBe('改名');
  });

  it('refuses an edit to an account another user holds (2020002) and an unknown id (2020001)', async () => {
    const id = await addUser(t, tok.superAdmin, addBody(org.fii!, [pos.engineer!]));
    const d = (await a.get(`/api/main/sysUser/detail?id=${id}`, tok.superAdmin)).data as Row;
    const edit = { ...addBody(org.fii!, [pos.engineer!], { account: 'user' }), id, version: d.version };
    expect((await a.post('/api/main/sysUser/edit', edit, tok.superAdmin)).code).toBe(2020002);
    expect((await a.get('/api/main/sysUser/detail?id=987654321', tok.superAdmin)).code).toBe(2020001);
  });

  it('writes an audit record for add and edit without any password', async () => {
    const body = addBody(org.fii!, [pos.engineer!]);
    const id = await addUser(t, tok.superAdmin, body);
    const rows = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'sysUser'), eq(sysAudit.entityId, id)));
    expect(rows.map((r) => r.action)).toEqual(['add']);
    expect(rows[0]!.actorAccount).toBe('superAdmin');
    expect(JSON.stringify(rows[0]!.after)).toContain(body.account);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });

  describe('data scope (the manager sees the 云计算事业群 subtree)', () => {
    let foreign: string;
    let own: string;
    beforeAll(async () => {
      foreign = await addUser(t, tok.superAdmin, addBody(org['fii-iibg-zhengzhou-le1']!, [pos.engineer!]));
      own = await addUser(t, tok.superAdmin, addBody(org['fii-ccbg-longhua-le1']!, [pos.engineer!]));
    });

    it('lists only users of organisations in scope', async () => {
      const rows = (await page('pageSize=200', tok.manager)).rows;
      expect(rows.map((r) => r.id)).toContain(own);
      expect(rows.map((r) => r.id)).not.toContain(foreign);
      const ccbg = ['fii-ccbg', 'fii-ccbg-longhua-le1', 'fii-ccbg-longhua-le1-server'].map((c) => org[c]);
      const inScopeOrgs = new Set([
        ...ccbg,
        await idOf(t.database.db, 'org', 'fii-ccbg-longhua'),
        await idOf(t.database.db, 'org', 'fii-ccbg-longhua-le1-storage'),
      ]);
      for (const r of rows) expect(inScopeOrgs.has(r.sysEmpInfo.orgId)).toBe(true);
    });

    it.each([
      ['detail', 'GET', '/api/main/sysUser/detail?id=ID'],
      ['ownRole', 'GET', '/api/main/sysUser/ownRole?id=ID'],
      ['ownData', 'GET', '/api/main/sysUser/ownData?id=ID'],
      ['delete', 'POST', '/api/main/sysUser/delete'],
      ['resetPwd', 'POST', '/api/main/sysUser/resetPwd'],
      ['changeStatus', 'POST', '/api/main/sysUser/changeStatus'],
      ['grantRole', 'POST', '/api/main/sysUser/grantRole'],
      ['grantData', 'POST', '/api/main/sysUser/grantData'],
    ])('refuses %s of a foreign user with 1013003', async (_label, method, url) => {
      const res =
        method === 'GET'
          ? await a.get(url.replace('ID', foreign), tok.manager)
          : await a.post(url, { id: foreign, status: 1, grantRoleIdList: [], grantOrgIdList: [] }, tok.manager);
      expect(res.code).toBe(1013003);
    });

    it('refuses adding into, or moving a user to, a foreign organisation (1013003)', async () => {
      expect((await a.post('/api/main/sysUser/add', addBody(org['fii-iibg']!, [pos.engineer!]), tok.manager)).code).toBe(1013003);
      const d = (await a.get(`/api/main/sysUser/detail?id=${own}`, tok.manager)).data as Row;
      const move = { ...addBody(org['fii-iibg']!, [pos.engineer!], { account: d.account }), id: own, version: d.version };
      expect((await a.post('/api/main/sysUser/edit', move, tok.manager)).code).toBe(1013003);
    });

    it('lets the manager add and edit within scope', async () => {
      const id = await addUser(t, tok.manager, addBody(org['fii-ccbg-longhua-le1-server']!, [pos.specialist!]));
      const d = (await a.get(`/api/main/sysUser/detail?id=${id}`, tok.manager)).data as Row;
      const edit = { ...addBody(org['fii-ccbg']!, [pos.specialist!], { account: d.account, name: '范围内' }), id, version: d.version };
      expect((await a.post('/api/main/sysUser/edit', edit, tok.manager)).success).toBe(true);
    });

    it('refuses the common user, who holds no account button (1013002)', async () => {
      expect((await a.get('/api/main/sysUser/page', tok.user)).code).toBe(1013002);
      expect((await a.post('/api/main/sysUser/add', addBody(org['fii-ccbg-longhua-le1']!, [pos.engineer!]), tok.user)).code).toBe(1013002);
    });
  });
});
