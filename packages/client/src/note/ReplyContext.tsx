import type { MouseEvent } from 'react';
import { useState } from 'react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { useGoTo } from '@/router/index.ts';
import { Avatar } from '@/ui/index.ts';
import { CwToggle } from './CwToggle.tsx';
import { NoteHeader } from './NoteHeader.tsx';
import { describeHiddenContent } from './cw-summary.ts';
import { replyParentGone, truncatesReplyPreview } from './reply-preview.ts';

/** A click on the preview opens the parent, unless it was on one of its own links or buttons or chose text. */
function opensParent(e: MouseEvent<HTMLElement>): boolean {
  const target = e.target as Element;
  if (target.closest('a, button, input, label, [role="button"]')) return false;
  return (window.getSelection()?.toString() ?? '') === '';
}

function ParentText({ parent }: { parent: entities.Note }) {
  const [open, setOpen] = useState(false);
  const files = parent.files?.length ?? 0;
  const text = parent.text && (
    <div className="kumo-reply-context-text" data-truncated={truncatesReplyPreview(parent.text) || undefined}>
      <Mfm text={parent.text} author={parent.user} emojiUrls={parent.emojis} nyaize="respect" />
    </div>
  );
  const rest = files > 0 && (
    <div className="kumo-reply-context-files">{describeHiddenContent({ chars: 0, files, poll: false })}</div>
  );
  if (parent.cw == null)
    return (
      <>
        {text}
        {rest}
      </>
    );
  return (
    <>
      <CwToggle note={parent} open={open} onToggle={() => setOpen(!open)} />
      {open && text}
      {open && rest}
    </>
  );
}

/**
 * The note a reply answers, drawn small and dimmed above it in lists (as Misskey's client does); a
 * click opens the parent's page. The parent comes embedded in the reply (`reply`): no request.
 */
export function ReplyContext({ note }: { note: entities.Note }) {
  const goTo = useGoTo();
  if (!note.replyId) return null;
  if (replyParentGone(note) || !note.reply)
    return <p className="kumo-reply-context kumo-reply-context-gone">{t('replyParentGone')}</p>;
  const parent = note.reply;
  return (
    <div
      className="kumo-reply-context"
      data-reply-parent-id={parent.id}
      onClick={(e) => {
        if (opensParent(e)) goTo(`/notes/${parent.id}`);
      }}
    >
      <Avatar user={parent.user} size={28} />
      <div className="kumo-reply-context-body">
        <NoteHeader note={parent} />
        <ParentText parent={parent} />
      </div>
    </div>
  );
}
