import { IconUserCog } from '@tabler/icons-react';
import { useState } from 'react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { UserName } from '@/mfm/index.ts';
import { useAdminMeta, useUpdateProxyAccount, useUsers } from '@/queries/index.ts';
import { Link, profilePath } from '@/router/index.ts';
import { Avatar, PageHeader, TextArea, toast } from '@/ui/index.ts';
import './admin.css';

function ProxyAccount({ user }: { user: entities.UserDetailed }) {
  const [description, setDescription] = useState(user.description ?? '');
  const save = useUpdateProxyAccount();
  return (
    <>
      <Link className="kumo-admin-card kumo-admin-user-row" to={profilePath(user)}>
        <Avatar user={user} size={48} />
        <span className="kumo-admin-user-text">
          <b>
            <UserName user={user} />
          </b>
          <span className="kumo-caption">@{user.username}</span>
        </span>
      </Link>
      <form
        className="kumo-admin-editor"
        onSubmit={(e) => {
          e.preventDefault();
          void save.run(description.trim() || null).then((r) => r && toast(t('adminSaved')));
        }}
      >
        <TextArea
          label={t('adminProxyDescription')}
          caption={t('adminProxyDescriptionHint')}
          value={description}
          onChange={setDescription}
          rows={4}
        />
        <div className="kumo-admin-actions">
          <button
            type="submit"
            className="kumo-button primary"
            disabled={save.isPending || description === (user.description ?? '')}
          >
            {t('save')}
          </button>
        </div>
      </form>
    </>
  );
}

/** The proxy account by its id; nothing while it loads. */
function ProxyAccountById({ id }: { id: string }) {
  const user = useUsers([id]).data?.[0];
  return user ? <ProxyAccount user={user} /> : null;
}

/**
 * /admin/proxy-account: the account the server acts as when it fetches from other servers for its
 * users (lists, antennas); its profile text says so to the servers it contacts. A server that
 * fetches nothing from others has none, and the page says so.
 */
export default function AdminProxyAccountPage() {
  const meta = useAdminMeta();
  return (
    <>
      <PageHeader title={t('admin.proxy-account')} icon={<IconUserCog size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <p className="kumo-caption">{t('adminProxyIntro')}</p>
        <QueryView query={meta}>
          {(m) => {
            const id = (m as { proxyAccountId?: string | null }).proxyAccountId;
            return id ? <ProxyAccountById id={id} /> : <p role="status">{t('adminProxyNone')}</p>;
          }}
        </QueryView>
      </div>
    </>
  );
}
