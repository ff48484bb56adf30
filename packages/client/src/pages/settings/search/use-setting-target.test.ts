import { afterEach, expect, test, vi } from 'vitest';
import { HIGHLIGHT_MS, revealSetting } from './use-setting-target.ts';

const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.unstubAllGlobals();
});

function settingOnPage(): HTMLElement {
  document.body.innerHTML =
    '<label id="setting-fontSize" class="kumo-field">Font size<select><option>14</option></select></label>';
  return document.getElementById('setting-fontSize')!;
}

test('the setting led to is scrolled to, its control focused, and highlighted only for a moment', () => {
  vi.useFakeTimers();
  const scroll = vi.fn();
  Element.prototype.scrollIntoView = scroll;
  const target = settingOnPage();
  revealSetting(target);
  expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
  expect(document.activeElement).toBe(target.querySelector('select'));
  expect(target.classList.contains('kumo-setting-highlight')).toBe(true);
  vi.advanceTimersByTime(HIGHLIGHT_MS);
  expect(target.classList.contains('kumo-setting-highlight')).toBe(false);
});

test('with reduced motion the scroll jumps instead of gliding', () => {
  const scroll = vi.fn();
  Element.prototype.scrollIntoView = scroll;
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }) as MediaQueryList);
  revealSetting(settingOnPage());
  expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
});
