import { themeFileName, themeToCode } from '@/theme/index.ts';
import type { Theme } from '@/theme/index.ts';

/** Puts the theme code on the clipboard; rejects where the browser refuses. */
export function copyThemeCode(theme: Theme): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('clipboard unavailable'));
  return navigator.clipboard.writeText(themeToCode(theme));
}

/** Downloads the theme code as `<name>.json5`. */
export function downloadThemeCode(theme: Theme): void {
  const url = URL.createObjectURL(new Blob([themeToCode(theme)], { type: 'application/json5' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = themeFileName(theme);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
