import { noteKeyAction, runNoteKey } from './note-keys.ts';
import type { entities } from 'misskey-js';
import { memo, useEffect, useMemo, useState } from 'react';
import { SafeInterrupted, useInterrupted } from '@/plugin-hooks/index.ts';
import { t } from '@/i18n/index.ts';
import { Link, acctOf, profilePath } from '@/router/index.ts';
import { Avatar, Glyph, openDialog } from '@/ui/index.ts';
import { isPureRenote } from './acct.ts';
import { NoteBody } from './NoteBody.tsx';
import { NoteHeader } from './NoteHeader.tsx';
import { NoteReactions } from './NoteReactions.tsx';
import { ReplyContext } from './ReplyContext.tsx';
import { useLiveNote } from './live-notes.ts';
import { markShown, shouldCollapseRenote, wasShown } from './renote-collapse.ts';
import { useSettingValue } from '@/store/index.ts';
import { useUserHoverCard } from '@/user-card/index.ts';
import { NoteActions } from './NoteActions.tsx';
import { openNoteContextMenu } from './lazy-note-menu.ts';
import { useNoteMenuSession } from './note-menu-session.ts';
import { wantsNoteMenu } from './context-menu-target.ts';
import { describeError } from '@/api/index.ts';

function showActionError(err: unknown) {
  void openDialog({ type: 'error', text: describeError(err) });
}

function QuotedNote({ note }: { note: entities.Note }) {
  return (
    <div className="kumo-quote">
      <NoteHeader note={note} />
      <NoteBody note={note} />
    </div>
  );
}

/**
 * A note; memoised, so a list re-render does not redraw notes that did not change. Plugins' view
 * interruptors see the note (a pure renote with its renoted note) and may change or hide it.
 */
export const NoteView = memo(function NoteView({
  note: given,
  replyContext = true,
}: {
  note: entities.Note;
  /** Draws the note it replies to above it; off where the conversation is shown anyway (its page). */
  replyContext?: boolean;
}) {
  const live = useLiveNote(given);
  const liveShown = useLiveNote(isPureRenote(live) ? live.renote : live);
  const note = useMemo(
    () => (liveShown === live || !isPureRenote(live) ? live : { ...live, renote: liveShown }),
    [live, liveShown],
  );
  const viewed = useInterrupted('note_view_interruptor', note);
  if (viewed.hidden) return null;
  if (viewed.value === note) return <NoteFrame note={note} replyContext={replyContext} />;
  return (
    <SafeInterrupted
      kind="note_view_interruptor"
      original={note}
      changed={viewed.value}
      render={(n) => <NoteFrame note={n} replyContext={replyContext} />}
    />
  );
});

function NoteFrame({ note, replyContext }: { note: entities.Note; replyContext: boolean }) {
  const renoter = isPureRenote(note) ? note.user : null;
  const shown = isPureRenote(note) ? note.renote : note;
  const session = useNoteMenuSession();
  const { account } = session;
  const avatarCard = useUserHoverCard(shown.user);
  const collapseSetting = useSettingValue('collapseRenotes');
  const pickerOnRightClick = useSettingValue('useReactionPickerForContextMenu');
  const [collapsed, setCollapsed] = useState(() =>
    renoter
      ? shouldCollapseRenote({
          setting: collapseSetting,
          myId: account?.id ?? null,
          renoterId: renoter.id,
          authorId: shown.userId,
          alreadyShown: wasShown(shown.id),
        })
      : false,
  );
  useEffect(() => markShown(shown.id), [shown.id]);
  if (note.deletedAt || shown.deletedAt) return null;
  if (collapsed && renoter)
    return (
      <article className="kumo-note kumo-note-collapsed" aria-label={t('note')} data-note-id={shown.id}>
        <Glyph name="repeat" size={16} />
        <span>{t('renotedBy', { name: renoter.name || renoter.username })}</span>
        <span className="kumo-note-collapsed-text">{shown.text ?? shown.cw ?? ''}</span>
        <button type="button" className="kumo-link-button" onClick={() => setCollapsed(false)}>
          {t('showContent')}
        </button>
      </article>
    );
  return (
    <article
      className="kumo-note"
      aria-label={t('note')}
      data-note-id={shown.id}
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget) return;
        const action = noteKeyAction(e);
        if (action && runNoteKey(e.currentTarget, action)) {
          e.preventDefault();
          e.stopPropagation();
        }
      }}
      onContextMenu={(e) => {
        if (!wantsNoteMenu(e.target, window.getSelection()?.toString() ?? '')) return;
        e.preventDefault();
        // with useReactionPickerForContextMenu, a right-click reacts (the picker, at the react button)
        const react =
          pickerOnRightClick && e.currentTarget.querySelector<HTMLButtonElement>('.kumo-react-button');
        if (react && !shown.myReaction) react.click();
        else void openNoteContextMenu(shown, session, e);
      }}
    >
      {renoter && (
        <div className="kumo-renoted-by">
          <Glyph name="repeat" size={16} />
          <Link to={profilePath(renoter)}>{t('renotedBy', { name: renoter.name || renoter.username })}</Link>
        </div>
      )}
      {replyContext && <ReplyContext note={shown} />}
      <div className="kumo-note-main">
        <Link
          to={profilePath(shown.user)}
          className="kumo-note-avatar"
          aria-label={`@${acctOf(shown.user)}`}
          {...avatarCard.anchorProps}
        >
          <Avatar user={shown.user} />
        </Link>
        {avatarCard.preview}
        <div className="kumo-note-content">
          <NoteHeader note={shown} />
          {shown.reply && (
            <Link to={`/notes/${shown.reply.id}`} className="kumo-note-reply-to">
              {t('replyingTo', { acct: `@${acctOf(shown.reply.user)}` })}
            </Link>
          )}
          <NoteBody note={shown} />
          {shown.renote && <QuotedNote note={shown.renote} />}
          <NoteReactions note={shown} onError={showActionError} />
          <NoteActions note={shown} onError={showActionError} />
        </div>
      </div>
    </article>
  );
}
