import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useCopyEmoji, useRemoteEmojis, type RemoteEmoji } from '@/queries/index.ts';
import { TextInput, toast } from '@/ui/index.ts';

function RemoteRow({ emoji, onCopy }: { emoji: RemoteEmoji; onCopy: () => void }) {
  const label = `:${emoji.name}@${emoji.host}:`;
  return (
    <li className="kumo-emoji-manager-row">
      <img
        src={emoji.url}
        alt=""
        className="kumo-emoji-manager-image"
        width={36}
        height={36}
        loading="lazy"
      />
      <span className="kumo-emoji-manager-text">
        <span className="kumo-ellipsis">:{emoji.name}:</span>
        <span className="kumo-caption kumo-ellipsis">{emoji.host}</span>
      </span>
      <button type="button" className="kumo-button" onClick={onCopy}>
        <IconCopy size={16} aria-hidden />
        {t('emojiManagerCopy')} <span className="kumo-visually-hidden">{label}</span>
      </button>
    </li>
  );
}

/** The manager's other tab: emoji this server has seen on others, searched by name and host, each copied in with one click. */
export function RemoteEmojis() {
  const [query, setQuery] = useState('');
  const [host, setHost] = useState('');
  const list = useRemoteEmojis({ query: query.trim(), host: host.trim() });
  const copy = useCopyEmoji();
  const copyIn = async (e: RemoteEmoji) => {
    if (await copy.run(e.id)) toast(t('emojiManagerCopied', { name: `:${e.name}:` }));
  };
  return (
    <div className="kumo-page-body kumo-emoji-manager">
      <div className="kumo-emoji-manager-toolbar">
        <TextInput
          type="search"
          label={t('customEmojisSearch')}
          value={query}
          onChange={setQuery}
          autoComplete="off"
        />
        <TextInput label={t('emojiManagerHost')} value={host} onChange={setHost} autoComplete="off" />
      </div>
      <PagedList query={list} empty={t('emojiManagerNoRemote')}>
        {(items) => (
          <ul
            className="kumo-emoji-manager-list kumo-emoji-manager-remote"
            aria-label={t('emojiManagerRemote')}
          >
            {items.map((e) => (
              <RemoteRow key={e.id} emoji={e} onCopy={() => void copyIn(e)} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
