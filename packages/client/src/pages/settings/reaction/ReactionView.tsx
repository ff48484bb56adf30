import type { ReactNode } from 'react';
import { CustomEmoji, UnicodeEmoji, reactionEmojiName } from '@/emoji/index.ts';

/** A stored reaction drawn as its emoji: `:name:` (or `:name@.:`) is a custom emoji, anything else a character. */
export function ReactionView({ reaction, url }: { reaction: string; url?: string }) {
  const custom = reactionEmojiName(reaction);
  return custom ? <CustomEmoji name={custom} url={url} /> : <UnicodeEmoji char={reaction} />;
}

/** One row of a reaction list in the settings: the emoji, its name, and the row's buttons. */
export function ReactionListItem(props: {
  reaction: string;
  url?: string;
  name: string;
  children: ReactNode;
}) {
  return (
    <li>
      <span className="kumo-reaction-editor-emoji" aria-hidden>
        <ReactionView reaction={props.reaction} url={props.url} />
      </span>
      <span className="kumo-menu-editor-label">{props.name}</span>
      {props.children}
    </li>
  );
}
