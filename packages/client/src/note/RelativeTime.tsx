import { useEffect, useState } from 'react';
import { t, lang } from '../i18n/index.ts';
import { refreshIntervalMs, relativeTime } from './relative-time.ts';

// Date.toLocaleString builds a formatter on every call, which showed up when a timeline first renders;
// one formatter per language gives the same text.
const formatters = new Map<string, Intl.DateTimeFormat>();
function fullDate(date: string): string {
  const l = lang();
  let f = formatters.get(l);
  if (!f) {
    f = new Intl.DateTimeFormat(l, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(l, f);
  }
  return f.format(new Date(date));
}

export function RelativeTime({ date }: { date: string }) {
  const time = new Date(date).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setTimeout(() => setNow(Date.now()), refreshIntervalMs(now - time));
    return () => clearTimeout(id);
  }, [now, time]);
  const { key, n } = relativeTime(now - time);
  return (
    <time dateTime={date} title={fullDate(date)}>
      {t(key, { n })}
    </time>
  );
}
