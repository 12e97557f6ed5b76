import type { FastifyRequest } from 'fastify';
import type { Locale } from '@carbon/domain';
import type { Db } from '../db/database.js';
import type { AuditActor } from '../audit/audit.js';
import { resolveDataScope, type DataScope } from '../auth/data-scope.js';
import { currentUser } from '../auth/guard.js';
import type { AuthUser } from './types.js';

/** What a service needs to know about the caller: who, in which language, which data. */
export type RequestContext = {
  user: AuthUser;
  locale: Locale;
  actor: AuditActor;
  /** The caller's data scope, resolved once per request. */
  scope: () => Promise<DataScope>;
};

/** Builds the context of a signed-in request (routes declared non-public). */
export function requestContext(req: FastifyRequest, db: Db): RequestContext {
  const user = currentUser(req);
  let scope: Promise<DataScope> | undefined;
  return {
    user,
    locale: req.locale,
    actor: { id: user.id, account: user.account, requestId: req.id, ip: req.ip },
    scope: () => (scope ??= resolveDataScope(db, user)),
  };
}
