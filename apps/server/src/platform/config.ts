import path from 'node:path';

/** Everything the server reads from its environment, parsed once at start-up. */
export type Config = {
  port: number;
  host: string;
  /** Root of the embedded database, the lock file, the generated JWT secret and uploads. */
  dataDir: string;
  /** PostgreSQL in production; unset means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** Demo mode: documented demo passwords for every seeded account (README). */
  demo: boolean;
  adminPassword: string | undefined;
  session: { idleSeconds: number; absoluteSeconds: number };
  captchaOpen: boolean;
  throttle: { accountMaxFailures: number; addressMaxFailures: number; lockMinutes: number };
  oidc: {
    issuer: string | undefined;
    clientId: string | undefined;
    clientSecret: string | undefined;
    redirectUri: string | undefined;
    /** The ID-token claim that names the local account. */
    accountClaim: string;
  };
  logLevel: string;
  /** Built web app; served at / when present. */
  webDist: string;
  bodyLimitBytes: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
};

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

const truthy = (v: string | undefined) => v === '1' || v === 'true' || v === 'yes';

export function loadConfig(env: Env = process.env, argv: string[] = process.argv): Config {
  const root = path.resolve(import.meta.dirname, '../../../..');
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    demo: truthy(env.DEMO) || argv.includes('--demo'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    session: {
      idleSeconds: int(env, 'SESSION_IDLE_SECONDS', 2 * 3600),
      absoluteSeconds: int(env, 'SESSION_ABSOLUTE_SECONDS', 24 * 3600),
    },
    captchaOpen: truthy(env.CAPTCHA_OPEN),
    throttle: {
      accountMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 5),
      addressMaxFailures: int(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
      lockMinutes: int(env, 'LOGIN_LOCK_MINUTES', 15),
    },
    oidc: {
      issuer: env.OIDC_ISSUER || undefined,
      clientId: env.OIDC_CLIENT_ID || undefined,
      clientSecret: env.OIDC_CLIENT_SECRET || undefined,
      redirectUri: env.OIDC_REDIRECT_URI || undefined,
      accountClaim: env.OIDC_ACCOUNT_CLAIM ?? 'preferred_username',
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    trustProxy: truthy(env.TRUST_PROXY),
  };
}
