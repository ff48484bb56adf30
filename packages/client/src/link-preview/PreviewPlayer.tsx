import { t } from '@/i18n/index.ts';
import type { UrlSummary } from './summary.ts';
import { filterPlayerAllow, playerBox, playerSandbox, playerSrc } from './preview-rules.ts';

/**
 * The page's player in a sandboxed iframe, with only the permitted features (spec P2 §5). A player
 * address that is not http(s) is not loaded: 'invalid url' is shown instead.
 */
export function PreviewPlayer({ player, title }: { player: UrlSummary['player']; title: string }) {
  let src: string;
  try {
    src = playerSrc(player.url ?? '');
  } catch {
    return (
      <p className="kumo-url-preview-player-error" role="alert">
        {t('linkPreviewInvalidUrl')}
      </p>
    );
  }
  const box = playerBox(player);
  return (
    <div className="kumo-url-preview-player" style={box}>
      <iframe
        src={src}
        title={title}
        allow={filterPlayerAllow(player.allow).join('; ')}
        sandbox={playerSandbox(src, window.location.origin)}
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    </div>
  );
}
