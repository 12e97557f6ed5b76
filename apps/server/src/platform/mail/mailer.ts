import nodemailer, { type Transporter } from 'nodemailer';
import { DEFAULT_LOCALE, LOCALES, translate, type Locale } from '@carbon/domain';
import type { Db } from '../db/database.js';
import type { Clock } from '../auth/sessions.js';
import type { SmtpConfig } from '../config.js';
import type { EventBus } from '../events/event-bus.js';
import { mailRepo, type MailJob } from './mail.repo.js';

/** Rows claimed per round. */
export const MAIL_BATCH = 20;
/** Attempts before an e-mail is given up (failed): with the delays below, about an hour of retrying. */
export const MAX_ATTEMPTS = 8;
/** The delay after the n-th failed attempt: 30 s, doubling, at most 1 h. */
export const retryDelayMs = (attempt: number): number => Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
/** A claimed batch belongs to its worker this long (a batch of sends within nodemailer's timeouts below). */
const LEASE_MS = 10 * 60_000;
/** How often the worker looks for due retries (new notices wake it at once through the event bus). */
const POLL_MS = 15_000;

export type MailLog = { warn(obj: object, msg?: string): void };
export type MailMessage = { to: string; subject: string; text: string };

const localeOf = (value: string | null): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;

/** A notice's e-mail in its recipient's language: the title from its i18n key and parameters, and its link. */
export function renderNoticeMail(job: MailJob & { email: string; titleKey: string }, baseUrl: string | undefined): MailMessage {
  const locale = localeOf(job.locale);
  let params: Record<string, string | number> = {};
  try {
    params = JSON.parse(job.params ?? '{}') as Record<string, string | number>;
  } catch {
    // a malformed parameter list leaves the placeholders visible, never blocks the mail
  }
  const title = translate(locale, job.titleKey, params);
  const link = `${baseUrl ?? ''}${job.link ?? '/'}`;
  return {
    to: job.email,
    subject: translate(locale, 'mail.notice.subject', { title }),
    text: translate(locale, 'mail.notice.body', { title, link, name: job.name ?? '' }),
  };
}

/** An SMTP reply code 5xx: the server refuses for good (RFC 5321 §4.2.1), retrying cannot help. */
const permanent = (err: unknown): boolean => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export type MailerDeps = { db: Db; clock: Clock; smtp: SmtpConfig | undefined; events: EventBus; log?: MailLog };

/**
 * Notice e-mails (issue 14). A trigger on sys_notice queues one outbox row per new notice whose
 * user has an address, in the notice's transaction, while mail is enabled (SMTP_URL set). The
 * worker of each process claims due rows (a lease, SKIP LOCKED: every row goes to one process),
 * sends them outside any transaction, and marks each sent, or due again after `retryDelayMs`,
 * or failed after MAX_ATTEMPTS or a permanent refusal. Nothing here runs in a request.
 */
export function createMailer({ db, clock, smtp, events, log }: MailerDeps) {
  let logger: MailLog = log ?? { warn: () => undefined };
  const transport: Transporter | undefined = smtp
    ? nodemailer.createTransport({ url: smtp.url, connectionTimeout: 30_000, greetingTimeout: 15_000, socketTimeout: 60_000 })
    : undefined;
  let running = false;
  let poll: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let again = false;

  async function deliver(job: MailJob): Promise<void> {
    const now = clock.now();
    if (!job.email || !job.titleKey) return mailRepo.failed(db, job.id, 'no recipient address or notice', null);
    try {
      await transport!.sendMail({
        from: smtp!.from,
        ...renderNoticeMail({ ...job, email: job.email, titleKey: job.titleKey }, smtp!.baseUrl),
      });
      await mailRepo.sent(db, job.id, clock.now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = permanent(err) || job.attempts >= MAX_ATTEMPTS;
      await mailRepo.failed(db, job.id, message, giveUp ? null : new Date(now.getTime() + retryDelayMs(job.attempts)));
      logger.warn(
        { outboxId: job.id, attempt: job.attempts, err: message },
        giveUp ? 'notice e-mail failed' : 'notice e-mail retried later',
      );
    }
  }

  /** One round: claims a batch of due e-mails and sends them; returns how many were claimed. */
  async function runOnce(): Promise<number> {
    if (!transport) return 0;
    const now = clock.now();
    const jobs = await mailRepo.claim(db, now, new Date(now.getTime() + LEASE_MS), MAIL_BATCH);
    for (const job of jobs) await deliver(job);
    return jobs.length;
  }

  function kick(): void {
    if (!running) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = (async () => {
      try {
        let n: number;
        do {
          again = false;
          n = await runOnce();
        } while (running && (n === MAIL_BATCH || again));
      } catch (err) {
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'mail worker round failed; retried at the next poll');
      } finally {
        inFlight = undefined;
      }
    })();
  }

  events.on((e) => {
    if (e.kind !== 'todo') kick(); // a new notice (or a reconnection): look now
  });

  return {
    enabled: transport !== undefined,
    runOnce,

    /** Starts the worker (when SMTP is configured): at once, then every POLL_MS and on every notice event. */
    async start(): Promise<void> {
      if (!transport || running) return;
      running = true;
      await events
        .ready()
        .catch((err: unknown) =>
          logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'mail worker: no live events; polling only'),
        );
      poll = setInterval(kick, POLL_MS);
      poll.unref?.();
      kick();
    },

    async stop(): Promise<void> {
      running = false;
      clearInterval(poll);
      poll = undefined;
      await inFlight;
      transport?.close();
    },

    /** Ties the worker to the server: mail on or off at start (the trigger reads it), running while it listens. */
    attach(app: { log: MailLog; addHook(name: 'onReady' | 'onListen' | 'onClose', fn: () => Promise<void>): unknown }): void {
      logger = app.log;
      app.addHook('onReady', () => mailRepo.setEnabled(db, transport !== undefined));
      app.addHook('onListen', () => this.start());
      app.addHook('onClose', () => this.stop());
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
