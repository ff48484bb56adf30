import { useEffect, useState, useSyncExternalStore } from 'react';
import { t, lang } from '@/i18n/index.ts';
import { refreshIntervalMs, relativeTime } from './relative-time.ts';

// The full date in the tooltip needs an Intl.DateTimeFormat, whose first creation (the language's
// date data) cost as much as drawing a few notes on a cold start. One formatter per language is made
// when the browser is next idle; until then the time has no tooltip.
const formatters = new Map<string, Intl.DateTimeFormat>();
const listeners = new Set<() => void>();
let scheduled = false;

function makeFormatter(): void {
  scheduled = false;
  const l = lang();
  if (!formatters.has(l)) {
    formatters.set(
      l,
      new Intl.DateTimeFormat(l, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
    );
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!scheduled && !formatters.has(lang())) {
    scheduled = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(makeFormatter, { timeout: 1000 });
    else setTimeout(makeFormatter, 0);
  }
  return () => listeners.delete(listener);
}

const currentFormatter = () => formatters.get(lang()) ?? null;

export function RelativeTime({ date }: { date: string }) {
  const time = new Date(date).getTime();
  const [now, setNow] = useState(() => Date.now());
  const formatter = useSyncExternalStore(subscribe, currentFormatter);
  useEffect(() => {
    const id = setTimeout(() => setNow(Date.now()), refreshIntervalMs(now - time));
    return () => clearTimeout(id);
  }, [now, time]);
  const { key, n } = relativeTime(now - time);
  return (
    <time dateTime={date} title={formatter?.format(new Date(date))}>
      {t(key, { n })}
    </time>
  );
}
