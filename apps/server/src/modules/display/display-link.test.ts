import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CockpitData, DisplayLinkResult, DisplayLinkRow, DisplayUseRow, Page } from '@carbon/domain';
import { sysAudit, sysOrg } from '../../platform/db/schema/index.js';
import { displayLink, displayLinkUse } from './display.schema.js';
import { createTestApp, dbKinds, DEMO, grantButtons, login, testClock, type Envelope, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';

const api = (p: string) => `/api/main/display/${p}`;
type Api = ReturnType<typeof caller>;
const DAY = 24 * 3600 * 1000;

function ok<T>(res: Envelope): T {
  if (!res.success) throw new Error(`${res.code} ${res.message}`);
  return res.data as T;
}

describe.each(dbKinds())('display links on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  const tokens = { su: '', mgr: '', user: '' };
  let su: Api;
  let mgr: Api;
  let user: Api;
  let org: (code: string) => string;
  const signIn = async () => {
    tokens.su = await login(t.app, 'superAdmin', DEMO.superAdmin);
    tokens.mgr = await login(t.app, 'manager', DEMO.manager);
    tokens.user = await login(t.app, 'user', DEMO.user);
  };
  /** A wall screen: no session, its own browser. */
  const screen = async (token: string, lang = 'en-US') =>
    (
      await t.app.inject({
        method: 'GET',
        url: api(`shared?token=${token}`),
        headers: { 'user-agent': 'wall-screen/1.0', 'accept-language': lang },
      })
    ).json<Envelope>();
  const usesOf = (linkId: string) =>
    t.database.db
      .select()
      .from(displayLinkUse)
      .where(eq(displayLinkUse.linkId, Number(linkId)));
  const addLink = async (by: Api, orgCode: string, days = 7) =>
    ok<DisplayLinkResult>(await by.post(api('link/add'), { name: `Control room ${orgCode}`, orgId: org(orgCode), expiresInDays: days }));

  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
    const orgs = await t.database.db.select({ id: sysOrg.id, code: sysOrg.code }).from(sysOrg);
    org = (code: string) => String(orgs.find((o) => o.code === code)!.id);
    // display links are an administrator's by default; the group delegates them to the business group's manager here,
    // so the data scope of a caller below the root can be tested
    await grantButtons(t, 'manager', ['display:link']);
    await signIn();
    su = caller(t, () => tokens.su);
    mgr = caller(t, () => tokens.mgr);
    user = caller(t, () => tokens.user);
  });
  afterAll(() => t.close());

  it('builds the link from PUBLIC_URL when it is set, whatever Host the request names', async () => {
    const post = (host: string) =>
      t.app.inject({
        method: 'POST',
        url: api('link/add'),
        payload: { name: 'Lobby', orgId: org('fii-ccbg'), expiresInDays: 1 },
        headers: { authorization: `Bearer ${tokens.su}`, host },
      });
    // without PUBLIC_URL the Host header decides: a forged one would make a link to another site
    expect(ok<DisplayLinkResult>((await post('evil.example')).json<Envelope>()).url).toMatch(/^http:\/\/evil\.example\/cockpit\?/);
    t.config.publicUrl = 'https://carbon.example.com/steward';
    try {
      const link = ok<DisplayLinkResult>((await post('evil.example')).json<Envelope>());
      expect(link.url).toBe(`https://carbon.example.com/steward/cockpit?display=${link.token}`);
    } finally {
      t.config.publicUrl = undefined;
    }
  });

  it('creates a link whose 256-bit token is shown once and stored only as its SHA-256', async () => {
    const link = await addLink(su, 'fii-ccbg', 30);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes in base64url
    expect(link.url).toBe(`http://localhost:80/cockpit?display=${link.token}`);
    expect(new Date(link.expiresAt).getTime()).toBe(clock.now().getTime() + 30 * DAY);
    const [row] = await t.database.db
      .select()
      .from(displayLink)
      .where(eq(displayLink.id, Number(link.id)));
    expect(row!.tokenHash).toBe(crypto.createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);
    const listed = ok<Page<DisplayLinkRow>>(await su.get(api('link/page?keyword=fii-ccbg'))).rows.find((r) => r.id === link.id)!;
    expect(listed).toMatchObject({ state: 'active', tokenHint: link.token.slice(0, 6), orgId: org('fii-ccbg'), useCount: 0 });
    expect(listed.orgName).toBe('云计算事业群');
    const audits = await t.database.db.select().from(sysAudit).where(eq(sysAudit.entityId, link.id));
    expect(audits.filter((a) => a.entity === 'display_link').map((a) => a.action)).toEqual(['add']);
  });

  it('opens the cockpit of the link’s subtree only, without a session, and logs the use', async () => {
    const link = await addLink(su, 'fii-ccbg');
    const res = await screen(link.token);
    const data = ok<CockpitData>(res);
    expect(data.orgId).toBe(org('fii-ccbg'));
    expect(data.summary.orgId).toBe(org('fii-ccbg'));
    expect(data.expiresAt).toBe(link.expiresAt);
    // the business group's parks only: Longhua is under it, Zhengzhou under the other business group
    expect(data.map.points.map((p) => p.orgId)).toEqual([org('fii-ccbg-longhua')]);
    expect(data.summary.byOrg.map((r) => r.orgId)).toEqual([org('fii-ccbg-longhua')]);
    expect(data.summary.sources).toEqual([]);
    const text = JSON.stringify(data);
    for (const foreign of ['工业互联网事业群', '郑州', 'Fii"']) expect(text).not.toContain(foreign);
    const uses = await usesOf(link.id);
    expect(uses.map((u) => [u.kind, u.outcome, u.userAgent])).toEqual([['cockpit', 'ok', 'wall-screen/1.0']]);
  });

  it('answers the same figures as the dashboard for that organisation', async () => {
    const link = await addLink(su, 'fii-ccbg');
    const shared = ok<CockpitData>(await screen(link.token));
    const dash = ok<{ total: string | null; scope1: string | null }>(
      await su.get(`/api/main/dashboard/summary?orgId=${org('fii-ccbg')}&year=${shared.year}`),
    );
    expect([shared.summary.total, shared.summary.scope1]).toEqual([dash.total, dash.scope1]);
  });

  it('refuses an unknown, a revoked and an expired link with a clear message, logging each attempt', async () => {
    const unknown = await screen('not-a-token', 'zh-CN');
    expect(unknown.code).toBe(2041001);
    expect(unknown.message).toBe('大屏展示链接无效，请向管理员索取新的链接');
    expect((await t.database.db.select().from(displayLinkUse)).some((u) => u.linkId === null && u.outcome === 'unknown')).toBe(true);

    const revoked = await addLink(su, 'fii-ccbg');
    const row = ok<DisplayLinkRow>(await su.post(api('link/revoke'), { id: revoked.id }));
    expect(row.state).toBe('revoked');
    expect(row.revokedByName).not.toBeNull();
    expect(ok<DisplayLinkRow>(await su.post(api('link/revoke'), { id: revoked.id })).revokedAt).toBe(row.revokedAt); // once
    const r = await screen(revoked.token);
    expect([r.code, r.message]).toEqual([2041003, 'This display link was revoked; ask an administrator for a new one']);

    const short = await addLink(su, 'fii-ccbg', 1);
    ok(await screen(short.token));
    clock.advance(DAY);
    const expired = await screen(short.token);
    expect(expired.code).toBe(2041002);
    expect(expired.message).toContain(`${short.expiresAt.slice(0, 16).replace('T', ' ')} UTC`);
    await signIn(); // the day also ended the sessions
    expect((await usesOf(short.id)).map((u) => u.outcome)).toEqual(['ok', 'expired']);
    expect((await usesOf(revoked.id)).map((u) => u.outcome)).toEqual(['revoked']);
    const page = ok<Page<DisplayUseRow>>(await su.get(api(`link/uses?linkId=${short.id}`)));
    expect(page.rows.map((u) => u.outcome)).toEqual(['expired', 'ok']); // newest first
    const listed = ok<Page<DisplayLinkRow>>(await su.get(api('link/page?pageSize=200'))).rows;
    expect(listed.find((l) => l.id === short.id)).toMatchObject({ state: 'expired', useCount: 2 });
  });

  it('keeps links within the manager’s data scope: create, list, revoke and read uses', async () => {
    const foreign = await addLink(su, 'fii-iibg');
    const refused = await mgr.post(api('link/add'), { name: 'Zhengzhou wall', orgId: org('fii-iibg'), expiresInDays: 7 });
    expect(refused.code).toBe(1013003);
    const own = await addLink(mgr, 'fii-ccbg-longhua');
    const ids = ok<Page<DisplayLinkRow>>(await mgr.get(api('link/page?pageSize=200'))).rows.map((r) => r.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(foreign.id);
    expect((await mgr.post(api('link/revoke'), { id: foreign.id })).code).toBe(1013003);
    expect((await mgr.get(api(`link/uses?linkId=${foreign.id}`))).code).toBe(1013003);
    // the common user holds no display:link grant
    expect((await user.post(api('link/add'), { name: 'x', orgId: org('fii-ccbg-longhua'), expiresInDays: 1 })).code).toBe(1013002);
  });

  it('names the field by its label when the input is bad', async () => {
    const zero = await su.post(api('link/add'), { name: 'Wall', orgId: org('fii'), expiresInDays: 0 });
    expect([zero.code, zero.field]).toEqual([1012001, 'expiresInDays']);
    expect(zero.message).toContain('Valid for (days)');
    const noName = await su.post(api('link/add'), { name: ' ', orgId: org('fii'), expiresInDays: 3 });
    expect([noName.code, noName.field]).toEqual([1012001, 'name']);
    expect(noName.message).toContain('Link name');
    const gone = await su.post(api('link/add'), { name: 'Wall', orgId: '999999999', expiresInDays: 3 });
    expect([gone.code, gone.field]).toEqual([2017001, 'orgId']);
    expect((await su.post(api('link/revoke'), { id: '999999999' })).code).toBe(2041004);
  });

  it('opens the signed-in cockpit within the caller’s scope', async () => {
    const mine = ok<CockpitData>(await mgr.get(api('cockpit')));
    expect(mine.orgId).toBe(org('fii-ccbg'));
    expect(mine.expiresAt).toBeNull();
    expect(mine.map.points.map((p) => p.orgId)).toEqual([org('fii-ccbg-longhua')]);
    expect((await mgr.get(api(`cockpit?orgId=${org('fii-iibg')}`))).code).toBe(1013003);
    const all = ok<CockpitData>(await su.get(api(`cockpit?orgId=${org('fii')}`)));
    expect(all.map.points.map((p) => p.orgId).sort()).toEqual([org('fii-ccbg-longhua'), org('fii-iibg-zhengzhou')].sort());
  });

  it('follows the approach asked for, else the group’s setting (issue 26), signed in and through a link', async () => {
    // no approach asked: the group's setting, operational control by default
    expect(ok<CockpitData>(await su.get(api(`cockpit?orgId=${org('fii')}`))).summary.approach).toBe('operational-control');
    const equity = ok<CockpitData>(await su.get(api(`cockpit?orgId=${org('fii')}&approach=equity-share`)));
    expect(equity.summary.approach).toBe('equity-share');
    const link = await addLink(su, 'fii');
    const shared = await screen(`${link.token}&approach=financial-control`);
    expect((shared.data as CockpitData).summary.approach).toBe('financial-control');
    expect((await su.get(api(`cockpit?orgId=${org('fii')}&approach=gross`))).code).toBe(1012001);
  });
});
