import { useEffect, useId, useMemo, useState } from 'react';
import type { entities } from 'misskey-js';
import { apiAs, useApi } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useSetting } from '@/store/index.ts';
import { Avatar, openModal } from '@/ui/index.ts';
import { mentionOf } from './mentions.ts';

/** Results follow typing after this pause. */
const SEARCH_DELAY_MS = 250;

/** How many chosen users the picker offers again (recentlyUsedUsers), newest first, as Misskey keeps. */
export const RECENT_USERS_MAX = 15;

/** The recent list after choosing `id`: it goes first, once, and the oldest fall off. */
export function withRecentUser(recent: readonly string[], id: string): string[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, RECENT_USERS_MAX);
}

/** "alice", "@alice", "@alice@host.example" -> username and host. */
export function parseUserQuery(query: string): { username: string; host: string | null } {
  const [username = '', host = null] = query.trim().replace(/^@/, '').split('@');
  return { username, host: host || null };
}

function UserPicker({
  asToken,
  onPick,
  onCancel,
}: {
  /** Search as another signed-in account (posting as that account); default the signed-in one. */
  asToken?: string | null;
  onPick: (u: entities.UserLite) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const ownApi = useApi();
  const api = useMemo(() => (asToken === undefined ? ownApi : apiAs(asToken)), [asToken, ownApi]);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<entities.UserLite[]>([]);
  useEffect(() => {
    const { username, host } = parseUserQuery(query);
    if (username === '') return;
    let alive = true;
    const timer = setTimeout(() => {
      void api('users/search-by-username-and-host', { username, host, limit: 10, detail: false })
        .then((users) => {
          if (alive) setResults(users as entities.UserLite[]);
        })
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [query, api]);
  // with nothing typed, the users chosen here before (recentlyUsedUsers), as the server knows them now
  const [recentIds, setRecentIds] = useSetting('recentlyUsedUsers');
  // the list shown is the one the picker opened with (choosing closes it)
  const [openedWith] = useState(recentIds);
  const [recent, setRecent] = useState<entities.UserLite[]>([]);
  useEffect(() => {
    if (openedWith.length === 0) return;
    let alive = true;
    void api('users/show', { userIds: openedWith })
      .then((users) => {
        const list = (Array.isArray(users) ? users : [users]) as entities.UserLite[];
        const byId = new Map(list.map((u) => [u.id, u]));
        if (alive) setRecent(openedWith.flatMap((id) => byId.get(id) ?? []));
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [api, openedWith]);
  const typed = parseUserQuery(query).username !== '';
  const shown = typed ? results : recent;
  const pick = (u: entities.UserLite) => {
    setRecentIds(withRecentUser(recentIds, u.id));
    onPick(u);
  };

  return (
    <div className="kumo-user-picker" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <h2 id={titleId} className="kumo-drive-picker-title">
        {t('chooseUser')}
      </h2>
      <input
        className="kumo-input"
        type="search"
        aria-label={t('username')}
        placeholder="@username"
        value={query}
        data-autofocus
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul
        className="kumo-user-picker-results"
        aria-label={typed ? t('userSearchResults') : t('recentlyChosenUsers')}
      >
        {shown.map((u) => (
          <li key={u.id}>
            <button type="button" className="kumo-user-picker-item" onClick={() => pick(u)}>
              <Avatar user={u} size={32} />
              <span>
                <b>{u.name ?? u.username}</b> <span className="kumo-muted">{mentionOf(u)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="kumo-dialog-buttons">
        <button type="button" className="kumo-button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}

/** Spec P2 §2: the user picker; resolves with the chosen user, or undefined. */
export function pickUser(asToken?: string | null): Promise<entities.UserLite | undefined> {
  return openModal<entities.UserLite>(
    ({ close }) => <UserPicker asToken={asToken} onPick={close} onCancel={() => close()} />,
    { presentation: 'dialog' },
  );
}
