/** Theme support: Misskey's theme format compiled to CSS variables, built-in themes, dark mode. */

export type {
  Theme,
  ThemeBase,
  ThemeBases,
  ThemeCatalog,
  ThemeError,
  ThemeErrorKind,
  ThemeResult,
} from './types.ts';
export {
  THEME_TRANSITION_MS,
  THEME_TRANSITION_CLASS,
  THEME_VAR_PREFIX,
  RESERVED_SHORT_VARS,
} from './constants.ts';
export { parseJson5, Json5SyntaxError } from './json5.ts';
export {
  parseColor,
  darken,
  lighten,
  saturate,
  spinHue,
  withAlpha,
  formatRgb,
  formatHex,
  toRgba,
  type Color,
  type Rgba,
} from './color.ts';
export { isSafeCssValue, isSafePropValue, isValidPropKey } from './css-safety.ts';
export { parseFunctionCall, applyThemeFunction, type ThemeFunctionName } from './theme-functions.ts';
export { parseTheme } from './parse-theme.ts';
export { validateTheme, isThemeValid } from './validate-theme.ts';
export { compileTheme, compileThemeDetailed, mergeThemeProps, type CompiledTheme } from './compile-theme.ts';
export { withReadableShortVars } from './readable.ts';
export { applyTheme, clearAppliedTheme, type ApplyThemeOptions } from './apply-theme.ts';
export {
  chooseTheme,
  effectiveDarkMode,
  systemPrefersDark,
  watchSystemDarkMode,
  type ThemePreferences,
} from './dark-mode.ts';
export {
  lightBase,
  darkBase,
  baseThemes,
  builtinThemes,
  builtins,
  findBuiltinTheme,
} from './builtin/index.ts';
export { applyCachedTheme, clearThemeCacheOnVersionChange } from './theme-cache.ts';
export { startThemes } from './theme-start.ts';
export { toggleDarkMode, setDarkMode } from './dark-mode-switch.ts';
export { installTheme } from './installed-themes.ts';
export { endThemePreview } from './theme-controller.ts';
export { previewTheme } from './theme-controller.ts';
export { themeFileName } from './theme-code.ts';
export { themeToCode } from './theme-code.ts';
export { sameTheme } from './installed-themes.ts';
export { useInstalledThemes } from './installed-themes.ts';
export { uninstallTheme } from './installed-themes.ts';
export { readInstalledThemes } from './installed-themes.ts';
