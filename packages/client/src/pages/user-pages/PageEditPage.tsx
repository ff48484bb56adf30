import { IconNotes, IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { pickDriveFiles } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import { instanceOrigin, useDeletePage, usePage, useSavePage } from '@/queries/index.ts';
import {
  confirmDialog,
  EditorForm,
  FormSection,
  newLocalId,
  PageHeader,
  SelectField,
  Switch,
  Tabs,
  TextArea,
  TextInput,
  useDraft,
} from '@/ui/index.ts';
import { PageContent, pagePath } from '@/page-view/index.ts';
import { BlockList, type BlockEditorContext } from './BlockEditor.tsx';
import { bodyOfDraft, draftOfPage, emptyPageDraft, previewOfDraft, type PageDraft } from './page-draft.ts';
import './user-pages.css';

type EditorTab = 'edit' | 'preview';

function EyeCatchingImage({
  draft,
  set,
}: {
  draft: PageDraft;
  set: ReturnType<typeof useDraft<PageDraft, entities.Page>>['set'];
}) {
  const image = draft.eyeCatchingImage;
  const pick = async () => {
    const [file] = (await pickDriveFiles(false)) ?? [];
    if (file) set('eyeCatchingImage', file);
  };
  return (
    <div className="kumo-field">
      <span>{t('pageEyeCatchingImage')}</span>
      {image && (
        <img
          className="kumo-page-edit-eyecatch"
          src={image.thumbnailUrl ?? image.url}
          alt={image.comment ?? image.name}
        />
      )}
      <div className="kumo-lists-actions">
        <button type="button" className="kumo-button" onClick={() => void pick()}>
          <IconPhoto size={16} aria-hidden />
          {image ? t('pageEyeCatchingImageChange') : t('pageEyeCatchingImagePick')}
        </button>
        {image && (
          <button type="button" className="kumo-button" onClick={() => set('eyeCatchingImage', null)}>
            <IconX size={16} aria-hidden />
            {t('pageEyeCatchingImageRemove')}
          </button>
        )}
      </div>
    </div>
  );
}

/** /secure/pages/new and /secure/pages/edit/{id}: a page's fields and blocks, a preview, save and delete. */
export default function PageEditPage({ params }: PageProps) {
  const pageId = params.initPageId ?? null;
  const { account, me } = useMe();
  const existing = usePage({ pageId: pageId ?? '' }, { enabled: pageId !== null });
  const [empty] = useState(() => emptyPageDraft(newLocalId()));
  const { draft, set, setDraft, ready } = useDraft<PageDraft, entities.Page>(
    empty,
    existing.data,
    draftOfPage,
  );
  const [tab, setTab] = useState<EditorTab>('edit');
  const save = useSavePage();
  const remove = useDeletePage();
  const canSave = draft.title.trim() !== '' && draft.name.trim() !== '' && !save.isPending;

  const ctx: BlockEditorContext = {
    edit: (change) => setDraft((d) => ({ ...d, content: change(d.content) })),
    files: draft.files,
    onFilePicked: (file) => setDraft((d) => ({ ...d, files: { ...d.files, [file.id]: file } })),
  };
  const submit = async () => {
    if (!canSave || !account) return;
    const done = await save.run({ pageId, body: bodyOfDraft(draft, existing.data) });
    if (done) navigate(pagePath({ name: draft.name.trim(), user: account }));
  };
  const del = async () => {
    if (!pageId || !(await confirmDialog(t('pageDeleteConfirm', { title: draft.title })))) return;
    if (await remove.run(pageId)) navigate('/secure/pages');
  };

  const title = pageId ? t('pageEditTitle') : t('pageNew');
  // shown as a reader would type it (decodeURI keeps the escapes of / ? # that the name needs)
  const address = account
    ? decodeURI(`${instanceOrigin()}${pagePath({ name: draft.name.trim() || '…', user: account })}`)
    : '';
  const editor = (
    <EditorForm
      title={title}
      className="kumo-page-body kumo-page-edit"
      onSave={() => void submit()}
      saveDisabled={!canSave}
      onDelete={pageId ? () => void del() : undefined}
      deleteLabel={t('pageDelete')}
    >
      <FormSection>
        <TextInput
          label={t('pageTitle')}
          value={draft.title}
          onChange={(v) => set('title', v)}
          maxLength={256}
          required
        />
        <TextArea
          label={t('pageSummary')}
          value={draft.summary}
          onChange={(v) => set('summary', v)}
          maxLength={2048}
        />
        <TextInput
          label={t('pageName')}
          value={draft.name}
          onChange={(v) => set('name', v)}
          maxLength={256}
          required
          caption={t('pageNameCaption', { address })}
        />
      </FormSection>
      <FormSection>
        <SelectField
          label={t('pageFont')}
          value={draft.font}
          onChange={(v) => set('font', v)}
          options={[
            { value: 'sans-serif', label: t('pageFontSans') },
            { value: 'serif', label: t('pageFontSerif') },
          ]}
        />
        <Switch
          checked={draft.alignCenter}
          onChange={(v) => set('alignCenter', v)}
          label={t('pageAlignCenter')}
        />
        <Switch
          checked={draft.hideTitleWhenPinned}
          onChange={(v) => set('hideTitleWhenPinned', v)}
          label={t('pageHideTitleWhenPinned')}
        />
        <EyeCatchingImage draft={draft} set={set} />
      </FormSection>
      <FormSection>
        <h2 className="kumo-page-edit-heading">{t('pageContents')}</h2>
        <BlockList blocks={draft.content} parentId={null} ctx={ctx} />
      </FormSection>
    </EditorForm>
  );
  const view =
    tab === 'edit' ? (
      editor
    ) : (
      <div className="kumo-page-body">
        {me && <PageContent preview page={previewOfDraft(draft, me, existing.data)} />}
      </div>
    );
  return (
    <>
      <PageHeader
        title={title}
        icon={<IconNotes size={20} aria-hidden />}
        tabs={
          <Tabs
            label={title}
            value={tab}
            onChange={setTab}
            tabs={[
              { key: 'edit', label: t('pageTabEdit') },
              { key: 'preview', label: t('pageTabPreview') },
            ]}
          />
        }
      />
      {pageId ? <QueryView query={existing}>{() => ready && view}</QueryView> : view}
    </>
  );
}
