import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Permission } from './types.js';

export type RegisteredRoute = { method: string; url: string; permission: Permission | undefined; audit: string | false | undefined };

/** Paths that must declare a permission: the API, but not the generated OpenAPI pages. */
export const needsDeclaration = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Every API route declares its permission (ADR 002) and every API POST what it audits
 * (ADR 007), as its contract says. Registration of an undeclared API route fails at
 * start-up; the list is kept for the permission-matrix, audit-matrix and bad-input tests.
 */
export function installRouteRegistry(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (opts: RouteOptions) => {
    if (!needsDeclaration(opts.url)) return;
    const config = opts.config as { permission?: Permission; audit?: string | false } | undefined;
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: opts.url, permission: config?.permission, audit: config?.audit });
    }
    if (!config?.permission) throw new Error(`Route ${methods.join(',')} ${opts.url} declares no permission`);
    if (methods.includes('POST') && config.audit === undefined)
      throw new Error(`Route POST ${opts.url} declares no audit entity (or audit: false)`);
  });
  return routes;
}
