import {
  IconAntennaOff,
  IconCopy,
  IconInfoCircle,
  IconUser,
  IconEdit,
  IconExclamationCircle,
  IconExternalLink,
  IconLink,
  IconMessageOff,
  IconMessages,
  IconPaperclip,
  IconPin,
  IconPinnedOff,
  IconStar,
  IconStarOff,
  IconLanguage,
  IconTrash,
} from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import type { ReactNode } from 'react';
import {
  deleteNote,
  findNote,
  findUsers,
  noteState,
  reportUser,
  setFavorite,
  setPinned,
  setThreadMuted,
  translateNote,
  cachedServerMeta,
  instanceOrigin,
  removeNoteFromAntenna,
} from '@/queries/index.ts';
import { claimAchievement, deletedWithinMinute } from '@/achievements/index.ts';
import { showApiError, type Api } from '@/api/index.ts';
import { pluginMenuItems } from '@/plugin-hooks/index.ts';
import { lang, t, type LocaleKey } from '@/i18n/index.ts';
import { openPostForm } from '@/post-form/index.ts';
import {
  confirmDialog,
  openContextMenu,
  openMenu,
  toast,
  type MenuItem,
  copyToClipboard,
} from '@/ui/index.ts';
import { acctOf } from '@/router/index.ts';
import { authorMenuItems } from '@/user-menu/index.ts';
import { clipMenuItems } from './clip-menu.tsx';
import { editFormOptions } from './edit-options.ts';
import { noteMenuEntries, type NoteMenuKey, type NoteMenuState } from './note-menu-rules.ts';
import type { NoteMenuSession } from './note-menu-session.ts';
import { askReportComment } from './ReportDialog.tsx';

/** The note's address on the server it was posted to (this client's server for local notes). */
export function noteUrl(note: Pick<entities.Note, 'id'>): string {
  return `${instanceOrigin()}/notes/${note.id}`;
}

/** Runs a call; shows `done` as a toast when it worked and the generic error dialog when not. */
function call(run: () => Promise<unknown>, done: LocaleKey): () => void {
  return () =>
    void run()
      .then(() => toast(t(done)))
      .catch(showApiError);
}

async function deleteAndEdit(note: entities.Note, api: Api): Promise<void> {
  if (!(await confirmDialog(t('noteMenuDeleteAndEditConfirm')))) return;
  try {
    const recipients = await findUsers(
      api,
      note.visibility === 'specified' ? (note.visibleUserIds ?? []) : [],
    );
    let withReply = note;
    if (note.replyId && !note.reply) {
      const reply = await findNote(api, note.replyId);
      if (reply) withReply = { ...note, reply };
    }
    await deleteNote(api, note.id);
    void openPostForm(editFormOptions(withReply, recipients));
  } catch (err) {
    await showApiError(err);
  }
}

async function reportNote(note: entities.Note, api: Api): Promise<void> {
  const comment = await askReportComment(noteUrl(note), `@${acctOf(note.user)}`);
  if (comment === null) return;
  await reportUser(api, note.userId, comment)
    .then(() => toast(t('noteMenuReported')))
    .catch(showApiError);
}

/** The author as the server describes them to me (muted, blocked), for the author's submenu. */
async function authorItems(note: entities.Note, session: NoteMenuSession): Promise<MenuItem[]> {
  const [user] = await findUsers(session.api, [note.userId]).catch(() => []);
  return authorMenuItems({ ...note.user, ...user }, session.account?.id, session);
}

const ICONS: Record<NoteMenuKey, ReactNode> = {
  details: <IconInfoCircle size={18} />,
  copyContent: <IconCopy size={18} />,
  copyLink: <IconLink size={18} />,
  copyRemoteLink: <IconExternalLink size={18} />,
  translate: <IconLanguage size={18} />,
  favorite: <IconStar size={18} />,
  unfavorite: <IconStarOff size={18} />,
  clip: <IconPaperclip size={18} />,
  muteThread: <IconMessageOff size={18} />,
  unmuteThread: <IconMessages size={18} />,
  pin: <IconPin size={18} />,
  unpin: <IconPinnedOff size={18} />,
  author: <IconUser size={18} />,
  report: <IconExclamationCircle size={18} />,
  deleteAndEdit: <IconEdit size={18} />,
  delete: <IconTrash size={18} />,
};

const TEXTS: Record<Exclude<NoteMenuKey, 'author'>, LocaleKey> = {
  details: 'noteMenuDetails',
  copyContent: 'noteMenuCopyContent',
  copyLink: 'noteMenuCopyLink',
  copyRemoteLink: 'noteMenuCopyRemoteLink',
  translate: 'noteMenuTranslate',
  favorite: 'noteMenuFavorite',
  unfavorite: 'noteMenuUnfavorite',
  clip: 'noteMenuClip',
  muteThread: 'noteMenuMuteThread',
  unmuteThread: 'noteMenuUnmuteThread',
  pin: 'noteMenuPin',
  unpin: 'noteMenuUnpin',
  report: 'noteMenuReport',
  deleteAndEdit: 'noteMenuDeleteAndEdit',
  delete: 'noteMenuDelete',
};

