import { useEffect, useState } from 'react';
import { loadUnicodeEmojis, unicodeEmojisIfLoaded, type UnicodeEmojiEntry } from './unicode-emoji.ts';

/** The Unicode emoji list, loaded on first use; null while its chunk is on the way. */
export function useUnicodeEmojis(): UnicodeEmojiEntry[] | null {
  const [list, setList] = useState(unicodeEmojisIfLoaded);
  useEffect(() => {
    if (list) return;
    let live = true;
    loadUnicodeEmojis()
      .then((loaded) => {
        if (live) setList(loaded);
      })
      .catch((err: unknown) => console.error('emoji: could not load the Unicode list', err));
    return () => {
      live = false;
    };
  }, [list]);
  return list;
}
