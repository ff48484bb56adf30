import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeAccountServer } from '../../../../test-support/fake-server.ts';
import { renderSignedIn } from '../../../../test-support/settings-test-host.tsx';
import WordMuteSettingsPage from './WordMuteSettingsPage.tsx';

let server: ReturnType<typeof fakeAccountServer>;

beforeEach(() => {
  server = fakeAccountServer({
    id: 'u1',
    username: 'alice',
    mutedWords: [['spicy', 'curry'], '/v\\d+/'],
    hardMutedWords: [],
    policies: { wordMuteLimit: 200 },
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  renderSignedIn(<WordMuteSettingsPage />);
}

test('the saved rules are shown one per line and saved back as lists and expressions', async () => {
  renderPage();
  const soft = (await screen.findByRole('textbox', { name: /^Soft mute/ })) as HTMLTextAreaElement;
  expect(soft.value).toBe('spicy curry\n/v\\d+/');
  fireEvent.change(screen.getByRole('textbox', { name: /^Hard mute/ }), {
    target: { value: 'durian\n/a+b/i' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(server.updates).toEqual([
      { i: 'tok', mutedWords: [['spicy', 'curry'], '/v\\d+/'], hardMutedWords: [['durian'], '/a+b/i'] },
    ]),
  );
});

test('a broken expression is named by its line and nothing is sent', async () => {
  renderPage();
  const hard = await screen.findByRole('textbox', { name: /^Hard mute/ });
  fireEvent.change(hard, { target: { value: 'ok words\n/(oops/' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Line 2 is not a valid regular expression: /(oops/',
  );
  expect(hard.getAttribute('aria-invalid')).toBe('true');
  expect(server.updates).toEqual([]);
});

test('the role limit is shown and a list over it is marked', async () => {
  renderPage();
  const soft = await screen.findByRole('textbox', { name: /^Soft mute/ });
  fireEvent.change(soft, { target: { value: 'x'.repeat(250) } });
  const usage = screen.getByText(/^\d{3} of 200 characters used/);
  expect(usage.textContent).toBe(`${JSON.stringify([['x'.repeat(250)]]).length} of 200 characters used.`);
  expect(usage.hasAttribute('data-over')).toBe(true);
});

test('a server without hard mute (no hardMutedWords in `i`) gets no hard mute box, and none is sent', async () => {
  delete server.me.hardMutedWords;
  renderPage();
  const soft = await screen.findByRole('textbox', { name: /^Soft mute/ });
  expect(screen.queryByRole('textbox', { name: /^Hard mute/ })).toBeNull();
  fireEvent.change(soft, { target: { value: 'durian' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.updates).toEqual([{ i: 'tok', mutedWords: [['durian']] }]));
});
