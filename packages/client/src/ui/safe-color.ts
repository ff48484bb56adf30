/**
 * A colour a user or admin typed (a channel's, a role's) as it may go into a style: a hex colour,
 * else `fallback`, so that no other CSS can be slipped in.
 */
export function safeHexColor(color: string | null | undefined, fallback = 'var(--accent)'): string {
  return color && /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : fallback;
}
