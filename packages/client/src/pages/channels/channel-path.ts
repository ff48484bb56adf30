import { safeHexColor } from '@/ui/index.ts';
/** Signed-in users read channels under /secure (spec P1 §2); visitors on the public twin. */
export function channelPath(channelId: string, signedIn: boolean, suffix = ''): string {
  return `${signedIn ? '/secure' : ''}/channels/${channelId}${suffix}`;
}

/** A channel color usable in CSS, or the fallback when the server sent something else. */
export const safeChannelColor = safeHexColor;
