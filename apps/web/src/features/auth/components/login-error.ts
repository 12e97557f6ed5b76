import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api';

/** The text to show for a failed login: the server's message, or the spec's network text. */
export function loginErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.kind === 'server' && error.message) return error.message;
  if (error instanceof ApiError && error.kind === 'http') return t('requestException', { ns: 'common' });
  return t('networkError', { ns: 'login' });
}
