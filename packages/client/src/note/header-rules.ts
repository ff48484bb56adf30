/** Spec P1 §3 instanceTicker: whether a note shows its server's name. */
export function showInstanceTicker(setting: 'none' | 'remote' | 'always', host: string | null): boolean {
  if (setting === 'always') return true;
  if (setting === 'remote') return host !== null;
  return false;
}

/** A ticker colour is used only when it is a plain hex colour (server data is untrusted). */
export function safeTickerColor(color: string | null | undefined): string | null {
  return color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : null;
}
