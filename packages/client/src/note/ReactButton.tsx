import type { entities } from 'misskey-js';
import { useRef } from 'react';
import { LIKE_REACTION, reactionRules } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { useToggleReaction } from './reaction-actions.ts';
import { useSettingValue } from '@/store/index.ts';
import { openEmojiPicker } from '@/emoji-picker/index.ts';
import { Glyph, playReactionRipple } from '@/ui/index.ts';
import './react-button.css';

/**
 * The note footer's react button. It opens the reaction picker; a note that accepts likes only gets a heart at
 * once. When the user has reacted, the button takes the reaction back (as Misskey's does). The picker's code
 * is loaded on the first click, so timelines do not carry it.
 */
export function ReactButton({ note, onError }: { note: entities.Note; onError?: (err: unknown) => void }) {
  const toggle = useToggleReaction();
  const drawerOnPhones = useSettingValue('reactionPickerUseDrawerForMobile');
  const ref = useRef<HTMLButtonElement>(null);
  if (!toggle) return null;
  const react = (reaction: string) => {
    // a reaction made (not one taken back) bursts around the button
    if (!note.myReaction && ref.current) playReactionRipple(ref.current);
    return toggle(note, reaction).catch((err: unknown) => onError?.(err));
  };
  const reacted = note.myReaction != null;
  const onClick = () => {
    if (note.myReaction) return void react(note.myReaction);
    if (reactionRules(note.reactionAcceptance).likeOnly) return void react(LIKE_REACTION);
    const anchor = ref.current;
    openEmojiPicker({
      anchor,
      asReactionPicker: true,
      note,
      useDrawerOnMobile: drawerOnPhones,
      onChosen: (emoji) => void react(emoji),
    }).catch((err: unknown) => onError?.(err));
  };
  return (
    <button
      ref={ref}
      type="button"
      className="kumo-note-action kumo-react-button"
      data-note-action="react"
      aria-label={reacted ? t('removeReaction') : t('react')}
      title={reacted ? t('removeReaction') : t('react')}
      onClick={onClick}
    >
      <Glyph name={reacted ? 'minus' : 'plus'} size={16} />
    </button>
  );
}
