import { t } from '@/i18n/index.ts';
import { describeApiError } from './error-handler.ts';

/**
 * The generic handler's description (spec P2 §8) on one line, for places that show a failure
 * inline (a form's message, a failed list) rather than in a dialog.
 */
export function describeError(error: unknown): string {
  const view = describeApiError(error);
  const line = view.title === t('error') ? view.text : `${view.title}. ${view.text}`;
  return line.replace(/\s*\n\s*/g, ' ');
}
