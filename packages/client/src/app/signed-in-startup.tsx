import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions, refreshAccount, type StoredAccount } from '@/account/index.ts';
import { apiAs } from '@/api/index.ts';
import { showAnnouncementDialog } from '@/announcements/index.ts';
import { t } from '@/i18n/index.ts';
import { REGISTRY_SCOPE, type SettingsStore } from '@/store/index.ts';
import { openDialog, openModal, toast } from '@/ui/index.ts';
import {
  announcementsToShow,
  LAST_USED_KEY,
  parseLastUsed,
  shouldOpenSetupWizard,
  shouldWelcomeBack,
} from './startup-rules.ts';

/** How often `lastUsed` is refreshed while the client is open. */
const LAST_USED_REFRESH_MS = 60_000;

function keepLastUsedFresh(): number | null {
  const previous = parseLastUsed(localStorage.getItem(LAST_USED_KEY));
  const touch = () => localStorage.setItem(LAST_USED_KEY, String(Date.now()));
  touch();
  setInterval(touch, LAST_USED_REFRESH_MS);
  addEventListener('pagehide', touch);
  return previous;
}

/**
 * Spec P1 §4, for a signed-in user, after the first render: read the current user; ask for the
 * notification permission if undecided; the setup wizard and the unread announcement dialogs; the
 * account-deletion warning; welcome back after two hours away.
 */
export async function runSignedInStartup(
  account: StoredAccount,
  store: SettingsStore,
  queryClient: QueryClient,
) {
  const lastUsed = keepLastUsedFresh();
  const api = apiAs(account.token);
  // the same request as the page's (asked for early in boot): one `i`, not two
  const me = await refreshAccount(account, () =>
    queryClient.fetchQuery({ ...meQueryOptions(account), retry: false }),
  );
  if (!me) return;
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    Notification.requestPermission().catch(() => undefined);
  }
  // the account-level settings decide the wizard: read them from the registry first
  const registry = await api('i/registry/get-all', { scope: REGISTRY_SCOPE }).catch(() => null);
  if (registry) store.applyRegistry(registry as Record<string, unknown>);
  if (shouldOpenSetupWizard(store.get('accountSetupWizard'))) {
    // the wizard's code loads only for the accounts that see it
    const { SetupWizard } = await import('../account/setup-wizard/SetupWizard.tsx');
    await openModal<void>(({ close }) => <SetupWizard me={me} store={store} close={() => close()} />, {
      presentation: 'dialog',
      cancelable: false,
    });
  }
  // the roaming reader loads after start-up, off the path to the first note
  const { offerRoamingSettings } = await import('./roaming/offer-roaming-settings.tsx');
  await offerRoamingSettings(me, store, api);
  for (const a of announcementsToShow(me)) await showAnnouncementDialog(a, api);
  if (me.isDeleted) await openDialog({ type: 'warning', title: t('accountDeletionInProgress') });
  if (shouldWelcomeBack(lastUsed, Date.now()))
    toast(t('welcomeBackWithName', { name: me.name || me.username }));
}
