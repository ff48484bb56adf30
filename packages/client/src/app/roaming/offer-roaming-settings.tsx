import type { entities } from 'misskey-js';
import type { Api } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { instanceHost } from '@/queries/index.ts';
import { roamingOfferedKey, type SettingsStore } from '@/store/index.ts';
import { installTheme, readInstalledThemes, type Theme } from '@/theme/index.ts';
import { openModal, toast } from '@/ui/index.ts';
import {
  missingThemes,
  newMutes,
  offerItems,
  takeOver,
  type KumoSettings,
  type OfferItem,
} from './roaming-offer.ts';
import { RoamingOfferDialog } from './RoamingOfferDialog.tsx';
import { BACKUPS_SCOPE, preferenceValues, SYNC_SCOPE, webClientSettings } from './web-client-settings.ts';

/**
 * On an account's first sign-in on this device: if the user set a theme, reactions or emoji mutes
 * in their server's own web client (kept in its registry), offer to use them in Kumo too.
 */
export async function offerRoamingSettings(me: entities.MeDetailed, store: SettingsStore, api: Api) {
  const key = roamingOfferedKey(me.id);
  if (localStorage.getItem(key)) return;
  const read = (scope: string[]) =>
    api('i/registry/get-all', { scope }).then(
      (values) => values as Record<string, unknown>,
      () => null,
    );
  const [sync, backups] = await Promise.all([read(SYNC_SCOPE), read(BACKUPS_SCOPE)]);
  if (!sync && !backups) return; // could not look: try again next time
  localStorage.setItem(key, String(Date.now()));
  const host = instanceHost();
  const found = webClientSettings(preferenceValues(sync ?? {}, backups ?? {}, { host, userId: me.id }));
  const kumo: KumoSettings = {
    // the store holds only themes that passed validation when they were chosen
    lightTheme: store.get('lightTheme') as Theme | null,
    darkTheme: store.get('darkTheme') as Theme | null,
    reactions: store.get('reactions'),
    mutedEmojis: store.get('mutedEmojis'),
    installed: readInstalledThemes(),
  };
  const items = offerItems(found, kumo);
  if (items.length === 0) return;
  const counts = { themes: missingThemes(found, kumo).length, mutes: newMutes(found, kumo).length };
  const ticked = await openModal<OfferItem[]>(
    (ctx) => <RoamingOfferDialog {...ctx} host={host} found={found} items={items} counts={counts} />,
    { presentation: 'dialog' },
  );
  if (!ticked || ticked.length === 0) return;
  const { settings, install } = takeOver(found, kumo, ticked);
  for (const theme of install) installTheme(theme);
  if (settings.lightTheme) store.set('lightTheme', settings.lightTheme);
  if (settings.darkTheme) store.set('darkTheme', settings.darkTheme);
  if (settings.reactions) store.set('reactions', settings.reactions);
  if (settings.mutedEmojis) store.set('mutedEmojis', settings.mutedEmojis);
  toast(t('roamingDone'));
}
