import { useState } from 'react';
import { IconBrandX, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { PreviewCard } from './PreviewCard.tsx';
import { PreviewPlayer } from './PreviewPlayer.tsx';
import { tweetIdOf } from './preview-rules.ts';
import { TweetEmbed } from './TweetEmbed.tsx';
import { useUrlPreview } from './use-url-preview.ts';

/**
 * One link's preview: the card, and when the page has a player or is a post on twitter.com / x.com,
 * a button to show it in place of the card and to close it again (spec P2 §4).
 */
export function LinkPreview({ url }: { url: string }) {
  const preview = useUrlPreview(url);
  const [playing, setPlaying] = useState(false);
  const [tweetOpen, setTweetOpen] = useState(false);
  const tweetId = tweetIdOf(url);
  const summary = preview.state === 'loaded' ? preview.summary : null;
  const player = !tweetId && summary?.player.url ? summary.player : null;
  const open = (player && playing) || (tweetId && tweetOpen);
  return (
    <div className="kumo-link-preview">
      {player && playing ? (
        <PreviewPlayer player={player} title={summary?.title ?? url} />
      ) : tweetId && tweetOpen ? (
        <TweetEmbed id={tweetId} />
      ) : (
        <PreviewCard url={url} preview={preview} />
      )}
      {(player || tweetId) && (
        <div className="kumo-link-preview-actions">
          {open ? (
            <button
              type="button"
              className="kumo-button"
              onClick={() => (player ? setPlaying(false) : setTweetOpen(false))}
            >
              <IconX size={16} aria-hidden />
              {player ? t('linkPreviewDisablePlayer') : t('close')}
            </button>
          ) : player ? (
            <button type="button" className="kumo-button" onClick={() => setPlaying(true)}>
              <IconPlayerPlay size={16} aria-hidden />
              {t('linkPreviewEnablePlayer')}
            </button>
          ) : (
            <button type="button" className="kumo-button" onClick={() => setTweetOpen(true)}>
              <IconBrandX size={16} aria-hidden />
              {t('linkPreviewExpandTweet')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
