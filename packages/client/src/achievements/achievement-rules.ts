import { MILESTONES, reached } from './milestones.ts';

export interface PostedNote {
  text: string | null;
  /** The quoted or renoted note's author. */
  renoteUserId?: string | null;
}

/**
 * What posting a note earns, at the time it was posted: the notes milestone it reaches, a post
 * between midnight and 4 a.m., one at exactly hh:00:00, quoting oneself, and a note that says
 * one loves Misskey (the mascot's home) or Kumo.
 */
export function postAchievements(note: PostedNote, meId: string, notesCount: number, at: Date): string[] {
  const out = reached('notes', MILESTONES.notes, notesCount);
  if (at.getHours() < 4) out.push('postedAtLateNight');
  if (at.getMinutes() === 0 && at.getSeconds() === 0) out.push('postedAt0min0sec');
  if (note.text && note.renoteUserId === meId) out.push('selfQuote');
  const text = (note.text ?? '').toLowerCase();
  if (/love|❤|♥|好き|すき/.test(text) && /misskey|kumo|みすきー|ミスキー/.test(text))
    out.push('iLoveMisskey');
  return out;
}

/** Deleting one's note within a minute of posting it. */
export function deletedWithinMinute(createdAt: string, now: number): boolean {
  return now - new Date(createdAt).getTime() < 60_000;
}

/** Reacting to a long note (over 100 characters) within 3 seconds of its posting: not read. */
export function reactedWithoutReading(
  note: { text: string | null; createdAt: string },
  now: number,
): boolean {
  return (note.text?.length ?? 0) > 100 && now - new Date(note.createdAt).getTime() < 3000;
}

/** Counts notes arriving on the home timeline; true once 20 came within one minute (htl20npm). */
export function createRateWatch(limit = 20, windowMs = 60_000) {
  const times: number[] = [];
  return (now: number): boolean => {
    times.push(now);
    while (times.length > 0 && now - times[0]! >= windowMs) times.shift();
    return times.length >= limit;
  };
}

/** A program's printed line that greets the world ("Hello, world!", "hello world"…). */
export function isHelloWorld(text: string): boolean {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .trim()
      .replace(/\s+/g, ' ') === 'hello world'
  );
}
