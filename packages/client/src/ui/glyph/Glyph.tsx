import type { GlyphName, GlyphSize } from './glyphs.ts';
import './glyphs.css';

/** An icon drawn by CSS alone (glyphs.ts); decorative: the control around it carries the name. */
export function Glyph({ name, size }: { name: GlyphName; size: GlyphSize }) {
  return <i className={`kumo-glyph kumo-glyph-${size} kumo-glyph-${name}`} aria-hidden="true" />;
}
