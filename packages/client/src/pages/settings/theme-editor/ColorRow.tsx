import { useId } from 'react';
import { t } from '@/i18n/index.ts';

interface ColorRowProps {
  label: string;
  /** Opaque `#rrggbb`. */
  value: string;
  /** Below 1 for translucent colours, shown next to the value. */
  alpha: number;
  /** Whether the user set this colour (otherwise it comes from the base). */
  set: boolean;
  onChange: (value: string) => void;
  onReset: () => void;
}

/** One editable colour: a labelled colour input, its value, and a way back to the base's colour. */
export function ColorRow({ label, value, alpha, set, onChange, onReset }: ColorRowProps) {
  const id = useId();
  return (
    <div className="kumo-theme-color-row">
      <input id={id} type="color" value={value} onChange={(e) => onChange(e.target.value)} />
      <label htmlFor={id}>{label}</label>
      <code>{alpha < 1 ? `${value} · ${Math.round(alpha * 100)}%` : value}</code>
      {set ? (
        <button
          type="button"
          className="kumo-button small"
          onClick={onReset}
          aria-label={t('themeResetColorOf', { name: label })}
        >
          {t('themeResetColor')}
        </button>
      ) : (
        <span className="kumo-caption">{t('themeFromBase')}</span>
      )}
    </div>
  );
}
