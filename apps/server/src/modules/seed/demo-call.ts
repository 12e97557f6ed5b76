import type { FastifyInstance } from 'fastify';
import { SEED_USERS } from './seed.data.js';

type Envelope = { success: boolean; code: number; message: string; data: unknown };

/** A public call of the app as the demo's super administrator; throws, naming `label`, when refused. */
export type DemoCall = <T>(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) => Promise<T>;

/**
 * Signs the demo's super administrator in and answers its calls (app.inject: each row the seed
 * writes is validated and audited like a user's). `headers` replace the session (a device key).
 */
export async function demoCaller(app: FastifyInstance, label: string): Promise<DemoCall> {
  const admin = SEED_USERS.find((u) => u.account === 'superAdmin')!;
  const raw = async <T>(method: 'GET' | 'POST', url: string, body: unknown, headers: Record<string, string>): Promise<T> => {
    const res = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    const env = res.json<Envelope>();
    if (!env.success) throw new Error(`${label}: ${url} refused: ${env.code} ${env.message}`);
    return env.data as T;
  };
  const token = await raw<string>('POST', '/api/main/login', { account: admin.account, password: admin.demoPassword }, {});
  return (method, url, body, headers) => raw(method, url, body, headers ?? { authorization: `Bearer ${token}` });
}
