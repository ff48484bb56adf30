import { extract, parse, type MfmMention } from 'mfm-js';

export interface MentionRef {
  username: string;
  host: string | null;
}

export interface RecipientLike {
  username: string;
  host: string | null;
}

/** The users mentioned in a text, once each (found by parsing). */
export function extractMentions(text: string): MentionRef[] {
  const found = extract(parse(text), (n) => n.type === 'mention') as MfmMention[];
  const seen = new Set<string>();
  const out: MentionRef[] = [];
  for (const m of found) {
    const ref = { username: m.props.username, host: m.props.host };
    const key = acctKey(ref, null);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(ref);
    }
  }
  return out;
}

/** username@host in lower case; a host equal to `localHost` counts as local. */
export function acctKey(u: { username: string; host: string | null }, localHost: string | null): string {
  const host =
    u.host == null || u.host.toLowerCase() === localHost?.toLowerCase() ? '' : u.host.toLowerCase();
  return `${u.username.toLowerCase()}@${host}`;
}

/**
 * Spec P2 §5: for a specified note, the mentioned users who are not recipients (nor the author):
 * the form warns about them and offers to add them.
 */
export function mentionsMissingFromRecipients(
  text: string,
  recipients: readonly RecipientLike[],
  me: RecipientLike | null,
  localHost: string | null,
): MentionRef[] {
  const known = new Set(recipients.map((r) => acctKey(r, localHost)));
  if (me) known.add(acctKey(me, localHost));
  return extractMentions(text).filter((m) => !known.has(acctKey(m, localHost)));
}

/** The mention written for a user: @username, or @username@host for other servers. */
export function mentionOf(u: { username: string; host: string | null }): string {
  return u.host ? `@${u.username}@${u.host}` : `@${u.username}`;
}
