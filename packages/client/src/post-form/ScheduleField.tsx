import { useId } from 'react';
import { t } from '@/i18n/index.ts';
import { fromDateTimeInput, toDateTimeInput } from './schedule-rules.ts';
import type { PostFormModel } from './use-post-form.ts';

const loadDialogs = () => import('./ServerDraftsDialog.tsx');

/** The time a scheduled note is posted at, under the text; the refusal of a time is said here. */
export function ScheduleField({ form }: { form: PostFormModel }) {
  const inputId = useId();
  const errorId = useId();
  const support = form.scheduleSupport;
  if (form.scheduleAt === null || !support) return null;
  return (
    <div className="kumo-post-schedule">
      <label htmlFor={inputId}>{t('scheduleAt')}</label>
      <input
        id={inputId}
        type="datetime-local"
        className="kumo-input"
        // no `min`: a past time is refused by the form in its own words, not by the browser's bubble
        value={toDateTimeInput(form.scheduleAt)}
        aria-invalid={form.scheduleError ? true : undefined}
        aria-describedby={form.scheduleError ? errorId : undefined}
        onChange={(e) => {
          const at = fromDateTimeInput(e.target.value);
          if (at !== null) form.setScheduleAt(at);
        }}
      />
      <button
        type="button"
        className="kumo-button"
        onClick={() =>
          void loadDialogs().then(({ openScheduledNotes }) =>
            openScheduledNotes(support.kind, (d) => form.openServerDraft(d)),
          )
        }
      >
        {t('scheduledNotesButton')}
      </button>
      <button type="button" className="kumo-button" onClick={() => form.setScheduleAt(null)}>
        {t('scheduleRemove')}
      </button>
      {form.scheduleError && (
        <p id={errorId} role="alert" className="kumo-post-schedule-error">
          {form.scheduleError}
        </p>
      )}
    </div>
  );
}
