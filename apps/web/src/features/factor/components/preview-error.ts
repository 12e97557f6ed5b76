import { ApiError } from '../../../lib/api';

/** A refused preview: the server's message (already in the user's language) and the form field it names, if any. */
export type PreviewFailure = { message: string; field?: string };

const SOURCE = 'source.';

/**
 * The form field of the input the server named (the error envelope's `field`): a request path
 * such as `source.temperatureC` or `factorId`; the form names a source parameter by itself.
 */
const formField = (field: string | undefined): string | undefined => (field?.startsWith(SOURCE) ? field.slice(SOURCE.length) : field);

export function previewFailure(error: unknown): PreviewFailure {
  if (!(error instanceof ApiError)) return { message: error instanceof Error ? error.message : String(error) };
  const field = error.kind === 'server' ? formField(error.field) : undefined;
  return field ? { message: error.message, field } : { message: error.message };
}
