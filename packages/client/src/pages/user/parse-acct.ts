/** `alice` or `alice@example.com` (a leading @ is tolerated) into username and host (null for local). */
export function parseAcct(acct: string): { username: string; host: string | null } {
  const clean = acct.replace(/^@/, '');
  const at = clean.indexOf('@');
  if (at < 0) return { username: clean, host: null };
  return { username: clean.slice(0, at), host: clean.slice(at + 1) || null };
}
