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

/**
 * What a refused sign-up means to the person signing up (the server's reasons are codes). Misskey
 * refuses a missing or wrong invitation code with an empty 400, which says nothing by itself: on a
 * server that asks for codes, that is what it means.
 */
export function signupRefusal(
  code: string,
  needsInvitation = false,
): 'usernameTaken' | 'usernameInvalid' | 'invitationInvalid' | 'captchaRejected' | null {
  if (needsInvitation && code === 'UNKNOWN') return 'invitationInvalid';
  switch (code) {
    case 'DUPLICATED_USERNAME':
    case 'USED_USERNAME':
      return 'usernameTaken';
    case 'INVALID_USERNAME':
      return 'usernameInvalid';
    case 'INVALID_INVITATION_CODE':
      return 'invitationInvalid';
    case 'CAPTCHA_FAILED':
      return 'captchaRejected';
    default:
      return null;
  }
}
