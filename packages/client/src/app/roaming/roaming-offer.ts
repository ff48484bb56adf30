/**
 * Which of the web client's settings differ from Kumo's (only those are offered), and taking over
 * the ones the user ticks.
 */
import { sameTheme, type Theme } from '@/theme/index.ts';
import { setEmojiMuted, isEmojiMuted } from '@/emoji/index.ts';
import type { WebClientSettings } from './web-client-settings.ts';

export type OfferItem = 'lightTheme' | 'darkTheme' | 'themes' | 'reactions' | 'mutedEmojis';

/** Kumo's side: the account's settings and this device's installed themes. */
export interface KumoSettings {
  lightTheme: Theme | null;
  darkTheme: Theme | null;
  reactions: string[];
  mutedEmojis: string[];
  installed: readonly Theme[];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Installed themes of the web client that this device lacks (or has in another version). */
export function missingThemes(found: WebClientSettings, kumo: KumoSettings): Theme[] {
  return found.themes.filter((t) => !kumo.installed.some((i) => sameTheme(i, t)));
}

/** The mutes the web client has and Kumo has not. */
export function newMutes(found: WebClientSettings, kumo: KumoSettings): string[] {
  return (found.mutedEmojis ?? []).filter((e) => !isEmojiMuted(kumo.mutedEmojis, e));
}

export function offerItems(found: WebClientSettings, kumo: KumoSettings): OfferItem[] {
  const items: OfferItem[] = [];
  const differs = (a: Theme | null, b: Theme | null) => a !== null && (b === null || !sameTheme(a, b));
  if (differs(found.lightTheme, kumo.lightTheme)) items.push('lightTheme');
  if (differs(found.darkTheme, kumo.darkTheme)) items.push('darkTheme');
  const chosen = new Set([found.lightTheme?.id, found.darkTheme?.id]);
  if (missingThemes(found, kumo).some((t) => !chosen.has(t.id))) items.push('themes');
  if (found.reactions && found.reactions.length > 0 && !sameList(found.reactions, kumo.reactions))
    items.push('reactions');
  if (newMutes(found, kumo).length > 0) items.push('mutedEmojis');
  return items;
}

/** What to store for the ticked items: settings to set and themes to install. */
export function takeOver(
  found: WebClientSettings,
  kumo: KumoSettings,
  ticked: readonly OfferItem[],
): {
  settings: Partial<Pick<KumoSettings, 'lightTheme' | 'darkTheme' | 'reactions' | 'mutedEmojis'>>;
  install: Theme[];
} {
  const settings: ReturnType<typeof takeOver>['settings'] = {};
  const install = new Map<string, Theme>();
  const missing = missingThemes(found, kumo);
  for (const slot of ['lightTheme', 'darkTheme'] as const) {
    const theme = found[slot];
    if (!ticked.includes(slot) || !theme) continue;
    settings[slot] = theme;
    if (missing.some((t) => t.id === theme.id)) install.set(theme.id, theme);
  }
  if (ticked.includes('themes')) for (const t of missing) install.set(t.id, t);
  if (ticked.includes('reactions') && found.reactions) settings.reactions = [...found.reactions];
  if (ticked.includes('mutedEmojis'))
    settings.mutedEmojis = newMutes(found, kumo).reduce<string[]>(
      (list, e) => setEmojiMuted(list, e, true),
      [...kumo.mutedEmojis],
    );
  return { settings, install: [...install.values()] };
}
