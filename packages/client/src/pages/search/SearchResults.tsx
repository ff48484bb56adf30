import { FollowButton } from '@/follow/index.ts';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { useNoteSearchFeed, useUser, useUserSearch, type UserSearchOrigin } from '@/queries/index.ts';
import { Timeline } from '@/timeline/index.ts';
import { LoadingView } from '@/ui/index.ts';
import { UserRow } from '@/user-card/index.ts';
import { authorRef, noteSearchParams, type SearchState } from './search-state.ts';

/** Notes found, newest first; an author given by name is looked up first. */
export function NoteResults({ state }: { state: SearchState }) {
  const ref = state.user ? authorRef(state.user) : null;
  const author = useUser(ref);
  // a name that cannot be an account, or one the server does not know
  if (state.user && (!ref || author.isError))
    return <p role="alert">{t('searchNoSuchUser', { user: state.user })}</p>;
  if (ref && !author.data) return <LoadingView />;
  return <NoteFeed state={state} userId={author.data?.id} />;
}

function NoteFeed({ state, userId }: { state: SearchState; userId: string | undefined }) {
  const feed = useNoteSearchFeed(noteSearchParams(state, userId));
  return <Timeline {...feed} empty={t('searchNothingFound')} />;
}

/** People found, as cards with a follow button. */
export function UserResults({ query, origin }: { query: string; origin: UserSearchOrigin }) {
  const found = useUserSearch(query, origin);
  return (
    <PagedList query={found} empty={t('searchNothingFound')}>
      {(users) => (
        <ul className="kumo-user-rows cards">
          {users.map((user) => (
            <UserRow key={user.id} user={user} avatarSize={52} actions={<FollowButton user={user} small />}>
              {user.description && (
                <Mfm text={user.description} plain author={user} emojiUrls={user.emojis} />
              )}
            </UserRow>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
