import { t } from '@/i18n/index.ts';
import type { MenuItem } from '@/ui/index.ts';
import { moreEntries } from './nav-items.tsx';

/** The items of the menu's "More": a link to each destination the menu list does not hold. */
export function moreMenuItems(menu: readonly string[], hidden: readonly string[] = []): MenuItem[] {
  const entries = moreEntries(menu, hidden);
  if (entries.length === 0) return [{ type: 'label', text: t('navMoreEmpty') }];
  return entries.map((entry) => ({ type: 'link', href: entry.to, text: t(entry.label), icon: entry.icon }));
}
