import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderWithSettings } from '../../../../test-support/settings-test-host.tsx';
import { clearAppliedTheme } from '../../../theme/index.ts';
import { INSTALLED_THEMES_KEY, readInstalledThemes } from '../../../theme/installed-themes.ts';
import ThemeInstallPage from './ThemeInstallPage.tsx';

const renderPage = () => renderWithSettings(<ThemeInstallPage />);

const code = (accent = ':darken<10<@panel') => `{
  // shared in a note
  id: 'f1e2d3c4-0000-4000-8000-000000000001',
  name: 'Dusk',
  author: '@someone@example.com',
  base: 'dark',
  props: {
    $main: '#e07a5f',
    accent: '$main',
    panel: '#2a2530',
    bg: '${accent}',
  },
}`;

const paste = (text: string) =>
  fireEvent.change(screen.getByLabelText('Theme code'), { target: { value: text } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  clearAppliedTheme();
  document.documentElement.removeAttribute('style');
});

describe('installing a theme', () => {
  test('a valid theme code installs and appears in the list of installed themes', () => {
    renderPage();
    expect(screen.getByText('No themes are installed on this device yet.')).toBeTruthy();
    paste(code());
    click('Install');
    expect(screen.getByRole('status').textContent).toContain('“Dusk” is installed.');
    const list = screen.getByRole('list', { name: 'Installed themes' });
    expect(within(list).getByText('Dusk')).toBeTruthy();
    expect(readInstalledThemes().map((t) => t.name)).toEqual(['Dusk']);
  });

  test('invalid JSON5 shows where the syntax error is and stores nothing', () => {
    renderPage();
    paste("{\n  id: 'x',\n  name: 'X' oops\n}");
    click('Install');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('syntax error at line 3, column 13');
    expect(alert.textContent).toContain('Nothing was installed.');
    expect(alert.querySelector('pre')?.textContent).toBe("  name: 'X' oops\n            ^");
    expect(localStorage.getItem(INSTALLED_THEMES_KEY)).toBeNull();
  });

  test('a theme without a base is refused, naming what is missing', () => {
    renderPage();
    paste("{ id: 'x', name: 'X', props: {} }");
    click('Install');
    expect(screen.getByRole('alert').textContent).toContain('The theme needs a “base”');
    expect(readInstalledThemes()).toEqual([]);
  });

  test('a hostile theme that tries to break out of its CSS value is refused', () => {
    renderPage();
    paste(`{ id: 'evil', name: 'Evil', base: 'light', props: { accent: '"red; } body { display:none' } }`);
    click('Install');
    expect(screen.getByRole('alert').textContent).toContain(
      'The prop “accent” contains something that is not allowed',
    );
    expect(localStorage.getItem(INSTALLED_THEMES_KEY)).toBeNull();
    expect(document.body.style.display).toBe('');
  });

  test('installing the same theme again says so; a changed version is replaced after confirmation', () => {
    renderPage();
    paste(code());
    click('Install');
    click('Install');
    expect(screen.getByRole('status').textContent).toContain('already installed');

    paste(code('#000000'));
    click('Install');
    expect(screen.getByRole('alert').textContent).toContain('Another version of “Dusk” is installed');
    expect(readInstalledThemes()[0]?.props['bg']).toBe(':darken<10<@panel');
    click('Replace');
    expect(screen.getByRole('status').textContent).toContain('“Dusk” is updated.');
    expect(readInstalledThemes().map((t) => t.props['bg'])).toEqual(['#000000']);
  });

  test('a theme in use is re-chosen in its new version when replaced', () => {
    const store = renderPage();
    paste(code());
    click('Install');
    store.set('darkTheme', readInstalledThemes()[0]!);
    paste(code('#000000'));
    click('Install');
    click('Replace');
    expect(store.get('darkTheme')?.props['bg']).toBe('#000000');
  });

  test('preview applies the theme to the page until it is stopped, without installing it', () => {
    renderPage();
    paste(code());
    click('Preview');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--MI_THEME-accent')).toBe('rgb(224, 122, 95)');
    expect(screen.getByRole('status').textContent).toContain('Previewing “Dusk”');
    click('Stop preview');
    expect(style.getPropertyValue('--MI_THEME-accent')).toBe('rgb(47, 102, 204)');
    expect(readInstalledThemes()).toEqual([]);
  });
});
