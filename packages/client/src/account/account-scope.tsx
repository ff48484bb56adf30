import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IconUserCircle } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { StreamProvider } from '@/stream/index.ts';
import { LoadingView } from '@/ui/index.ts';
import { getAccountList } from './account-list.ts';
import type { AccountListEntry, StoredAccount } from './account-storage.ts';
import { MeProvider, useMe } from './me.tsx';

/** The signed-in accounts a part of the page can read as: those of the session's server. */
export async function sameServerAccounts(
  current: Pick<StoredAccount, 'origin'>,
): Promise<AccountListEntry[]> {
  return (await getAccountList()).filter((a) => (a.origin ?? '') === (current.origin ?? ''));
}

/**
 * The signed-in account `accountId` names, when it is not the session's: undefined while looking,
 * null when it is no longer signed in on this device. `other` is false for the session's own.
 */
function useOtherAccount(accountId: string | undefined) {
  const { account } = useMe();
  const other = !!accountId && !!account && accountId !== account.id;
  const [entry, setEntry] = useState<AccountListEntry | null | undefined>(undefined);
  useEffect(() => {
    if (!other || !account) return;
    let live = true;
    void sameServerAccounts(account).then((list) => {
      if (live) setEntry(list.find((a) => a.id === accountId) ?? null);
    });
    return () => {
      live = false;
    };
  }, [other, account, accountId]);
  return { other, entry };
}

function OtherAccount({ entry, children }: { entry: AccountListEntry; children: ReactNode }) {
  // its answers stay in a cache of their own, out of the session's (keys carry no account)
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  const account: StoredAccount = {
    id: entry.id,
    token: entry.token,
    username: entry.username ?? '',
    isAdmin: false,
    isModerator: false,
    notesCount: 0,
    origin: entry.origin,
  };
  return (
    <QueryClientProvider client={client}>
      <StreamProvider token={entry.token} origin={entry.origin ?? location.origin}>
        <MeProvider account={account} secondary>
          {children}
        </MeProvider>
      </StreamProvider>
    </QueryClientProvider>
  );
}

/**
 * Everything below reads and acts as the signed-in account `accountId` (the session's when absent):
 * its token for calls, its own stream connection and its own query cache.
 */
export function AccountScope({
  accountId,
  children,
}: {
  accountId: string | undefined;
  children: ReactNode;
}) {
  const { other, entry } = useOtherAccount(accountId);
  if (!other) return children;
  if (entry === undefined) return <LoadingView />;
  if (entry === null) return <p className="kumo-empty">{t('accountScopeGone')}</p>;
  return (
    <OtherAccount key={entry.id} entry={entry}>
      {children}
    </OtherAccount>
  );
}

/** Whose a part of the page is when it reads as another account than the session's (nothing otherwise). */
export function AccountScopeOwner({ accountId }: { accountId: string | undefined }) {
  const { other, entry } = useOtherAccount(accountId);
  if (!other || !entry) return null;
  const user = `@${entry.username ?? entry.id}`;
  return (
    <span className="kumo-account-owner" title={t('accountScopeOwner', { user })}>
      <IconUserCircle size={16} aria-hidden />
      <span className="kumo-visually-hidden">{t('accountScopeAccount')} </span>
      {user}
    </span>
  );
}
