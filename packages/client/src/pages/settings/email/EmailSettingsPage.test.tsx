import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../../test-support/settings-test-host.tsx';
import EmailSettingsPage from './EmailSettingsPage.tsx';

let me: Record<string, unknown>;
let enableEmail: boolean;
let calls: Array<{ endpoint: string; body: Record<string, unknown> }>;

beforeEach(() => {
  localStorage.clear();
  calls = [];
  enableEmail = true;
  me = {
    id: 'u1',
    username: 'alice',
    email: null,
    emailVerified: false,
    receiveAnnouncementEmail: true,
    emailNotificationTypes: ['follow'],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const endpoint = url.split('/api/')[1]!;
      calls.push({ endpoint, body });
      if (endpoint === 'meta') return new Response(JSON.stringify({ version: '2025.4.0', enableEmail }));
      if (endpoint === 'i/update-email') {
        if (body.password !== 'right') {
          const error = { message: 'Incorrect password.', code: 'INCORRECT_PASSWORD', id: 'e54c1d7e' };
          return new Response(JSON.stringify({ error }), { status: 400 });
        }
        me = { ...me, email: body.email, emailVerified: false };
      }
      if (endpoint === 'i/update') {
        const { i: _token, ...change } = body;
        me = { ...me, ...change };
      }
      return new Response(JSON.stringify(me), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  renderSignedIn(<EmailSettingsPage />);
}

test('a server without email says so and disables every control', async () => {
  enableEmail = false;
  renderPage();
  await screen.findByText(/does not send email/);
  // disabled through their fieldset (or, for the switch, directly)
  expect(screen.getByRole('checkbox', { name: 'Mentions' }).matches(':disabled')).toBe(true);
  expect(screen.getByRole('button', { name: 'Save address' }).matches(':disabled')).toBe(true);
  expect(screen.getByLabelText(/^Address/).matches(':disabled')).toBe(true);
  expect(screen.getByRole('switch', { name: /announcements/ }).matches(':disabled')).toBe(true);
});

test('ticking a type sends the whole list with i/update', async () => {
  renderPage();
  const mention = await screen.findByRole('checkbox', { name: 'Mentions' });
  fireEvent.click(mention);
  await waitFor(() =>
    expect(calls.filter((c) => c.endpoint === 'i/update').map((c) => c.body.emailNotificationTypes)).toEqual([
      ['follow', 'mention'],
    ]),
  );
  await waitFor(() => expect((mention as HTMLInputElement).checked).toBe(true));
});

test('a wrong password is explained; the right one stores the address as not verified', async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText(/^Address/), { target: { value: 'a@example.com' } });
  fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'wrong' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect((await screen.findByRole('alert')).textContent).toBe('The password is not correct.');
  fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'right' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await screen.findByText('a@example.com');
  expect(screen.getByText('Not verified yet')).toBeTruthy();
});
