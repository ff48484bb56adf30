import type { Icon } from '@tabler/icons-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'aria-label' | 'title' | 'children'
> {
  /** The button's name, read out and shown as its tooltip. */
  label: string;
  icon: Icon;
  /** Icon size in px. */
  size?: number;
  /** Drawn after the icon (a count). */
  children?: ReactNode;
}

/** A button shown as an icon: its name is its label, for screen readers and as a tooltip alike. */
export function IconButton({
  label,
  icon: Glyph,
  size = 20,
  className = 'kumo-icon-button',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button {...rest} type="button" className={className} aria-label={label} title={label}>
      <Glyph size={size} aria-hidden />
      {children}
    </button>
  );
}
