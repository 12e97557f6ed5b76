import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The build's pre-compressed copies (apps/web/vite.config.ts): chosen by Accept-Encoding, never served by name. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Serves the built web app at / with a history-mode fallback: any GET that is not an
 * API call and not a file answers index.html. Without a build, / explains how to make one.
 * Files go out as the build compressed them (brotli, else gzip, by Accept-Encoding);
 * hashed assets are cached for a year, everything else is revalidated.
 */
export async function installWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return false;
  const setHeaders = (res: { setHeader(name: string, value: string): unknown }, file: string) => {
    const immutable = path.relative(webDist, file).split(path.sep)[0] === 'assets';
    res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('vary', 'accept-encoding');
  };
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders,
  });
  const html = fs.readFileSync(index);
  app.get('/*', { config: { permission: 'public' }, schema: { hide: true } }, async (req, reply) => {
    const rel = decodeURIComponent(req.url.split('?')[0] ?? '/');
    if (rel === '/api' || rel.startsWith('/api/')) return reply.callNotFound();
    // a file added after start (the build ran again): served like the others
    const file = path.join(webDist, path.normalize(rel));
    if (file.startsWith(webDist + path.sep) && !COMPRESSED_COPY.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(webDist, file));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
  return true;
}
