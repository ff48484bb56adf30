import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import { lang, t } from '@/i18n/index.ts';
import { NoteView } from '@/note/index.ts';
import type { PageProps } from '@/router/index.ts';
import { LoadingView, PageHeader, Tabs } from '@/ui/index.ts';
import { QueryErrorView } from '@/list/index.ts';
import { onNotePosted } from '@/post-form/index.ts';
import { useAddPostedChild, useConversation, useNote } from '@/queries/index.ts';
import { conversationView } from './conversation.ts';
import { noteTabs, type NoteTab } from './note-tabs.ts';
import { ReactionsTab } from './ReactionsTab.tsx';
import { RenotesTab } from './RenotesTab.tsx';
import { ReplyTree } from './ReplyTree.tsx';
import './note-page.css';

/** The notes this one replies to, oldest first, with "show more" for long chains. */
function Conversation({ note }: { note: entities.Note }) {
  const query = useConversation(note.id);
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const { notes, hasMore } = conversationView(query.data.pages);
  return (
    <section className="kumo-conversation" aria-label={t('notePageConversation')}>
      {hasMore && (
        <div className="kumo-timeline-end">
          <button
            type="button"
            className="kumo-button"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('notePageShowMoreConversation')}
          </button>
        </div>
      )}
      {notes.map((n) => (
        <NoteView key={n.id} note={n} replyContext={false} />
      ))}
    </section>
  );
}

const TAB_LABEL = {
  replies: 'notePageReplies',
  renotes: 'notePageRenotes',
  reactions: 'notePageReactions',
} as const;

/** The conversation under a note: its replies and quotes, each with theirs nested below. */
function Replies({ noteId }: { noteId: string }) {
  // a reply written here (or anywhere while this is open) joins the tree at once
  const addPostedChild = useAddPostedChild();
  useEffect(() => onNotePosted(({ note }) => note && addPostedChild(note)), [addPostedChild]);
  return (
    <section className="kumo-note-replies" aria-label={t('notePageReplies')}>
      <ReplyTree noteId={noteId} empty={t('notePageNoReplies')} />
    </section>
  );
}

/** Under the note: its replies, and tabs for who renoted it and who reacted when anyone did. */
function NoteTabs({ note }: { note: entities.Note }) {
  const tabs = noteTabs(note);
  const [picked, setPicked] = useState<NoteTab>('replies');
  const tab = tabs.includes(picked) ? picked : 'replies';
  if (tabs.length === 1) return <Replies noteId={note.id} />;
  return (
    <>
      <div className="kumo-note-tabs">
        <Tabs<NoteTab>
          label={t('notePageTabs')}
          value={tab}
          onChange={setPicked}
          tabs={tabs.map((key) => ({ key, label: t(TAB_LABEL[key]) }))}
        />
      </div>
      <div className="kumo-note-tab-panel" role="tabpanel" aria-label={t(TAB_LABEL[tab])}>
        {tab === 'replies' && <Replies noteId={note.id} />}
        {tab === 'renotes' && <RenotesTab noteId={note.id} />}
        {tab === 'reactions' && <ReactionsTab note={note} />}
      </div>
    </>
  );
}

/** /notes/{noteId} and /secure/notes/{id}: the conversation above, the note itself, then its replies. */
export default function NotePage({ params }: PageProps) {
  const noteId = params.noteId ?? params.id ?? '';
  const note = useNote(noteId);
  return (
    <>
      <PageHeader
        title={t('note')}
        user={note.data?.user}
        subtitle={
          note.data &&
          new Intl.DateTimeFormat(lang(), { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(note.data.createdAt),
          )
        }
      />
      {note.isPending && <LoadingView />}
      {note.isError && <QueryErrorView error={note.error} onRetry={() => void note.refetch()} />}
      {note.data?.replyId && <Conversation note={note.data} />}
      {note.data && (
        <div className="kumo-note-focus" data-testid="note-focus">
          <NoteView note={note.data} replyContext={false} />
        </div>
      )}
      {note.data && <NoteTabs note={note.data} />}
    </>
  );
}
