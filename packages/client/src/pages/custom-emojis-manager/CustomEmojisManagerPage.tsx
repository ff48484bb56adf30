import { IconCloud, IconMoodPlus, IconMoodSmile, IconUpload } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useEffect, useMemo, useState } from 'react';
import { useMe } from '@/account/index.ts';
import { chooseLocalFiles, showUploadError, useUploadFile } from '@/drive/index.ts';
import { pickDriveFiles } from '@/drive-manager/index.ts';
import { useCustomEmojis } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { NotFoundView, QueryView } from '@/list/index.ts';
import {
  useAddEmoji,
  useMeta,
  useAssignableRoles,
  useBulkEmojiChange,
  type BulkEmojiChange,
  useDeleteEmojis,
  useManagedEmojis,
  useSetEmojiCategory,
  useUpdateEmoji,
} from '@/queries/index.ts';
import {
  confirmDialog,
  inputText,
  LoadingView,
  openMenu,
  openModal,
  PageHeader,
  SelectField,
  Tabs,
  TextInput,
  toast,
} from '@/ui/index.ts';
import {
  categoriesOf,
  draftFromEmoji,
  draftFromFile,
  emojiFields,
  filterEmojis,
  NO_CATEGORY,
  splitAliases,
  type EmojiDraft,
} from './emoji-form.ts';
import { EmojiEditDialog, type EmojiEditResult } from './EmojiEditDialog.tsx';
import { EmojiManagerRow } from './EmojiManagerRow.tsx';
import { RemoteEmojis } from './RemoteEmojis.tsx';
import './emoji-manager.css';

type Emoji = entities.EmojiDetailed;

