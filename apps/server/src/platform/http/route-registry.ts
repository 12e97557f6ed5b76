import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Permission } from './types.js';

export type RegisteredRoute = { method: string; url: string; permission: Permission | undefined };

/** Paths that must declare a permission: the API, but not the generated OpenAPI pages. */
export const needsDeclaration = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Every API route declares its permission (ADR 002). Registration of an undeclared API
 * route fails at start-up; the list is kept for the permission-matrix and bad-input tests.
 */
export function installRouteRegistry(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (opts: RouteOptions) => {
    if (!needsDeclaration(opts.url)) return;
    const permission = (opts.config as { permission?: Permission } | undefined)?.permission;
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: opts.url, permission });
    }
    if (!permission) throw new Error(`Route ${methods.join(',')} ${opts.url} declares no permission`);
  });
  return routes;
}
