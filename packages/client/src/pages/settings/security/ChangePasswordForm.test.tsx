import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderWithApi } from '../../../../test-support/settings-test-host.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

let calls: Array<Record<string, unknown>>;
let answer: Response;

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return answer;
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function fill(current: string, next: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('New password again'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

/** Misskey's answer when the password change throws: a 500 INTERNAL_ERROR carrying the reason. */
const internalError = (reason: string) =>
  new Response(
    JSON.stringify({
      error: {
        message: 'Internal error occurred.',
        code: 'INTERNAL_ERROR',
        id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
        kind: 'server',
        info: { e: { message: reason, code: 'Error', id: 'x' } },
      },
    }),
    { status: 500 },
  );

test('a repetition that differs is caught before anything is sent', async () => {
  renderWithApi(<ChangePasswordForm twoFactor={false} />);
  fill('old', 'new-one', 'new-two');
  expect((await screen.findByRole('alert')).textContent).toContain('not the same');
  expect(calls).toHaveLength(0);
});

test('a wrong current password says so and keeps what was typed', async () => {
  answer = internalError('incorrect password');
  renderWithApi(<ChangePasswordForm twoFactor={false} />);
  fill('wrong', 'new-pass', 'new-pass');
  expect((await screen.findByRole('alert')).textContent).toContain('The current password is not right');
  expect(calls[0]).toEqual({ currentPassword: 'wrong', newPassword: 'new-pass', i: 'tok' });
  expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('wrong');
  expect((screen.getByLabelText('New password again') as HTMLInputElement).value).toBe('new-pass');
});

test('with two-factor on, the code is sent as `token` and the fields clear on success', async () => {
  answer = new Response(null, { status: 204 });
  renderWithApi(<ChangePasswordForm twoFactor />);
  fireEvent.change(screen.getByLabelText('Code from your authenticator app'), {
    target: { value: '123456' },
  });
  fill('old', 'new-pass', 'new-pass');
  await waitFor(() => expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
  expect(calls[0]).toMatchObject({ currentPassword: 'old', newPassword: 'new-pass', token: '123456' });
});

test('with two-factor on, a wrong code says so and keeps what was typed', async () => {
  // Misskey's answer: a plain error, as INTERNAL_ERROR
  answer = internalError('authentication failed');
  renderWithApi(<ChangePasswordForm twoFactor />);
  fireEvent.change(screen.getByLabelText('Code from your authenticator app'), {
    target: { value: '000000' },
  });
  fill('old', 'new-pass', 'new-pass');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The code from your authenticator app is not right. Nothing was changed.',
  );
  expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('old');
});