function Manager({ emojis }: { emojis: Emoji[] }) {
  const roles = useAssignableRoles();
  const add = useAddEmoji();
  const update = useUpdateEmoji();
  const remove = useDeleteEmojis();
  const setCategory = useSetEmojiCategory();
  const bulk = useBulkEmojiChange();
  const uploadFile = useUploadFile();
  const [query, setQuery] = useState('');
  const [category, setCategoryFilter] = useState('');
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const categories = useMemo(() => categoriesOf(emojis), [emojis]);
  const shown = useMemo(() => filterEmojis(emojis, query, category), [emojis, query, category]);

  const edit = (title: string, imageUrl: string, initial: EmojiDraft, deletable: boolean) =>
    openModal<EmojiEditResult>(
      (ctx) => (
        <EmojiEditDialog
          {...ctx}
          title={title}
          imageUrl={imageUrl}
          initial={initial}
          categories={categories}
          roles={roles.data ?? []}
          deletable={deletable}
        />
      ),
      { presentation: 'dialog' },
    );

  const addFrom = async (file: entities.DriveFile) => {
    const result = await edit(
      t('emojiManagerAdd'),
      file.thumbnailUrl ?? file.url,
      draftFromFile(file.name),
      false,
    );
    if (result?.kind !== 'save') return;
    if (await add.run({ ...emojiFields(result.draft), fileId: file.id })) toast(t('emojiManagerAdded'));
  };
  const openAddMenu = (anchor: HTMLElement) =>
    void openMenu(
      [
        {
          type: 'button',
          text: t('fromDrive'),
          icon: <IconCloud size={18} aria-hidden />,
          action: () =>
            void pickDriveFiles(false).then((files) => (files?.[0] ? addFrom(files[0]) : undefined)),
        },
        {
          type: 'button',
          text: t('emojiManagerUpload'),
          icon: <IconUpload size={18} aria-hidden />,
          action: () =>
            void chooseLocalFiles(false).then(async ([local]) => {
              if (!local) return;
              try {
                await addFrom(await uploadFile(local));
              } catch (err) {
                await showUploadError(err);
              }
            }),
        },
      ],
      anchor,
      { label: t('emojiManagerAdd') },
    );

  const deleteEmojis = async (ids: string[], names: string) => {
    if (!(await confirmDialog(t('emojiManagerDeleteConfirm', { names })))) return;
    if (await remove.run(ids)) setSelected((s) => s.filter((id) => !ids.includes(id)));
  };
  const open = async (e: Emoji) => {
    const result = await edit(t('emojiManagerEdit', { name: e.name }), e.url, draftFromEmoji(e), true);
    if (result?.kind === 'delete') await deleteEmojis([e.id], `:${e.name}:`);
    if (result?.kind === 'save') await update.run({ ...emojiFields(result.draft), id: e.id });
  };
  const changeCategory = async () => {
    const answer = await inputText({ title: t('emojiManagerSetCategory', { n: selected.length }) });
    if (answer.canceled) return;
    await setCategory.run({ ids: selected, category: answer.result.trim() || null });
  };
  const changeMany = async (kind: BulkEmojiChange['kind']) => {
    const answer = await inputText({ title: t(`emojiManagerBulk_${kind}`, { n: selected.length }) });
    if (answer.canceled) return;
    const text = answer.result.trim();
    const change: BulkEmojiChange =
      kind === 'set-license'
        ? { kind, ids: selected, license: text || null }
        : { kind, ids: selected, aliases: splitAliases(text) };
    if (await bulk.run(change)) toast(t('emojiManagerBulkDone', { n: selected.length }));
  };
  const openMoreMenu = (anchor: HTMLElement) =>
    void openMenu(
      (['add-aliases', 'remove-aliases', 'set-aliases', 'set-license'] as const).map((kind) => ({
        type: 'button' as const,
        text: t(`emojiManagerBulkAction_${kind}`),
        action: () => void changeMany(kind),
      })),
      anchor,
      { label: t('emojiManagerMoreChanges') },
    );
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

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
        <SelectField
          label={t('emojiManagerCategory')}
          value={category}
          onChange={setCategoryFilter}
          options={[
            { value: '', label: t('emojiManagerAllCategories') },
            { value: NO_CATEGORY, label: t('emojiUncategorized') },
            ...categories.map((c) => ({ value: c, label: c })),
          ]}
        />
        <div className="kumo-settings-actions">
          <button
            type="button"
            className="kumo-button primary"
            aria-haspopup="menu"
            onClick={(ev) => openAddMenu(ev.currentTarget)}
          >
            <IconMoodPlus size={16} aria-hidden />
            {t('emojiManagerAdd')}
          </button>
          <button
            type="button"
            className="kumo-button"
            aria-pressed={selecting}
            onClick={() => {
              setSelecting(!selecting);
              setSelected([]);
            }}
          >
            {t('emojiManagerSelect')}
          </button>
        </div>
      </div>
      {selecting && (
        <div className="kumo-emoji-manager-bulk" role="toolbar" aria-label={t('emojiManagerBulk')}>
          <span>{t('emojiManagerSelected', { n: selected.length })}</span>
          <button type="button" className="kumo-button" onClick={() => setSelected(shown.map((e) => e.id))}>
            {t('emojiManagerSelectShown')}
          </button>
          <button
            type="button"
            className="kumo-button"
            disabled={selected.length === 0}
            onClick={() => void changeCategory()}
          >
            {t('emojiManagerChangeCategory')}
          </button>
          <button
            type="button"
            className="kumo-button"
            aria-haspopup="menu"
            disabled={selected.length === 0}
            onClick={(ev) => openMoreMenu(ev.currentTarget)}
          >
            {t('emojiManagerMoreChanges')}
          </button>
          <button
            type="button"
            className="kumo-button danger"
            disabled={selected.length === 0}
            onClick={() =>
              void deleteEmojis(
                selected,
                emojis
                  .filter((e) => selected.includes(e.id))
                  .map((e) => `:${e.name}:`)
                  .join(' '),
              )
            }
          >
            {t('emojiManagerDeleteSelected')}
          </button>
        </div>
      )}
      <p className="kumo-caption">{t('customEmojisCount', { n: shown.length })}</p>
      {shown.length === 0 ? (
        <p className="kumo-empty">{t('emojiPickerNoResults')}</p>
      ) : (
        <ul className="kumo-emoji-manager-list">
          {shown.map((e) => (
            <EmojiManagerRow
              key={e.id}
              emoji={e}
              selecting={selecting}
              selected={selected.includes(e.id)}
              onSelect={(on) => toggle(e.id, on)}
              onOpen={() => void open(e)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /secure/custom-emojis-manager: the instance's custom emoji for those whose role lets them manage
 * them (everyone else gets "not found"): search, category filter, add, edit, delete, and for many at once
 * category, aliases and licence.
 */
export default function CustomEmojisManagerPage() {
  const { me } = useMe();
  const allowed = me?.policies.canManageCustomEmojis ?? false;
  const list = useManagedEmojis({ enabled: allowed });
  // the stream's emoji events (from this manager or another) change the shared list: read ours again
  const live = useCustomEmojis();
  const [tab, setTab] = useState<'local' | 'remote'>('local');
  // other servers' emoji exist only where the server federates
  const federates = (useMeta()?.federation ?? 'all') !== 'none';
  const { refetch } = list;
  useEffect(() => {
    if (allowed && live) void refetch();
  }, [live, allowed, refetch]);
  if (!me) return <LoadingView />;
  if (!allowed) return <NotFoundView />;
  return (
    <>
      <PageHeader
        title={t('emojiManager')}
        icon={<IconMoodSmile size={20} aria-hidden />}
        tabs={
          federates && (
            <Tabs<'local' | 'remote'>
              tabs={[
                { key: 'local', label: t('emojiManagerLocal') },
                { key: 'remote', label: t('emojiManagerRemote') },
              ]}
              value={tab}
              label={t('emojiManager')}
              onChange={setTab}
            />
          )
        }
      />
      {federates && tab === 'remote' ? (
        <RemoteEmojis />
      ) : (
        <QueryView query={list}>{(emojis) => <Manager emojis={emojis} />}</QueryView>
      )}
    </>
  );
}
