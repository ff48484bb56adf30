import { IconEye, IconEyeOff, IconFile, IconTrash } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { RelativeTime } from '@/note/index.ts';
import {
  useAdminDeleteFile,
  useAdminFile,
  useMarkFileSensitive,
  useUsers,
  type AdminFileInfo,
} from '@/queries/index.ts';
import { Link, navigate, type PageProps } from '@/router/index.ts';
import { confirmDialog, FormSection, PageHeader, toast, formatFileSize } from '@/ui/index.ts';
import './admin.css';

function Preview({ file }: { file: AdminFileInfo }) {
  if (!file.url) return null;
  if (file.type.startsWith('image/'))
    return <img className="kumo-admin-file-preview" src={file.url} alt={file.comment || file.name} />;
  if (file.type.startsWith('video/'))
    return (
      <video
        className="kumo-admin-file-preview"
        src={file.url}
        controls
        preload="metadata"
        aria-label={file.name}
      />
    );
  if (file.type.startsWith('audio/'))
    return <audio src={file.url} controls preload="metadata" aria-label={file.name} />;
  return null;
}

function FileView({ file }: { file: AdminFileInfo }) {
  const owner = useUsers(file.userId ? [file.userId] : []).data?.[0];
  const mark = useMarkFileSensitive();
  const remove = useAdminDeleteFile();
  const del = async () => {
    if (!(await confirmDialog(t('adminFileDeleteConfirm', { name: file.name })))) return;
    if (await remove.run(file.id)) {
      toast(t('adminFileDeleted', { name: file.name }));
      navigate('/admin/files');
    }
  };
  return (
    <div className="kumo-page-body kumo-admin-page">
      <Preview file={file} />
      <div className="kumo-admin-actions">
        {file.url && (
          <a className="kumo-button" href={file.url} target="_blank" rel="noopener noreferrer">
            {t('adminFileOpen')}
          </a>
        )}
        <button
          type="button"
          className="kumo-button"
          disabled={mark.isPending}
          onClick={() =>
            void mark
              .run({ fileId: file.id, isSensitive: !file.isSensitive })
              .then((r) => r && toast(t(file.isSensitive ? 'adminFileUnmarked' : 'adminFileMarked')))
          }
        >
          {file.isSensitive ? <IconEye size={18} aria-hidden /> : <IconEyeOff size={18} aria-hidden />}
          {t(file.isSensitive ? 'adminFileUnmark' : 'adminFileMark')}
        </button>
        <button
          type="button"
          className="kumo-button danger"
          disabled={remove.isPending}
          onClick={() => void del()}
        >
          <IconTrash size={18} aria-hidden />
          {t('adminFileDelete')}
        </button>
      </div>
      <FormSection title={t('adminFileDetails')}>
        <dl className="kumo-admin-facts">
          <dt>{t('adminFileName')}</dt>
          <dd>{file.name}</dd>
          <dt>{t('adminFileType')}</dt>
          <dd>{file.type}</dd>
          <dt>{t('adminFileSize')}</dt>
          <dd>{formatFileSize(file.size)}</dd>
          <dt>{t('adminFileCreated')}</dt>
          <dd>
            <RelativeTime date={file.createdAt} />
          </dd>
          <dt>{t('adminFileOwner')}</dt>
          <dd>
            {owner ? (
              <Link to={`/secure/user-info/${owner.id}`}>@{owner.username}</Link>
            ) : (
              (file.userId ?? t('adminFileNoOwner'))
            )}
          </dd>
          <dt>{t('adminFileState')}</dt>
          <dd>{t(file.isSensitive ? 'adminFileSensitive' : 'adminFileNotSensitive')}</dd>
          <dt>{t('adminFileComment')}</dt>
          <dd>{file.comment || '—'}</dd>
          <dt>MD5</dt>
          <dd className="kumo-admin-mono">{file.md5}</dd>
        </dl>
      </FormSection>
    </div>
  );
}

/** /admin/file/{fileId}: one file, who uploaded it; mark it sensitive or delete it. */
export default function AdminFilePage({ params }: PageProps) {
  const file = useAdminFile(params.fileId!);
  return (
    <>
      <PageHeader title={file.data?.name ?? t('admin.files')} icon={<IconFile size={20} aria-hidden />} />
      <QueryView query={file}>{(f) => <FileView file={f} />}</QueryView>
    </>
  );
}
