import { useEffect, useState } from 'react';
import { lang } from '@/i18n/index.ts';
import { previewCache, type PreviewState } from './preview-fetch.ts';

/** The preview of one address: loading, then loaded or failed (spec P2 §4), from the shared cache. */
export function useUrlPreview(url: string): PreviewState {
  const language = lang();
  const [answer, setAnswer] = useState<{ key: string; state: PreviewState }>(() => ({
    key: url,
    state: previewCache.peek(url, language) ?? { state: 'loading' },
  }));
  useEffect(() => {
    let live = true;
    void previewCache.get(url, language).then((state) => {
      if (live) setAnswer({ key: url, state });
    });
    return () => {
      live = false;
    };
  }, [url, language]);
  if (answer.key !== url) return previewCache.peek(url, language) ?? { state: 'loading' };
  return answer.state;
}
