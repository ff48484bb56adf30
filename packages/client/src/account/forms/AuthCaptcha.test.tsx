import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeServer } from '../../../test-support/fake-server.ts';
import { renderWithSettings } from '../../../test-support/settings-test-host.tsx';
import { SigninForm } from './SigninForm.tsx';
import { SignupForm } from './SignupForm.tsx';

let onToken: ReturnType<typeof vi.fn<(token: string) => Promise<void>>>;
const sent: Array<Record<string, unknown>> = [];
const refused = () =>
  new Response(
    JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Error: testcaptcha-failed' }),
    {
      status: 400,
    },
  );

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sent.length = 0;
  onToken = vi.fn(async (_token: string) => undefined);
  // a server that asks Misskey's test captcha, and refuses once what the person solved
  let first = true;
  fakeServer({
    meta: () => ({ enableTestcaptcha: true, policies: {} }),
    'username/available': () => ({ available: true }),
    signup: (b) => {
      sent.push(b);
      return b['testcaptcha-response'] === 'testcaptcha-passed'
        ? { id: 'u1', username: b.username, token: 'new-token' }
        : refused();
    },
    'signin-flow': (b) => {
      sent.push(b);
      if (first) return ((first = false), refused());
      return { finished: true, id: 'u1', i: 'session-token' };
    },
  });
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
const solve = () => fireEvent.click(screen.getByRole('checkbox', { name: /I am a person/ }));

describe('a server that asks a captcha', () => {
  test('sign-up waits for it to be solved and sends its answer', async () => {
    renderWithSettings(<SignupForm title="Sign up" onToken={onToken} />);
    await screen.findByRole('checkbox', { name: /I am a person/ });
    await type(/^Username/, 'human');
    await type(/^Password$/, 'pw');
    await type(/^Password \(again\)/, 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Solve the captcha first, then try again.')).toBeTruthy();
    expect(sent).toEqual([]);
    solve();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(onToken).toHaveBeenCalledWith('new-token'));
    expect(sent[0]).toMatchObject({ username: 'human', 'testcaptcha-response': 'testcaptcha-passed' });
  });

  test('sign-in sends the answer with the password; a refused one is said and must be solved anew', async () => {
    renderWithSettings(<SigninForm title="Sign in" onToken={onToken} />);
    await screen.findByRole('checkbox', { name: /I am a person/ });
    await type(/^Username/, 'human');
    await type(/^Password/, 'pw');
    solve();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('The captcha was not accepted. Solve it again, then try again.'),
    ).toBeTruthy();
    expect(sent[0]).toMatchObject({ 'testcaptcha-response': 'testcaptcha-passed' });
    // drawn afresh: unsolved again
    expect((screen.getByRole('checkbox', { name: /I am a person/ }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Solve the captcha first, then try again.')).toBeTruthy();
    solve();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onToken).toHaveBeenCalledWith('session-token'));
  });
});
