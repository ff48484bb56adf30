import { useEffect, useRef, useState } from 'react';
import { t, lang } from '@/i18n/index.ts';
import { TWEET_EMBED_HEIGHT, TWEET_SANDBOX, tweetEmbedSrc, tweetHeightFromMessage } from './preview-rules.ts';

const EMBED_ORIGIN = 'https://platform.twitter.com';

function prefersDark(): boolean {
  return getComputedStyle(document.documentElement).colorScheme.includes('dark');
}

/**
 * A post from twitter.com / x.com in its own sandboxed iframe (no script of theirs in the page),
 * 150 px high until it reports its height (spec P2 §9).
 */
export function TweetEmbed({ id }: { id: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(TWEET_EMBED_HEIGHT);
  const [src] = useState(() => tweetEmbedSrc(id, { theme: prefersDark() ? 'dark' : 'light', lang: lang() }));
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== EMBED_ORIGIN || e.source !== ref.current?.contentWindow) return;
      const reported = tweetHeightFromMessage(e.data);
      if (reported !== null) setHeight(reported);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <iframe
      ref={ref}
      className="kumo-url-preview-tweet"
      src={src}
      title={t('linkPreviewTweet')}
      sandbox={TWEET_SANDBOX}
      referrerPolicy="no-referrer"
      style={{ height }}
      loading="lazy"
    />
  );
}
