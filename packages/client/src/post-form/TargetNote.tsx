import { IconX } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { Avatar } from '@/ui/index.ts';
import { mentionOf } from './mentions.ts';

interface TargetNoteProps {
  note: entities.Note;
  kind: 'reply' | 'quote';
  onRemove?: () => void;
}

/** The note being replied to or quoted, shown small inside the form. */
export function TargetNote({ note, kind, onRemove }: TargetNoteProps) {
  const label =
    kind === 'reply'
      ? t('replyingTo', { acct: mentionOf(note.user) })
      : t('quoting', { acct: mentionOf(note.user) });
  return (
    <figure className="kumo-post-target" data-kind={kind} aria-label={label}>
      <figcaption className="kumo-post-target-head">
        <Avatar user={note.user} size={20} />
        <span>{label}</span>
        {onRemove && (
          <button type="button" className="kumo-icon-button" aria-label={t('removeQuote')} onClick={onRemove}>
            <IconX size={16} aria-hidden />
          </button>
        )}
      </figcaption>
      <div className="kumo-post-target-text">
        {note.cw != null ? (
          <Mfm text={note.cw} author={note.user} emojiUrls={note.emojis} plain />
        ) : (
          <Mfm text={note.text ?? ''} author={note.user} emojiUrls={note.emojis} />
        )}
      </div>
    </figure>
  );
}
