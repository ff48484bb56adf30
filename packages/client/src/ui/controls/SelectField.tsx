import type { ReactNode } from 'react';

interface SelectFieldProps<V extends string> {
  label: ReactNode;
  value: V;
  options: Array<{ value: V; label: string }>;
  onChange: (value: V) => void;
  caption?: ReactNode;
  /** The anchor a link to this setting scrolls to (settings search). */
  id?: string;
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  caption,
  id,
}: SelectFieldProps<V>) {
  return (
    <label className="kumo-field" id={id}>
      {label}
      <select className="kumo-input" value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {caption && <span className="kumo-caption">{caption}</span>}
    </label>
  );
}
