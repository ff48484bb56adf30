import { useEffect, useState } from 'react';
import { t, lang } from '../i18n/index.ts';
import { refreshIntervalMs, relativeTime } from './relative-time.ts';

export function RelativeTime({ date }: { date: string }) {
  const time = new Date(date).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setTimeout(() => setNow(Date.now()), refreshIntervalMs(now - time));
    return () => clearTimeout(id);
  }, [now, time]);
  const { key, n } = relativeTime(now - time);
  return (
    <time dateTime={date} title={new Date(date).toLocaleString(lang())}>
      {t(key, { n })}
    </time>
  );
}
