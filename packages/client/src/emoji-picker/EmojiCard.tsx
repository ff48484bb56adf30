import { CustomEmoji } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { toast } from '@/ui/index.ts';

/** One custom emoji on the list: its image, `:name:` and aliases. Clicking copies `:name:`. */
export function EmojiCard({ name, url, aliases }: { name: string; url: string; aliases: readonly string[] }) {
  const code = `:${name}:`;
  const copy = () =>
    navigator.clipboard
      .writeText(code)
      .then(() => toast(t('customEmojisCopied', { code })))
      .catch(() => toast(t('customEmojisCopyFailed')));
  return (
    <li>
      <button
        type="button"
        className="kumo-custom-emoji-card"
        onClick={copy}
        title={t('customEmojisCopy', { code })}
      >
        <span className="kumo-custom-emoji-image" aria-hidden>
          <CustomEmoji name={name} url={url} />
        </span>
        <span className="kumo-custom-emoji-text">
          <span className="kumo-custom-emoji-name kumo-ellipsis">{code}</span>
          {aliases.length > 0 && (
            <span className="kumo-custom-emoji-aliases kumo-ellipsis">{aliases.join(' ')}</span>
          )}
        </span>
      </button>
    </li>
  );
}
