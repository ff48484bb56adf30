/** Misskey accepts local usernames of 1 to 20 letters, digits and underscores. */
export const USERNAME_PATTERN = /^\w{1,20}$/;

export type SignupProblem = 'usernameInvalid' | 'passwordEmpty' | 'passwordMismatch' | null;

export function checkSignup(username: string, password: string, retyped: string): SignupProblem {
  if (!USERNAME_PATTERN.test(username)) return 'usernameInvalid';
  if (password === '') return 'passwordEmpty';
  if (password !== retyped) return 'passwordMismatch';
  return null;
}

/** A leading @ (people often type their handle) is not part of the username. */
export function normalizeUsername(input: string): string {
  return input.trim().replace(/^@/, '');
}
