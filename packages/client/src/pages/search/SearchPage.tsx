import { IconHash, IconSearch, IconUser, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { useChannel } from '@/queries/index.ts';
import { Link, navigate, profilePath, type PageProps } from '@/router/index.ts';
import { PageHeader, SelectField, Tabs, TextInput } from '@/ui/index.ts';
import { NoteResults, UserResults } from './SearchResults.tsx';
import {
  parseSearch,
  searchHref,
  searchShortcut,
  type HostScope,
  type SearchKind,
  type SearchState,
} from './search-state.ts';
import './search.css';

/**
 * /secure/search?q=…&type=note|user: notes (by words, author, server and channel, when the server's
 * policies allow searching notes) and people. The address holds the search, so it can be shared.
 */
export default function SearchPage({ query }: PageProps) {
  const current = parseSearch(query);
  // the form edits a draft of the address's search; searching writes it to the address
  return <SearchForm key={query.toString()} current={current} />;
}

/** Choices from their keys and the strings that name them, as tabs (`key`) or options (`value`). */
function labelled<K extends string>(names: Record<K, LocaleKey>, as: 'key'): Array<{ key: K; label: string }>;
function labelled<K extends string>(
  names: Record<K, LocaleKey>,
  as: 'value',
): Array<{ value: K; label: string }>;
function labelled<K extends string>(names: Record<K, LocaleKey>, as: 'key' | 'value') {
  return (Object.entries(names) as Array<[K, LocaleKey]>).map(([k, name]) => ({ [as]: k, label: t(name) }));
}

function SearchForm({ current }: { current: SearchState }) {
  const { me } = useMe();
  const [draft, setDraft] = useState(current);
  const set = (patch: Partial<SearchState>) => setDraft((d) => ({ ...d, ...patch }));
  const search = (next: SearchState) => navigate(searchHref(next));
  const canSearchNotes = me?.policies?.canSearchNotes ?? false;
  const shortcut = searchShortcut(current.q);
  const channel = useChannel(current.channelId || null).data;

  return (
    <>
      <PageHeader
        title={t('search')}
        icon={<IconSearch size={20} aria-hidden />}
        tabs={
          <Tabs<SearchKind>
            label={t('searchKind')}
            value={current.type}
            onChange={(type) => search({ ...draft, type })}
            tabs={labelled<SearchKind>({ note: 'searchNotes', user: 'searchUsers' }, 'key')}
          />
        }
      />
      <div className="kumo-page-body kumo-search">
        <form
          className="kumo-search-form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            search(draft);
          }}
        >
          <div className="kumo-search-query">
            <input
              className="kumo-input"
              type="search"
              aria-label={t('searchQuery')}
              placeholder={
                current.type === 'note' ? t('searchNotesPlaceholder') : t('searchUsersPlaceholder')
              }
              value={draft.q}
              onChange={(e) => set({ q: e.target.value })}
            />
            <button type="submit" className="kumo-button primary">
              <IconSearch size={16} aria-hidden />
              {t('search')}
            </button>
          </div>
          {current.type === 'note' ? (
            <div className="kumo-search-options">
              <TextInput
                label={t('searchFromUser')}
                placeholder="@username"
                value={draft.user}
                onChange={(user) => set({ user: user.replace(/^@/, '') })}
              />
              <SelectField<HostScope>
                label={t('searchServer')}
                value={draft.scope}
                onChange={(scope) => set({ scope })}
                options={labelled<HostScope>(
                  { all: 'searchServerAll', local: 'searchServerLocal', specified: 'searchServerSpecified' },
                  'value',
                )}
              />
              {draft.scope === 'specified' && (
                <TextInput
                  label={t('searchHost')}
                  placeholder="misskey.example"
                  value={draft.host}
                  onChange={(host) => set({ host })}
                />
              )}
              {current.channelId && (
                <p className="kumo-search-channel">
                  {t('searchInChannel', { channel: channel?.name ?? '…' })}
                  <button
                    type="button"
                    className="kumo-button"
                    onClick={() => search({ ...draft, channelId: '' })}
                  >
                    <IconX size={14} aria-hidden />
                    {t('searchAllChannels')}
                  </button>
                </p>
              )}
            </div>
          ) : (
            <div className="kumo-search-options">
              <SelectField
                label={t('searchOrigin')}
                value={draft.origin}
                onChange={(origin) => set({ origin })}
                options={labelled(
                  {
                    combined: 'searchOriginCombined',
                    local: 'searchOriginLocal',
                    remote: 'searchOriginRemote',
                  },
                  'value',
                )}
              />
            </div>
          )}
        </form>

        {shortcut?.kind === 'tag' && (
          <Link className="kumo-search-shortcut" to={`/tags/${encodeURIComponent(shortcut.tag)}`}>
            <IconHash size={16} aria-hidden />
            {t('searchOpenTag', { tag: shortcut.tag })}
          </Link>
        )}
        {shortcut?.kind === 'user' && (
          <Link className="kumo-search-shortcut" to={profilePath(shortcut)}>
            <IconUser size={16} aria-hidden />
            {t('searchOpenUser', {
              acct: shortcut.host ? `@${shortcut.username}@${shortcut.host}` : `@${shortcut.username}`,
            })}
          </Link>
        )}

        {current.q.trim() === '' ? (
          <p className="kumo-search-hint">{t('searchHint')}</p>
        ) : current.type === 'user' ? (
          <UserResults query={current.q.trim()} origin={current.origin} />
        ) : canSearchNotes ? (
          <NoteResults state={current} />
        ) : (
          <p className="kumo-search-hint" role="status">
            {t('searchNotesUnavailable')}
          </p>
        )}
      </div>
    </>
  );
}
