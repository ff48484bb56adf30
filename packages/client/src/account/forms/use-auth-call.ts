import { useState, type ReactNode } from 'react';

/** What the sign-in and sign-up forms take. */
export interface AuthFormProps {
  title: string;
  /** Called with the session token once the server accepts the account. */
  onToken: (token: string) => Promise<void>;
  footer?: ReactNode;
  /** A sentence above the fields (why the form is asked for). */
  intro?: ReactNode;
}

/**
 * The busy flag and inline error of a sign-in or sign-up form. `run` clears the error, runs the
 * call, and shows what it returns (a reason it could not finish) or what it throws, described.
 * These forms call before any account exists, so they cannot go through the account's mutations.
 */
export function useAuthCall(describe: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<string | void>) => {
    setBusy(true);
    setError(null);
    try {
      const problem = await call();
      if (problem) setError(problem);
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
