import type { FastifyInstance } from 'fastify';
import type { AppInstance } from '../../app.js';
import { userHasPermission } from '../../platform/auth/grants.repo.js';
import { isSuperAdmin } from '../../platform/auth/super-admin.js';
import type { RequestContext } from '../../platform/http/context.js';
import { SEED_USERS } from './seed.data.js';

type Envelope = { success: boolean; code: number; message: string; data: unknown };

/** A public call of the app as the demo's super administrator; throws, naming `label`, when refused. */
export type DemoCall = <T>(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) => Promise<T>;

/**
 * Signs the demo's super administrator in and answers its calls (app.inject: each row the seed
 * writes is validated and audited like a user's). `headers` replace the session (a device key, or
 * a multipart upload's content type with `bearerOf(call)`).
 */
export async function demoCaller(app: FastifyInstance, label: string): Promise<DemoCall & { token: string }> {
  const admin = SEED_USERS.find((u) => u.account === 'superAdmin')!;
  const raw = async <T>(method: 'GET' | 'POST', url: string, body: unknown, headers: Record<string, string>): Promise<T> => {
    const res = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    const env = res.json<Envelope>();
    if (!env.success) throw new Error(`${label}: ${url} refused: ${env.code} ${env.message}`);
    return env.data as T;
  };
  const token = await raw<string>('POST', '/api/main/login', { account: admin.account, password: admin.demoPassword }, {});
  const call: DemoCall = (method, url, body, headers) => raw(method, url, body, headers ?? { authorization: `Bearer ${token}` });
  return Object.assign(call, { token });
}

/**
 * Runs `work` as a demo account with the request context the server builds for a signed-in
 * request of theirs: a session of their own (resolved by the session store as the guard resolves
 * a token's), the route's `permission` checked as the guard checks it, then the session ended.
 * For the demo reviewers, whose first sign-in must still change the documented demo password
 * (so they cannot be signed in through the public call without spending it).
 */
export async function asDemoUser<T>(
  app: AppInstance,
  userId: number,
  permission: string,
  work: (ctx: RequestContext) => Promise<T>,
): Promise<T> {
  const { sessions, context, db } = app.services;
  const session = await sessions.create(userId, { ip: '127.0.0.1', userAgent: 'demo seed' });
  try {
    const user = await sessions.resolve(session.id, userId);
    if (!user) throw new Error(`demo: no live session for user ${userId}`);
    if (!isSuperAdmin(user) && !(await userHasPermission(db, user.id, permission)))
      throw new Error(`demo: ${user.account} lacks ${permission}`);
    return await work(context({ user, locale: 'zh-CN', id: `demo-seed-${session.id}`, ip: '127.0.0.1' }));
  } finally {
    await sessions.end(session.id, 'logout');
  }
}
