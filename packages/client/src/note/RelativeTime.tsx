import { useEffect, useState } from 'react';
import { t, lang } from '@/i18n/index.ts';
import { createStore, useStore } from '@/ui/index.ts';
import { refreshIntervalMs, relativeTime } from './relative-time.ts';

// The full date in the tooltip needs an Intl.DateTimeFormat, whose first creation (the language's
// date data) cost as much as drawing a few notes on a cold start. One formatter per language is made
// when the browser is next idle; until then the time has no tooltip.
const formatters = createStore<ReadonlyMap<string, Intl.DateTimeFormat>>(new Map());
let scheduled = false;

function makeFormatter(): void {
  scheduled = false;
  const l = lang();
  const format = {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  } as const;
  formatters.set((all) => (all.has(l) ? all : new Map(all).set(l, new Intl.DateTimeFormat(l, format))));
}

/** Asks for the language's formatter to be made when the browser is next idle (once). */
function scheduleFormatter(): void {
  if (scheduled || formatters.get().has(lang())) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(makeFormatter, { timeout: 1000 });
  else setTimeout(makeFormatter, 0);
}

export function RelativeTime({ date }: { date: string }) {
  const time = new Date(date).getTime();
  const [now, setNow] = useState(() => Date.now());
  const formatter = useStore(formatters).get(lang()) ?? null;
  useEffect(scheduleFormatter, []);
  useEffect(() => {
    const id = setTimeout(() => setNow(Date.now()), refreshIntervalMs(now - time));
    return () => clearTimeout(id);
  }, [now, time]);
  const { key, n } = relativeTime(now - time);
  // the full date is formatted when the pointer or focus comes to it, not for every note drawn
  const showFull = (e: { currentTarget: HTMLElement }) => {
    if (formatter && !e.currentTarget.title) e.currentTarget.title = formatter.format(new Date(date));
  };
  return (
    <time dateTime={date} onPointerEnter={showFull} onFocus={showFull}>
      {t(key, { n })}
    </time>
  );
}
