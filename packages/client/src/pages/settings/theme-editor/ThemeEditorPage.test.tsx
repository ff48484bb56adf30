import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { SettingsProvider, SettingsStore } from '../../../store/index.ts';
import { clearAppliedTheme, parseTheme } from '../../../theme/index.ts';
import { readInstalledThemes } from '../../../theme/installed-themes.ts';
import ThemeEditorPage from './ThemeEditorPage.tsx';

const env = { prefersReducedMotion: false, isMobile: false };
const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

function renderPage() {
  const store = new SettingsStore({ storage: localStorage, accountId: null, env });
  const view = render(
    <SettingsProvider store={store} token={null}>
      <ThemeEditorPage />
    </SettingsProvider>,
  );
  return { store, view };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  clearAppliedTheme();
  document.documentElement.removeAttribute('style');
});

test('colours are previewed live on the page, and leaving the editor brings the chosen theme back', () => {
  const { view } = renderPage();
  fireEvent.change(screen.getByLabelText('Accent'), { target: { value: '#ff8800' } });
  expect(rootVar('--MI_THEME-accent')).toBe('rgb(255, 136, 0)');
  fireEvent.click(screen.getByRole('button', { name: 'Reset Accent to the base colour' }));
  expect(rootVar('--MI_THEME-accent')).toBe('rgb(47, 102, 204)');
  fireEvent.change(screen.getByLabelText('Background'), { target: { value: '#102030' } });
  expect(rootVar('--bg')).toBe('rgb(16, 32, 48)');
  act(() => {
    view.unmount();
  });
  expect(rootVar('--bg')).toBe('rgb(238, 241, 246)');
});

test('saving needs a name, then installs the theme in Misskey’s format', () => {
  renderPage();
  fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
  fireEvent.change(screen.getByLabelText('Accent'), { target: { value: '#ff8800' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Give the theme a name before saving it.')).toBeTruthy();
  expect(readInstalledThemes()).toEqual([]);

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ember' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText(/“Ember” is saved/)).toBeTruthy();
  const [saved] = readInstalledThemes();
  expect(saved).toMatchObject({ name: 'Ember', base: 'dark', props: { accent: '#ff8800' } });
  const code = screen.getByText(/props: \{/).textContent ?? '';
  const parsed = parseTheme(code);
  expect(parsed.ok && parsed.theme).toEqual(saved);
});

test('“save and use” makes the theme the choice for its mode', () => {
  const { store } = renderPage();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Paper' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save and use as light theme' }));
  expect(store.get('lightTheme')?.name).toBe('Paper');
});
