import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app at / with a history-mode fallback: any GET that is not an
 * API call and not a file answers index.html. Without a build, / explains how to make one.
 */
export async function installWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return false;
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, cacheControl: false });
  const html = fs.readFileSync(index);
  app.get('/*', { config: { permission: 'public' }, schema: { hide: true } }, async (req, reply) => {
    const rel = decodeURIComponent(req.url.split('?')[0] ?? '/');
    if (rel === '/api' || rel.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(webDist, path.normalize(rel));
    if (file.startsWith(webDist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = rel.startsWith('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(path.relative(webDist, file));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
  return true;
}
