import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { api } from '@/api/index.ts';
import { getAccountList, type AccountListEntry, type StoredAccount } from '@/account/index.ts';

export interface PostingAccount {
  id: string;
  token: string;
  user: entities.UserDetailed | null;
}

/**
 * Spec P2 §6: the other signed-in accounts of this device (the stored list of ids and tokens),
 * that a note may be posted as. Users are looked up when the menu is opened.
 */
export function usePostAccounts(current: StoredAccount | null) {
  const [entries, setEntries] = useState<AccountListEntry[]>([]);
  useEffect(() => {
    let alive = true;
    void getAccountList()
      .then((list) => {
        if (alive) setEntries(list);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  const others = entries.filter((e) => e.id !== current?.id);

  /** Looks the accounts up (with the current token) so that the menu can show names and avatars. */
  const resolve = async (): Promise<PostingAccount[]> => {
    const ids = [current?.id, ...others.map((o) => o.id)].filter((id): id is string => !!id);
    let users: entities.UserDetailed[] = [];
    try {
      users = (await api(
        'users/show',
        { userIds: ids },
        current?.token,
      )) as unknown as entities.UserDetailed[];
    } catch {
      users = [];
    }
    const byId = new Map(users.map((u) => [u.id, u]));
    const all = current ? [{ id: current.id, token: current.token }, ...others] : others;
    return all.map((e) => ({ ...e, user: byId.get(e.id) ?? null }));
  };

  return { hasOthers: others.length > 0, resolve };
}
