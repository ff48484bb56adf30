import { knownKey, t } from '@/i18n/index.ts';

/** Why points were awarded, in a few words (a reason Kumo does not know is shown as it is). */
export function pointReason(reason: string): string {
  const key = knownKey(`pointReason.${reason}`);
  return key ? t(key) : reason;
}
