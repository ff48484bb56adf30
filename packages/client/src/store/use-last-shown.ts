import { useEffect, useState } from 'react';
import { lastShown } from './read-notes.ts';

/** When the notes of each key were last shown (read-note records); null until read. */
export function useLastShown(keys: readonly string[]): Record<string, number | undefined> | null {
  // the records come with the keys they were read for: while another set of keys is being read (a
  // list that changed, another tab of channels) nothing is answered, rather than "never shown"
  const [seen, setSeen] = useState<{ for: string; records: Record<string, number | undefined> } | null>(null);
  const joined = keys.join('\n');
  useEffect(() => {
    let alive = true;
    void lastShown(joined ? joined.split('\n') : [])
      .then((records) => alive && setSeen({ for: joined, records }))
      // records that cannot be read (private mode): nothing is marked
      .catch(() => alive && setSeen(null));
    return () => {
      alive = false;
    };
  }, [joined]);
  return seen?.for === joined ? seen.records : null;
}

/** Whether a list has notes newer than when it was last shown: never shown counts as unread. */
export function hasUnread(
  latestAt: string | number | null | undefined,
  shownAt: number | undefined,
): boolean {
  if (latestAt == null) return false;
  const latest = typeof latestAt === 'number' ? latestAt : Date.parse(latestAt);
  return shownAt === undefined || latest > shownAt;
}
