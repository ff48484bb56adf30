import { IconPencil, IconPlus, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { PagedList } from '@/list/index.ts';
import {
  useAdminAnnouncements,
  useCreateAnnouncement,
  useDeleteAnnouncement,
  useUpdateAnnouncement,
} from '@/queries/index.ts';
import { confirmDialog, PageHeader, Tabs, toast } from '@/ui/index.ts';
import { AnnouncementEditor } from './AnnouncementEditor.tsx';
import {
  createParams,
  draftOf,
  emptyDraft,
  updateParams,
  type AdminAnnouncement,
  type AnnouncementDraft,
} from './announcement-form.ts';
import './admin.css';

type Status = 'active' | 'archived';

/** /admin/announcements: what users are told, newest first; create, edit, archive and delete. */
export default function AdminAnnouncementsPage() {
  const [status, setStatus] = useState<Status>('active');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const list = useAdminAnnouncements(status);
  const createAnnouncement = useCreateAnnouncement();
  const updateAnnouncement = useUpdateAnnouncement();
  const deleteAnnouncement = useDeleteAnnouncement();

  const create = async (d: AnnouncementDraft) => {
    if (!(await createAnnouncement.run(createParams(d)))) return;
    setEditing(null);
    toast(t('adminAnnouncementPublished'));
  };
  const update = async (a: AdminAnnouncement, d: AnnouncementDraft) => {
    if (!(await updateAnnouncement.run(updateParams(a.id, d)))) return;
    setEditing(null);
    toast(t('adminSaved'));
  };
  const remove = async (a: AdminAnnouncement) => {
    if (!(await confirmDialog(t('adminAnnouncementDeleteConfirm', { title: a.title })))) return;
    await deleteAnnouncement.run(a.id);
  };

  return (
    <>
      <PageHeader
        title={t('admin.announcements')}
        icon={<IconSpeakerphone size={20} aria-hidden />}
        tabs={
          <Tabs<Status>
            tabs={[
              { key: 'active', label: t('adminAnnouncementsActive') },
              { key: 'archived', label: t('adminAnnouncementsArchived') },
            ]}
            value={status}
            label={t('adminAnnouncementsStatus')}
            onChange={setStatus}
          />
        }
      />
      <div className="kumo-page-body kumo-admin-page">
        {editing === 'new' ? (
          <AnnouncementEditor
            initial={emptyDraft()}
            isNew
            onSubmit={create}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <div className="kumo-admin-actions">
            <button type="button" className="kumo-button primary" onClick={() => setEditing('new')}>
              <IconPlus size={16} aria-hidden />
              {t('adminAnnouncementNew')}
            </button>
          </div>
        )}
        <PagedList query={list} empty={t('adminAnnouncementsNone')}>
          {(items) => (
            <ul className="kumo-admin-list" aria-label={t('admin.announcements')}>
              {items.map((a) =>
                editing === a.id ? (
                  <li key={a.id} className="kumo-admin-card">
                    <AnnouncementEditor
                      initial={draftOf(a)}
                      isNew={false}
                      onSubmit={(d) => update(a, d)}
                      onCancel={() => setEditing(null)}
                    />
                  </li>
                ) : (
                  <li key={a.id} className="kumo-admin-card">
                    <div className="kumo-admin-card-head">
                      <b>{a.title}</b>
                      <span className="kumo-admin-badge" data-icon={a.icon}>
                        {t(`adminAnnouncementIcon_${a.icon}`)}
                      </span>
                      <span className="kumo-admin-badge">{t(`adminAnnouncementDisplay_${a.display}`)}</span>
                    </div>
                    <div className="kumo-admin-card-text">
                      <Mfm text={a.text} />
                    </div>
                    <p className="kumo-caption">
                      {t('adminAnnouncementMeta', {
                        date: new Date(a.createdAt).toLocaleString(),
                        reads: a.reads,
                      })}
                      {a.userId && ` · ${t('adminAnnouncementPersonal')}`}
                    </p>
                    <div className="kumo-admin-actions">
                      <button type="button" className="kumo-button" onClick={() => setEditing(a.id)}>
                        <IconPencil size={16} aria-hidden />
                        {t('adminEdit')}
                      </button>
                      <button type="button" className="kumo-button" onClick={() => void remove(a)}>
                        <IconTrash size={16} aria-hidden />
                        {t('adminDelete')}
                      </button>
                    </div>
                  </li>
                ),
              )}
            </ul>
          )}
        </PagedList>
      </div>
    </>
  );
}
