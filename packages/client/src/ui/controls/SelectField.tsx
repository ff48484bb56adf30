import type { ReactNode } from 'react';

interface SelectFieldProps<V extends string> {
  label: ReactNode;
  value: V;
  options: Array<{ value: V; label: string }>;
  onChange: (value: V) => void;
  caption?: ReactNode;
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  caption,
}: SelectFieldProps<V>) {
  return (
    <label className="kumo-field">
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
