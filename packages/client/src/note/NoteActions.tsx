import { useQueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { openSigninDialog, useMe } from '@/account/index.ts';
import { ReactButton } from './ReactButton.tsx';
import { t } from '@/i18n/index.ts';
import { openPostForm } from '@/post-form/index.ts';
import { renoteNote } from '@/queries/index.ts';
import { showApiError, useApi } from '@/api/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { openMenu, toast, IconButton, type GlyphName } from '@/ui/index.ts';
import { openNoteMenu } from './lazy-note-menu.ts';
import { renoteMenuItems } from './renote-menu.tsx';
import { useNoteMenuSession } from './note-menu-session.ts';

/** A footer button that opens a menu at itself. */
function MenuOpener({
  label,
  icon,
  open,
  action,
}: {
  label: string;
  icon: GlyphName;
  open: (anchor: HTMLElement) => void;
  /** The note key that presses it (note-keys.ts). */
  action?: string;
}) {
  return (
    <IconButton
      className="kumo-note-action"
      data-note-action={action}
      label={label}
      icon={icon}
      size={18}
      aria-haspopup="menu"
      onClick={(e) => open(e.currentTarget)}
    />
  );
}

/** The "…" button: the note menu (copy, favorite, clip, pin, report, delete…). */
function MoreButton({ note }: { note: entities.Note }) {
  const session = useNoteMenuSession();
  return (
    <MenuOpener
      label={t('noteMenu')}
      action="menu"
      icon="dots"
      open={(a) => void openNoteMenu(note, session, a)}
    />
  );
}

/** The clip button (showClipButtonInNoteFooter): my clips, to add the note to one or make a new one. */
function ClipButton({ note }: { note: entities.Note }) {
  const session = useNoteMenuSession();
  // the clip menu's code comes with the note menu's, loaded when first asked for
  const open = (anchor: HTMLElement) =>
    void import('./clip-menu.tsx')
      .then(({ clipMenuItems }) => clipMenuItems(note, session.api))
      .then((items) => openMenu(items, anchor));
  return <MenuOpener label={t('noteMenuClip')} icon="paperclip" open={open} />;
}

/**
 * A visitor's footer: the same reply, renote and react buttons, each asking to sign in first (spec
 * P2 §8, as Misskey's), and the note menu.
 */
function VisitorActions({ note }: { note: entities.Note }) {
  const ask = () => void openSigninDialog();
  const action = (label: string, name: string, icon: 'arrow-back-up' | 'repeat' | 'plus', count = 0) => (
    <IconButton
      className="kumo-note-action"
      label={label}
      data-note-action={name}
      icon={icon}
      size={18}
      onClick={ask}
    >
      {count > 0 && <span>{count}</span>}
    </IconButton>
  );
  return (
    <footer className="kumo-note-footer">
      {action(t('reply'), 'reply', 'arrow-back-up', note.repliesCount)}
      {action(t('renote'), 'renote', 'repeat', note.renoteCount)}
      {action(t('react'), 'react', 'plus')}
      <MoreButton note={note} />
    </footer>
  );
}

/** The note footer: reply, renote or quote, react, clip, and the note menu. */
export function NoteActions({ note, onError }: { note: entities.Note; onError: (err: unknown) => void }) {
  const { account } = useMe();
  const api = useApi();
  const queryClient = useQueryClient();
  const clipButton = useSettingValue('showClipButtonInNoteFooter');
  const renoteNow = () =>
    void renoteNote(api, note).then(
      () => toast(t('renoted')),
      (err: unknown) => showApiError(err),
    );
  if (!account) return <VisitorActions note={note} />;
  const canRenote = note.visibility === 'public' || note.visibility === 'home';
  return (
    <footer className="kumo-note-footer">
      <IconButton
        className="kumo-note-action"
        label={t('reply')}
        data-note-action="reply"
        icon="arrow-back-up"
        size={18}
        onClick={() => void openPostForm({ reply: note })}
      >
        {note.repliesCount > 0 && <span>{note.repliesCount}</span>}
      </IconButton>
      <IconButton
        className="kumo-note-action"
        label={t('renote')}
        data-note-action="renote"
        icon="repeat"
        size={18}
        disabled={!canRenote}
        aria-haspopup="menu"
        onClick={(e) =>
          void openMenu(renoteMenuItems(note, renoteNow, { api, queryClient }), e.currentTarget, {
            label: t('renote'),
          })
        }
      >
        {note.renoteCount > 0 && <span>{note.renoteCount}</span>}
      </IconButton>
      <ReactButton note={note} onError={onError} />
      {clipButton && <ClipButton note={note} />}
      <MoreButton note={note} />
    </footer>
  );
}
