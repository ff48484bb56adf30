/**
 * The glyphs a note draws (Tabler's outline icons, as the rest of the client), by name. A note
 * draws about seven icons; as Tabler's React components they were half of a note's DOM nodes and
 * most of its attributes (an `svg` of ten attributes with its paths each). A glyph is one empty
 * element whose CSS class masks the icon's SVG file in the text colour (glyphs.css).
 */
export const GLYPH_NAMES = [
  'arrow-back-up',
  'repeat',
  'dots',
  'paperclip',
  'plus',
  'minus',
  'home',
  'lock',
  'mail',
  'robot',
  'paw',
  'world-off',
  'device-tv',
  'search-off',
] as const;

export type GlyphName = (typeof GLYPH_NAMES)[number];

/** The sizes glyphs come in, in px (a class each: no style attribute to set on every note). */
export type GlyphSize = 14 | 16 | 18 | 20;
