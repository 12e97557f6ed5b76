import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { CertificateRow, Page } from '@carbon/domain';
import { sysAudit, sysOrg, sysUser } from '../../platform/db/schema/index.js';
import { certificateShare, certificateShareAccess } from './certificate.schema.js';
import { createTestApp, dbKinds, DEMO, login, testClock, type Envelope, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { ADD_PATH, addCertificate, certificateFieldsOf, PDF, PNG, upload } from './certificate.testing.js';

const api = (p: string) => `/api/main/certificate/${p}`;
type Api = ReturnType<typeof caller>;

function ok<T>(res: Envelope): T {
  if (!res.success) throw new Error(`${res.code} ${res.message}`);
  return res.data as T;
}

/** A multipart body with the file FIRST and the fields after it (the order a script may use). */
function fileFirst(filename: string, data: Buffer, fields: Record<string, string>) {
  const b = `----cs${Math.random().toString(36).slice(2)}`;
  const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = Object.entries(fields).map(([k, v]) => `\r\n--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}`);
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`${tail.join('')}\r\n--${b}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

describe.each(dbKinds())('certificates on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  const tokens = { su: '', mgr: '', user: '' };
  let su: Api;
  let mgr: Api;
  let user: Api;
  let org: (code: string) => string;
  /** Signs the seeded accounts in again (after the clock jumped past their sessions). */
  const signIn = async () => {
    tokens.su = await login(t.app, 'superAdmin', DEMO.superAdmin);
    tokens.mgr = await login(t.app, 'manager', DEMO.manager);
    tokens.user = await login(t.app, 'user', DEMO.user);
  };
  const anonymous = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'verifier-browser/1.0' } });
  const storedFiles = () => {
    const dir = path.join(t.config.dataDir, 'attachments', 'certificate');
    return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f)).length : 0;
  };

  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
    const orgs = await t.database.db.select({ id: sysOrg.id, code: sysOrg.code }).from(sysOrg);
    org = (code: string) => String(orgs.find((o) => o.code === code)!.id);
    await signIn();
    su = caller(t, () => tokens.su);
    mgr = caller(t, () => tokens.mgr);
    user = caller(t, () => tokens.user);
  });
  afterAll(() => t.close());

  it('adds a PDF or an image with the statement’s fields, fields before or after the file', async () => {
    const row = await addCertificate(su, org('fii-ccbg-longhua-le1'));
    expect(row).toMatchObject({
      year: 2025,
      orgId: org('fii-ccbg-longhua-le1'),
      inventoryObject: '龙华园区 2025 年度温室气体盘查',
      author: '张三',
      verifier: 'SGS',
      assuranceLevel: 'reasonable',
      criteria: 'ISO 14064-1:2018',
      materiality: '5%',
      fileName: 'statement.pdf',
      fileSize: PDF.length,
      mime: 'application/pdf',
      version: 1,
      activeShares: 0,
    });
    expect(row.orgName).not.toBe('');
    const png = ok<CertificateRow>(await upload(su, org('fii-ccbg'), { assuranceLevel: '', verifier: '' }, PNG, '证书.PNG'));
    expect(png).toMatchObject({ fileName: '证书.PNG', mime: 'image/png', assuranceLevel: null, verifier: null });

    const mp = fileFirst('late-fields.pdf', PDF, certificateFieldsOf(org('fii'), { author: 'after the file' }));
    const res = await t.app.inject({
      method: 'POST',
      url: ADD_PATH,
      payload: mp.payload,
      headers: { authorization: `Bearer ${tokens.su}`, ...mp.headers },
    });
    expect(ok<CertificateRow>(res.json<Envelope>())).toMatchObject({ author: 'after the file', fileName: 'late-fields.pdf' });
  });

  it('refuses a fake extension, a wrong type, an empty or missing file, too large a file and bad fields, storing nothing', async () => {
    const before = storedFiles();
    const le1 = org('fii-ccbg-longhua-le1');
    expect((await upload(su, le1, {}, PDF, 'photo.png')).code).toBe(2032002); // a PDF named .png
    expect((await upload(su, le1, {}, PNG, 'scan.jpg')).code).toBe(2032002); // a PNG named .jpg
    expect((await upload(su, le1, {}, Buffer.from('just text'), 'notes.pdf')).code).toBe(2032002);
    expect((await upload(su, le1, {}, PDF, 'tool.exe')).code).toBe(2032002);
    expect((await upload(su, le1, {}, Buffer.alloc(0), 'empty.pdf')).code).toBe(2032002);
    const big = await upload(su, le1, {}, Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024 + 10, 0x20)]), 'huge.pdf');
    expect(big.code).toBe(2032003);
    expect(big.message).toContain('50');
    const missing = await su.upload(ADD_PATH, PDF, 'statement.pdf', { year: '2025', orgId: le1, inventoryObject: 'x' });
    expect(missing).toMatchObject({ code: 1012001, field: 'author' });
    expect(missing.message).toContain('Author');
    expect((await upload(su, le1, { assuranceLevel: 'absolute' })).code).toBe(1012001);
    expect((await upload(su, le1, { year: '1800' })).code).toBe(1012001);
    expect((await upload(su, '999999999')).code).toBe(2017001);
    const noFile = await t.app.inject({
      method: 'POST',
      url: ADD_PATH,
      payload: `--x\r\nContent-Disposition: form-data; name="year"\r\n\r\n2025\r\n--x--\r\n`,
      headers: { authorization: `Bearer ${tokens.su}`, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(noFile.json<Envelope>().code).toBe(2032004);
    expect((await su.post(ADD_PATH, { year: 2025 })).code).toBe(1012003); // not multipart
    expect(storedFiles()).toBe(before);
  });

  it('pages with year, organisation and keyword filters; detail; edit with the version; delete', async () => {
    const le1 = org('fii-ccbg-longhua-le1');
    const c = await addCertificate(su, le1, { year: '2031', inventoryObject: 'Keyword-Findme inventory' });
    const byYear = ok<Page<CertificateRow>>(await su.get(api('page?year=2031')));
    expect(byYear.rows.map((r) => r.id)).toEqual([c.id]);
    expect(ok<Page<CertificateRow>>(await su.get(api('page?keyword=findme'))).rows.map((r) => r.id)).toEqual([c.id]);
    expect(ok<Page<CertificateRow>>(await su.get(api(`page?year=2031&orgId=${org('fii')}`))).rows).toEqual([]);
    expect(ok<Page<CertificateRow>>(await su.get(api(`page?orgId=${le1}`))).rows.every((r) => r.orgId === le1)).toBe(true);

    expect(ok<CertificateRow>(await su.get(api(`detail?id=${c.id}`))).inventoryObject).toBe('Keyword-Findme inventory');
    const body = { ...certificateFieldsOf(le1, { opinion: 'Qualified' }), year: 2031, id: c.id, version: c.version };
    const edited = ok<CertificateRow>(await su.post(api('edit'), body));
    expect(edited).toMatchObject({ opinion: 'Qualified', version: 2, fileName: 'statement.pdf' });
    expect((await su.post(api('edit'), body)).code).toBe(1017004); // the version it read is gone
    expect((await su.post(api('delete'), { id: c.id, version: 1 })).code).toBe(1017004);
    ok(await su.post(api('delete'), { id: c.id, version: 2 }));
    expect((await su.get(api(`detail?id=${c.id}`))).code).toBe(2032001);
    expect((await su.download(api(`download?id=${c.id}`))).json<Envelope>().code).toBe(2032001);
  });

  it('downloads as an attachment and previews inline, the same bytes', async () => {
    const c = await addCertificate(su, org('fii-ccbg-longhua-le1'));
    const dl = await user.download(api(`download?id=${c.id}`));
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    const pv = await user.download(api(`preview?id=${c.id}`));
    expect(pv.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(pv.headers['content-type']).toBe('application/pdf');
    expect(pv.rawPayload.equals(PDF)).toBe(true);
  });

  it('lists, reads and downloads only within the data scope; adds only for an organisation in scope', async () => {
    const own = await addCertificate(su, org('fii-ccbg-longhua-le1'));
    const foreign = await addCertificate(su, org('fii-iibg-zhengzhou-le1'));
    const idsOf = async (a: Api) => ok<Page<CertificateRow>>(await a.get(api('page?pageSize=200'))).rows.map((r) => r.id);
    for (const a of [mgr, user]) {
      const ids = await idsOf(a);
      expect(ids).toContain(own.id);
      expect(ids).not.toContain(foreign.id);
      for (const p of ['detail', 'download', 'preview']) {
        const res = await a.download(api(`${p}?id=${foreign.id}`));
        expect(res.json<Envelope>().code).toBe(1013003);
      }
      expect((await a.get(api(`page?orgId=${org('fii-iibg-zhengzhou-le1')}`))).code).toBe(1013003);
    }
    expect(await idsOf(su)).toEqual(expect.arrayContaining([own.id, foreign.id]));
    // the seeded manager holds add, edit and share (deletion stays with the administrator): only the data scope decides
    const before = storedFiles();
    expect((await upload(mgr, org('fii-iibg-zhengzhou-le1'))).code).toBe(1013003);
    expect(storedFiles()).toBe(before);
    expect((await mgr.post(api('share'), { id: foreign.id, expiresInDays: 1 })).code).toBe(1013003);
    expect((await mgr.get(api(`shares?id=${foreign.id}`))).code).toBe(1013003);
    expect((await mgr.get(api(`accesses?id=${foreign.id}`))).code).toBe(1013003);
    const body = { ...certificateFieldsOf(org('fii-ccbg-longhua-le1')), year: 2025, id: foreign.id, version: foreign.version };
    expect((await mgr.post(api('edit'), body)).code).toBe(1013003);
    // deletion is the administrator's button (seed): the manager is refused for the permission before any data is read
    expect((await mgr.post(api('delete'), { id: foreign.id })).code).toBe(1013002);
    expect(ok<CertificateRow>(await upload(mgr, org('fii-ccbg-longhua-le1'))).orgId).toBe(org('fii-ccbg-longhua-le1'));
  });

  it('shares a link that answers without a session, the file inline, logging each access; the token is never stored', async () => {
    const c = await addCertificate(su, org('fii-ccbg-longhua-le1'));
    const share = ok<{ id: string; url: string; token: string; expiresAt: string }>(
      await su.post(api('share'), { id: c.id, expiresInDays: 7 }),
    );
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.url).toBe(`http://localhost:80/share/certificate/${share.token}`);
    expect(new Date(share.expiresAt).getTime() - clock.now().getTime()).toBe(7 * 24 * 3600 * 1000);
    const [stored] = await t.database.db
      .select()
      .from(certificateShare)
      .where(eq(certificateShare.id, Number(share.id)));
    expect(stored!.tokenHash).toBe(crypto.createHash('sha256').update(share.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(share.token);
    expect(share.token.startsWith(stored!.tokenHint)).toBe(true);

    const view = await anonymous(api(`shared?token=${share.token}`));
    expect(view.json<Envelope>()).toMatchObject({
      success: true,
      data: { inventoryObject: '龙华园区 2025 年度温室气体盘查', verifier: 'SGS', assuranceLevel: 'reasonable', fileName: 'statement.pdf' },
    });
    expect(JSON.stringify(view.json())).not.toMatch(/createdBy|storage|sha256/);
    const file = await anonymous(api(`sharedFile?token=${share.token}`));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const log = ok<Page<{ outcome: string; kind: string; ip: string; userAgent: string; tokenHint: string }>>(
      await su.get(api(`accesses?id=${c.id}`)),
    );
    expect(log.rows.map((r) => `${r.kind}:${r.outcome}`)).toEqual(['file:ok', 'view:ok']);
    expect(log.rows[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'verifier-browser/1.0', tokenHint: stored!.tokenHint });
    const shares = ok<{ id: string; state: string; accessCount: number }[]>(await su.get(api(`shares?id=${c.id}`)));
    expect(shares).toEqual([expect.objectContaining({ id: share.id, state: 'active', accessCount: 2 })]);
    expect(ok<CertificateRow>(await su.get(api(`detail?id=${c.id}`))).activeShares).toBe(1);
  });

  it('refuses an unknown token, a revoked link and a deleted certificate, each logged', async () => {
    for (const token of ['not-a-token', 'A'.repeat(43)]) {
      const res = await anonymous(api(`shared?token=${token}`));
      expect(res.json<Envelope>()).toMatchObject({ success: false, code: 2032005 });
      expect((await anonymous(api(`sharedFile?token=${token}`))).json<Envelope>().code).toBe(2032005);
    }
    expect((await anonymous(api('shared'))).json<Envelope>().code).toBe(1012001);

    const c = await addCertificate(su, org('fii-ccbg-longhua-le1'));
    const share = ok<{ id: string; token: string }>(await su.post(api('share'), { id: c.id, expiresInDays: 30 }));
    const revoked = ok<{ state: string; revokedByName: string }>(await su.post(api('revoke'), { shareId: share.id }));
    expect(revoked.state).toBe('revoked');
    expect(ok<{ state: string }>(await su.post(api('revoke'), { shareId: share.id })).state).toBe('revoked');
    expect((await anonymous(api(`shared?token=${share.token}`))).json<Envelope>().code).toBe(2032007);
    expect((await anonymous(api(`sharedFile?token=${share.token}`))).json<Envelope>().code).toBe(2032007);
    expect((await su.post(api('revoke'), { shareId: '999999999' })).code).toBe(2032008);

    const gone = await addCertificate(su, org('fii-ccbg-longhua-le1'));
    const goneShare = ok<{ token: string }>(await su.post(api('share'), { id: gone.id, expiresInDays: 30 }));
    ok(await su.post(api('delete'), { id: gone.id }));
    expect((await anonymous(api(`shared?token=${goneShare.token}`))).json<Envelope>().code).toBe(2032001);

    const log = ok<Page<{ outcome: string }>>(await su.get(api(`accesses?id=${c.id}`)));
    expect(log.rows.map((r) => r.outcome)).toEqual(['revoked', 'revoked']);
    const unknown = await t.database.db
      .select()
      .from(certificateShareAccess)
      .where(and(isNull(certificateShareAccess.shareId), eq(certificateShareAccess.outcome, 'unknown')));
    expect(unknown.length).toBeGreaterThanOrEqual(4);
  });

  it('audits add, edit, share and revoke; the share record never holds the token', async () => {
    const c = await addCertificate(su, org('fii-ccbg-longhua-le1'));
    const share = ok<{ id: string; token: string }>(await su.post(api('share'), { id: c.id, expiresInDays: 3 }));
    ok(await su.post(api('revoke'), { shareId: share.id }));
    const records = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'certificate_share'), eq(sysAudit.entityId, share.id)));
    expect(records.map((r) => r.action).sort()).toEqual(['revoke', 'share']);
    expect(JSON.stringify(records)).not.toContain(share.token);
    const added = await t.database.db
      .select()
      .from(sysAudit)
      .where(and(eq(sysAudit.entity, 'certificate'), eq(sysAudit.entityId, c.id)));
    expect(added.map((r) => r.action)).toEqual(['add']);
    expect(added[0]!.orgId).toBe(Number(c.orgId));
  });

  it('a link stops at its expiry (the app’s clock), logged as expired; its state says so', async () => {
    const c = await addCertificate(su, org('fii-ccbg-longhua-le1'));
    const share = ok<{ id: string; token: string }>(await su.post(api('share'), { id: c.id, expiresInDays: 1 }));
    clock.advance(24 * 3600 * 1000 - 1000);
    expect((await anonymous(api(`shared?token=${share.token}`))).json<Envelope>().success).toBe(true);
    clock.advance(1000);
    const res = (await anonymous(api(`shared?token=${share.token}`))).json<Envelope>();
    expect(res.code).toBe(2032006);
    expect(res.message).toContain('UTC');
    expect((await anonymous(api(`sharedFile?token=${share.token}`))).json<Envelope>().code).toBe(2032006);
    await signIn(); // the clock left the sessions behind
    const log = ok<Page<{ outcome: string }>>(await su.get(api(`accesses?id=${c.id}&shareId=${share.id}`)));
    expect(log.rows.map((r) => r.outcome)).toEqual(['expired', 'expired', 'ok']);
    expect(ok<{ state: string }[]>(await su.get(api(`shares?id=${c.id}`)))[0]!.state).toBe('expired');
    expect((await su.post(api('share'), { id: c.id, expiresInDays: 366 })).code).toBe(1012001);
  });

  it('the user who created it is named in the row', async () => {
    const c = await addCertificate(su, org('fii'));
    const [admin] = await t.database.db.select({ name: sysUser.name }).from(sysUser).where(eq(sysUser.account, 'superAdmin'));
    expect(c.createdByName).toBe(admin!.name);
  });
});

describe('certificate share links under the rate limit', () => {
  it('anonymous calls to the public routes count per address like every other API call (1015004)', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_API: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await t.app.inject({ method: 'GET', url: api('shared?token=x') })).json<Envelope>().code);
      expect(codes).toEqual([2032005, 2032005, 2032005, 1015004, 1015004]);
    } finally {
      await t.close();
    }
  });
});