function itemFor(key: NoteMenuKey, note: entities.Note, session: NoteMenuSession): MenuItem {
  // the author's entry is named by their address (a display name may be all custom emoji)
  const text = key === 'author' ? `@${acctOf(note.user)}` : t(TEXTS[key]);
  const icon = ICONS[key];
  const { api, queryClient } = session;
  const button = (action: () => void, danger = false): MenuItem => ({
    type: 'button',
    text,
    icon,
    action,
    danger,
  });
  switch (key) {
    case 'details':
      return { type: 'link', text, icon, href: `/notes/${note.id}` };
    case 'author':
      return { type: 'parent', text, icon, children: () => authorItems(note, session) };
    case 'copyContent':
      return button(() => void copyToClipboard(note.text ?? ''));
    case 'copyLink':
      return button(() => void copyToClipboard(noteUrl(note)));
    case 'copyRemoteLink':
      return button(() => void copyToClipboard(note.url ?? note.uri ?? ''));
    case 'translate':
      return button(() => void translateNote(api, note.id, lang()).catch(showApiError));
    case 'favorite':
      return button(
        call(async () => {
          await setFavorite(api, queryClient, note.id, true);
          claimAchievement('noteFavorited1', session.account?.id);
        }, 'noteMenuFavorited'),
      );
    case 'unfavorite':
      return button(call(() => setFavorite(api, queryClient, note.id, false), 'noteMenuUnfavorited'));
    case 'clip':
      // clip-menu still takes the token (its own migration); the rest of the menu calls through `api`
      return {
        type: 'parent',
        text,
        icon,
        children: () => clipMenuItems(note, session.api),
      };
    case 'muteThread':
      return button(call(() => setThreadMuted(api, note.id, true), 'noteMenuThreadMuted'));
    case 'unmuteThread':
      return button(call(() => setThreadMuted(api, note.id, false), 'noteMenuThreadUnmuted'));
    case 'pin':
      // a pin changes the profile's pinned notes: my entry takes the answer, my profile is read again
      return button(call(() => setPinned(api, queryClient, note.id, true), 'noteMenuPinned'));
    case 'unpin':
      return button(call(() => setPinned(api, queryClient, note.id, false), 'noteMenuUnpinned'));
    case 'report':
      return button(() => void reportNote(note, api), true);
    case 'deleteAndEdit':
      return button(() => void deleteAndEdit(note, api), true);
    case 'delete':
      return button(async () => {
        if (!(await confirmDialog(t('noteMenuDeleteConfirm')))) return;
        const deleted = await deleteNote(api, note.id).then(
          () => true,
          (err: unknown) => showApiError(err).then(() => false),
        );
        // only one's own note counts (moderators can delete others')
        if (deleted && note.userId === session.account?.id && deletedWithinMinute(note.createdAt, Date.now()))
          claimAchievement('noteDeletedWithin1min', session.account?.id);
      }, true);
  }
}

/** The note menu's entries for this viewer, with the viewer's favorite and thread-mute state read first. */
export async function noteMenuItems(note: entities.Note, session: NoteMenuSession): Promise<MenuItem[]> {
  const { account, me } = session;
  let state: NoteMenuState | null = null;
  if (account) state = await noteState(session.api, note.id).catch(() => null);
  const viewer = account
    ? {
        id: account.id,
        isAdmin: me?.isAdmin ?? account.isAdmin,
        isModerator: me?.isModerator ?? account.isModerator,
        pinnedNoteIds: me?.pinnedNoteIds ?? [],
        // as Misskey: the server offers a translator and the viewer's roles allow it
        canTranslate:
          cachedServerMeta(session.queryClient)?.translatorAvailable === true &&
          me?.policies?.canUseTranslator !== false,
      }
    : null;
  const items = noteMenuEntries(note, viewer, state).map((key): MenuItem =>
    key === 'divider' ? { type: 'divider' } : itemFor(key, note, session),
  );
  const { antennaId } = session;
  if (antennaId && account)
    items.push(
      { type: 'divider' },
      {
        type: 'button',
        text: t('noteMenuRemoveFromAntenna'),
        icon: <IconAntennaOff size={18} />,
        action: call(
          () => removeNoteFromAntenna(session.api, session.queryClient, antennaId, note.id),
          'noteMenuRemovedFromAntenna',
        ),
      },
    );
  items.push(...pluginMenuItems('note_action', note));
  if (session.devMode)
    items.push(
      { type: 'divider' },
      {
        type: 'button',
        text: t('noteMenuCopyId'),
        icon: ICONS.copyLink,
        action: () => void copyToClipboard(note.id),
      },
    );
  return items;
}

/** Opens the note menu next to the "…" button. */
export async function openNoteMenu(note: entities.Note, session: NoteMenuSession, anchor: HTMLElement) {
  await openMenu(await noteMenuItems(note, session), anchor, { label: t('noteMenu') });
}

/** Opens the note menu where the note was right-clicked (or long-pressed). */
export async function openNoteContextMenu(
  note: entities.Note,
  session: NoteMenuSession,
  point: { clientX: number; clientY: number },
) {
  await openContextMenu(await noteMenuItems(note, session), point, { label: t('noteMenu') });
}
