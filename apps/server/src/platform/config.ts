import net from 'node:net';
import path from 'node:path';

/** Everything the server reads from its environment, parsed once at start-up. */
export type Config = {
  port: number;
  host: string;
  /** Root of the embedded database, the lock file, the generated JWT secret and uploads. */
  dataDir: string;
  /** PostgreSQL in production; unset means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** How long to keep trying an unreachable PostgreSQL at start before giving up (DATABASE_WAIT_SECONDS). */
  databaseWaitSeconds: number;
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
  /** The Excel import queue and its byte limit (platform/files/import-queue.ts). */
  imports: { concurrency: number; maxWaiting: number; maxInflatedBytes: number };
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, or
   * `loopback` / `linklocal` / `uniquelocal`); false: none, the client is the socket's peer.
   */
  trustProxy: string[] | false;
  /**
   * S3-compatible storage of uploaded files (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY,
   * S3_REGION, S3_FORCE_PATH_STYLE); undefined: files under DATA_DIR/attachments.
   */
  s3:
    { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string; forcePathStyle: boolean } | undefined;
  /** helmet's CSP `upgrade-insecure-requests`: only when every client reaches the server over https. */
  cspUpgradeInsecure: boolean;
  /** SMTP_URL: notices also go out by e-mail (platform/mail); undefined: no e-mail. */
  smtp: SmtpConfig | undefined;
  /** HJ212_PORT: the HJ 212-2017 TCP listener's port (modules/env-monitoring/hj212-listener.ts); undefined: off. */
  hj212Port: number | undefined;
  /** HJ212_MAX_SEGMENT: the longest HJ 212 data segment the listener accepts (1024–9999, default 4096; the standard says 1024). */
  hj212MaxSegment: number;
  /**
   * PUBLIC_URL: how users reach the app (e.g. https://carbon.example.com); share and display links start
   * with it. Unset: with the address the request came to (its Host header).
   */
  publicUrl: string | undefined;
  /** Requests per minute and process (0 = unlimited); see platform/http/rate-limit.ts. */
  rateLimit: {
    /** sign-in calls (login, OIDC) per client address */
    signIn: number;
    /** captcha challenges per client address */
    captcha: number;
    /** other API calls per signed-in user, or per address when anonymous */
    api: number;
    /** denied calls (1013002, 1013003) audited one by one per user; beyond, one summary record */
    deniedAudit: number;
  };
};

/** A configuration the server refuses to start with; main prints the message alone. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/** A TCP port, 0 meaning any free one (tests). */
function port(env: Env, name: string): number {
  const n = int(env, name, 0);
  if (n > 65535) throw new ConfigError(`${name} must be a TCP port (0-65535), got "${env[name]}"`);
  return n;
}

const truthy = (v: string | undefined) => v === '1' || v === 'true' || v === 'yes';

/** The names proxy-addr (Fastify's trustProxy) gives to address ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry) || net.isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const kind = net.isIP(address);
  if (kind === 0 || bits === undefined || rest.length > 0) return false;
  if (kind === 4 && net.isIPv4(bits)) return true; // 10.0.0.0/255.0.0.0
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies' addresses or CIDR ranges, comma-separated. A bare "1"/"true"
 * used to believe every X-Forwarded-For, so a client could pick its own address (and escape
 * the per-address limits): it is refused, with what to write instead.
 */
