import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { apiError, fakeAccountServer } from '../../../../test-support/fake-server.ts';
import { renderSignedIn } from '../../../../test-support/settings-test-host.tsx';
import EmailSettingsPage from './EmailSettingsPage.tsx';

let server: ReturnType<typeof fakeAccountServer>;
let enableEmail: boolean;

beforeEach(() => {
  localStorage.clear();
  enableEmail = true;
  server = fakeAccountServer(
    {
      id: 'u1',
      username: 'alice',
      twoFactorEnabled: false,
      email: null,
      emailVerified: false,
      receiveAnnouncementEmail: true,
      emailNotificationTypes: ['follow'],
    },
    {
      meta: () => ({ version: '2025.4.0', enableEmail }),
      'i/update-email': (body) => {
        // as Kumo's local instance: with two-factor on, the code comes first
        if (server.me.twoFactorEnabled && body.token !== '123456')
          return apiError(403, 'TWO_FACTOR_AUTHENTICATION_FAILED', 'Two-factor authentication failed.');
        if (body.password !== 'right') return apiError(400, 'INCORRECT_PASSWORD', 'Incorrect password.');
        server.me = { ...server.me, email: body.email, emailVerified: false };
        return server.me;
      },
    },
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
    expect(server.sent('i/update').map((b) => b.emailNotificationTypes)).toEqual([['follow', 'mention']]),
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

test('with two-factor on, a code is asked too and sent as `token`; a wrong one is explained', async () => {
  server.me = { ...server.me, twoFactorEnabled: true };
  renderPage();
  fireEvent.change(await screen.findByLabelText(/^Address/), { target: { value: 'a@example.com' } });
  fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'right' } });
  const code = screen.getByLabelText(/^Code from your authenticator app/);
  fireEvent.change(code, { target: { value: '000000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The code from your authenticator app is not right. Nothing was changed.',
  );
  fireEvent.change(code, { target: { value: ' 123456 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await screen.findByText('a@example.com');
  expect(server.sent('i/update-email').at(-1)).toEqual({
    password: 'right',
    email: 'a@example.com',
    token: '123456',
  });
});

test('without two-factor, no code is asked and no `token` is sent', async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText(/^Address/), { target: { value: 'b@example.com' } });
  expect(screen.queryByLabelText(/^Code from your authenticator app/)).toBeNull();
  fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'right' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await screen.findByText('b@example.com');
  expect(server.sent('i/update-email')).toEqual([{ password: 'right', email: 'b@example.com' }]);
});
