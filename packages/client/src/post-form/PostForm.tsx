import { lazy, Suspense, useRef, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { IconCheck } from '@tabler/icons-react';
import { instanceOrigin, useNoteAs } from '@/queries/index.ts';
import { useAutocomplete } from '@/autocomplete/index.ts';
import { UploadProgressList } from '@/drive/index.ts';
import { t } from '@/i18n/index.ts';
import { confirmDialog, SEND_ANIMATION_MS } from '@/ui/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { AccountSwitch } from './AccountSwitch.tsx';
import { AttachmentList } from './AttachmentList.tsx';
import { HashtagsField } from './HashtagsField.tsx';
import { PostFormToolbar } from './PostFormToolbar.tsx';
import { PostPreview } from './PostPreview.tsx';
import { ScheduleField } from './ScheduleField.tsx';
import type { PostFormOptions } from './post-form-options.ts';
import { mentionOf } from './mentions.ts';
import { quoteIdFromPaste } from './quote-detection.ts';
import { TargetNote } from './TargetNote.tsx';
import { useCaretEdit } from './use-caret-edit.ts';
import { usePostForm } from './use-post-form.ts';
import { VisibilityControls } from './VisibilityControls.tsx';

// only some notes have a poll or named recipients: their editors load when first shown
const PollEditor = lazy(() => import('./PollEditor.tsx').then((m) => ({ default: m.PollEditor })));
const RecipientsField = lazy(() =>
  import('./RecipientsField.tsx').then((m) => ({ default: m.RecipientsField })),
);

interface PostFormProps {
  options?: PostFormOptions;
  /** After a successful post (the modal closes). */
  onPosted?: () => void;
  /** Escape: the modal closes; inline, the text area lets go of the focus. */
  onCancel?: () => void;
  /** Inside the modal the avatar column is left out. */
  variant?: 'inline' | 'modal';
}

/** Inserts text at the caret of a text area and returns the new value. */
function insertAtCaret(el: HTMLTextAreaElement, insert: string): string {
  const { selectionStart: start, selectionEnd: end, value } = el;
  return value.slice(0, start) + insert + value.slice(end);
}

/** The post form (spec P2 §1–§5), inline at the top of timelines or inside the modal of openPostForm. */
export function PostForm({ options = {}, onPosted, onCancel, variant = 'inline' }: PostFormProps) {
  const form = usePostForm(options, onPosted);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // @ users, # hashtags, : emoji, $[ effects (spec P2 §5); it takes Enter and Escape while open
  const suggestions = useAutocomplete({ textareaRef: textRef, value: form.text, onChange: form.setText });
  // read as the posting account, which may not be the signed-in one
  const quote = useNoteAs(form.quoteId, form.account ?? null);
  const busy = form.status === 'posting' || form.frozen;
  const showPreview = useSettingValue('showPreview');
  const applyEdit = useCaretEdit(textRef, form.text, form.setText);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void form.submit();
    } else if (e.key === 'Escape') {
      if (onCancel) {
        e.stopPropagation();
        onCancel();
      } else (e.target as HTMLElement).blur();
    }
  };
  const onPaste = async (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...e.clipboardData.files];
    if (files.length > 0) {
      e.preventDefault();
      form.attachments.uploadLocal(files, true);
      return;
    }
    const pasted = e.clipboardData.getData('text');
    // a link copied here, or the server's own link to the note (what Copy link gives)
    const quoteId = quoteIdFromPaste(pasted, location.origin) ?? quoteIdFromPaste(pasted, instanceOrigin());
    if (!quoteId || form.quoteId || options.renote) return;
    e.preventDefault();
    const el = e.currentTarget;
    if (await confirmDialog(t('quoteQuestion'))) form.setQuoteId(quoteId);
    else form.setText(insertAtCaret(el, pasted));
  };
  const onDrop = (e: DragEvent) => {
    if (e.dataTransfer.files.length === 0 || busy) return;
    e.preventDefault();
    form.attachments.uploadLocal([...e.dataTransfer.files]);
  };

  return (
    <form
      className="kumo-post-form"
      data-variant={variant}
      aria-label={t('postForm')}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
      onKeyDown={onKeyDown}
      onDragOver={(e) => e.dataTransfer.types.includes('Files') && e.preventDefault()}
      onDrop={onDrop}
    >
      {variant === 'inline' && <AccountSwitch form={form} />}
      <div className="kumo-post-form-body">
        {variant === 'modal' && (
          <div className="kumo-post-form-head">
            <AccountSwitch form={form} size={32} />
            {form.me && <span className="kumo-muted">{mentionOf(form.postAccount?.user ?? form.me)}</span>}
            {form.channel && <span className="kumo-post-channel">{form.channel.name}</span>}
          </div>
        )}
        {form.reply && <TargetNote note={form.reply} kind="reply" />}
        {form.useCw && (
          <input
            className="kumo-input kumo-post-cw"
            aria-label={t('contentWarning')}
            placeholder={t('cwPlaceholder')}
            value={form.cw}
            maxLength={100}
            readOnly={busy}
            onChange={(e) => form.setCw(e.target.value)}
          />
        )}
        <textarea
          ref={textRef}
          autoFocus={options.autofocus}
          className="kumo-post-text"
          aria-label={t('whatIsHappening')}
          placeholder={form.reply ? t('replyPlaceholder') : t('whatIsHappening')}
          value={form.text}
          rows={variant === 'modal' ? 5 : 3}
          onChange={(e) => form.setText(e.target.value)}
          onPaste={(e) => void onPaste(e)}
          readOnly={busy}
        />
        {suggestions}
        {showPreview && (
          <PostPreview
            text={form.text}
            cw={form.useCw ? form.cw : null}
            author={form.postAccount?.user ?? form.me ?? { host: null }}
          />
        )}
        {options.renote && <TargetNote note={options.renote} kind="quote" />}
        {form.quoteId && quote.data && (
          <TargetNote note={quote.data} kind="quote" onRemove={() => form.setQuoteId(null)} />
        )}
        {form.visibility.state.visibility === 'specified' && (
          <Suspense fallback={null}>
            <RecipientsField
              users={form.visibleUsers}
              onChange={form.setVisibleUsers}
              text={form.text}
              me={form.me ?? null}
              token={form.token}
            />
          </Suspense>
        )}
        <AttachmentList
          model={form.attachments}
          canMarkSensitive={!!form.account && !form.me?.policies?.alwaysMarkNsfw}
        />
        <UploadProgressList uploads={form.attachments.uploads} />
        {form.poll && (
          <Suspense fallback={null}>
            <PollEditor
              poll={form.poll}
              expiryValid={form.pollExpiryValid}
              onChange={form.setPoll}
              onRemove={() => form.setPoll(null)}
            />
          </Suspense>
        )}
        {form.withHashtags && <HashtagsField value={form.hashtags} onChange={form.setHashtags} />}
        <ScheduleField form={form} />
        {form.diceToRoll.length > 0 && (
          <p className="kumo-caption kumo-post-form-dice">
            {t('postFormDiceToRoll', { dice: form.diceToRoll.join(', ') })}
          </p>
        )}
        <div className="kumo-post-form-footer">
          <PostFormToolbar
            form={form}
            onInsert={(text) => {
              const el = textRef.current;
              form.setText(el ? insertAtCaret(el, text) : form.text + text);
              el?.focus();
            }}
            onEdit={applyEdit}
          />
          <div className="kumo-post-form-send">
            <VisibilityControls form={form} />
            {form.counter.show && (
              <span
                className="kumo-post-counter"
                data-over={form.counter.over || undefined}
                aria-live="polite"
              >
                {t('remainingCharacters', { n: form.counter.remaining })}
              </span>
            )}
            <button
              type="submit"
              className="kumo-button primary kumo-post-submit"
              disabled={!form.submittable}
              aria-busy={form.status === 'posting' || undefined}
            >
              {form.status === 'posting' ? (
                t('posting')
              ) : form.status === 'posted' ? (
                // spec P1 §9: the send animation (400 ms); none with reduced motion (base.css)
                <IconCheck
                  size={18}
                  aria-label={t('posted')}
                  className="kumo-post-sent"
                  style={{ animationDuration: `${SEND_ANIMATION_MS}ms` }}
                />
              ) : form.scheduleAt !== null ? (
                t('scheduleSubmit')
              ) : (
                t('post')
              )}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
