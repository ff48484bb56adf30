import { useEffect, useState } from 'react';
import { t, lang } from '@/i18n/index.ts';
import { refreshIntervalMs, relativeTime } from './relative-time.ts';

// The full date in the tooltip needs an Intl.DateTimeFormat, whose first creation (the language's
// date data) costs as much as drawing a few notes: it is made when a pointer or focus first comes to
// a time, not on every page load, and kept for the language.
const formatters = new Map<string, Intl.DateTimeFormat>();
const FULL_DATE = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
} as const;

function formatterFor(l: string): Intl.DateTimeFormat {
  let formatter = formatters.get(l);
  if (!formatter) formatters.set(l, (formatter = new Intl.DateTimeFormat(l, FULL_DATE)));
  return formatter;
}

export function RelativeTime({ date }: { date: string }) {
  const time = new Date(date).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setTimeout(() => setNow(Date.now()), refreshIntervalMs(now - time));
    return () => clearTimeout(id);
  }, [now, time]);
  const { key, n } = relativeTime(now - time);
  // the full date is formatted when the pointer or focus comes to it, not for every note drawn
  const showFull = (e: { currentTarget: HTMLElement }) => {
    if (!e.currentTarget.title) e.currentTarget.title = formatterFor(lang()).format(new Date(date));
  };
  return (
    <time dateTime={date} onPointerEnter={showFull} onFocus={showFull}>
      {t(key, { n })}
    </time>
  );
}
