import Fastify, { type FastifyBaseLogger } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { createAuthenticator, installGuard } from './platform/auth/guard.js';
import { createSessionStore, systemClock, type Clock } from './platform/auth/sessions.js';
import type { CaptchaGenerator } from './modules/auth/auth.service.js';
import { createTokenService, loadJwtSecret } from './platform/auth/tokens.js';
import { frameworkErrors, installErrorHandling } from './platform/http/errors.js';
import { requestLocale } from './platform/http/locale.js';
import { installRouteRegistry } from './platform/http/route-registry.js';
import { installWeb } from './platform/http/web.js';
import { installCompression } from './platform/http/compression.js';
import { createDeniedAuditGate, installRateLimits } from './platform/http/rate-limit.js';
import './platform/http/types.js';
import { SERVER_MODULES } from './modules/index.js';
import { buildServices } from './services.js';
import multipart from '@fastify/multipart';
import { cleanUploadNames } from './platform/files/file-name.js';
import { writeAudit } from './platform/audit/audit.js';

export const VERSION = '0.1.0';

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger | boolean;
  clock?: Clock;
  fetch?: typeof fetch;
  captcha?: CaptchaGenerator;
};

/** Builds the whole application explicitly (no autoload); tests call it with app.inject. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const loggerInstance: FastifyBaseLogger | undefined = typeof deps.logger === 'object' ? deps.logger : undefined;
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: deps.logger === true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    // JSON with __proto__ or constructor.prototype is refused, not merged (ASVS 15.3).
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; serialising without re-validating keeps large trees fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorateRequest('locale', 'zh-CN');
  app.addHook('onRequest', async (req, reply) => {
    req.locale = requestLocale(req);
    reply.header('x-request-id', req.id);
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  const deniedAudit = createDeniedAuditGate(config.rateLimit.deniedAudit);
  installErrorHandling(app, {
    // Denied requests go to the audit trail (security-and-reliability: logging), a bounded number per user and minute.
    onDenied: async (req, code) => {
      const take = deniedAudit.take(req);
      if (take === 'skip') return;
      await writeAudit(
        database.db,
        { id: req.user?.id ?? null, account: req.user?.account ?? null, requestId: req.id, ip: req.ip },
        take === 'audit'
          ? { action: 'denied', entity: 'route', entityId: `${req.method} ${req.routeOptions.url ?? req.url}`, reason: String(code) }
          : {
              action: 'denied-suppressed',
              entity: 'route',
              entityId: null,
              reason: 'further denials of this caller this minute are logged, not audited',
            },
      );
    },
  });
  const routes = installRouteRegistry(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // blob: the attachment preview shows images and PDFs the page fetched with its token (issue 10)
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // Off unless configured: over plain HTTP (TLS at a proxy, or an intranet name) it would send every asset to https.
        upgradeInsecureRequests: config.cspUpgradeInsecure ? [] : null,
      },
    },
  });
  await installRateLimits(app, config.rateLimit);
  await installCompression(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Carbon Steward API', version: VERSION }, servers: [] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const sessions = createSessionStore({ db: database.db, clock, policy: config.session });
  const tokens = createTokenService(loadJwtSecret(config.jwtSecret, config.dataDir));
  installGuard(app, { db: database.db, authenticate: createAuthenticator({ tokens, sessions }) });

  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1, fields: 10 } });
  cleanUploadNames(app);
  const services = buildServices(
    { config, database, clock, sessions, tokens, version: VERSION },
    { fetch: deps.fetch, captcha: deps.captcha },
  );
  for (const m of SERVER_MODULES) m.routes(app, services);
  services.scheduler.attach(app); // scheduled jobs run while the server listens
  for (const m of SERVER_MODULES) m.attach?.(app, services);
  services.events.attach(app); // live events: stop listening when the server closes
  services.mail.attach(app); // notice e-mails: on or off at start, the worker runs while the server listens
  await installWeb(app, config.webDist);

  return Object.assign(app, { registeredRoutes: routes, services });
}

export type AppInstance = Awaited<ReturnType<typeof buildApp>>;
