import { lang } from '@/i18n/index.ts';

/** A date and time in the reader's language, for lists of events (sign-ins, tokens). */
export function localDateTime(iso: string): string {
  return new Date(iso).toLocaleString(lang(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
