import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import svgCaptcha from 'svg-captcha';
import { CODE, DomainError, STATUS, checkPassword, PASSWORD_POLICY, type LoginRequest, fail } from '@carbon/domain';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { Clock, SessionStore } from '../../platform/auth/sessions.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { RequestContext } from '../../platform/http/context.js';
import { authRepo } from './auth.repo.js';

export type LoginMeta = { ip: string; userAgent?: string; requestId?: string };

/** Who the audit record names: the account signing in (or out), from the request's address. */
const actorOf = (meta: LoginMeta, id: number | null, account: string | null) => ({
  actor: { id, account, requestId: meta.requestId ?? null, ip: meta.ip },
});

const CAPTCHA_TTL_MS = 5 * 60_000;

/** argon2id with the library's defaults (OWASP: m=19 MiB, t=2, p=1). */
export const hashPassword = (plain: string) => hash(plain);

/** A hash of a random string, verified against when the account is unknown so both paths cost the same. */
let decoyHash: Promise<string> | undefined;

/** Makes a challenge: its text and an SVG image of it. */
export type CaptchaGenerator = () => { text: string; data: string };
const defaultCaptcha: CaptchaGenerator = () => svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0o1il', color: true });

export type AuthDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  sessions: SessionStore;
  tokens: TokenService;
  mutate: Mutate;
  captcha?: CaptchaGenerator | undefined;
};

/** The audit entity of sign-ins, their failures and sign-outs (the own-password change is a `sysUser` record). */
const SESSION_ENTITY = 'session';

