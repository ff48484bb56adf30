import { useState, type KeyboardEvent } from 'react';
import { IconCheck } from '@tabler/icons-react';
import { api } from '../api/index.ts';
import { describeError } from '../api/describe-error.ts';
import { useMe } from '../account/index.ts';
import { t } from '../i18n/index.ts';
import { maxNoteTextLength, useMeta } from '../instance/meta.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { loadDraft, removeDraft, saveDraft } from './draft-store.ts';
import { canSubmit, remainingCounter } from './submit-rules.ts';

type FormState = 'idle' | 'posting' | 'posted';

/** The inline post form: text only in this version. What was typed survives reloads and failed posts. */
export function PostForm({ draftKey = 'note' }: { draftKey?: string }) {
  const { account, me } = useMe();
  const meta = useMeta();
  const [text, setText] = useState(() => loadDraft(draftKey)?.text ?? '');
  const [state, setState] = useState<FormState>('idle');
  const [error, setError] = useState<string | null>(null);
  const max = maxNoteTextLength(meta);
  const counter = remainingCounter(text.length, max);
  const submittable = canSubmit({
    posting: state === 'posting',
    frozen: false,
    text,
    fileCount: 0,
    pollChoices: null,
    hasRenote: false,
    hasQuote: false,
    cwEnabled: false,
    cw: '',
    maxTextLength: max,
  });

  const update = (value: string) => {
    setText(value);
    saveDraft(draftKey, { text: value });
    if (state === 'posted') setState('idle');
  };

  const submit = async () => {
    if (!submittable || !account) return;
    setState('posting');
    setError(null);
    try {
      await api('notes/create', { text, visibility: 'public' }, account.token);
      removeDraft(draftKey);
      setText('');
      setState('posted');
    } catch (err) {
      setError(t('postFailed', { message: describeError(err) }));
      setState('idle');
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="kumo-post-form"
      aria-label={t('postForm')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {me && <Avatar user={me} size={40} />}
      <div className="kumo-post-form-body">
        <textarea
          className="kumo-post-text"
          aria-label={t('whatIsHappening')}
          placeholder={t('whatIsHappening')}
          value={text}
          rows={3}
          onChange={(e) => update(e.target.value)}
          onKeyDown={onKeyDown}
          readOnly={state === 'posting'}
        />
        {error && (
          <div className="kumo-alert" role="alert">
            {error}
          </div>
        )}
        <div className="kumo-post-form-footer">
          {counter.show && (
            <span className="kumo-post-counter" data-over={counter.over || undefined} aria-live="polite">
              {t('remainingCharacters', { n: counter.remaining })}
            </span>
          )}
          <button type="submit" className="kumo-button primary" disabled={!submittable}>
            {state === 'posting' ? (
              t('posting')
            ) : state === 'posted' ? (
              <IconCheck size={18} aria-label={t('posted')} />
            ) : (
              t('post')
            )}
          </button>
        </div>
      </div>
    </form>
  );
}
