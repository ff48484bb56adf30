import { useState } from 'react';

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
