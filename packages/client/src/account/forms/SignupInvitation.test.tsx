import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeServer } from '../../../test-support/fake-server.ts';
import { renderWithSettings } from '../../../test-support/settings-test-host.tsx';
import { SignupForm } from './SignupForm.tsx';

let onToken: ReturnType<typeof vi.fn<(token: string) => Promise<void>>>;
const sent: Array<Record<string, unknown>> = [];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sent.length = 0;
  onToken = vi.fn(async (_token: string) => undefined);
  fakeServer({
    meta: () => ({ disableRegistration: true, policies: {} }),
    'username/available': () => ({ available: true }),
    // as Misskey: a missing or wrong code is an empty 400
    signup: (b) => {
      sent.push(b);
      return b.invitationCode === 'GOODCODE'
        ? { id: 'u1', username: b.username, token: 'new-token' }
        : new Response(null, { status: 400 });
    },
  });
  renderWithSettings(<SignupForm title="Sign up" onToken={onToken} />);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const type = async (label: string | RegExp, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
};

describe('sign-up on a server with registration closed', () => {
  test('asks for an invitation code, says plainly when it is refused, and signs up with a good one', async () => {
    await screen.findByLabelText(/^Invitation code/);
    await type(/^Username/, 'invited');
    await type(/^Password$/, 'pw');
    await type(/^Password \(again\)/, 'pw');
    await type(/^Invitation code/, 'WRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This server needs a valid invitation code to sign up.')).toBeTruthy();
    await type(/^Invitation code/, ' GOODCODE ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(onToken).toHaveBeenCalledWith('new-token'));
    expect(sent.map((b) => b.invitationCode)).toEqual(['WRONG', 'GOODCODE']);
  });
});
