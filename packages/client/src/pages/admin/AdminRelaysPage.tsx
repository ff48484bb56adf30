import { IconPlus, IconRelationManyToMany, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useAddRelay, useRelays, useRemoveRelay } from '@/queries/index.ts';
import { confirmDialog, IconButton, PageHeader, TextInput, toast } from '@/ui/index.ts';
import './admin.css';

const validInbox = (v: string) => /^https?:\/\/\S+$/i.test(v.trim());

/** /admin/relays: the relays that pass public notes between servers; add one by its inbox, remove one. */
export default function AdminRelaysPage() {
  const relays = useRelays();
  const add = useAddRelay();
  const remove = useRemoveRelay();
  const [inbox, setInbox] = useState('');
  const bad = inbox.trim() !== '' && !validInbox(inbox);
  return (
    <>
      <PageHeader title={t('admin.relays')} icon={<IconRelationManyToMany size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <p className="kumo-caption">{t('adminRelaysIntro')}</p>
        <form
          className="kumo-admin-assign"
          onSubmit={(e) => {
            e.preventDefault();
            void add.run(inbox.trim()).then((r) => r && (setInbox(''), toast(t('adminRelayAdded'))));
          }}
        >
          <TextInput
            label={t('adminRelayInbox')}
            value={inbox}
            onChange={setInbox}
            type="url"
            placeholder="https://relay.example/inbox"
            aria-invalid={bad || undefined}
            caption={bad ? t('adminMetaInvalid_url') : undefined}
          />
          <button
            type="submit"
            className="kumo-button primary"
            disabled={!validInbox(inbox) || add.isPending}
          >
            <IconPlus size={18} aria-hidden />
            {t('adminRelayAdd')}
          </button>
        </form>
        <QueryView query={relays}>
          {(list) =>
            list.length === 0 ? (
              <p className="kumo-caption">{t('adminRelaysNone')}</p>
            ) : (
              <ul className="kumo-admin-list" aria-label={t('admin.relays')}>
                {list.map((r) => (
                  <li key={r.id} className="kumo-admin-card kumo-admin-card-head">
                    <b>{r.inbox}</b>
                    <span
                      className="kumo-admin-badge"
                      data-icon={
                        r.status === 'accepted' ? 'success' : r.status === 'rejected' ? 'error' : 'warning'
                      }
                    >
                      {t(`adminRelayStatus_${r.status}`)}
                    </span>
                    <IconButton
                      label={t('adminRelayRemove', { inbox: r.inbox })}
                      icon={IconTrash}
                      disabled={remove.isPending}
                      onClick={() =>
                        void confirmDialog(t('adminRelayRemoveConfirm', { inbox: r.inbox })).then(
                          (ok) => ok && void remove.run(r.inbox),
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </div>
    </>
  );
}
