import { IconArrowDown, IconArrowUp, IconIcons, IconPhotoPlus, IconTrash, IconX } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { pickDriveFiles } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import { useDeleteGalleryPost, useGalleryPost, useSaveGalleryPost } from '@/queries/index.ts';
import {
  confirmDialog,
  EditorForm,
  FormSection,
  IconButton,
  PageHeader,
  Switch,
  TextArea,
  TextInput,
  useDraft,
} from '@/ui/index.ts';
import { moveItem, withPicked, GALLERY_MAX_FILES } from './gallery-files.ts';
import './gallery.css';

type PickedFile = Pick<entities.DriveFile, 'id' | 'name' | 'url' | 'thumbnailUrl' | 'type' | 'comment'>;

interface GalleryDraft {
  title: string;
  description: string;
  files: PickedFile[];
  isSensitive: boolean;
}

const EMPTY: GalleryDraft = { title: '', description: '', files: [], isSensitive: false };

/** /secure/gallery/new and /secure/gallery/{postId}/edit: title, description, pictures from the drive, sensitive. */
export default function GalleryEditPage({ params }: PageProps) {
  const postId = params.postId ?? null;
  const existing = useGalleryPost(postId ?? '', { enabled: postId !== null });
  const { draft, set, ready } = useDraft<GalleryDraft, entities.GalleryPost>(EMPTY, existing.data, (p) => ({
    title: p.title,
    description: p.description ?? '',
    files: p.files ?? [],
    isSensitive: p.isSensitive,
  }));
  const save = useSaveGalleryPost();
  const remove = useDeleteGalleryPost();
  const canSave = draft.title.trim() !== '' && draft.files.length > 0 && !save.isPending;

  const addFiles = async () => {
    const picked = await pickDriveFiles(true);
    if (picked?.length) set('files', withPicked(draft.files, picked));
  };
  const submit = async () => {
    if (!canSave) return;
    const done = await save.run({
      postId,
      body: {
        title: draft.title.trim(),
        description: draft.description.trim() || null,
        fileIds: draft.files.map((f) => f.id),
        isSensitive: draft.isSensitive,
      },
    });
    if (done) navigate(`/gallery/${done.result.id}`);
  };
  const del = async () => {
    if (!postId || !(await confirmDialog(t('galleryDeleteConfirm', { title: draft.title })))) return;
    if (await remove.run(postId)) navigate('/secure/gallery');
  };

  const title = postId ? t('galleryEditTitle') : t('galleryNew');
  const form = (
    <>
      <PageHeader title={title} icon={<IconIcons size={20} aria-hidden />} />
      <EditorForm
        title={title}
        className="kumo-page-body kumo-gallery-edit"
        onSave={() => void submit()}
        saveDisabled={!canSave}
      >
        <FormSection>
          <TextInput
            label={t('galleryTitle')}
            value={draft.title}
            onChange={(v) => set('title', v)}
            maxLength={256}
            required
          />
          <TextArea
            label={t('galleryDescription')}
            value={draft.description}
            onChange={(v) => set('description', v)}
            maxLength={2048}
          />
        </FormSection>
        <FormSection>
          <div className="kumo-field">
            <span>{t('galleryFiles', { count: draft.files.length, max: GALLERY_MAX_FILES })}</span>
            <ol className="kumo-gallery-edit-files">
              {draft.files.map((f, i) => (
                <li key={f.id}>
                  {f.type.startsWith('image/') ? (
                    <img src={f.thumbnailUrl ?? f.url} alt={f.comment ?? f.name} />
                  ) : (
                    <span className="kumo-gallery-edit-file-name">{f.name}</span>
                  )}
                  <span className="kumo-gallery-edit-file-actions">
                    <IconButton
                      label={t('galleryMoveUp', { name: f.name })}
                      icon={IconArrowUp}
                      size={16}
                      disabled={i === 0}
                      onClick={() => set('files', moveItem(draft.files, i, i - 1))}
                    />
                    <IconButton
                      label={t('galleryMoveDown', { name: f.name })}
                      icon={IconArrowDown}
                      size={16}
                      disabled={i === draft.files.length - 1}
                      onClick={() => set('files', moveItem(draft.files, i, i + 1))}
                    />
                    <IconButton
                      label={t('galleryRemoveFile', { name: f.name })}
                      icon={IconX}
                      size={16}
                      onClick={() =>
                        set(
                          'files',
                          draft.files.filter((x) => x.id !== f.id),
                        )
                      }
                    />
                  </span>
                </li>
              ))}
            </ol>
            <div className="kumo-lists-actions">
              <button
                type="button"
                className="kumo-button"
                disabled={draft.files.length >= GALLERY_MAX_FILES}
                onClick={() => void addFiles()}
              >
                <IconPhotoPlus size={16} aria-hidden />
                {t('galleryAddFiles')}
              </button>
            </div>
          </div>
          <Switch
            checked={draft.isSensitive}
            onChange={(v) => set('isSensitive', v)}
            label={t('gallerySensitive')}
          />
        </FormSection>
        {postId && (
          <FormSection>
            <button type="button" className="kumo-button danger" onClick={() => void del()}>
              <IconTrash size={16} aria-hidden />
              {t('galleryDelete')}
            </button>
          </FormSection>
        )}
      </EditorForm>
    </>
  );
  return postId ? <QueryView query={existing}>{() => ready && form}</QueryView> : form;
}
