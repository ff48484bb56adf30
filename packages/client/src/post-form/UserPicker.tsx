import { useEffect, useId, useMemo, useState } from 'react';
import type { entities } from 'misskey-js';
import { apiAs, useApi } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { Avatar, openModal } from '@/ui/index.ts';
import { mentionOf } from './mentions.ts';

/** Results follow typing after this pause. */
const SEARCH_DELAY_MS = 250;

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
  const shown = parseUserQuery(query).username === '' ? [] : results;

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
      <ul className="kumo-user-picker-results" aria-label={t('userSearchResults')}>
        {shown.map((u) => (
          <li key={u.id}>
            <button type="button" className="kumo-user-picker-item" onClick={() => onPick(u)}>
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
