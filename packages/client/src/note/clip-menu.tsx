import { IconCheck, IconPaperclip, IconPlus } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { claimAchievement } from '@/achievements/index.ts';
import { ApiCallError, showApiError, type Api } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { confirmDialog, inputText, toast, type MenuItem } from '@/ui/index.ts';

const ALREADY_CLIPPED = '734806c4-542c-463a-9311-15c512803965';

async function addToClip(note: entities.Note, clip: entities.Clip, api: Api): Promise<void> {
  try {
    await api('clips/add-note', { clipId: clip.id, noteId: note.id });
    claimAchievement('noteClipped1');
    toast(t('noteMenuClipped', { name: clip.name }));
  } catch (err) {
    // as Misskey: choosing a clip that already holds the note offers to take it out
    if (err instanceof ApiCallError && err.error.id === ALREADY_CLIPPED) {
      if (!(await confirmDialog(t('noteMenuRemoveFromClipConfirm', { name: clip.name })))) return;
      await api('clips/remove-note', { clipId: clip.id, noteId: note.id })
        .then(() => toast(t('noteMenuUnclipped', { name: clip.name })))
        .catch(showApiError);
      return;
    }
    await showApiError(err);
  }
}

async function createClipWithNote(note: entities.Note, api: Api): Promise<void> {
  const name = await inputText({
    title: t('noteMenuNewClipTitle'),
    placeholder: t('clipPageName'),
    maxLength: 100,
  });
  if (name.canceled || !name.result.trim()) return;
  try {
    const clip = await api('clips/create', { name: name.result.trim(), isPublic: false });
    await api('clips/add-note', { clipId: clip.id, noteId: note.id });
    claimAchievement('noteClipped1');
    toast(t('noteMenuClipped', { name: clip.name }));
  } catch (err) {
    await showApiError(err);
  }
}

/**
 * The clip sub-menu (calls through the signed-in account's `api`): "new clip" and then my clips. Clips known to hold the note already (public
 * ones, from notes/clips) carry a check mark; choosing one of those offers to remove the note.
 */
export async function clipMenuItems(note: entities.Note, api: Api): Promise<MenuItem[]> {
  const [clips, holding] = await Promise.all([
    api('clips/list', { limit: 100 }),
    api('notes/clips', { noteId: note.id }).catch(() => [] as entities.Clip[]),
  ]);
  const held = new Set(holding.map((c) => c.id));
  const items: MenuItem[] = [
    {
      type: 'button',
      text: t('noteMenuNewClip'),
      icon: <IconPlus size={18} />,
      action: () => void createClipWithNote(note, api),
    },
  ];
  if (clips.length > 0) items.push({ type: 'divider' });
  for (const clip of clips) {
    items.push({
      type: 'button',
      text: clip.name,
      icon: held.has(clip.id) ? <IconCheck size={18} /> : <IconPaperclip size={18} />,
      action: () => void addToClip(note, clip, api),
    });
  }
  return items;
}
