import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import svgCaptcha from 'svg-captcha';
import { CODE, DomainError, checkPassword, PASSWORD_POLICY, type LoginRequest } from '@carbon/domain';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/database.js';
import type { Clock, SessionStore } from '../../platform/auth/sessions.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { AuthUser } from '../../platform/http/types.js';
import { authRepo } from './auth.repo.js';
import { writeAudit } from '../../platform/audit/audit.js';

export type LoginMeta = { ip: string; userAgent?: string; requestId?: string };

const fail = (code: number, params: Record<string, string | number> = {}) => new DomainError(code, `error.${code}`, params);
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
  captcha?: CaptchaGenerator;
};

export function createAuthService(deps: AuthDeps) {
  const { db, config, clock, sessions, tokens } = deps;
  const windowMs = config.throttle.lockMinutes * 60_000;

  async function assertNotLocked(keys: string[]) {
    const now = clock.now();
    for (const key of keys) {
      const state = await authRepo.throttleState(db, key);
      if (state?.lockedUntil && state.lockedUntil > now) {
        const minutes = Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 60_000);
        throw fail(CODE.LOGIN_LOCKED, { minutes });
      }
    }
  }

  async function recordFailure(accountKey: string, ipKey: string) {
    const now = clock.now();
    const lockUntil = new Date(now.getTime() + windowMs);
    await authRepo.recordFailure(db, accountKey, now, windowMs, config.throttle.accountMaxFailures, lockUntil);
    await authRepo.recordFailure(db, ipKey, now, windowMs, config.throttle.addressMaxFailures, lockUntil);
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
    if (!account || !req.password) throw fail(CODE.ACCOUNT_PWD_EMPTY);
    if (config.captchaOpen) await verifyCaptcha(req.captchaId, req.code);
    const accountKey = `account:${account.toLowerCase()}`;
    const ipKey = `ip:${meta.ip}`;
    await assertNotLocked([accountKey, ipKey]);
    const user = await authRepo.findByAccount(db, account);
    decoyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
    const matches = await verify(user?.passwordHash ?? (await decoyHash), req.password).catch(() => false);
    if (!user || !matches) {
      await recordFailure(accountKey, ipKey);
      await audit(meta, user?.id ?? null, account, 'login-failed');
      throw fail(CODE.ACCOUNT_PWD_ERROR);
    }
    if (user.status === 1) throw fail(CODE.ACCOUNT_FROZEN);
    await authRepo.clearThrottle(db, accountKey);
    return openSession(user.id, meta);
  }

  async function openSession(userId: number, meta: LoginMeta): Promise<string> {
    const session = await sessions.create(userId, meta);
    await authRepo.recordLogin(db, userId, meta.ip, clock.now());
    await audit(meta, userId, null, 'login', session.id);
    return tokens.sign({ userId, sessionId: session.id }, session.expiresAt);
  }

  /** The external-link login: the provider vouched for `account`; it must exist and be active here. */
  async function loginExternal(account: string, meta: LoginMeta): Promise<string> {
    const user = await authRepo.findByAccount(db, account);
    if (!user) throw new DomainError(CODE.OAUTH_FAILED, `error.${CODE.OAUTH_FAILED}`, { reason: 'no such account here' });
    if (user.status === 1) throw fail(CODE.ACCOUNT_FROZEN);
    return openSession(user.id, meta);
  }

  /** GET /logout: ends the server-side session behind the token, if it is one of ours. */
  async function logout(token: string | null, meta: LoginMeta): Promise<void> {
    if (!token) return;
    const claims = await tokens.verify(token);
    if (!claims) throw fail(CODE.TOKEN_ERROR);
    await sessions.end(claims.sessionId, 'logout');
    await audit(meta, claims.userId, null, 'logout', claims.sessionId);
  }

  /** Sign-ins, failures and sign-outs go to the audit trail (never the password). */
  function audit(meta: LoginMeta, userId: number | null, account: string | null, action: string, sessionId?: string) {
    return db.transaction((tx) =>
      writeAudit(
        tx,
        { id: userId, account, requestId: meta.requestId ?? null, ip: meta.ip },
        { action, entity: 'session', entityId: sessionId ?? null },
        clock.now(),
      ),
    );
  }

  async function createCaptcha(): Promise<{ captchaId: string; svg: string }> {
    const c = (deps.captcha ?? defaultCaptcha)();
    const captchaId = crypto.randomUUID();
    const now = clock.now();
    await authRepo.saveCaptcha(db, captchaId, captchaHash(captchaId, c.text), new Date(now.getTime() + CAPTCHA_TTL_MS), now);
    return { captchaId, svg: c.data };
  }

  /** updatePwd for the caller's own account: old password, policy, not equal to the old one. */
  async function changeOwnPassword(auth: AuthUser, id: number, oldPassword: string, newPassword: string): Promise<void> {
    if (id !== auth.id) throw fail(CODE.DATA_SCOPE);
    const user = await authRepo.findById(db, auth.id);
    if (!user) throw fail(CODE.USER_NOT_EXIST);
    if (!(await verify(user.passwordHash, oldPassword).catch(() => false))) throw fail(CODE.OLD_PASSWORD_WRONG);
    if (oldPassword === newPassword) throw fail(CODE.NEW_EQUALS_OLD);
    assertPolicy(newPassword);
    await db.transaction(async (tx) => {
      await authRepo.setPassword(tx, user.id, await hashPassword(newPassword), false, clock.now());
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
