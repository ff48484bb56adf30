import { IconClock } from '@tabler/icons-react';
import { lang } from '../i18n/index.ts';

/** `$[unixtime 1700000000]`: the date and time in the reader's language, the ISO date on hover. */
export function MfmUnixtime({ date }: { date: Date }) {
  const iso = date.toISOString();
  const text = new Intl.DateTimeFormat(lang(), { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
  return (
    <time className="kumo-mfm-unixtime" dateTime={iso} title={iso}>
      <IconClock size="1em" aria-hidden />
      {text}
    </time>
  );
}
