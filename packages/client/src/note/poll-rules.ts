import type { entities } from 'misskey-js';

export type Poll = NonNullable<entities.Note['poll']>;

/** Spec P2 §9: the remaining-time display refreshes every 3 s. */
export const POLL_COUNTDOWN_REFRESH_MS = 3_000;

export function isPollClosed(poll: Pick<Poll, 'expiresAt'>, now: number): boolean {
  return poll.expiresAt != null && new Date(poll.expiresAt).getTime() <= now;
}

export function hasVoted(poll: Pick<Poll, 'choices'>): boolean {
  return poll.choices.some((c) => c.isVoted);
}

/** Spec P2 §4: read-only when single-choice and already voted, or closed, or read-only by setting. */
export function isPollReadOnly(poll: Poll, now: number, readOnly = false): boolean {
  return readOnly || isPollClosed(poll, now) || (!poll.multiple && hasVoted(poll));
}

/** Spec P2 §5: whether a vote on this choice may be sent. */
export function canVote(poll: Poll, choice: number, now: number, signedIn: boolean): boolean {
  if (!signedIn || isPollReadOnly(poll, now)) return false;
  const c = poll.choices[choice];
  return !!c && !c.isVoted;
}

/** Spec P2 §4: remaining time in days, hours, minutes or seconds. */
export function pollRemaining(
  expiresAt: string,
  now: number,
): { unit: 'days' | 'hours' | 'minutes' | 'seconds'; n: number } | null {
  const ms = new Date(expiresAt).getTime() - now;
  if (ms <= 0) return null;
  const s = Math.floor(ms / 1000);
  if (s >= 86_400) return { unit: 'days', n: Math.floor(s / 86_400) };
  if (s >= 3_600) return { unit: 'hours', n: Math.floor(s / 3_600) };
  if (s >= 60) return { unit: 'minutes', n: Math.floor(s / 60) };
  return { unit: 'seconds', n: s };
}
