import { useId } from 'react';

/** A labelled date-and-time field (`datetime-local`, the device's time zone). */
export function DateTimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="kumo-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="datetime-local"
        className="kumo-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
