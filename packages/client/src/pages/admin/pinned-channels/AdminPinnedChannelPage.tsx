import { IconDeviceTv } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { NotFoundView, QueryView } from '@/list/index.ts';
import { useAdminMeta, useChannelSearch, useUpdateMeta } from '@/queries/index.ts';
import { FormSection, moveItem, PageHeader, TextInput, toast } from '@/ui/index.ts';
import { MAX_PINNED_CHANNELS, orderChanged, withPinned } from './pinned-order.ts';
import { PinnedChannelRow } from './PinnedChannelRow.tsx';
import '../admin.css';

function ChannelFinder({ pinned, onPin }: { pinned: string[]; onPin: (id: string) => void }) {
  const [query, setQuery] = useState('');
  const q = query.trim();
  const found = useChannelSearch(q ? { query: q, nameOnly: true } : null);
  return (
    <>
      <TextInput
        type="search"
        label={t('adminPinnedChannelSearch')}
        value={query}
        onChange={setQuery}
        autoComplete="off"
      />
      {q && (
        <QueryView query={found}>
          {(channels) =>
            channels.length === 0 ? (
              <p className="kumo-caption">{t('adminPinnedChannelNoMatch')}</p>
            ) : (
              <ul className="kumo-admin-list" aria-label={t('adminPinnedChannelResults')}>
                {channels.map((c) => (
                  <li key={c.id} className="kumo-admin-card kumo-pinned-channel">
                    <span className="kumo-pinned-channel-name">{c.name}</span>
                    <button
                      type="button"
                      className="kumo-button"
                      disabled={pinned.includes(c.id) || pinned.length >= MAX_PINNED_CHANNELS}
                      onClick={() => onPin(c.id)}
                    >
                      {pinned.includes(c.id) ? t('adminPinnedChannelAlready') : t('adminPinnedChannelPin')}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      )}
    </>
  );
}

function PinnedChannels({ saved }: { saved: string[] }) {
  const [ids, setIds] = useState(saved);
  const update = useUpdateMeta();
  const save = async () => {
    if (await update.run({ pinnedLtlChannelIds: ids })) toast(t('adminSaved'));
  };
  return (
    <div className="kumo-page-body kumo-admin-page">
      <p className="kumo-caption">{t('adminPinnedChannelIntro')}</p>
      <FormSection title={t('adminPinnedChannelList', { n: ids.length, max: MAX_PINNED_CHANNELS })}>
        {ids.length === 0 ? (
          <p className="kumo-caption">{t('adminPinnedChannelNone')}</p>
        ) : (
          <ol className="kumo-admin-list" aria-label={t('admin.pinnedChannel')}>
            {ids.map((id, i) => (
              <PinnedChannelRow
                key={id}
                channelId={id}
                first={i === 0}
                last={i === ids.length - 1}
                onMove={(delta) => setIds(moveItem(ids, i, delta))}
                onRemove={() => setIds(ids.filter((x) => x !== id))}
              />
            ))}
          </ol>
        )}
        <div className="kumo-admin-actions">
          <button
            type="button"
            className="kumo-button primary"
            disabled={update.isPending || !orderChanged(ids, saved)}
            onClick={() => void save()}
          >
            {t('save')}
          </button>
        </div>
      </FormSection>
      <FormSection title={t('adminPinnedChannelAdd')}>
        <ChannelFinder pinned={ids} onPin={(id) => setIds(withPinned(ids, id))} />
      </FormSection>
    </div>
  );
}

/**
 * /admin/pinnedChannel: the channels a server shows beside its local timeline (a setting of Misskey
 * forks, `pinnedLtlChannelIds`): pinned from a search, put in order, unpinned. Not found on servers
 * without it.
 */
export default function AdminPinnedChannelPage() {
  const meta = useAdminMeta();
  return (
    <>
      <PageHeader title={t('admin.pinnedChannel')} icon={<IconDeviceTv size={20} aria-hidden />} />
      <QueryView query={meta}>
        {(m) => {
          const saved = (m as { pinnedLtlChannelIds?: string[] }).pinnedLtlChannelIds;
          return Array.isArray(saved) ? <PinnedChannels saved={saved} /> : <NotFoundView />;
        }}
      </QueryView>
    </>
  );
}
