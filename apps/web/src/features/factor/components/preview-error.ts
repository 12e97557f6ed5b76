import { ApiError } from '../../../lib/api';
import { calculateSource, DomainError, LOCALES, translate, type CalcPreviewRequest } from '@carbon/domain';

/** A refused preview: the server's message (already in the user's language) and, when known, its field. */
export type PreviewFailure = { message: string; field?: string };

/** Engine parameters a library row fills: their errors belong to the factor picker. */
const FACTOR_FIELDS: Readonly<Record<string, string>> = { factor: 'factorId' };

function fieldFromData(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('field' in data)) return undefined;
  const field = (data as { field: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}

/**
 * The field a server refusal is about. The envelope carries no field unless the server adds
 * `data.field`; otherwise the same pure engine runs here, and its error counts only when it
 * renders to exactly the server's message (in any of the three languages) (same key and parameters), so a refusal the browser
 * cannot reproduce (an unknown factor, a missing exchange rate) stays a general error.
 */
export function locateField(error: ApiError, body: CalcPreviewRequest): string | undefined {
  const given = fieldFromData(error.data);
  if (given) return FACTOR_FIELDS[given] ?? given;
  if (body.factorId) return undefined;
  try {
    calculateSource(body.source, { gwpSet: body.gwpSet });
  } catch (e) {
    if (!(e instanceof DomainError) || !e.field) return undefined;
    const same = LOCALES.some((locale) => translate(locale, e.key, e.params) === error.message);
    if (same) return FACTOR_FIELDS[e.field] ?? e.field;
  }
  return undefined;
}

export function previewFailure(error: unknown, body: CalcPreviewRequest): PreviewFailure {
  if (!(error instanceof ApiError)) return { message: error instanceof Error ? error.message : String(error) };
  const field = error.kind === 'server' ? locateField(error, body) : undefined;
  return field ? { message: error.message, field } : { message: error.message };
}
