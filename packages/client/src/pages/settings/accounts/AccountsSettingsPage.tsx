import { IconUsers } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import {
  getAccountList,
  removeAccount,
  signout,
  switchAccount,
  useMe,
  type AccountListEntry,
  openAddAccount,
} from '@/account/index.ts';
import { useUsers } from '@/queries/index.ts';
import { t } from '@/i18n/index.ts';
import { Avatar, FormSection, confirmDialog } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { Mfm } from '@/mfm/index.ts';

/** The accounts signed in on this device (kept on the device, not on the server), read again on refresh. */
function useDeviceAccounts() {
  const [entries, setEntries] = useState<AccountListEntry[] | undefined>(undefined);
  const refresh = useCallback(async () => setEntries(await getAccountList()), []);
  useEffect(() => void refresh(), [refresh]);
  return { entries, refresh };
}

/** /secure/settings/accounts: the accounts on this device: switch to one, remove one, add one. */
export default function AccountsSettingsPage() {
  const { account } = useMe();
  const { entries, refresh } = useDeviceAccounts();
  // an account this server does not know (or a failed lookup) shows by its id
  const users = useUsers(entries?.map((e) => e.id) ?? []);
  const rows = entries?.map((e) => ({ entry: e, user: users.data?.find((u) => u.id === e.id) }));
  return (
    <SettingsFrame title={t('settingsAccounts')} icon={<IconUsers size={20} aria-hidden />}>
      <FormSection>
        <ul className="kumo-account-list">
          {rows?.map(({ entry, user }) => (
            <li key={entry.id}>
              {user && <Avatar user={user} size={36} />}
              <span className="kumo-account-list-name">
                {user ? (
                  <Mfm text={user.name || user.username} plain author={user} emojiUrls={user.emojis} />
                ) : (
                  entry.id
                )}
                {user && <span className="kumo-caption">@{user.username}</span>}
              </span>
              {entry.id === account?.id ? (
                <span className="kumo-caption">{t('currentAccount')}</span>
              ) : (
                <button type="button" className="kumo-button" onClick={() => void switchAccount(entry)}>
                  {t('switchAccount')}
                </button>
              )}
              <button
                type="button"
                className="kumo-button"
                onClick={async () => {
                  if (!(await confirmDialog(t('removeAccountConfirm', { name: user?.username ?? entry.id }))))
                    return;
                  if (entry.id === account?.id) await signout();
                  else {
                    await removeAccount(entry);
                    await refresh();
                  }
                }}
              >
                {t('removeAccount')}
              </button>
            </li>
          ))}
        </ul>
        <div className="kumo-settings-actions">
          <button
            type="button"
            className="kumo-button primary"
            onClick={() => void openAddAccount('existing').then(refresh)}
          >
            {t('addExistingAccount')}
          </button>
          <button
            type="button"
            className="kumo-button"
            onClick={() => void openAddAccount('create').then(refresh)}
          >
            {t('createAccount')}
          </button>
        </div>
      </FormSection>
    </SettingsFrame>
  );
}
