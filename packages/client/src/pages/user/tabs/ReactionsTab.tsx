import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { ApiCallError } from '@/api/index.ts';
import { CustomEmoji, UnicodeEmoji, reactionEmojiName } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { NoteView, RelativeTime } from '@/note/index.ts';
import { PagedList } from '@/list/index.ts';
import { useUserReactions } from '@/queries/index.ts';

function ReactionMark({ reaction, note }: { reaction: string; note: entities.Note }) {
  const custom = reactionEmojiName(reaction);
  if (!custom) return <UnicodeEmoji char={reaction} />;
  return (
    <CustomEmoji name={custom} url={note.reactionEmojis[custom] ?? note.reactionEmojis[`${custom}@.`]} />
  );
}

/** `:name:` for a custom reaction, the emoji itself otherwise. */
function shortcodeOf(reaction: string): string {
  const custom = reactionEmojiName(reaction);
  return custom ? `:${custom}:` : reaction;
}

/** Whether the server refused because the reactions are private (Misskey's REACTIONS_NOT_PUBLIC). */
export function isReactionsNotPublic(error: unknown): boolean {
  return error instanceof ApiCallError && error.error.code === 'REACTIONS_NOT_PUBLIC';
}

/** The reactions tab: the notes the user reacted to, when the user publishes reactions. */
export function ReactionsTab({ user }: { user: entities.UserDetailed }) {
  const { me } = useMe();
  const list = useUserReactions(user.id);
  const name = user.name || user.username;
  if (!user.publicReactions && me?.id !== user.id) {
    return <p className="kumo-empty">{t('profileReactionsPrivate', { name })}</p>;
  }
  return (
    <PagedList
      query={list}
      empty={t('profileNoReactions')}
      errorMessage={(err) => (isReactionsNotPublic(err) ? t('profileReactionsPrivate', { name }) : null)}
    >
      {(items) => (
        <ul className="kumo-profile-reactions">
          {items.map((r) => (
            <li key={r.id}>
              <p className="kumo-profile-reacted">
                <span className="kumo-visually-hidden">
                  {t('profileReactedWith', { reaction: shortcodeOf(r.type) })}
                </span>
                <span aria-hidden className="kumo-profile-reacted-emoji">
                  <ReactionMark reaction={r.type} note={r.note} />
                </span>
                <RelativeTime date={r.createdAt} />
              </p>
              <NoteView note={r.note} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
