import { useId } from 'react';
import { IconPlus, IconX } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { Switch } from '@/ui/index.ts';
import {
  addChoice,
  canAddChoice,
  formatDateInput,
  removeChoice,
  setChoice,
  showsOnlyOneChoiceWarning,
  type DurationUnit,
  type PollDraft,
  type PollExpiration,
} from './poll-rules.ts';

interface PollEditorProps {
  poll: PollDraft;
  /** False when the chosen end has passed (the form then refuses to post). */
  expiryValid: boolean;
  onChange: (poll: PollDraft) => void;
  onRemove: () => void;
}

const UNITS: DurationUnit[] = ['second', 'minute', 'hour', 'day'];

function unitLabel(unit: DurationUnit): string {
  switch (unit) {
    case 'second':
      return t('pollUnitSeconds');
    case 'minute':
      return t('pollUnitMinutes');
    case 'hour':
      return t('pollUnitHours');
    case 'day':
      return t('pollUnitDays');
  }
}

/** Spec P2 §5: choices (2 to 10), multiple answers, and the expiry. */
export function PollEditor({ poll, expiryValid, onChange, onRemove }: PollEditorProps) {
  const expiryId = useId();
  const expiryErrorId = useId();
  const nameId = useId();
  const invalidEnd = {
    'aria-invalid': !expiryValid || undefined,
    'aria-describedby': expiryValid ? undefined : expiryErrorId,
  };
  const set = (patch: Partial<PollDraft>) => onChange({ ...poll, ...patch });
  return (
    // named by the legend's text alone, not by the remove button inside it
    <fieldset className="kumo-poll-editor" aria-labelledby={nameId}>
      {/* the remove button sits in the legend, beside the name, so it never covers a choice's own × */}
      <legend className="kumo-poll-legend">
        <span id={nameId}>{t('poll')}</span>
        <button
          type="button"
          className="kumo-icon-button kumo-poll-remove"
          aria-label={t('removePoll')}
          onClick={onRemove}
        >
          <IconX size={16} aria-hidden />
        </button>
      </legend>
      {showsOnlyOneChoiceWarning(poll) && (
        <p className="kumo-poll-warning" role="status">
          {t('noOnlyOneChoice')}
        </p>
      )}
      <ol className="kumo-poll-choices">
        {poll.choices.map((choice, i) => (
          <li key={i}>
            <input
              className="kumo-input"
              value={choice}
              maxLength={50}
              aria-label={t('pollChoiceN', { n: i + 1 })}
              placeholder={t('pollChoiceN', { n: i + 1 })}
              onChange={(e) => onChange(setChoice(poll, i, e.target.value))}
            />
            <button
              type="button"
              className="kumo-icon-button"
              aria-label={t('removePollChoiceN', { n: i + 1 })}
              onClick={() => onChange(removeChoice(poll, i))}
            >
              <IconX size={16} aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="kumo-button"
        disabled={!canAddChoice(poll)}
        onClick={() => onChange(addChoice(poll))}
      >
        {canAddChoice(poll) ? (
          <>
            <IconPlus size={16} aria-hidden /> {t('addPollChoice')}
          </>
        ) : (
          t('noMore')
        )}
      </button>
      <Switch checked={poll.multiple} onChange={(multiple) => set({ multiple })} label={t('pollMultiple')} />
      <div className="kumo-poll-expiry">
        <label htmlFor={expiryId}>{t('pollExpiration')}</label>
        <select
          id={expiryId}
          className="kumo-input"
          value={poll.expiration}
          onChange={(e) => set({ expiration: e.target.value as PollExpiration })}
        >
          <option value="infinite">{t('pollInfinite')}</option>
          <option value="at">{t('pollAt')}</option>
          <option value="after">{t('pollAfter')}</option>
        </select>
        {poll.expiration === 'at' && (
          <>
            <input
              className="kumo-input"
              type="date"
              aria-label={t('pollEndDate')}
              min={formatDateInput(new Date())}
              {...invalidEnd}
              value={poll.atDate}
              onChange={(e) => set({ atDate: e.target.value })}
            />
            <input
              className="kumo-input"
              type="time"
              aria-label={t('pollEndTime')}
              {...invalidEnd}
              value={poll.atTime}
              onChange={(e) => set({ atTime: e.target.value })}
            />
          </>
        )}
        {poll.expiration === 'after' && (
          <>
            <input
              className="kumo-input"
              type="number"
              min={1}
              aria-label={t('pollDuration')}
              value={Number.isFinite(poll.after) ? poll.after : ''}
              onChange={(e) => set({ after: e.target.valueAsNumber })}
            />
            <select
              className="kumo-input"
              aria-label={t('pollDurationUnit')}
              value={poll.unit}
              onChange={(e) => set({ unit: e.target.value as DurationUnit })}
            >
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {unitLabel(u)}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {!expiryValid && (
        <p id={expiryErrorId} className="kumo-poll-error" role="alert">
          {t('pollExpiryInvalid')}
        </p>
      )}
    </fieldset>
  );
}
