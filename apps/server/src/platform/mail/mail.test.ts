import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { mailOutbox, sysUser, sysUserLocale } from '../db/schema/index.js';
import { createTestApp, dbKinds, testClock, type TestApp } from '../../test/harness.js';
import { parseSmtp } from '../config.js';
import { retryDelayMs } from './mailer.js';

type Received = { to: string[]; subject: string; text: string };

/** A header's RFC 2047 encoded words (=?UTF-8?B|Q?…?=) as text, after unfolding. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** A quoted-printable body (RFC 2045 §6.7) as text. */
const decodeQp = (text: string): string =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** A local SMTP server (smtp-server): refuses each recipient's first message with 451, accepts the next ones. */
async function startSmtp() {
  const received: Received[] = [];
  const refusedOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (!refusedOnce.has(address.address)) {
        refusedOnce.add(address.address);
        const err = new Error('try again later') as Error & { responseCode: number };
        err.responseCode = 451;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      let message = '';
      stream.setEncoding('utf8');
      stream.on('data', (c: string) => (message += c));
      stream.on('end', () => {
        const [head = '', ...body] = message.split(/\r?\n\r?\n/);
        // the Subject line and its folded continuation lines
        const lines = head.split(/\r?\n/);
        const at = lines.findIndex((l) => l.toLowerCase().startsWith('subject: '));
        let end = at + 1;
        while (at >= 0 && end < lines.length && /^[ \t]/.test(lines[end]!)) end++;
        const subject = at < 0 ? '' : lines.slice(at, end).join('\n').slice('subject: '.length);
        const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
        const raw = body.join('\n\n');
        const text =
          encoding === 'quoted-printable' ? decodeQp(raw) : encoding === 'base64' ? Buffer.from(raw, 'base64').toString('utf8') : raw;
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: decodeHeader(subject), text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP_URL', () => {
  it('reads the sender and the link base from the URL and hands the rest to the mailer', () => {
    expect(parseSmtp('smtp://u:p@mail.example.com:587?from=carbon%40example.com&baseUrl=https://carbon.example.com/')).toEqual({
      url: 'smtp://u:p@mail.example.com:587',
      from: 'carbon@example.com',
      baseUrl: 'https://carbon.example.com',
    });
    expect(parseSmtp('smtps://mail.example.com')?.from).toBe('carbon-steward@mail.example.com');
    expect(parseSmtp(undefined)).toBeUndefined();
    expect(() => parseSmtp('http://mail.example.com')).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => parseSmtp('smtp://x?baseUrl=carbon.example.com')).toThrow(/baseUrl/);
  });
});

describe.each(dbKinds())('notice e-mails on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const clock = testClock(new Date('2026-11-26T08:00:00Z'));
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      kind,
      clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?from=carbon%40test.local&baseUrl=https://carbon.test` },
    });
    const db = t.database.db;
    for (const u of await db.select().from(sysUser)) ids[u.account] = u.id;
    await db.update(sysUser).set({ email: 'user@test.local' }).where(eq(sysUser.account, 'user'));
    await db.update(sysUser).set({ email: 'manager@test.local' }).where(eq(sysUser.account, 'manager'));
    await db.update(sysUser).set({ email: null }).where(eq(sysUser.account, 'superAdmin'));
    await db.insert(sysUserLocale).values([
      { userId: ids.user!, locale: 'en-US' },
      { userId: ids.manager!, locale: 'zh-TW' },
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('queues new notices in their transaction, retries after a refusal, and sends each in its recipient’s language', async () => {
    const { todo, mail } = t.app.services;
    const notice = (userId: number) => ({
      userId,
      kind: 'approval',
      titleKey: 'approval.notice.waiting',
      params: { title: 'Q3 fuel' },
      link: '/approval?id=9',
    });
    const noticeIds = await t.database.db.transaction((tx) =>
      todo.notify(tx, [notice(ids.user!), notice(ids.manager!), notice(ids.superAdmin!)]),
    );
    // nothing was sent while the notices were stored: the worker sends later
    expect(smtp.received).toEqual([]);
    const queued = await t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.noticeId, noticeIds)).orderBy(mailOutbox.id);
    expect(queued.map((q) => q.userId)).toEqual([ids.user, ids.manager]); // the super admin has no address

    // first round: the server refuses (451): both due again 30 s later
    expect(await mail.runOnce()).toBe(2);
    expect(smtp.received).toEqual([]);
    const retried = await t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.noticeId, noticeIds));
    for (const r of retried) {
      expect(r).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(r.lastError).toContain('451');
      expect(r.nextAt?.toISOString()).toBe(new Date(clock.now().getTime() + 30_000).toISOString());
    }
    expect(await mail.runOnce()).toBe(0); // not due yet

    clock.advance(retryDelayMs(1));
    expect(await mail.runOnce()).toBe(2);
    const byRecipient = Object.fromEntries(smtp.received.map((m) => [m.to.join(','), m]));
    expect(Object.keys(byRecipient).sort()).toEqual(['manager@test.local', 'user@test.local']);
    expect(byRecipient['user@test.local']!.subject).toBe('[Carbon Steward] "Q3 fuel" was submitted and waits for your approval');
    expect(byRecipient['user@test.local']!.text).toContain('Open: https://carbon.test/approval?id=9');
    expect(byRecipient['manager@test.local']!.subject).toBe('【碳管家】「Q3 fuel」已提交，等待您簽核');
    expect(byRecipient['manager@test.local']!.text).toContain('「Q3 fuel」已提交，等待您簽核\n\n查看：https://carbon.test/approval?id=9');
    const done = await t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.noticeId, noticeIds));
    expect(done.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    expect(await mail.runOnce()).toBe(0); // sent once
  });
});

describe.each(dbKinds())('without SMTP_URL on %s', (kind) => {
  it('queues no e-mail', async () => {
    const t = await createTestApp({ kind });
    try {
      const [user] = await t.database.db.update(sysUser).set({ email: 'user@test.local' }).where(eq(sysUser.account, 'user')).returning();
      const [id] = await t.database.db.transaction((tx) =>
        t.app.services.todo.notify(tx, {
          userId: user!.id,
          kind: 'approval',
          titleKey: 'approval.notice.passed',
          params: { title: 'X' },
          link: '/x',
        }),
      );
      expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.noticeId, id!))).toEqual([]);
      expect(t.app.services.mail.enabled).toBe(false);
    } finally {
      await t.close();
    }
  });
});
