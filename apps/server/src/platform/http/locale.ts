import type { FastifyRequest } from 'fastify';
import { resolveLocale, type Locale } from '@carbon/domain';

/** The caller's language: `lang` query > Accept-Language > zh-CN. */
export function requestLocale(req: FastifyRequest): Locale {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  if (typeof q === 'string' && q) return resolveLocale(q);
  return resolveLocale(req.headers['accept-language']);
}
