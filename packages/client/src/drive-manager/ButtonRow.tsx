import type { Icon } from '@tabler/icons-react';
import type { MouseEvent } from 'react';

export interface RowAction {
  label: string;
  icon?: Icon;
  variant?: 'primary' | 'danger';
  onClick: (e: MouseEvent<HTMLButtonElement>) => void;
}

/** A row of labelled buttons (the drive's toolbar, the bar of the selected files). */
export function ButtonRow({ actions }: { actions: RowAction[] }) {
  return (
    <>
      {actions.map(({ label, icon: Glyph, variant, onClick }) => (
        <button
          key={label}
          type="button"
          className={variant ? `kumo-button ${variant}` : 'kumo-button'}
          onClick={onClick}
        >
          {Glyph && <Glyph size={16} aria-hidden />}
          {label}
        </button>
      ))}
    </>
  );
}
