import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { renderWithSettings } from '../../../../test-support/settings-test-host.tsx';
import SoundSettingsPage from './SoundSettingsPage.tsx';

const renderPage = () => renderWithSettings(<SoundSettingsPage />);

beforeEach(() => localStorage.clear());

test('master and media volume start at 30% and 50% and can be changed', () => {
  const store = renderPage();
  const master = screen.getByRole('slider', { name: 'Master volume' });
  expect(master.getAttribute('aria-valuetext')).toBe('30%');
  expect(screen.getByRole('slider', { name: 'Media volume' }).getAttribute('aria-valuetext')).toBe('50%');
  fireEvent.change(master, { target: { value: '0.8' } });
  expect(store.get('sound_masterVolume')).toBe(0.8);
});

test('each event has a sound choice, a volume and a play button', () => {
  const store = renderPage();
  const group = screen.getByRole('group', { name: 'Notification' });
  const choice = within(group).getByRole('combobox', { name: 'Sound' });
  expect((choice as HTMLSelectElement).value).toBe('chime');
  fireEvent.change(choice, { target: { value: 'bell' } });
  fireEvent.change(within(group).getByRole('slider', { name: 'Volume' }), { target: { value: '0.5' } });
  expect(store.get('sound_notification')).toEqual({ type: 'bell', volume: 0.5 });
  fireEvent.change(choice, { target: { value: '' } });
  expect(store.get('sound_notification').type).toBeNull();
  expect(
    within(group).getByRole('button', { name: 'Play the sound for “Notification”' }).hasAttribute('disabled'),
  ).toBe(true);
});
