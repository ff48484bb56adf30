import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { apiError, fakeAccountServer } from '../../../../test-support/fake-server.ts';
import { renderSignedIn } from '../../../../test-support/settings-test-host.tsx';
import { setupUiTestHost } from '../../../../test-support/ui-test-host.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';

setupUiTestHost();
afterEach(() => vi.unstubAllGlobals());

function serve(twoFactorEnabled: boolean, answer: () => unknown = () => undefined) {
  return fakeAccountServer({ id: 'u1', username: 'alice', twoFactorEnabled }, { 'i/delete-account': answer });
}

async function startDeletion() {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));
}

async function typeInto(title: string, value: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  const field = dialog.querySelector('input')!;
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

test('the account is deleted with the password after a warning, and the user is told', async () => {
  const server = serve(false);
  renderSignedIn(<DeleteAccountSection />);
  await startDeletion();
  await typeInto('Enter your password to delete your account.', 'secret');
  expect(await screen.findByText('Your account is being deleted')).toBeTruthy();
  expect(server.sent('i/delete-account')).toEqual([{ password: 'secret' }]);
});

test('cancelling the warning sends nothing', async () => {
  const server = serve(false);
  renderSignedIn(<DeleteAccountSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.sent('i/delete-account')).toEqual([]);
});

test('with two-factor on, a code is asked too and sent as token', async () => {
  const server = serve(true);
  renderSignedIn(<DeleteAccountSection />);
  await startDeletion();
  await typeInto('Enter your password to delete your account.', 'secret');
  await typeInto('Enter a code from your authenticator app (or a backup code).', ' 123456 ');
  expect(await screen.findByText('Your account is being deleted')).toBeTruthy();
  expect(server.sent('i/delete-account')).toEqual([{ password: 'secret', token: '123456' }]);
});

test('a refused password is shown and the user stays signed in', async () => {
  serve(false, () => apiError(400, 'INCORRECT_PASSWORD', 'Incorrect password.'));
  renderSignedIn(<DeleteAccountSection />);
  await startDeletion();
  await typeInto('Enter your password to delete your account.', 'wrong');
  expect(await screen.findByText(/Incorrect password\./)).toBeTruthy();
  expect(screen.queryByText('Your account is being deleted')).toBeNull();
});
