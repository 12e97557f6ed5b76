import type { FastifyRequest } from 'fastify';
import type { Config } from './platform/config.js';
import type { Database, Db } from './platform/db/database.js';
import type { Clock, SessionStore } from './platform/auth/sessions.js';
import { loadJwtSecret, type TokenService } from './platform/auth/tokens.js';
import { createMutate, type Mutate } from './platform/db/mutate.js';
import { createImportQueue, type ImportQueue } from './platform/files/import-queue.js';
import { requestContext, type RequestContext } from './platform/http/context.js';
import { createAuthService, type CaptchaGenerator } from './modules/auth/auth.service.js';
import { createLoginUserService } from './modules/auth/login-user.service.js';
import { createOidcClient } from './modules/auth/oidc.js';
import { createOrgReadService } from './modules/org/org-read.service.js';
import { createParkService } from './modules/org/park.service.js';
import { createRoleRules } from './modules/role/role-rules.service.js';
import { createFactorService } from './modules/factor/factor.service.js';
import { createExchangeRateService } from './modules/exchange-rate/exchange-rate.service.js';
import { createEngine } from './modules/calc/calc.engine.js';
import { createCalcService } from './modules/calc/calc.service.js';
import { createRecalcService } from './modules/calc/recalc.service.js';
import { createScheduler, type Scheduler } from './platform/jobs/scheduler.js';
import { createFileStorage, type FileStorage } from './platform/files/storage.js';
import { detectFileType } from './platform/files/file-type.js';
import { createTodoService } from './modules/todo/todo.service.js';
import { createEventBus } from './platform/events/event-bus.js';
import { createMailer } from './platform/mail/mailer.js';
import { createApprovalService } from './modules/approval/approval.service.js';
import { createInventoryService } from './modules/inventory/inventory.service.js';
import { createProject } from './modules/project/project.module.js';
import { createGoalAchievementService } from './modules/goal/goal-achievement.service.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { SERVER_MODULES } from './modules/index.js';
import type { AnyModule, ModuleServices } from './platform/module.js';

/** What the platform gives every service: the database, the clock, the one mutate helper, configuration. */
export type Platform = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  tokens: TokenService;
  mutate: Mutate;
  /** The Excel import queue: at most IMPORT_CONCURRENCY imports at once, each with its progress. */
  imports: ImportQueue;
  /** Scheduled jobs, once per interval across processes (platform/jobs/scheduler.ts); started when the server listens. */
  scheduler: Scheduler;
  /** Uploaded files: DATA_DIR/attachments, or S3-compatible storage (platform/files/storage.ts). */
  files: FileStorage;
  version: string;
  /** The request context (caller, locale, audit actor, data scope) of a signed-in request. */
  context: (req: Pick<FastifyRequest, 'user' | 'locale' | 'id' | 'ip'>) => RequestContext;
};

export type PlatformParts = Omit<Platform, 'db' | 'mutate' | 'context' | 'imports' | 'scheduler' | 'files'>;

export type ExternalDeps = { fetch?: typeof fetch | undefined; captcha?: CaptchaGenerator | undefined };

/**
 * The composition root (ADR 007): every service is built once, here, and handed its
 * dependencies explicitly; then each module of the manifest list (modules/index.ts, ADR 020)
 * adds its services, in list order, built from this kit and what the modules before it added.
 */
export function buildServices(parts: PlatformParts, external: ExternalDeps = {}): Services {
  const services: Record<string, unknown> = { ...buildKit(parts, external) };
  for (const m of inOrder(SERVER_MODULES)) Object.assign(services, m.services(services as never));
  return services as Services;
}

/**
 * Whether each module's kit is what the kit and the modules before it give: `true`, or the first module that
 * comes before what it needs (its services would read an unbuilt service).
 */
type Ordered<M extends readonly unknown[], Given> = M extends readonly [infer H, ...infer T]
  ? H extends { services(kit: infer K): infer S }
    ? [Given] extends [K]
      ? Ordered<T, Given & S>
      : { listedBeforeWhatItNeeds: H }
    : never
  : true;

/** The module list, refused by the type checker when a module is listed before a module it needs. */
function inOrder<M extends readonly AnyModule[]>(modules: M & (Ordered<M, Kit> extends true ? unknown : Ordered<M, Kit>)): M {
  return modules;
}

/** What the composition root hands every module of the manifest list: the platform and the shared services. */
export type Kit = ReturnType<typeof buildKit>;
/** Every service: the kit and what each listed module adds. */
export type Services = Kit & ModuleServices<typeof SERVER_MODULES>;

function buildKit(parts: PlatformParts, external: ExternalDeps) {
  const db = parts.database.db;
  const p: Platform = {
    ...parts,
    db,
    mutate: createMutate({ db, clock: parts.clock }),
    imports: createImportQueue(parts.config.imports, parts.clock),
    scheduler: createScheduler({ db, clock: parts.clock }),
    files: createFileStorage({ dataDir: parts.config.dataDir, s3: parts.config.s3 }),
    context: (req) => requestContext(req as FastifyRequest, db),
  };

  const exchangeRate = createExchangeRateService(p);
  const factor = createFactorService(p);
  const engine = createEngine({ ...p, exchangeRate });
  const parks = createParkService(p);
  const orgRead = createOrgReadService(p);
  const roleRules = createRoleRules(p);
  const todo = createTodoService(p);
  const events = createEventBus({ database: p.database, databaseUrl: p.config.databaseUrl });
  const approval = createApprovalService({ ...p, todo });
  const calc = createCalcService({ ...p, factor, engine, orgRead });
  const recalc = createRecalcService({ ...p, factor, engine });
  const project = createProject({ ...p, approval, factor, detectFileType, todo });
  const inventory = createInventoryService({ ...p, calc, recalc, factor, approval, detectFileType, todo });
  const goalAchievement = createGoalAchievementService({ db, projects: project.effect });
  const dashboard = createDashboardService({ ...p, goals: goalAchievement });

  return {
    ...p,
    auth: createAuthService({ ...p, captcha: external.captcha }),
    loginUser: createLoginUserService(p),
    oidc: createOidcClient(p.config.oidc, {
      secret: loadJwtSecret(p.config.jwtSecret, p.config.dataDir),
      now: () => p.clock.now(),
      fetch: external.fetch,
    }),
    captchaOpen: p.config.captchaOpen,
    parks,
    orgRead,
    roleRules,
    exchangeRate,
    factor,
    engine,
    calc,
    recalc,
    todo,
    events,
    mail: createMailer({ ...p, smtp: p.config.smtp, events }),
    approval,
    inventory,
    project,
    goalAchievement,
    dashboard,
  };
}
