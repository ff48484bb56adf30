import { IconClock } from '@tabler/icons-react';
import { lang } from '@/i18n/index.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language: building an Intl.DateTimeFormat is far slower than using one. */
function dateTimeFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    formats.set(locale, format);
  }
  return format;
}

/** `$[unixtime 1700000000]`: the date and time in the reader's language, the ISO date on hover. */
export function MfmUnixtime({ date }: { date: Date }) {
  const iso = date.toISOString();
  return (
    <time className="kumo-mfm-unixtime" dateTime={iso} title={iso}>
      <IconClock size="1em" aria-hidden />
      {dateTimeFormat(lang()).format(date)}
    </time>
  );
}
