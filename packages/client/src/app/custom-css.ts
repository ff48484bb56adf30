/** The user's own CSS, kept on this device under the key Misskey uses. */
export const CUSTOM_CSS_KEY = 'customCss';
const STYLE_ID = 'kumo-custom-css';

export function readCustomCss(): string {
  return localStorage.getItem(CUSTOM_CSS_KEY) ?? '';
}

export function saveCustomCss(css: string): void {
  if (css.trim() === '') localStorage.removeItem(CUSTOM_CSS_KEY);
  else localStorage.setItem(CUSTOM_CSS_KEY, css);
  applyCustomCss(css);
}

/** Puts the CSS in a <style> element as text: it styles the page but can never run script. */
export function applyCustomCss(css: string): void {
  let el = document.getElementById(STYLE_ID) as HTMLStyleElement | null;
  if (css.trim() === '') {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('style');
    el.id = STYLE_ID;
    document.head.appendChild(el);
  }
  el.textContent = css;
}
