import type { Plugin } from 'vite';
import { baseThemes, builtins } from '../src/theme/builtin/index.ts';
import { compileThemeDetailed } from '../src/theme/compile-theme.ts';
import { withReadableShortVars } from '../src/theme/readable.ts';
import type { ThemeVars } from '../src/theme/theme-cache.ts';

const INDEX = 'virtual:kumo-theme-vars';
const ONE = `${INDEX}/`;
// Rollup's convention for virtual modules: a leading NUL keeps other plugins off them
const RESOLVED = `\0${INDEX}`;

/** The variables a built-in theme puts on the page, exactly as applyTheme would at run time. */
export function builtinThemeVars(id: string): ThemeVars | undefined {
  const theme = builtins.all?.find((t) => t.id === id);
  return (
    theme && { base: theme.base, vars: withReadableShortVars(compileThemeDetailed(theme, baseThemes).vars) }
  );
}

/**
 * `virtual:kumo-theme-vars`: for each built-in theme (the two bases included), a loader of its
 * compiled variables, each in a small chunk of its own. A first start on a device paints with them
 * without loading the theme compiler (colour library, theme functions) before the first note.
 */
export function themeVarsPlugin(): Plugin {
  return {
    name: 'kumo-theme-vars',
    resolveId(id) {
      if (id === INDEX || id.startsWith(ONE)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === RESOLVED) {
        const entries = (builtins.all ?? []).map(
          (t) => `  ${JSON.stringify(t.id)}: () => import(${JSON.stringify(ONE + t.id)}),`,
        );
        return `export const themeVarLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const vars = builtinThemeVars(id.slice(ONE.length + 1));
        if (!vars) return null;
        return `export default ${JSON.stringify(vars)};\n`;
      }
      return null;
    },
  };
}
