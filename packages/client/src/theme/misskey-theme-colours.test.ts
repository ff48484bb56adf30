import { describe, expect, it } from 'vitest';
import { baseThemes, builtinThemes } from './builtin/index.ts';
import { compileTheme } from './compile-theme.ts';
import { misskeyThemeColours } from './misskey-theme-colours.fixture.ts';

describe("built-in themes that carry Misskey's theme ids", () => {
  it('are the nineteen Misskey built-ins, each on its base', () => {
    expect(builtinThemes.map((t) => t.id).sort()).toEqual(Object.keys(misskeyThemeColours).sort());
    for (const theme of builtinThemes) expect(theme.base).toBe(misskeyThemeColours[theme.id]!.base);
  });

  it.each(Object.entries(misskeyThemeColours).map(([id, mi]) => [mi.name, id] as const))(
    "draw Misskey's %s colours, prop by prop",
    (_name, id) => {
      const theme = builtinThemes.find((t) => t.id === id)!;
      const vars = compileTheme(theme, baseThemes);
      const drawn = Object.fromEntries(
        Object.keys(misskeyThemeColours[id]!.colours).map((prop) => [prop, vars[`--MI_THEME-${prop}`]]),
      );
      expect(drawn).toEqual(misskeyThemeColours[id]!.colours);
    },
  );

  it("gives Mi Light's background, not a Kumo colour, to the theme with Mi Light's id", () => {
    const miLight = builtinThemes.find((t) => t.id === '4eea646f-7afa-4645-83e9-83af0333cd37')!;
    expect(compileTheme(miLight, baseThemes)['--bg']).toBe('rgb(249, 249, 249)');
  });
});
