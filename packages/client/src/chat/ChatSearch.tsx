import type { entities } from 'misskey-js';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useChatSearch, type ChatTarget } from '@/queries/index.ts';
import { ChatMessageView } from './ChatMessageView.tsx';

const NO_REACTIONS: ReadonlySet<string> = new Set();

/** Search in one conversation (`chat/messages/search`); results newest first. */
export function ChatSearch({
  target,
  meId,
  peer,
}: {
  target: ChatTarget;
  meId: string;
  peer?: entities.UserLite;
}) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = useChatSearch(target, query);
  return (
    <div className="kumo-chat-search">
      <form
        role="search"
        className="kumo-chat-search-form"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(text.trim());
        }}
      >
        <input
          type="search"
          className="kumo-input"
          aria-label={t('chatSearchPlaceholder')}
          placeholder={t('chatSearchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="kumo-button primary" disabled={!text.trim()}>
          {t('chatSearch')}
        </button>
      </form>
      {query && (
        <PagedList query={results} empty={t('chatSearchEmpty')}>
          {(items) => (
            <ol className="kumo-chat-message-list" aria-label={t('chatSearchResults')}>
              {items.map((m) => (
                <ChatMessageView
                  key={m.id}
                  message={m}
                  meId={meId}
                  writer={m.fromUserId === meId ? undefined : peer}
                  showName={target.kind === 'room'}
                  myReactions={NO_REACTIONS}
                />
              ))}
            </ol>
          )}
        </PagedList>
      )}
    </div>
  );
}
