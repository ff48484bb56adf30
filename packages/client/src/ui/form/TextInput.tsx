import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { INPUT_DEBOUNCE_MS } from '../constants.ts';
import './form.css';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'size' | 'defaultValue'
>;

interface TextInputProps extends NativeProps {
  value: string;
  onChange: (value: string) => void;
  label?: ReactNode;
  caption?: ReactNode;
  /** Spec P1 §5: delay onChange until typing has paused for 1000 ms (Enter and leaving the field send at once). */
  debounce?: boolean;
  /** Spec P1 §9: input heights 33 / 36 / 39 px. */
  size?: 'small' | 'medium' | 'large';
}

/** A labelled text field; with `debounce` the parent hears about edits only once typing pauses. */
export function TextInput({
  value,
  onChange,
  label,
  caption,
  debounce = false,
  size = 'medium',
  onKeyDown,
  onBlur,
  ...rest
}: TextInputProps) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  const captionId = useId();
  const pending = useRef(false);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = (next: string) => {
    window.clearTimeout(timer.current);
    pending.current = false;
    if (next !== latest.current.value) latest.current.onChange(next);
  };
  const edit = (next: string) => {
    setDraft(next);
    if (!debounce) return onChange(next);
    pending.current = true;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => send(next), INPUT_DEBOUNCE_MS);
  };

  return (
    <label className="kumo-field">
      {label && <span>{label}</span>}
      <input
        {...rest}
        className="kumo-input"
        data-size={size}
        // an outside change shows at once (a cleared form is cleared in the same render), unless the
        // user has an edit waiting to be sent
        value={pending.current ? draft : value}
        aria-describedby={caption ? captionId : rest['aria-describedby']}
        onChange={(e) => edit(e.target.value)}
        onKeyDown={(e) => {
          if (debounce && pending.current && e.key === 'Enter' && !e.nativeEvent.isComposing) send(draft);
          onKeyDown?.(e);
        }}
        onBlur={(e) => {
          if (debounce && pending.current) send(draft);
          onBlur?.(e);
        }}
      />
      {caption && (
        <span id={captionId} className="kumo-input-caption">
          {caption}
        </span>
      )}
    </label>
  );
}
