import type { entities } from 'misskey-js';
import { api } from './api.ts';

/** `users/show` with `userIds` answers a list (misskey-js types it as a switch on the parameters). */
export async function showUsers(userIds: string[], token?: string | null): Promise<entities.UserDetailed[]> {
  if (userIds.length === 0) return [];
  return (await api('users/show', { userIds }, token)) as unknown as entities.UserDetailed[];
}