export function createAuthService(deps: AuthDeps) {
  const { db, config, clock, sessions, tokens, mutate } = deps;
  const windowMs = config.throttle.lockMinutes * 60_000;

  /** The lock answer for `key`: 10110011 with the minutes until its lock (or its window) ends. */
  async function lockedError(key: string) {
    const now = clock.now();
    const state = await authRepo.throttleState(db, key);
    const until =
      state?.lockedUntil && state.lockedUntil > now ? state.lockedUntil : new Date((state?.windowStart ?? now).getTime() + windowMs);
    return fail(CODE.LOGIN_LOCKED, { minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)) });
  }

  /**
   * Reserves the attempt against the account and then the address (one conditional upsert
   * each, ADR 003) before any password is checked, so concurrent attempts in any number of
   * processes cannot check more passwords than the limits allow.
   */
  async function reserveAttempt(accountKey: string, ipKey: string): Promise<number> {
    const { accountMaxFailures, addressMaxFailures } = config.throttle;
    const onAccount = await authRepo.reserveAttempt(db, accountKey, clock.now(), windowMs, accountMaxFailures);
    if (onAccount === null) throw await lockedError(accountKey);
    const onAddress = await authRepo.reserveAttempt(db, ipKey, clock.now(), windowMs, addressMaxFailures);
    if (onAddress === null) {
      await authRepo.releaseAttempt(db, accountKey);
      throw await lockedError(ipKey);
    }
    // what is left before either key locks, should this attempt prove wrong
    return Math.max(0, Math.min(accountMaxFailures - onAccount, addressMaxFailures - onAddress));
  }

  /** The answer to a wrong password: how many attempts remain before the lock, or that it is now locked. */
  function wrongPassword(remaining: number) {
    if (remaining > 0) return new DomainError(CODE.ACCOUNT_PWD_ERROR, 'auth.wrongRemaining', { remaining });
    return new DomainError(CODE.ACCOUNT_PWD_ERROR, 'auth.wrongLocked', { minutes: config.throttle.lockMinutes });
  }

  /** A failed sign-in keeps its reservations, locks a key that reached its limit, and goes to the audit trail (never the password). */
  async function recordFailure(meta: LoginMeta, userId: number | null, account: string, accountKey: string, ipKey: string) {
    // the account as typed: an unknown one has no user id, and the trail still says who tried
    await mutate(actorOf(meta, userId, account), async (tx, audit) => {
      const now = clock.now();
      const lockUntil = new Date(now.getTime() + windowMs);
      await authRepo.lockIfFull(tx, accountKey, now, config.throttle.accountMaxFailures, lockUntil);
      await authRepo.lockIfFull(tx, ipKey, now, config.throttle.addressMaxFailures, lockUntil);
      await audit({ action: 'login-failed', entity: SESSION_ENTITY, entityId: null });
    });
  }

  async function verifyCaptcha(captchaId: string | undefined, code: string | undefined) {
    if (!captchaId || !code) throw fail(CODE.CAPTCHA_ERROR);
    const row = await authRepo.takeCaptcha(db, captchaId);
    const expected = captchaHash(captchaId, code);
    if (!row || row.expiresAt < clock.now() || row.answerHash !== expected) throw fail(CODE.CAPTCHA_ERROR);
  }

  /** POST /login: returns the JWT. Order of checks follows contract §3, plus throttling. */
  async function login(req: LoginRequest, meta: LoginMeta): Promise<string> {
    const account = req.account.trim();
    if (!account) throw fail(CODE.ACCOUNT_PWD_EMPTY, { field: 'account' }, 'account');
    if (!req.password) throw fail(CODE.ACCOUNT_PWD_EMPTY, { field: 'password' }, 'password');
    if (config.captchaOpen) await verifyCaptcha(req.captchaId, req.code);
    const accountKey = `account:${account.toLowerCase()}`;
    const ipKey = `ip:${meta.ip}`;
    const remaining = await reserveAttempt(accountKey, ipKey);
    const user = await authRepo.findByAccount(db, account);
    decoyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
    const matches = await verify(user?.passwordHash ?? (await decoyHash), req.password).catch(() => false);
    if (!user || !matches) {
      await recordFailure(meta, user?.id ?? null, user?.account ?? account, accountKey, ipKey);
      throw wrongPassword(remaining);
    }
    // The right password: the address gets its attempt back, the account starts afresh.
    await authRepo.releaseAttempt(db, ipKey);
    if (user.status === STATUS.DEACTIVATED) {
      await authRepo.releaseAttempt(db, accountKey);
      throw fail(CODE.ACCOUNT_FROZEN);
    }
    return openSession(user, meta, (tx) => authRepo.clearThrottle(tx, accountKey));
  }

  /** Opens a session, records the sign-in on the account and audits it (with `before`, e.g. clearing the throttle, in one transaction). */
  async function openSession(
    { id: userId, account }: { id: number; account: string },
    meta: LoginMeta,
    before?: (tx: Db) => Promise<void>,
  ): Promise<string> {
    const session = await sessions.create(userId, meta);
    await mutate(actorOf(meta, userId, account), async (tx, audit) => {
      await before?.(tx);
      await authRepo.recordLogin(tx, userId, meta.ip, clock.now());
      await audit({ action: 'login', entity: SESSION_ENTITY, entityId: session.id });
    });
    return tokens.sign({ userId, sessionId: session.id }, session.expiresAt);
  }

  /** The external-link login: the provider vouched for `account`; it must exist and be active here. */
  async function loginExternal(account: string, meta: LoginMeta): Promise<string> {
    const user = await authRepo.findByAccount(db, account);
    if (!user) throw fail(CODE.OAUTH_FAILED, { reason: 'no such account here' });
    if (user.status === STATUS.DEACTIVATED) throw fail(CODE.ACCOUNT_FROZEN);
    return openSession(user, meta);
  }

  /** GET /logout: ends the server-side session behind the token, if it is one of ours. */
  async function logout(token: string | null, meta: LoginMeta): Promise<void> {
    if (!token) return;
    const claims = await tokens.verify(token);
    if (!claims) throw fail(CODE.TOKEN_ERROR);
    await sessions.end(claims.sessionId, 'logout');
    const account = (await authRepo.findById(db, claims.userId))?.account ?? null;
    await mutate(actorOf(meta, claims.userId, account), (_tx, audit) =>
      audit({ action: 'logout', entity: SESSION_ENTITY, entityId: claims.sessionId }),
    );
  }

  /** A fresh challenge; null, and nothing stored, when the captcha is off. */
  async function createCaptcha(): Promise<{ captchaId: string; svg: string } | null> {
    if (!config.captchaOpen) return null;
    const c = (deps.captcha ?? defaultCaptcha)();
    const captchaId = crypto.randomUUID();
    const now = clock.now();
    await authRepo.saveCaptcha(db, captchaId, captchaHash(captchaId, c.text), new Date(now.getTime() + CAPTCHA_TTL_MS), now);
    return { captchaId, svg: c.data };
  }

  /** updatePwd for the caller's own account: old password, policy, not equal to the old one; audited (never the password). */
  async function changeOwnPassword(ctx: RequestContext, body: { id: string; password: string; newPassword: string }) {
    const { user: auth } = ctx;
    const { password: oldPassword, newPassword } = body;
    if (Number(body.id) !== auth.id) throw fail(CODE.DATA_SCOPE);
    const user = await authRepo.findById(db, auth.id);
    if (!user) throw fail(CODE.USER_NOT_EXIST);
    if (!(await verify(user.passwordHash, oldPassword).catch(() => false))) throw fail(CODE.OLD_PASSWORD_WRONG, {}, 'password');
    if (oldPassword === newPassword) throw fail(CODE.NEW_EQUALS_OLD, {}, 'newPassword');
    assertPolicy(newPassword);
    const passwordHash = await hashPassword(newPassword);
    await mutate(ctx, async (tx, audit) => {
      await authRepo.setPassword(tx, user.id, passwordHash, false, clock.now());
      await audit({ action: 'updatePwd', entity: 'sysUser', entityId: user.id, orgId: user.orgId });
    });
    // Other devices must sign in again with the new password; this one stays.
    await sessions.endAllForUser(user.id, 'password-changed', auth.sessionId);
  }

  return { login, loginExternal, logout, createCaptcha, changeOwnPassword };
}

/** Throws 1012001 with the policy text when the password does not meet spec §5. */
export function assertPolicy(password: string): void {
  if (checkPassword(password).length > 0) {
    throw new DomainError(
      CODE.PARAM_ERROR,
      'password.policy',
      { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength },
      'newPassword',
    );
  }
}

function captchaHash(id: string, answer: string): string {
  return crypto.createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

export type AuthService = ReturnType<typeof createAuthService>;
