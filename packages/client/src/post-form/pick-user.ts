import type { entities } from 'misskey-js';

/** Spec P2 §2: the user picker, loaded on first use; resolves with the chosen user, or undefined. */
export async function pickUser(asToken?: string | null): Promise<entities.UserLite | undefined> {
  const picker = await import('./UserPicker.tsx');
  return picker.pickUser(asToken);
}
