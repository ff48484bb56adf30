import { describe, expect, test } from 'vitest';
import { parseTheme } from '../../../theme/index.ts';
import { themeToCode } from '../../../theme/theme-code.ts';
import { draftToTheme, emptyDraft, pickedColor, shownColors } from './theme-draft.ts';

describe('theme editor drafts', () => {
  test('only the colours the user set become props; the rest come from the base', () => {
    const draft = { ...emptyDraft('dark'), name: ' Night ', colors: { bg: '#101010', accent: '#ff8800' } };
    const theme = draftToTheme(draft, '@me@example.com', 'Untitled');
    expect(theme).toMatchObject({ name: 'Night', base: 'dark', author: '@me@example.com' });
    expect(theme.props).toEqual({ accent: '#ff8800', bg: '#101010' });
    expect(theme.desc).toBeUndefined();
  });

  test('an unnamed draft gets the fallback name, and its code installs as a valid theme', () => {
    const theme = draftToTheme(emptyDraft('light'), '', 'Untitled');
    expect(theme.name).toBe('Untitled');
    const parsed = parseTheme(themeToCode(theme));
    expect(parsed.ok && parsed.theme).toEqual(theme);
  });

  test('colour inputs show inherited colours, derived ones following the user’s choices', () => {
    const light = shownColors(draftToTheme(emptyDraft('light'), '', 'x'));
    expect(light.accent).toEqual({ hex: '#2f66cc', alpha: 1 });
    expect(light.panel).toEqual({ hex: '#ffffff', alpha: 1 });
    const draft = { ...emptyDraft('light'), colors: { fg: '#ff0000' } };
    // The base's divider is a translucent fg: the input shows its opaque colour.
    expect(shownColors(draftToTheme(draft, '', 'x')).divider).toEqual({ hex: '#ff0000', alpha: 0.09 });
  });

  test('a colour picked for a translucent prop keeps its translucency', () => {
    expect(pickedColor('#00ff00', { hex: '#ff0000', alpha: 0.09 })).toBe('#00ff0017');
    expect(pickedColor('#00ff00', { hex: '#ff0000', alpha: 1 })).toBe('#00ff00');
  });

  test('every draft gets its own id', () => {
    expect(emptyDraft('light').id).not.toBe(emptyDraft('light').id);
  });
});
