import type { Icon } from '@tabler/icons-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Glyph } from '../glyph/Glyph.tsx';
import type { GlyphName, GlyphSize } from '../glyph/glyphs.ts';

interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'aria-label' | 'title' | 'children'
> {
  /** The button's name, read out and shown as its tooltip. */
  label: string;
  /** A Tabler icon component, or a glyph's name (drawn by CSS: for buttons on every note). */
  icon: Icon | GlyphName;
  /** Icon size in px. */
  size?: GlyphSize;
  /** Drawn after the icon (a count). */
  children?: ReactNode;
}

/** A button shown as an icon: its name is its label, for screen readers and as a tooltip alike. */
export function IconButton({
  label,
  icon,
  size = 20,
  className = 'kumo-icon-button',
  children,
  ...rest
}: IconButtonProps) {
  const Drawn = typeof icon === 'string' ? null : icon;
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
      {Drawn ? <Drawn size={size} aria-hidden /> : <Glyph name={icon as GlyphName} size={size} />}
      {children ? <span className="kumo-visually-hidden">{label} </span> : null}
      {children}
    </button>
  );
}
