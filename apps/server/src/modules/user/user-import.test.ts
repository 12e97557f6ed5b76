import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { MESSAGES, translate } from '@carbon/domain';
import { sysAudit } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, login, type Envelope, type TestApp } from '../../test/harness.js';
import { addBody, addUser, api, grantUserButtons, idOf, signInDemo, uniqueAccount, type Api, type Tokens } from './user.fixtures.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COLUMNS = ['account', 'name', 'jobNum', 'orgCode', 'posCodes', 'email', 'phone', 'tel', 'userType', 'roleCodes', 'password'];

/** A multipart/form-data body with one file part, as a browser's upload sends it. */
function multipart(filename: string, data: Buffer) {
  const boundary = `----cs${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${XLSX}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

type Sheet = { headers: string[]; rows: string[][] };

async function parseXlsx(data: Buffer): Promise<Sheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: string[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return { headers: rows[0] ?? [], rows: rows.slice(1) };
}

describe.each(dbKinds())('account import and export on %s', (kind) => {
  let t: TestApp;
  let a: Api;
  let tok: Tokens;
  let template: Buffer;

  const download = (url: string, token: string, lang = 'en-US') =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });

  /** The downloaded template (header, then its example row, left unchanged and so ignored) with `rows` (values in COLUMNS order) filled in from row 3. */
  async function fileWith(rows: (string | number)[][]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  async function upload(file: Buffer, token = tok.superAdmin, filename = 'users.xlsx', lang = 'en-US') {
    const { payload, contentType } = multipart(filename, file);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/main/sysUser/import',
      payload,
      headers: { ...bearer(token), 'content-type': contentType, 'accept-language': lang },
    });
    return res.json<Envelope>();
  }

  const accountsLike = async (prefix: string, token = tok.superAdmin) =>
    ((await a.get(`/api/main/sysUser/page?searchValue=${prefix}&pageSize=100`, token)).data as { rows: { account: string }[] }).rows
      .map((r) => r.account)
      .sort();

  beforeAll(async () => {
    t = await createTestApp({ kind });
    a = api(t);
    await grantUserButtons(t.database.db, 'manager');
    tok = await signInDemo(t);
    const res = await download('/api/main/sysUser/template', tok.superAdmin);
    expect(res.headers['content-type']).toContain(XLSX);
    template = res.rawPayload;
  });
  afterAll(() => t.close());

  it('serves the template with the import columns headed in the caller’s language', async () => {
    expect((await parseXlsx(template)).headers).toEqual(COLUMNS.map((c) => MESSAGES['en-US'][`user.col.${c}`]));
    const zh = await download('/api/main/sysUser/template', tok.superAdmin, 'zh-CN');
    expect((await parseXlsx(zh.rawPayload)).headers[0]).toBe('账号');
    expect(zh.headers['content-disposition']).toMatch(/^attachment; filename=/);
  });

  it('refuses a whole file with one bad row (1012002, each failed row with its reasons) and inserts nothing', async () => {
    const p = uniqueAccount('imp');
    const file = await fileWith([
      [`${p}a`, '甲', 'E1', 'fii-ccbg-longhua-le1', 'engineer', 'a@example.com', '13800138000', '', 3, 'common', 'Init@Pass1'],
      [`${p}b`, '乙', 'E2', 'no-such-org', 'engineer,nope', 'bad-mail', '123', '', 7, '', 'weak'],
      [`${p}a`, '丙', 'E3', 'fii', 'gm', '', '', '', 1, '', 'Init@Pass1'],
      ['manager', '丁', '', 'fii', 'gm', '', '', '', '', '', 'Init@Pass1'],
    ]);
    const res = await upload(file);
    expect(res.code).toBe(1012002);
    expect(res.message).toBe('3 rows failed; nothing was imported');
    type Cell = { column: string | null; reason: string };
    const failed = (res.data as { failedRows: { row: number; reasons: string[]; cells: Cell[] }[] }).failedRows;
    expect(failed.map((f) => f.row)).toEqual([4, 5, 6]);
    const bad = failed[0]!.reasons.join(' | ');
    const userType = MESSAGES['en-US']['user.col.userType']!;
    for (const text of [
      'Organisation code no-such-org does not exist',
      'Position codes nope do not exist',
      'Email has an invalid format',
      'Mobile phone has an invalid format',
      translate('en-US', 'imports.reason.notAllowed', { column: userType, value: '7', values: 'Administrator, Manager, Common user' }),
    ]) {
      expect(bad).toContain(text);
    }
    expect(bad).toContain('8–14');
    const columns = (cells: Cell[]) => cells.map((c) => c.column);
    expect(columns(failed[0]!.cells)).toEqual(
      expect.arrayContaining([
        'Organisation code',
        'Position codes (comma-separated)',
        'Email',
        'Mobile phone',
        userType,
        'Initial password',
      ]),
    );
    expect(failed[1]!.reasons).toEqual([`Account ${p}a appears twice in the file (row 3)`]);
    expect(failed[1]!.cells).toEqual([{ column: 'Account', reason: `Account ${p}a appears twice in the file (row 3)` }]);
    expect(failed[2]!.reasons).toEqual(expect.arrayContaining(['Job number is required', 'Account manager already exists']));
    expect(await accountsLike(p)).toEqual([]);
  });

  it('imports a corrected file: every row, with positions and roles, one audit record each, password to be changed', async () => {
    const p = uniqueAccount('imp');
    const file = await fileWith([
      [
        `${p}a`,
        '甲',
        'E1',
        'fii-ccbg-longhua-le1',
        'engineer，specialist',
        'a@example.com',
        '13800138000',
        '0755-1234567',
        '2',
        'common',
        'Init@Pass1',
      ],
      [`${p}b`, '乙', 'E2', 'fii-iibg', 'gm', '', '0912345678', '', 'Administrator', '', 'Other@Pass2'],
    ]);
    const res = await upload(file);
    expect(res).toMatchObject({ success: true, data: { imported: 2 } });
    expect(await accountsLike(p)).toEqual([`${p}a`, `${p}b`]);
    const page = (await a.get(`/api/main/sysUser/page?searchValue=${p}a`, tok.superAdmin)).data as {
      rows: { id: string; userType: number; mustChangePassword: boolean; sysEmpInfo: { positions: { posCode: string }[] } }[];
    };
    const row = page.rows[0]!;
    expect(row.userType).toBe(2);
    expect(row.mustChangePassword).toBe(true);
    expect(row.sysEmpInfo.positions.map((x) => x.posCode).sort()).toEqual(['engineer', 'specialist']);
    expect((await a.get(`/api/main/sysUser/ownRole?id=${row.id}`, tok.superAdmin)).data).toEqual([
      await idOf(t.database.db, 'role', 'common'),
    ]);
    const audits = await t.database.db.select().from(sysAudit).where(eq(sysAudit.action, 'import'));
    expect(audits.filter((x) => JSON.stringify(x.after).includes(p))).toHaveLength(2);
    expect(await login(t.app, `${p}b`, 'Other@Pass2')).toMatch(/^ey/);
  });

  it('refuses a manager importing into an organisation outside their scope, or granting a role they lack', async () => {
    const p = uniqueAccount('imp');
    const file = await fileWith([
      [`${p}a`, '甲', 'E1', 'fii-iibg-zhengzhou-le1', 'engineer', '', '', '', 3, '', 'Init@Pass1'],
      [`${p}b`, '乙', 'E2', 'fii-ccbg-longhua-le1', 'engineer', '', '', '', 3, 'admin', 'Init@Pass1'],
    ]);
    const res = await upload(file, tok.manager, 'users.xlsx', 'zh-CN');
    expect(res.code).toBe(1012002);
    const failed = (res.data as { failedRows: { row: number; reasons: string[] }[] }).failedRows;
    expect(failed).toEqual([
      {
        row: 3,
        reasons: ['没有权限在组织 fii-iibg-zhengzhou-le1 下导入用户'],
        cells: [{ column: '组织编码', reason: '没有权限在组织 fii-iibg-zhengzhou-le1 下导入用户' }],
      },
      {
        row: 4,
        reasons: ['不能授予自己没有的角色：admin'],
        cells: [{ column: '角色编码（逗号分隔）', reason: '不能授予自己没有的角色：admin' }],
      },
    ]);
    expect(await accountsLike(p)).toEqual([]);
  });

  it('refuses a file that is not a workbook, even named .xlsx (1012003), and other extensions', async () => {
    expect((await upload(Buffer.from('account,name\nx,y\n'), tok.superAdmin, 'users.xlsx')).code).toBe(1012003);
    expect((await upload(template, tok.superAdmin, 'users.csv')).code).toBe(1012003);
    expect((await a.post('/api/main/sysUser/import', { file: 'x' }, tok.superAdmin)).code).toBe(1012003);
  });

  it('exports with formula injection neutralised', async () => {
    const body = addBody(await idOf(t.database.db, 'org', 'fii-ccbg-longhua-le1'), [await idOf(t.database.db, 'pos', 'engineer')], {
      name: '=HYPERLINK("http://evil.example","x")',
    });
    await addUser(t, tok.superAdmin, body);
    const res = await download(`/api/main/sysUser/export?searchValue=${body.account}`, tok.superAdmin);
    expect(res.headers['content-type']).toContain(XLSX);
    const sheet = await parseXlsx(res.rawPayload);
    expect(sheet.headers[0]).toBe(MESSAGES['en-US']['user.col.account']);
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]![1]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(sheet.rows[0]![3]).toBe('fii-ccbg-longhua-le1');
  });

  it('exports only the users in the manager’s scope, never the super admin', async () => {
    const db = t.database.db;
    const engineer = await idOf(db, 'pos', 'engineer');
    const inside = addBody(await idOf(db, 'org', 'fii-ccbg-longhua-le1-server'), [engineer]);
    const outside = addBody(await idOf(db, 'org', 'fii-iibg-zhengzhou-le1'), [engineer]);
    await addUser(t, tok.superAdmin, inside);
    await addUser(t, tok.superAdmin, outside);
    const sheet = await parseXlsx((await download('/api/main/sysUser/export', tok.manager)).rawPayload);
    const accounts = sheet.rows.map((r) => r[0]);
    expect(accounts).toContain(inside.account);
    expect(accounts).not.toContain(outside.account);
    expect(accounts).not.toContain('superAdmin');
    expect(accounts).toContain('user');
    for (const r of sheet.rows) expect(r[3]).toMatch(/^fii-ccbg/);
    const all = (await parseXlsx((await download('/api/main/sysUser/export', tok.superAdmin)).rawPayload)).rows.map((r) => r[0]);
    expect(all).toContain(outside.account);
  });
});
