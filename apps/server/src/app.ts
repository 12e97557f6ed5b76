import Fastify, { type FastifyBaseLogger } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { createAuthenticator, installGuard } from './platform/auth/guard.js';
import { createSessionStore, systemClock, type Clock } from './platform/auth/sessions.js';
import { createTokenService, loadJwtSecret } from './platform/auth/tokens.js';
import { installErrorHandling } from './platform/http/errors.js';
import { requestLocale } from './platform/http/locale.js';
import { installRouteRegistry } from './platform/http/route-registry.js';
import { installWeb } from './platform/http/web.js';
import './platform/http/types.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService, type CaptchaGenerator } from './modules/auth/auth.service.js';
import { createLoginUserService } from './modules/auth/login-user.service.js';
import { createOidcClient } from './modules/auth/oidc.js';
import { healthRoutes } from './modules/system/health.routes.js';

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
    trustProxy: process.env.TRUST_PROXY === '1',
    genReqId: () => crypto.randomUUID(),
    // JSON with __proto__ or constructor.prototype is refused, not merged (ASVS 15.3).
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
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
  installErrorHandling(app);
  const routes = installRouteRegistry(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Carbon Steward API', version: VERSION }, servers: [] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const sessions = createSessionStore({ db: database.db, clock, policy: config.session });
  const tokens = createTokenService(loadJwtSecret(config.jwtSecret, config.dataDir));
  installGuard(app, { db: database.db, authenticate: createAuthenticator({ tokens, sessions }) });

  const auth = createAuthService({ db: database.db, config, clock, sessions, tokens, captcha: deps.captcha });
  authRoutes(app, {
    auth,
    loginUser: createLoginUserService({ db: database.db }),
    oidc: createOidcClient(config.oidc, deps.fetch),
    captchaOpen: config.captchaOpen,
  });
  healthRoutes(app, { database, version: VERSION });
  await installWeb(app, config.webDist);

  return Object.assign(app, { registeredRoutes: routes, services: { sessions, tokens, auth } });
}

export type AppInstance = Awaited<ReturnType<typeof buildApp>>;
