import { useMemo } from 'react';
import { baseThemes, compileTheme, withReadableShortVars, type Theme } from '@/theme/index.ts';

/** A small picture of a theme: its background, a panel with text lines, the accent colour. */
export function ThemeSwatch({ theme }: { theme: Theme }) {
  const vars = useMemo(() => withReadableShortVars(compileTheme(theme, baseThemes)), [theme]);
  return (
    <span className="kumo-theme-swatch" aria-hidden style={{ background: vars['--bg'] }}>
      <span className="kumo-theme-swatch-panel" style={{ background: vars['--panel'] }}>
        <span style={{ background: vars['--fg'] }} />
        <span style={{ background: vars['--fg'] }} />
      </span>
      <span className="kumo-theme-swatch-accent" style={{ background: vars['--accent'] }} />
    </span>
  );
}
