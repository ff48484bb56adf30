import type { entities } from 'misskey-js';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { ReactionGlyph, reactionLabel } from '@/note/index.ts';
import { useNoteReactions } from '@/queries/index.ts';
import { UserRow } from '@/user-card/index.ts';
import { reactionTypes } from './note-tabs.ts';

/** A note's reactions: pick one of its reactions, then the people who gave it, page by page. */
export function ReactionsTab({ note }: { note: entities.Note }) {
  const types = reactionTypes(note);
  const [picked, setPicked] = useState<string | null>(null);
  // the first reaction until one is picked, or when the picked one is gone
  const chosen = types.find(([r]) => r === picked)?.[0] ?? types[0]?.[0] ?? null;
  const reactions = useNoteReactions(note.id, chosen);
  return (
    <>
      <div className="kumo-note-reaction-types" role="group" aria-label={t('notePageReactionTypes')}>
        {types.map(([reaction, count]) => (
          <button
            key={reaction}
            type="button"
            className="kumo-reaction"
            aria-pressed={reaction === chosen}
            aria-label={t('reactionCount', { reaction: reactionLabel(reaction), n: count })}
            onClick={() => setPicked(reaction)}
          >
            <ReactionGlyph reaction={reaction} note={note} />
            <span className="kumo-reaction-count" aria-hidden>
              {count}
            </span>
          </button>
        ))}
      </div>
      {chosen !== null && (
        <PagedList query={reactions} empty={t('notePageNoReactions')}>
          {(rows) => (
            <ul className="kumo-user-rows">
              {rows.map((r) => (
                <UserRow key={r.id} user={r.user} />
              ))}
            </ul>
          )}
        </PagedList>
      )}
    </>
  );
}
