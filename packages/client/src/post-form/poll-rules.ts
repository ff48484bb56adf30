/** Spec P2 §3, §5, §9: the poll being composed, its validity and how its expiry is sent. */
export const POLL_MIN_CHOICES = 2;
export const POLL_MAX_CHOICES = 10;

export type PollExpiration = 'infinite' | 'at' | 'after';
export type DurationUnit = 'second' | 'minute' | 'hour' | 'day';

export const DURATION_UNIT_MS: Record<DurationUnit, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

export interface PollDraft {
  choices: string[];
  multiple: boolean;
  expiration: PollExpiration;
  /** yyyy-MM-dd, local time. */
  atDate: string;
  /** HH:mm, local time. */
  atTime: string;
  after: number;
  unit: DurationUnit;
}

/** What notes/create takes: neither expiresAt nor expiredAfter means the poll never ends. */
export interface PollPayload {
  choices: string[];
  multiple: boolean;
  expiresAt?: number | null;
  expiredAfter?: number | null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function formatDateInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A new poll: two empty choices, never expiring; the date defaults to tomorrow at 00:00. */
export function newPoll(now: Date = new Date()): PollDraft {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return {
    choices: ['', ''],
    multiple: false,
    expiration: 'infinite',
    atDate: formatDateInput(tomorrow),
    atTime: '00:00',
    after: 1,
    unit: 'day',
  };
}

/** The choices that count: non-blank ones. */
export function filledChoices(poll: PollDraft): string[] {
  return poll.choices.map((c) => c.trim()).filter((c) => c !== '');
}

/** The warning noOnlyOneChoice shows while fewer than two choices are filled in. */
export function showsOnlyOneChoiceWarning(poll: PollDraft): boolean {
  return filledChoices(poll).length < POLL_MIN_CHOICES;
}

/** Adding is disabled at ten choices (with the label noMore). */
export function canAddChoice(poll: PollDraft): boolean {
  return poll.choices.length < POLL_MAX_CHOICES;
}

export function addChoice(poll: PollDraft): PollDraft {
  return canAddChoice(poll) ? { ...poll, choices: [...poll.choices, ''] } : poll;
}

export function removeChoice(poll: PollDraft, index: number): PollDraft {
  return { ...poll, choices: poll.choices.filter((_, i) => i !== index) };
}

export function setChoice(poll: PollDraft, index: number, text: string): PollDraft {
  return { ...poll, choices: poll.choices.map((c, i) => (i === index ? text : c)) };
}

/** The local date and time of an "at" expiry, in ms; NaN when the inputs do not form a date. */
export function expiresAtMs(atDate: string, atTime: string): number {
  const [y, m, d] = atDate.split('-').map(Number);
  const [hh, mm] = (atTime || '00:00').split(':').map(Number);
  if (y === undefined || m === undefined || d === undefined) return NaN;
  return new Date(y, m - 1, d, hh ?? 0, mm ?? 0).getTime();
}

/** Converts the editor's state to what notes/create takes. */
export function pollPayload(poll: PollDraft): PollPayload {
  const out: PollPayload = { choices: filledChoices(poll), multiple: poll.multiple };
  if (poll.expiration === 'at') out.expiresAt = expiresAtMs(poll.atDate, poll.atTime);
  else if (poll.expiration === 'after')
    out.expiredAfter = Math.round(poll.after * DURATION_UNIT_MS[poll.unit]);
  else out.expiresAt = null;
  return out;
}

/** Whether the expiry part is usable (a real, future date; a positive duration). */
export function expiryValid(poll: PollDraft, now: number = Date.now()): boolean {
  if (poll.expiration === 'at') {
    const at = expiresAtMs(poll.atDate, poll.atTime);
    return Number.isFinite(at) && at > now;
  }
  if (poll.expiration === 'after') return Number.isFinite(poll.after) && poll.after > 0;
  return true;
}
