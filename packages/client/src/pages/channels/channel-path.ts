/** Signed-in users read channels under /secure (spec P1 §2); visitors on the public twin. */
export function channelPath(channelId: string, signedIn: boolean, suffix = ''): string {
  return `${signedIn ? '/secure' : ''}/channels/${channelId}${suffix}`;
}

/** A channel color usable in CSS, or the fallback when the server sent something else. */
export function safeChannelColor(color: string | null | undefined, fallback = 'var(--accent)'): string {
  return color && /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : fallback;
}
