import type { entities } from 'misskey-js';

/** `:name@.:` (local) or `:name@host:` custom reactions; anything else is a Unicode emoji. */
function customEmojiName(reaction: string): string | null {
  const m = /^:([\w+-]+)(?:@([\w.-]+))?:$/.exec(reaction);
  if (!m) return null;
  return m[2] && m[2] !== '.' ? `${m[1]}@${m[2]}` : m[1]!;
}

export function NoteReactions({ note }: { note: entities.Note }) {
  const entries = Object.entries(note.reactions).filter(([, n]) => n > 0);
  if (entries.length === 0) return null;
  return (
    <div className="kumo-reactions">
      {entries.map(([reaction, count]) => {
        const custom = customEmojiName(reaction);
        const url = custom ? (note.reactionEmojis[custom] ?? `/emoji/${custom}.webp`) : null;
        return (
          <span
            key={reaction}
            className="kumo-reaction"
            data-mine={note.myReaction === reaction || undefined}
          >
            {url ? <img src={url} alt={reaction} className="kumo-custom-emoji" /> : <span>{reaction}</span>}
            <span className="kumo-reaction-count">{count}</span>
          </span>
        );
      })}
    </div>
  );
}
