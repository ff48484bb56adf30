import { IconRocket, IconRocketOff } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import type { PostFormModel } from './use-post-form.ts';
import { visibilityDescription, visibilityLabel, VisibilityIcon } from './visibility-labels.tsx';

/** The visibility button (with its picker) and the local-only toggle (spec P2 §4). */
export function VisibilityControls({ form }: { form: PostFormModel }) {
  const { state, constraints } = form.visibility;
  const disabled = form.frozen || form.status === 'posting';
  const label = visibilityLabel(state.visibility);
  return (
    <div className="kumo-post-visibility">
      <button
        type="button"
        className="kumo-chip-button"
        aria-label={t('visibilityIs', { value: label })}
        title={constraints.visibilityLocked ? t('visibilityLocked') : visibilityDescription(state.visibility)}
        disabled={disabled || constraints.visibilityLocked}
        onClick={(e) => {
          const anchor = e.currentTarget;
          void import('./pickers.tsx')
            .then(({ pickVisibility }) => pickVisibility(anchor, state.visibility, form.visibility.offered))
            .then((v) => v && form.visibility.chooseVisibility(v));
        }}
      >
        <VisibilityIcon visibility={state.visibility} size={16} />
        <span className="kumo-chip-label">{label}</span>
      </button>
      {!constraints.localOnlyHidden && (
        <button
          type="button"
          className="kumo-icon-button"
          aria-label={t('localOnlyToggle')}
          title={state.localOnly ? t('localOnlyOn') : t('localOnlyOff')}
          aria-pressed={state.localOnly}
          disabled={disabled || constraints.localOnlyLocked}
          onClick={() => void form.visibility.toggleLocalOnly()}
        >
          {state.localOnly ? <IconRocketOff size={20} aria-hidden /> : <IconRocket size={20} aria-hidden />}
        </button>
      )}
    </div>
  );
}
