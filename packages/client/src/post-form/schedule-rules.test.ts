import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { entities } from 'misskey-js';
import {
  defaultScheduleAt,
  formFromServerDraft,
  fromDateTimeInput,
  scheduleProblem,
  scheduleProblemKey,
  scheduleSupport,
  serverDraftPayload,
  toDateTimeInput,
} from './schedule-rules.ts';

const FIXTURES = join(__dirname, '../../../../fixtures');
const recorded = (path: string, name: string) =>
  (
    JSON.parse(readFileSync(join(FIXTURES, path), 'utf8')) as {
      cases: Array<{ name: string; response: unknown }>;
    }
  ).cases.find((c) => c.name === name)!.response;

const upstream = { noteDrafts: true, forkScheduledNotes: false };
const fork = { noteDrafts: false, forkScheduledNotes: true };
const plain = { noteDrafts: false, forkScheduledNotes: false };
const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 29, 12, 0);

describe('which way a server schedules notes', () => {
  test('upstream 2026.7 schedules through drafts, as many as scheduledNoteLimit allows', () => {
    expect(scheduleSupport(upstream, { scheduledNoteLimit: 1 })).toEqual({ kind: 'drafts', limit: 1 });
  });

  test('a role with scheduledNoteLimit 0 cannot schedule', () => {
    expect(scheduleSupport(upstream, { scheduledNoteLimit: 0 })).toBeNull();
  });

  test('the MisskeyIO fork schedules through notes/create when its role allows (canScheduleNote)', () => {
    const policies = { canScheduleNote: true, scheduleNoteLimit: 10, scheduleNoteMaxDays: 365 };
    expect(scheduleSupport(fork, policies as never)).toEqual({ kind: 'fork', limit: 10, maxDays: 365 });
    expect(scheduleSupport(fork, { ...policies, canScheduleNote: false } as never)).toBeNull();
  });

  test('the recorded MisskeyIO policies allow scheduling', () => {
    const me = recorded('misskey-2025.4.1/api/i.json', 'ok') as
      { policies: entities.RolePolicies } | undefined;
    if (!me) return;
    expect(scheduleSupport(fork, me.policies)?.kind).toBe('fork');
  });

  test('a server without drafts or scheduling offers no schedule', () => {
    expect(scheduleSupport(plain, { scheduledNoteLimit: 5 })).toBeNull();
  });
});

describe('the chosen time', () => {
  const drafts = { kind: 'drafts', limit: 1 } as const;
  test('must be chosen, and in the future', () => {
    expect(scheduleProblem(null, now, drafts, 0)).toBe('missing');
    expect(scheduleProblem(now - 60_000, now, drafts, 0)).toBe('past');
    expect(scheduleProblem(now, now, drafts, 0)).toBe('past');
    expect(scheduleProblem(now + HOUR, now, drafts, 0)).toBeNull();
  });

  test('on the fork, no further ahead than scheduleNoteMaxDays', () => {
    const onFork = { kind: 'fork', limit: 10, maxDays: 7 } as const;
    expect(scheduleProblem(now + 6 * 24 * HOUR, now, onFork, 0)).toBeNull();
    expect(scheduleProblem(now + 8 * 24 * HOUR, now, onFork, 0)).toBe('tooFar');
  });

  test('is refused once the roles’ number of scheduled notes is reached', () => {
    expect(scheduleProblem(now + HOUR, now, drafts, 1)).toBe('limit');
  });

  test('the server’s TOO_MANY_SCHEDULED_NOTES is said as the limit sentence', () => {
    expect(scheduleProblemKey('TOO_MANY_SCHEDULED_NOTES')).toBe('scheduleLimitReached');
    expect(scheduleProblemKey('SCHEDULED_AT_MUST_BE_IN_FUTURE')).toBe('scheduleInPast');
    expect(scheduleProblemKey('NO_SUCH_FILE')).toBeNull();
  });

  test('goes through a datetime-local field and back, to the minute', () => {
    const at = new Date(2026, 11, 24, 18, 30).getTime();
    expect(toDateTimeInput(at)).toBe('2026-12-24T18:30');
    expect(fromDateTimeInput('2026-12-24T18:30')).toBe(at);
    expect(fromDateTimeInput('')).toBeNull();
  });

  test('starts at the next whole hour at least ten minutes away', () => {
    const at = defaultScheduleAt(new Date(2026, 0, 1, 9, 55).getTime());
    expect(new Date(at).getHours()).toBe(11);
    expect(defaultScheduleAt(new Date(2026, 0, 1, 9, 20).getTime())).toBe(
      new Date(2026, 0, 1, 10, 0).getTime(),
    );
  });
});

describe('server drafts and the form', () => {
  test('an empty content warning is not sent (the server refuses one)', () => {
    expect(serverDraftPayload({ text: 'hi', cw: '', visibility: 'home' })).toEqual({
      text: 'hi',
      cw: null,
      visibility: 'home',
    });
  });

  test('a recorded reply draft with a poll reopens with its text, visibility and poll', () => {
    const { createdDraft } = recorded(
      'misskey-2026.7.0/api/notes~drafts~create.json',
      'ok: reply draft with a poll',
    ) as {
      createdDraft: entities.NoteDraft;
    };
    const form = formFromServerDraft(createdDraft, new Date(now));
    expect(form).toMatchObject({ text: 'fxrec a reply draft with a poll', visibility: 'home', useCw: false });
    expect(form.poll).toMatchObject({ choices: ['yes', 'no'], expiration: 'after', after: 1, unit: 'day' });
  });
});
