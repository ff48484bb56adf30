/** The theme editor's model: a base, a few main colours, a name; turned into a Misskey theme. */

import {
  baseThemes,
  compileTheme,
  formatHex,
  parseColor,
  toRgba,
  type Theme,
  type ThemeBase,
} from '@/theme/index.ts';

/** The props the editor offers, in the order it shows them; the rest follow from the base. */
export const EDITABLE_PROPS = [
  'accent',
  'bg',
  'fg',
  'panel',
  'navBg',
  'divider',
  'fgOnAccent',
  'link',
  'hashtag',
  'mention',
  'renote',
] as const;
export type EditableProp = (typeof EDITABLE_PROPS)[number];

export interface ThemeDraft {
  id: string;
  name: string;
  desc: string;
  base: ThemeBase;
  /** Only the colours the user set, as `#rrggbb`; unset ones come from the base. */
  colors: Partial<Record<EditableProp, string>>;
}

export function newThemeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a served-over-http LAN address still gets an id.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function emptyDraft(base: ThemeBase): ThemeDraft {
  return { id: newThemeId(), name: '', desc: '', base, colors: {} };
}

/** The theme a draft stands for; `fallbackName` is used while the name is still empty. */
export function draftToTheme(draft: ThemeDraft, author: string, fallbackName: string): Theme {
  const props: Record<string, string> = {};
  for (const prop of EDITABLE_PROPS) {
    const color = draft.colors[prop];
    if (color !== undefined) props[prop] = color;
  }
  const theme: Theme = {
    id: draft.id,
    name: draft.name.trim() || fallbackName,
    author,
    base: draft.base,
    props,
  };
  const desc = draft.desc.trim();
  if (desc) theme.desc = desc;
  return theme;
}

export interface ShownColor {
  /** Opaque `#rrggbb`, what <input type="color"> takes. */
  hex: string;
  /** 0–1; below 1 for translucent props such as the base's divider. */
  alpha: number;
}

/** The colour each editable prop has in a theme (set or inherited), for the colour inputs. */
export function shownColors(theme: Theme): Record<EditableProp, ShownColor> {
  const vars = compileTheme(theme, baseThemes);
  const shown = {} as Record<EditableProp, ShownColor>;
  for (const prop of EDITABLE_PROPS) {
    const parsed = parseColor(vars[`--${prop}`] ?? '');
    const color = parsed ? toRgba(parsed) : { r: 0, g: 0, b: 0, a: 1 };
    shown[prop] = { hex: formatHex({ ...color, a: 1 }), alpha: Math.round(color.a * 100) / 100 };
  }
  return shown;
}

/**
 * The prop value for a colour picked in an input: a translucent prop keeps its translucency, so
 * picking a divider colour does not turn every divider into a solid line.
 */
export function pickedColor(hex: string, previous: ShownColor): string {
  const color = parseColor(hex);
  return color && previous.alpha < 1 ? formatHex({ ...toRgba(color), a: previous.alpha }) : hex;
}
