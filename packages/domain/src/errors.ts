import { CODE } from './iam/codes.js';

/** Values interpolated into a message template: `{{name}}` in the catalogue. */
export type MessageParams = Record<string, string | number>;

/**
 * The one error type of the domain. `code` is the numeric envelope code from the
 * API contract (e.g. 1012001 for invalid parameters); `key` names a message in the
 * catalogues under `i18n/messages`, rendered in the caller's language by `translate`.
 * `field` names the input that failed, when there is one.
 */
export class DomainError extends Error {
  readonly code: number;
  readonly key: string;
  readonly params: MessageParams;
  readonly field: string | undefined;
  /** Structured detail a client needs beyond the message, e.g. an import's failed rows. */
  data: unknown = null;

  constructor(code: number, key: string, params: MessageParams = {}, field?: string) {
    super(`${key} ${JSON.stringify(params)}`);
    this.name = 'DomainError';
    this.code = code;
    this.key = key;
    this.params = params;
    this.field = field;
  }
}

/** Envelope code for invalid parameters (contract §2.2: 1012001). */
export const PARAM_ERROR = 1012001;

/** Attaches structured detail (sent as the envelope's data) and returns the error. */
export function withData(error: DomainError, data: unknown): DomainError {
  error.data = data;
  return error;
}

/** Shorthand for a validation failure on one field. */
export function invalid(key: string, params: MessageParams = {}, field?: string): DomainError {
  return new DomainError(PARAM_ERROR, key, params, field);
}

/**
 * The error of envelope code `code` with its own message, `error.<code>` in the catalogues
 * (iam/codes.ts): the builder every module uses instead of writing the key out again.
 */
export function fail(code: number, params: MessageParams = {}, field?: string): DomainError {
  return new DomainError(code, `error.${code}`, params, field);
}

/** 1017004: the row changed (or went) under a conditional update; reload and try again. */
export const conflict = (): DomainError => fail(CODE.CONFLICT);
