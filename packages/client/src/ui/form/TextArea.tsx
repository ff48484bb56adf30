import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import './form.css';

type NativeProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>;

interface TextAreaProps extends NativeProps {
  label: ReactNode;
  caption?: ReactNode;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line field, with an optional caption read out as its description. */
export function TextArea({ label, caption, value, onChange, rows = 4, className, ...rest }: TextAreaProps) {
  const id = useId();
  const describedBy = [caption ? `${id}-caption` : null, rest['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className="kumo-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        {...rest}
        id={id}
        className={className ? `kumo-input kumo-textarea ${className}` : 'kumo-input kumo-textarea'}
        rows={rows}
        value={value}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {caption && (
        <span id={`${id}-caption`} className="kumo-caption">
          {caption}
        </span>
      )}
    </div>
  );
}
