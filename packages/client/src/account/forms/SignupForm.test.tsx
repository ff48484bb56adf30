import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeServer } from '../../../test-support/fake-server.ts';
import { renderWithSettings } from '../../../test-support/settings-test-host.tsx';
import { SignupForm } from './SignupForm.tsx';

const TAKEN = new Set(['alice', 'admin']);
let onToken: ReturnType<typeof vi.fn<(token: string) => Promise<void>>>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onToken = vi.fn(async (_token: string) => undefined);
  fakeServer({
    'username/available': (b) => ({ available: !TAKEN.has(String(b.username)) }),
    // the real server's answer to a taken name: a plain Fastify error, the reason in its message
    signup: () =>
      new Response(
        JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Error: DUPLICATED_USERNAME' }),
        {
          status: 400,
        },
      ),
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

describe('sign-up', () => {
  test('a username is checked as it is typed: taken, or free', async () => {
    await type(/^Username/, 'alice');
    expect(await screen.findByText('That username is already taken.')).toBeTruthy();
    await type(/^Username/, 'newcomer_42');
    expect(await screen.findByText('This username is free.')).toBeTruthy();
    expect(screen.queryByText('That username is already taken.')).toBeNull();
  });

  test("the server's refusal is a sentence, not a code", async () => {
    await type(/^Username/, 'racer');
    await type(/^Password$/, 'pw');
    await type(/^Password \(again\)/, 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('That username is already taken.')).toBeTruthy();
    expect(screen.queryByText(/DUPLICATED_USERNAME/)).toBeNull();
    expect(onToken).not.toHaveBeenCalled();
  });
});
