import { useEffect, useId, useRef, useState } from 'react';
import { t } from '@/i18n/index.ts';
import { DialogPanel, OkCancel, openModal } from '@/ui/index.ts';

const MAX_COMMENT = 2048;

function ReportForm({
  initial,
  acct,
  onSubmit,
  onCancel,
}: {
  initial: string;
  acct: string;
  onSubmit: (comment: string) => void;
  onCancel: () => void;
}) {
  const [comment, setComment] = useState(initial);
  const field = useRef<HTMLTextAreaElement>(null);
  // the caret goes after the prefilled link, where the reporter starts typing
  useEffect(() => {
    const el = field.current;
    if (el) el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  const hintId = useId();
  const length = [...comment].length;
  const valid = comment.trim() !== '' && length <= MAX_COMMENT;
  return (
    <DialogPanel
      title={t('noteMenuReportTitle', { acct })}
      buttons={
        <OkCancel
          onOk={() => onSubmit(comment)}
          onCancel={onCancel}
          okDisabled={!valid}
          okLabel={t('noteMenuReportSend')}
        />
      }
    >
      <div className="kumo-field">
        <textarea
          ref={field}
          className="kumo-input kumo-report-comment"
          rows={6}
          value={comment}
          aria-label={t('noteMenuReportComment')}
          aria-describedby={hintId}
          aria-invalid={!valid || undefined}
          data-autofocus
          onChange={(e) => setComment(e.target.value)}
        />
        <p id={hintId} className="kumo-dialog-caption" data-invalid={length > MAX_COMMENT || undefined}>
          {t('noteMenuReportHint')}
        </p>
      </div>
    </DialogPanel>
  );
}

/** Asks what is wrong with a note; resolves the comment, or null when canceled. */
export async function askReportComment(noteUrl: string, acct: string): Promise<string | null> {
  const initial = `${t('noteMenuReportNoteLine', { url: noteUrl })}\n-----\n`;
  const result = await openModal<string>(
    ({ close }) => <ReportForm initial={initial} acct={acct} onSubmit={close} onCancel={() => close()} />,
    { presentation: 'dialog' },
  );
  return result ?? null;
}
