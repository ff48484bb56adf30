import { useId, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { DialogPanel, OkCancel } from './DialogPanel.tsx';

export type InputKind = 'text' | 'password' | 'email' | 'url' | 'number' | 'date';

/** What the typed text means: a value when valid (null when not) and a caption to show under it. */
export interface InputCheck<T> {
  value: T | null;
  caption: string | null;
}

interface InputDialogProps<T> {
  title?: string;
  text?: string;
  placeholder?: string;
  type: InputKind;
  initial: string;
  check: (raw: string) => InputCheck<T>;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  onSubmit: (value: T) => void;
  onCancel: () => void;
}

/** Spec P1 §5: while the input is invalid OK is disabled; Enter confirms (Escape cancels, in the frame). */
export function InputDialog<T>(props: InputDialogProps<T>) {
  const { title, text, placeholder, type, initial, check, inputProps, onSubmit, onCancel } = props;
  const [raw, setRaw] = useState(initial);
  const captionId = useId();
  const { value, caption } = check(raw);
  const valid = value !== null;
  const submit = () => {
    if (value !== null) onSubmit(value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };
  return (
    <DialogPanel
      title={title}
      text={text}
      buttons={<OkCancel onOk={submit} onCancel={onCancel} okDisabled={!valid} />}
    >
      <div className="kumo-field">
        <input
          {...inputProps}
          className="kumo-input"
          type={type}
          value={raw}
          placeholder={placeholder}
          aria-label={title ?? text ?? placeholder}
          aria-invalid={!valid || undefined}
          aria-describedby={caption ? captionId : undefined}
          data-autofocus
          onChange={(e) => setRaw(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {caption && (
          <p id={captionId} className="kumo-dialog-caption" data-invalid={!valid || undefined}>
            {caption}
          </p>
        )}
      </div>
    </DialogPanel>
  );
}
