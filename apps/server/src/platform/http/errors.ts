import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODE, DomainError, fieldLabel, translate, type Locale, type MessageParams } from '@carbon/domain';
import { requestLocale } from './locale.js';
import { sqlState } from '../db/sql-kit.js';

/** A validation issue as fastify-type-provider-zod reports it (a zod issue in AJV's clothes). */
type Issue = { keyword?: string; instancePath?: string; message?: string; params?: { keys?: string[]; expected?: string } };

function fieldName(issue: Issue, part: string | undefined): string {
  const p = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  return p || part || 'body';
}

const KEY_BY_CODE: Record<string, string> = {
  invalid_type: 'validation.type',
  too_small: 'validation.tooSmall',
  too_big: 'validation.tooBig',
  invalid_format: 'validation.format',
  invalid_string: 'validation.format',
};

/** The message key of a zod issue code (shared by request validation and import row checks). */
export const validationKey = (code: string | undefined): string => KEY_BY_CODE[code ?? ''] ?? 'validation.invalid';

/** The label of a request input in `locale` (`tag`: the contract's, for a module's own wording); never the wire name when a label exists. */
export const labelOf = (locale: Locale, path: string, tag?: string) =>
  fieldLabel(path, (key, params) => translate(locale, key, params), tag);

/** Turns zod issues into one localized sentence naming each field by its label: "账号 不能为空; 每页条数 过长或过大". */
export function validationDetail(locale: Locale, issues: Issue[], part?: string, tag?: string): string {
  return issues
    .slice(0, 10)
    .map((i) => {
      const field = labelOf(locale, fieldName(i, part), tag);
      if (i.keyword === 'unrecognized_keys') return translate(locale, 'validation.unknownKey', { field: (i.params?.keys ?? []).join(',') });
      // a schema's own refinement names its message key (e.g. approval.comment.required)
      if (i.keyword === 'custom' && i.message && translate(locale, i.message) !== i.message) return translate(locale, i.message, { field });
      // zod 4 leaves the input out of issues; its message says "received undefined" for a missing field
      if (i.keyword === 'invalid_type' && /received undefined/.test(i.message ?? ''))
        return translate(locale, 'validation.required', { field });
      return translate(locale, validationKey(i.keyword), { field });
    })
    .join('; ');
}

/** A domain error's params with a wire-named `field` (the engine's `oxidationRate`) replaced by its label. */
function labelledParams(locale: Locale, params: MessageParams, tag: string | undefined): MessageParams {
  const field = params.field;
  return typeof field === 'string' && field ? { ...params, field: labelOf(locale, field, tag) } : params;
}

/** The failure envelope; `field` names the failing input when there is one (ADR 007). */
function send(reply: FastifyReply, http: number, code: number, message: string, data: unknown = null, field?: string) {
  return reply.code(http).send(field ? { success: false, code, message, data, field } : { success: false, code, message, data });
}

/** The dotted path of the first failing input of a validation error. */
function firstField(issues: Issue[], part: string | undefined): string | undefined {
  const issue = issues[0];
  if (!issue) return undefined;
  if (issue.keyword === 'unrecognized_keys') return issue.params?.keys?.[0];
  const p = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  return p || (part === 'body' || part === 'querystring' ? undefined : part);
}

/**
 * The one error handler: domain errors and validation failures become 200 envelopes
 * with the contract's codes; anything unexpected becomes 500/1016002 with no detail,
 * logged with the request id.
 */
export type ErrorHooks = { onDenied?: (req: FastifyRequest, code: number) => Promise<void> };

const DENIED: number[] = [CODE.NO_PERMISSION, CODE.DATA_SCOPE];

/** The contract tag of the request's route (route() puts it in the config), for field labels worded per module. */
const tagOf = (req: FastifyRequest): string | undefined => req.routeOptions?.config?.tag;

export function installErrorHandling(app: FastifyInstance, hooks: ErrorHooks = {}): void {
  app.setErrorHandler(async (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = req.locale;
    if (err instanceof DomainError) {
      const cause = (err as Error & { cause?: unknown }).cause;
      if (cause !== undefined) req.log.warn({ code: err.code, cause: String(cause) }, 'refused with detail withheld from the client');
      if (DENIED.includes(err.code) && hooks.onDenied) {
        await hooks.onDenied(req, err.code).catch((e: unknown) => req.log.error({ err: e }, 'audit of a denied request failed'));
      }
      const http = err.code === CODE.RATE_LIMITED ? 429 : 200; // rate limits: HTTP 429 with Retry-After (ADR 002)
      const message = translate(locale, err.key, labelledParams(locale, err.params, tagOf(req)));
      return send(reply, http, err.code, message, err.data, err.field);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation as Issue[];
      const detail = validationDetail(locale, issues, err.validationContext, tagOf(req));
      return send(
        reply,
        200,
        CODE.PARAM_ERROR,
        translate(locale, 'error.1012001', { detail }),
        null,
        firstField(issues, err.validationContext),
      );
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
    // PostgreSQL refuses text it cannot store (a NUL byte, a broken encoding): the input is at fault.
    if (['22021', '22P05'].includes(sqlState(err)?.code ?? '')) {
      return send(
        reply,
        200,
        CODE.PARAM_ERROR,
        translate(locale, 'error.1012001', { detail: translate(locale, 'validation.encoding', {}) }),
      );
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

/**
 * Errors Fastify raises before any hook (a URL with a broken %-escape, a bad content
 * length): answered with the envelope too, never Fastify's own body.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(req);
  reply.header('cache-control', 'no-store');
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_ASYNC_CONSTRAINT')
    return send(reply, 404, CODE.NOT_FOUND, translate(locale, 'error.1013001'));
  return send(reply, 200, CODE.PARAM_ERROR, translate(locale, 'error.1012001', { detail: err.code ?? 'request' }));
}
