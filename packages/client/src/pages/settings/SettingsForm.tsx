import type { ReactNode } from 'react';
import { describeError } from '@/api/index.ts';
import { TextInput } from '@/ui/index.ts';

/** What went wrong, said under a form (nothing when all is well). */
export function FormProblem({ text }: { text: string | null }) {
  return text ? (
    <p className="kumo-alert" role="alert">
      {text}
    </p>
  ) : null;
}

/** A mutation's onError that says the failure under the form instead of in a dialog. */
export function showInline(setProblem: (text: string) => void) {
  return (error: unknown) => {
    setProblem(describeError(error));
    return true;
  };
}

/**
 * A few fields sent together (email address, password): the whole form is disabled while it is
 * sent, a refusal is said under the fields, which keep what was typed.
 */
export function SettingsForm({
  onSubmit,
  submitLabel,
  busy,
  disabled = false,
  problem,
  className,
  children,
}: {
  onSubmit: () => unknown;
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
  problem: string | null;
  /** Class of the fieldset that holds the fields. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      aria-busy={busy || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <fieldset
        className={className ? `kumo-settings-fieldset ${className}` : 'kumo-settings-fieldset'}
        disabled={disabled || busy}
      >
        {children}
        <FormProblem text={problem} />
        <div className="kumo-settings-actions">
          <button type="submit" className="kumo-button primary">
            {submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** A password field: the current one (the default), or a new one. */
export function PasswordInput({
  label,
  value,
  onChange,
  isNew = false,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  isNew?: boolean;
}) {
  return (
    <TextInput
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      label={label}
      value={value}
      onChange={onChange}
      required={!isNew}
    />
  );
}
