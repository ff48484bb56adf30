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
    // with visible content (a count) the name is the label followed by it, so that what is read
    // out contains what is shown (WCAG 2.5.3)
    <button
      {...rest}
      type="button"
      className={className}
      aria-label={children ? undefined : label}
      title={label}
    >
      <Glyph size={size} aria-hidden />
      {children ? <span className="kumo-visually-hidden">{label} </span> : null}
      {children}
    </button>
  );
}
