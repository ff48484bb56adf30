import { type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

interface CardFormProps {
  title: string;
  /** What went wrong last time, said as an alert above the fields. */
  error: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  noValidate?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** A form alone on a page (sign-in, sign-up, password reset): title, alert, fields and one wide button. */
export function CardForm({
  title,
  error,
  busy,
  submitLabel,
  onSubmit,
  noValidate,
  footer,
  children,
}: CardFormProps) {
  return (
    <form
      className="kumo-card"
      aria-busy={busy}
      noValidate={noValidate}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h1>{title}</h1>
      {error && (
        <div className="kumo-alert" role="alert">
          {error}
        </div>
      )}
      {children}
      <button type="submit" className="kumo-button primary" style={{ width: '100%' }} disabled={busy}>
        {submitLabel}
      </button>
      {footer && <p className="kumo-card-footer">{footer}</p>}
    </form>
  );
}

interface CardFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, which is then marked invalid. */
  problem?: string | null;
  /** A good sign shown under the field when there is no problem (a free username). */
  note?: string | null;
}

/** One labelled input of a card form, with its problem under it. */
export function CardField({ label, value, onChange, problem, note, ...rest }: CardFieldProps) {
  return (
    <label className="kumo-field">
      {label}
      <input
        {...rest}
        className="kumo-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
      />
      {problem && <span className="kumo-field-error">{problem}</span>}
      {!problem && note && <span className="kumo-field-note">{note}</span>}
    </label>
  );
}
