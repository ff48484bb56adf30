import { useId, type ReactNode } from 'react';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  caption?: ReactNode;
  disabled?: boolean;
  /** The anchor a link to this setting scrolls to (settings search). */
  id?: string;
}

/** An on/off setting: a real checkbox with role switch, so keyboards and screen readers get it right. */
export function Switch({ checked, onChange, label, caption, disabled, id }: SwitchProps) {
  const captionId = useId();
  return (
    <label className="kumo-switch" id={id}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={caption ? captionId : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="kumo-switch-track" aria-hidden />
      <span className="kumo-switch-text">
        <span>{label}</span>
        {caption && (
          <span id={captionId} className="kumo-caption">
            {caption}
          </span>
        )}
      </span>
    </label>
  );
}
