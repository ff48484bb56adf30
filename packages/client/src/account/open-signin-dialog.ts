/**
 * Spec P2 §8: the sign-in dialog for a visitor who tried something only an account can do
 * (signin-dialog.tsx). Its form loads when it is first asked for, not with the notes.
 */
export async function openSigninDialog(message?: string): Promise<void> {
  const { openSigninDialog: open } = await import('./signin-dialog.tsx');
  return open(message);
}
