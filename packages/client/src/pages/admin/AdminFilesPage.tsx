import { IconFiles } from '@tabler/icons-react';
import { useState } from 'react';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { useAdminFiles, useUser, type AdminFileFilter } from '@/queries/index.ts';
import { Link, type PageProps } from '@/router/index.ts';
import { PageHeader, SelectField, TextInput, formatFileSize } from '@/ui/index.ts';
import './admin.css';

type Origin = NonNullable<AdminFileFilter['origin']>;
const TYPES = ['', 'image/*', 'video/*', 'audio/*', 'text/*', 'application/*'] as const;
type TypeFilter = (typeof TYPES)[number];
const TYPE_LABELS: Record<TypeFilter, LocaleKey> = {
  '': 'adminFilesType_all',
  'image/*': 'adminFilesType_image',
  'video/*': 'adminFilesType_video',
  'audio/*': 'adminFilesType_audio',
  'text/*': 'adminFilesType_text',
  'application/*': 'adminFilesType_application',
};

/** The owner's id from the name typed (`alice` or `@alice`); undefined while it is looked up or unknown. */
function useOwnerId(name: string): { id: string | null | undefined; unknown: boolean } {
  const username = name.trim().replace(/^@/, '');
  const user = useUser(username ? { username, host: null } : null);
  if (!username) return { id: null, unknown: false };
  return { id: user.data?.id, unknown: user.isError };
}

/** /admin/files: every file of the server, newest first, by origin, type and owner; each opens its page. */
export default function AdminFilesPage({ query }: PageProps) {
  const [origin, setOrigin] = useState<Origin>('local');
  const [type, setType] = useState<TypeFilter>('');
  const [owner, setOwner] = useState(query.get('user') ?? '');
  const ownerId = useOwnerId(owner);
  const files = useAdminFiles({ origin, type: type || null, userId: ownerId.id ?? null });
  return (
    <>
      <PageHeader title={t('admin.files')} icon={<IconFiles size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <div className="kumo-admin-filters">
          <SelectField
            label={t('adminUsersOrigin')}
            value={origin}
            options={(['combined', 'local', 'remote'] as const).map((v) => ({
              value: v,
              label: t(`adminOrigin_${v}`),
            }))}
            onChange={setOrigin}
          />
          <SelectField
            label={t('adminFilesType')}
            value={type}
            options={TYPES.map((v) => ({
              value: v,
              label: t(TYPE_LABELS[v]),
            }))}
            onChange={setType}
          />
          <TextInput
            label={t('adminFilesOwner')}
            value={owner}
            onChange={setOwner}
            debounce
            placeholder="@alice"
            caption={ownerId.unknown ? t('adminFilesNoOwner') : undefined}
          />
        </div>
        {ownerId.unknown ? null : (
          <PagedList query={files} empty={t('adminFilesNone')}>
            {(items) => (
              <ul className="kumo-admin-list" aria-label={t('admin.files')}>
                {items.map((f) => (
                  <li key={f.id}>
                    <Link className="kumo-admin-card kumo-admin-file-row" to={`/admin/file/${f.id}`}>
                      {f.thumbnailUrl ? (
                        <img src={f.thumbnailUrl} alt="" width={48} height={48} loading="lazy" />
                      ) : (
                        <span className="kumo-admin-file-icon" aria-hidden>
                          {f.type.split('/')[0]}
                        </span>
                      )}
                      <span className="kumo-admin-user-text">
                        <b>{f.name}</b>
                        <span className="kumo-caption">
                          {f.type} · {formatFileSize(f.size)} · {f.user ? `@${f.user.username} · ` : ''}
                          <RelativeTime date={f.createdAt} />
                        </span>
                      </span>
                      {f.isSensitive && (
                        <span className="kumo-admin-badge" data-icon="warning">
                          {t('adminFileSensitive')}
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        )}
      </div>
    </>
  );
}
