import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODE, DomainError, translate, type Locale } from '@carbon/domain';

type Issue = { code?: string; path?: PropertyKey[]; keys?: string[]; message?: string; input?: unknown };

function fieldName(issue: Issue, part: string | undefined): string {
  const p = (issue.path ?? []).map(String).join('.');
  return p || part || 'body';
}

/** Turns zod issues into one localized sentence: "account is required; pageSize is too large". */
export function validationDetail(locale: Locale, issues: Issue[], part?: string): string {
  return issues
    .slice(0, 10)
    .map((i) => {
      const field = fieldName(i, part);
      if (i.code === 'unrecognized_keys') return translate(locale, 'validation.unknownKey', { field: (i.keys ?? []).join(',') });
      if (i.code === 'invalid_type' && i.input === undefined) return translate(locale, 'validation.required', { field });
      const key =
        i.code === 'invalid_type'
          ? 'validation.type'
          : i.code === 'too_small'
            ? 'validation.tooSmall'
            : i.code === 'too_big'
              ? 'validation.tooBig'
              : i.code === 'invalid_format' || i.code === 'invalid_string'
                ? 'validation.format'
                : 'validation.invalid';
      return translate(locale, key, { field });
    })
    .join('; ');
}

function send(reply: FastifyReply, http: number, code: number, message: string) {
  return reply.code(http).send({ success: false, code, message, data: null });
}

/**
 * The one error handler: domain errors and validation failures become 200 envelopes
 * with the contract's codes; anything unexpected becomes 500/1016002 with no detail,
 * logged with the request id.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = req.locale;
    if (err instanceof DomainError) {
      return send(reply, 200, err.code, translate(locale, err.key, err.params));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const detail = validationDetail(locale, err.validation as Issue[], err.validationContext);
      return send(reply, 200, CODE.PARAM_ERROR, translate(locale, 'error.1012001', { detail }));
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 200, CODE.MALFORMED_JSON, translate(locale, 'error.1015002'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, 200, CODE.NOT_JSON, translate(locale, 'error.1015001'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, CODE.BODY_TOO_LARGE, translate(locale, 'error.1015003'));
    }
    if (err instanceof SyntaxError || err.statusCode === 400) {
      // e.g. a query string the parser refused, or JSON with a prototype key
      return send(reply, 200, CODE.MALFORMED_JSON, translate(locale, 'error.1015002'));
    }
    req.log.error({ err, reqId: req.id }, 'unexpected failure');
    return send(reply, 500, CODE.SERVER_ERROR, translate(locale, 'error.1016002'));
  });

  app.setNotFoundHandler((req, reply) => send(reply, 404, CODE.NOT_FOUND, translate(req.locale, 'error.1013001')));
}
