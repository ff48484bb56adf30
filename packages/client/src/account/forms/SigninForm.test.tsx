import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeServer, type FakeServer } from '../../../test-support/fake-server.ts';
import { renderWithSettings } from '../../../test-support/settings-test-host.tsx';
import { SigninForm } from './SigninForm.tsx';

/** Misskey 2026.7's answer to an address that tried to sign in too often (or too quickly). */
const tooMany = () =>
  new Response(
    JSON.stringify({
      error: {
        message: 'Too many failed attempts to sign in. Try again later.',
        code: 'TOO_MANY_AUTHENTICATION_FAILURES',
        id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
      },
    }),
    { status: 429 },
  );

/** MisskeyIO 2025.4's answer to the same: RATE_LIMIT_EXCEEDED, the sign-in limit named inside `info`. */
const tooManyOnMisskeyIo = () =>
  new Response(
    JSON.stringify({
      error: {
        message: 'Rate limit exceeded. Please try again later.',
        code: 'RATE_LIMIT_EXCEEDED',
        id: '22d05606-fbcf-421a-a2db-b32610dcfd1b',
        info: {
          message: 'Too many failed attempts to sign in.',
          code: 'TOO_MANY_AUTHENTICATION_FAILURES',
          id: '6c181469-ecb9-42d2-82c9-60db5486a819',
        },
      },
    }),
    { status: 429 },
  );

let server: FakeServer;
const onToken = vi.fn(async (_token: string) => undefined);

beforeEach(() => {
  onToken.mockClear();
  server = fakeServer({
    meta: () => ({ policies: {} }),
    'signin-flow': tooMany,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('too many attempts are said as such, not as a wrong password; what was typed stays', async () => {
  renderWithSettings(<SigninForm title="Sign in" onToken={onToken} />);
  fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: 'alice' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right-password' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
  expect(await screen.findByText('Too many sign-in attempts. Wait a little, then try again.')).toBeTruthy();
  expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('right-password');
  expect(onToken).not.toHaveBeenCalled();
  expect(server.sent('signin-flow')).toEqual([{ username: 'alice', password: 'right-password' }]);
});

test('MisskeyIO’s form of the sign-in limit (RATE_LIMIT_EXCEEDED) says the same', async () => {
  server = fakeServer({ meta: () => ({ policies: {} }), 'signin-flow': tooManyOnMisskeyIo });
  renderWithSettings(<SigninForm title="Sign in" onToken={onToken} />);
  fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: 'alice' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right-password' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
  expect(await screen.findByText('Too many sign-in attempts. Wait a little, then try again.')).toBeTruthy();
  expect(onToken).not.toHaveBeenCalled();
  expect(server.sent('signin-flow')).toHaveLength(1);
});
