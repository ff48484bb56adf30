// Scheduled notes and drafts kept on the server: which way this server offers (upstream Misskey
// 2026.7: notes/drafts/*; the MisskeyIO fork: notes/create with scheduledAt), the limits of the
// user's roles, and whether a chosen time can be used.
import type { entities } from 'misskey-js';
import { lang, type LocaleKey } from '@/i18n/index.ts';
import type { ServerDraft, ServerDraftPayload } from '@/queries/index.ts';
import type { NoteCreatePayload } from './build-payload.ts';
import type { NoteDraft } from './draft-store.ts';
import { newPoll, type PollDraft } from './poll-rules.ts';

const DAY_MS = 86_400_000;

/** How this server schedules a note, with the limits of the user's roles; null: it cannot. */
export type ScheduleSupport =
  { kind: 'drafts'; limit: number } | { kind: 'fork'; limit: number; maxDays: number | null } | null;

/** The fork's policies, which misskey-js does not type (MisskeyIO's `i.policies`). */
interface ForkPolicies {
  canScheduleNote?: boolean;
  scheduleNoteLimit?: number;
  scheduleNoteMaxDays?: number;
}

export function scheduleSupport(
  features: { noteDrafts: boolean; forkScheduledNotes: boolean },
  policies: Partial<entities.RolePolicies> | null | undefined,
): ScheduleSupport {
  if (features.noteDrafts) {
    const limit = policies?.scheduledNoteLimit ?? 0;
    return limit > 0 ? { kind: 'drafts', limit } : null;
  }
  if (features.forkScheduledNotes) {
    const fork = (policies ?? {}) as ForkPolicies;
    if (!fork.canScheduleNote) return null;
    const limit = fork.scheduleNoteLimit ?? Number.POSITIVE_INFINITY;
    if (limit <= 0) return null;
    return { kind: 'fork', limit, maxDays: fork.scheduleNoteMaxDays ?? null };
  }
  return null;
}

export type ScheduleProblem = 'missing' | 'past' | 'tooFar' | 'limit';

/**
 * Whether a note can be scheduled at `at` (epoch ms): a time must be chosen, in the future, within
 * the fork's most days ahead, and the user must have fewer scheduled notes than the roles allow.
 */
export function scheduleProblem(
  at: number | null,
  now: number,
  support: NonNullable<ScheduleSupport>,
  scheduledCount: number,
): ScheduleProblem | null {
  if (at == null || Number.isNaN(at)) return 'missing';
  if (at <= now) return 'past';
  if (support.kind === 'fork' && support.maxDays != null && at - now > support.maxDays * DAY_MS)
    return 'tooFar';
  if (scheduledCount >= support.limit) return 'limit';
  return null;
}

/** The sentence for a problem, or for the server's refusal of a schedule; null: not about scheduling. */
export function scheduleProblemKey(problem: ScheduleProblem | string): LocaleKey | null {
  switch (problem) {
    case 'missing':
      return 'scheduleChooseTime';
    case 'past':
    case 'SCHEDULED_AT_MUST_BE_IN_FUTURE':
      return 'scheduleInPast';
    case 'tooFar':
      return 'scheduleTooFar';
    case 'limit':
    case 'TOO_MANY_SCHEDULED_NOTES':
      return 'scheduleLimitReached';
    default:
      return null;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An epoch time as a datetime-local field shows it (local time, to the minute). */
export function toDateTimeInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local field's value as epoch ms (local time); null when empty or invalid. */
export function fromDateTimeInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** What a new schedule starts at: the next whole hour that is at least ten minutes away. */
export function defaultScheduleAt(now: number): number {
  const d = new Date(now + 10 * 60_000);
  d.setMinutes(0, 0, 0);
  return d.getTime() + 3_600_000;
}

/** The notes/drafts payload of what the form holds (a draft's content warning may not be empty). */
export function serverDraftPayload(note: NoteCreatePayload): ServerDraftPayload {
  const { text, cw, ...rest } = note;
  return { ...rest, text: text ?? null, cw: cw ? cw : null } as ServerDraftPayload;
}

function pollFromServer(poll: NonNullable<ServerDraft['poll']>, now: Date): PollDraft {
  const draft = { ...newPoll(now), choices: [...poll.choices], multiple: poll.multiple };
  if (poll.expiredAfter) {
    const unit =
      poll.expiredAfter % DAY_MS === 0 ? 'day' : poll.expiredAfter % 3_600_000 === 0 ? 'hour' : 'minute';
    const size = { day: DAY_MS, hour: 3_600_000, minute: 60_000 }[unit];
    return { ...draft, expiration: 'after', unit, after: Math.max(1, Math.round(poll.expiredAfter / size)) };
  }
  if (poll.expiresAt) {
    const at = new Date(poll.expiresAt);
    const [date = '', time = ''] = toDateTimeInput(at.getTime()).split('T');
    return { ...draft, expiration: 'at', atDate: date, atTime: time };
  }
  return draft;
}

/** A server draft as the form takes it back (the device draft's fields). */
export function formFromServerDraft(d: ServerDraft, now = new Date()): Partial<NoteDraft> {
  return {
    text: d.text ?? '',
    useCw: d.cw != null,
    cw: d.cw ?? '',
    visibility: d.visibility,
    localOnly: d.localOnly,
    files: d.files ?? [],
    poll: d.poll ? pollFromServer(d.poll, now) : null,
    quoteId: d.renoteId,
    reactionAcceptance: d.reactionAcceptance,
  };
}

/** A scheduled time as the lists and the confirmation say it: the date and the minute, in Kumo's language. */
export function formatScheduleTime(at: string | number): string {
  return new Intl.DateTimeFormat(lang(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}
