import { t } from '../i18n/index.ts';
import { ApiCallError } from './api-error.ts';

/** A one-line, user-facing description of a failed call (the generic handler of spec P2 §8, inline form). */
export function describeError(error: unknown): string {
  if (error instanceof ApiCallError) {
    const { code, message, id } = error.error;
    if (code === 'RATE_LIMIT_EXCEEDED' || error.status === 429) return t('rateLimited');
    return id ? `${message} (${id})` : message;
  }
  if (error instanceof TypeError) return t('networkError');
  return error instanceof Error ? error.message : String(error);
}
