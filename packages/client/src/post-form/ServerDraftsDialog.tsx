import { useId, type ReactNode } from 'react';
import type { MisskeyIoScheduledNote } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { Mfm } from '@/mfm/index.ts';
import {
  useCancelForkScheduledNote,
  useDeleteServerDraft,
  useForkScheduledNotes,
  useServerDrafts,
  type ServerDraft,
} from '@/queries/index.ts';
import { confirmDialog, openModal } from '@/ui/index.ts';
import { formatScheduleTime } from './schedule-rules.ts';

type OpenDraft = (d: ServerDraft) => Promise<boolean>;

const when = formatScheduleTime;

function DialogFrame({
  title,
  caption,
  children,
  onClose,
  extra,
}: {
  title: string;
  caption?: string;
  children: ReactNode;
  onClose: () => void;
  /** Another button beside Close. */
  extra?: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className="kumo-server-drafts" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <h2 id={titleId} className="kumo-server-drafts-title">
        {title}
      </h2>
      {caption && <p className="kumo-caption">{caption}</p>}
      <div className="kumo-server-drafts-list">{children}</div>
      <div className="kumo-dialog-buttons">
        {extra}
        <button type="button" className="kumo-button" data-autofocus onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}

/** One draft: its text (or content warning) as a plain line, when, and what can be done with it. */
function DraftRow({ draft, onOpen }: { draft: ServerDraft; onOpen: () => void }) {
  const remove = useDeleteServerDraft();
  const scheduled = draft.isActuallyScheduled && draft.scheduledAt != null;
  const excerpt = draft.cw ?? draft.text ?? '';
  return (
    <article className="kumo-server-draft" aria-label={excerpt || t('serverDraftEmptyText')}>
      <p className="kumo-server-draft-text">
        {excerpt ? <Mfm text={excerpt} plain author={draft.user} /> : t('serverDraftEmptyText')}
      </p>
      <p className="kumo-caption">
        {scheduled ? t('scheduledFor', { date: when(draft.scheduledAt!) }) : when(draft.createdAt)}
      </p>
      <div className="kumo-server-draft-actions">
        <button type="button" className="kumo-button primary" onClick={onOpen}>
          {scheduled ? t('scheduledNoteEdit') : t('serverDraftOpen')}
        </button>
        <button
          type="button"
          className="kumo-button danger"
          disabled={remove.isPending}
          onClick={async () => {
            if (scheduled && !(await confirmDialog(t('scheduledNoteCancelQuestion')))) return;
            await remove.run(draft.id);
          }}
        >
          {scheduled ? t('scheduledNoteCancel') : t('serverDraftDelete')}
        </button>
      </div>
    </article>
  );
}

function DraftList({
  scheduled,
  onOpen,
  close,
  onShowScheduled,
}: {
  scheduled: boolean;
  onOpen: OpenDraft;
  close: () => void;
  /** The drafts list offers the scheduled notes too (where the user may schedule). */
  onShowScheduled?: () => void;
}) {
  const list = useServerDrafts(scheduled);
  return (
    <DialogFrame
      title={scheduled ? t('scheduledNotesButton') : t('serverDraftsTitle')}
      caption={scheduled ? undefined : t('serverDraftsCaption')}
      onClose={close}
      extra={
        onShowScheduled && (
          <button type="button" className="kumo-button" onClick={onShowScheduled}>
            {t('scheduledNotesButton')}
          </button>
        )
      }
    >
      <PagedList
        query={list}
        empty={scheduled ? t('scheduledNotesEmpty') : t('serverDraftsEmpty')}
        renderItem={(d) => (
          <DraftRow key={d.id} draft={d} onOpen={() => void onOpen(d).then((opened) => opened && close())} />
        )}
      />
    </DialogFrame>
  );
}

/** A scheduled note of the MisskeyIO fork: it can only be canceled. */
function ForkRow({ item }: { item: MisskeyIoScheduledNote }) {
  const cancel = useCancelForkScheduledNote();
  const excerpt = item.note?.cw ?? item.note?.text ?? item.cw ?? item.text ?? '';
  return (
    <article className="kumo-server-draft" aria-label={excerpt || t('serverDraftEmptyText')}>
      <p className="kumo-server-draft-text">
        {excerpt ? <Mfm text={excerpt} plain /> : t('serverDraftEmptyText')}
      </p>
      {item.scheduledAt != null && (
        <p className="kumo-caption">{t('scheduledFor', { date: when(item.scheduledAt) })}</p>
      )}
      <div className="kumo-server-draft-actions">
        <button
          type="button"
          className="kumo-button danger"
          disabled={cancel.isPending}
          onClick={async () => {
            if (await confirmDialog(t('scheduledNoteCancelQuestion'))) await cancel.run(item.id);
          }}
        >
          {t('scheduledNoteCancel')}
        </button>
      </div>
    </article>
  );
}

function ForkList({ close }: { close: () => void }) {
  const list = useForkScheduledNotes();
  return (
    <DialogFrame title={t('scheduledNotesButton')} onClose={close}>
      <PagedList
        query={list}
        empty={t('scheduledNotesEmpty')}
        renderItem={(i) => <ForkRow key={i.id} item={i} />}
      />
    </DialogFrame>
  );
}

/** The drafts this user keeps on the server, to reopen in the form or delete. */
export async function openServerDrafts(onOpen: OpenDraft, withScheduled: boolean): Promise<void> {
  const next = await openModal<'scheduled'>(
    ({ close }) => (
      <DraftList
        scheduled={false}
        onOpen={onOpen}
        close={() => close()}
        onShowScheduled={withScheduled ? () => close('scheduled') : undefined}
      />
    ),
    { presentation: 'dialog' },
  );
  if (next === 'scheduled') await openScheduledNotes('drafts', onOpen);
}

/** The scheduled notes: upstream's to edit in the form or cancel, the fork's to cancel. */
export function openScheduledNotes(kind: 'drafts' | 'fork', onOpen: OpenDraft): Promise<void> {
  return openModal<void>(
    ({ close }) =>
      kind === 'fork' ? (
        <ForkList close={() => close()} />
      ) : (
        <DraftList scheduled onOpen={onOpen} close={() => close()} />
      ),
    { presentation: 'dialog' },
  );
}
