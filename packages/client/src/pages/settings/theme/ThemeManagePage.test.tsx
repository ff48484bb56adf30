import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithSettings } from '../../../../test-support/settings-test-host.tsx';
import type { Theme } from '../../../theme/index.ts';
import { installTheme, readInstalledThemes } from '../../../theme/installed-themes.ts';
import ThemeManagePage from './ThemeManagePage.tsx';

const dusk: Theme = { id: 'dusk', name: 'Dusk', author: '@me', base: 'dark', props: { accent: '#e07a5f' } };

const renderPage = () => renderWithSettings(<ThemeManagePage />);

beforeEach(() => localStorage.clear());

describe('managing themes', () => {
  test('deleting an installed theme asks first, and a theme in use gives way to the default', () => {
    installTheme(dusk);
    const store = renderPage();
    store.set('darkTheme', dusk);
    fireEvent.click(screen.getByRole('button', { name: /Dusk/ }));
    expect(screen.getByText('dusk')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(readInstalledThemes()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Delete it' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(readInstalledThemes()).toEqual([]);
    expect(store.get('darkTheme')).toBeNull();
    expect(screen.getByText('“Dusk” is deleted.')).toBeTruthy();
  });

  test('copying puts the theme code on the clipboard', async () => {
    installTheme(dusk);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Dusk/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('The theme code is copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("name: 'Dusk',"));
  });

  test('built-in themes are listed read-only: copy, but no export or delete', () => {
    renderPage();
    const builtIn = screen.getByRole('list', { name: 'Built-in themes' });
    fireEvent.click(within(builtIn).getByRole('button', { name: /Kumo Cherry Dark/ }));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
