import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { renderWithSettings } from '../../../../test-support/settings-test-host.tsx';
import { installTheme } from '../../../theme/installed-themes.ts';
import ThemeSettingsPage from './ThemeSettingsPage.tsx';

const renderPage = () => renderWithSettings(<ThemeSettingsPage />);

beforeEach(() => localStorage.clear());

test('light and dark themes are chosen among built-in and installed ones; the base means the default', () => {
  installTheme({ id: 'dusk', name: 'Dusk', author: '', base: 'dark', props: {} });
  const store = renderPage();
  const light = screen.getByRole('group', { name: 'Light theme' });
  const dark = screen.getByRole('group', { name: 'Dark theme' });
  expect((within(light).getByRole('radio', { name: 'Kumo Light Base' }) as HTMLInputElement).checked).toBe(
    true,
  );
  expect(within(light).queryByRole('radio', { name: 'Dusk' })).toBeNull();

  fireEvent.click(within(light).getByRole('radio', { name: 'Kumo Cherry' }));
  expect(store.get('lightTheme')?.name).toBe('Kumo Cherry');
  fireEvent.click(within(dark).getByRole('radio', { name: 'Dusk' }));
  expect(store.get('darkTheme')?.id).toBe('dusk');
  fireEvent.click(within(light).getByRole('radio', { name: 'Kumo Light Base' }));
  expect(store.get('lightTheme')).toBeNull();
});

test('switching dark mode by hand stops following the device; the sync switch turns it back on', () => {
  const store = renderPage();
  fireEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
  expect(store.get('darkMode')).toBe(true);
  expect(store.get('syncDeviceDarkMode')).toBe(false);
  fireEvent.click(screen.getByRole('switch', { name: /Follow the device/ }));
  expect(store.get('syncDeviceDarkMode')).toBe(true);
});

test('links lead to installing, managing and the theme editor', () => {
  renderPage();
  expect(screen.getByRole('link', { name: 'Install a theme' }).getAttribute('href')).toBe(
    '/secure/settings/theme/install',
  );
  expect(screen.getByRole('link', { name: 'Manage themes' }).getAttribute('href')).toBe(
    '/secure/settings/theme/manage',
  );
  expect(screen.getByRole('link', { name: 'Theme editor' }).getAttribute('href')).toBe(
    '/secure/theme-editor',
  );
});