export function parseTrustProxy(raw: string | undefined): string[] | false {
  const value = (raw ?? '').trim();
  if (['', '0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on', '*'].includes(value.toLowerCase()) || /^\d+$/.test(value)) {
    throw new ConfigError(
      `TRUST_PROXY=${value} would believe the X-Forwarded-For header of any client, who could then choose its own address. ` +
        'List the addresses of your reverse proxies instead, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,127.0.0.1 ' +
        '(loopback, linklocal and uniquelocal name those ranges).',
    );
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !validProxyEntry(e));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY: ${bad.map((b) => `"${b}"`).join(', ')} is not an IP address, a CIDR range (10.0.0.0/8) ` +
        'or one of loopback, linklocal, uniquelocal.',
    );
  }
  return entries;
}

/** The mail server (nodemailer's connection URL), the sender, and the address links in e-mails start with. */
export type SmtpConfig = { url: string; from: string; baseUrl: string | undefined };

/**
 * SMTP_URL: `smtp://user:password@host:587` or `smtps://…:465` (nodemailer's connection URL), with
 * optional `from` (the sender, default carbon-steward@<host>) and `baseUrl` (how users reach the app,
 * e.g. https://carbon.example.com, so e-mails carry full links) query parameters.
 */
export function parseSmtp(raw: string | undefined): SmtpConfig | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587, got "${raw}"`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  const from = url.searchParams.get('from') || `carbon-steward@${url.hostname}`;
  const base = url.searchParams.get('baseUrl') || undefined;
  if (base !== undefined && !/^https?:\/\/[^/]/.test(base))
    throw new ConfigError(`SMTP_URL's baseUrl must be an http(s) address such as https://carbon.example.com, got "${base}"`);
  url.searchParams.delete('from');
  url.searchParams.delete('baseUrl');
  return { url: url.toString(), from, baseUrl: base?.replace(/\/+$/, '') };
}

const S3_VARS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/** S3_*: all four of endpoint, bucket and keys, or none (then files stay under DATA_DIR/attachments). */
export function parseS3(env: Env): Config['s3'] {
  const given = S3_VARS.filter((n) => env[n]);
  if (given.length === 0) return undefined;
  const missing = S3_VARS.filter((n) => !env[n]);
  if (missing.length > 0) throw new ConfigError(`S3 storage needs ${S3_VARS.join(', ')}; missing: ${missing.join(', ')}`);
  try {
    new URL(env.S3_ENDPOINT!);
  } catch {
    throw new ConfigError(`S3_ENDPOINT must be a URL such as https://s3.example.com, got "${env.S3_ENDPOINT}"`);
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY!,
    secretAccessKey: env.S3_SECRET_KEY!,
    region: env.S3_REGION || 'us-east-1',
    // MinIO and most self-hosted servers want path-style URLs: on unless turned off.
    forcePathStyle: pathStyle === undefined || pathStyle === '' ? true : truthy(pathStyle),
  };
}

/** HJ212_MAX_SEGMENT: from the standard's 1024 up to what the four-digit length field can say. */
function hj212MaxSegment(env: Env): number {
  const n = int(env, 'HJ212_MAX_SEGMENT', 4096);
  if (n < 1024 || n > 9999) throw new ConfigError(`HJ212_MAX_SEGMENT must be between 1024 and 9999, got "${env.HJ212_MAX_SEGMENT}"`);
  return n;
}

/** PUBLIC_URL: an http(s) origin with an optional path, without a trailing slash. */
export function parsePublicUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an address such as https://carbon.example.com, got "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username || url.password)
    throw new ConfigError(`PUBLIC_URL must be an http(s) address without query, fragment or credentials, got "${value}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The address links given out (share and display links) start with: PUBLIC_URL when set, else the
 * address the request came to (its Host header; TRUST_PROXY decides whether X-Forwarded-* is believed).
 */
export function publicOrigin(config: Pick<Config, 'publicUrl'>, req: { protocol: string; host: string }): string {
  return config.publicUrl ?? `${req.protocol}://${req.host}`;
}

export function loadConfig(env: Env = process.env, argv: string[] = process.argv): Config {
  const root = path.resolve(import.meta.dirname, '../../../..');
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseWaitSeconds: int(env, 'DATABASE_WAIT_SECONDS', 30),
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
    imports: {
      concurrency: Math.max(1, int(env, 'IMPORT_CONCURRENCY', 2)),
      maxWaiting: int(env, 'IMPORT_QUEUE_MAX', 10),
      maxInflatedBytes: Math.max(1, int(env, 'IMPORT_MAX_INFLATED_MB', 64)) * 1024 * 1024,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cspUpgradeInsecure: truthy(env.CSP_UPGRADE_INSECURE),
    s3: parseS3(env),
    smtp: parseSmtp(env.SMTP_URL),
    hj212Port: env.HJ212_PORT === undefined || env.HJ212_PORT === '' ? undefined : port(env, 'HJ212_PORT'),
    hj212MaxSegment: hj212MaxSegment(env),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    rateLimit: {
      signIn: int(env, 'RATE_LIMIT_SIGNIN', 30),
      captcha: int(env, 'RATE_LIMIT_CAPTCHA', 30),
      api: int(env, 'RATE_LIMIT_API', 1200),
      deniedAudit: int(env, 'RATE_LIMIT_DENIED_AUDIT', 20),
    },
  };
}
