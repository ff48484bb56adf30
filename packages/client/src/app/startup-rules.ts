import type { entities } from 'misskey-js';

/** Spec P1 §9: the welcome-back message appears after two hours away. */
export const WELCOME_BACK_AFTER_MS = 2 * 60 * 60 * 1000;

/** Local key `lastUsed`: when this client was last used, in ms. */
export const LAST_USED_KEY = 'lastUsed';

export function shouldWelcomeBack(lastUsed: number | null, now: number): boolean {
  return lastUsed !== null && now - lastUsed > WELCOME_BACK_AFTER_MS;
}

/** Spec P1 §2: the setup wizard opens while accountSetupWizard is not -1. */
export function shouldOpenSetupWizard(accountSetupWizard: number): boolean {
  return accountSetupWizard !== -1;
}

/** Spec P1 §2: at start, a dialog for each unread announcement whose display is dialog. */
export function announcementsToShow(
  me: Pick<entities.MeDetailed, 'unreadAnnouncements'>,
): entities.Announcement[] {
  return (me.unreadAnnouncements ?? []).filter((a) => a.display === 'dialog');
}

export function parseLastUsed(raw: string | null): number | null {
  if (raw === null) return null;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Active plugins start this long after the signed-in frame is up (spec P1 §4: "after a delay"). */
export const PLUGIN_START_DELAY_MS = 1000;
