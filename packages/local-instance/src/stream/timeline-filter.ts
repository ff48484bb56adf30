import type { NoteRow, UserRow } from '../db/rows.ts';
import { parseJson } from '../db/statement.ts';

export type TimelineChannel = 'homeTimeline' | 'localTimeline' | 'hybridTimeline' | 'globalTimeline';

export interface TimelineParams {
  withRenotes?: boolean;
  withFiles?: boolean;
  withReplies?: boolean;
}

export const TIMELINE_CHANNELS: ReadonlySet<string> = new Set([
  'homeTimeline',
  'localTimeline',
  'hybridTimeline',
  'globalTimeline',
]);

/** Same selection as the timeline endpoints (services/timelines.ts), for one new note. */
export function timelineAccepts(
  channel: TimelineChannel,
  params: TimelineParams,
  note: NoteRow,
  me: UserRow | null,
  following: ReadonlySet<string>,
  canSee: () => boolean,
  followingChannels: ReadonlySet<string> = new Set(),
): boolean {
  if (note.channelId != null) {
    // channel notes: only on home (and the home half of social) for followers of the channel
    if (channel !== 'homeTimeline' && channel !== 'hybridTimeline') return false;
    if (!followingChannels.has(note.channelId)) return false;
    if (params.withFiles && !note.hasFiles) return false;
    if (params.withRenotes === false && note.isPureRenote) return false;
    return canSee();
  }
  if (params.withFiles && !note.hasFiles) return false;
  if (params.withRenotes === false && note.isPureRenote) return false;
  const visibleToMe =
    me != null &&
    note.visibility === 'specified' &&
    parseJson<string[]>(note.visibleUserIds, []).includes(me.id);
  const fromHome = me != null && (note.userId === me.id || following.has(note.userId) || visibleToMe);
  const isPublic = note.visibility === 'public';
  const replyOk =
    note.replyId == null ||
    note.replyUserId === note.userId ||
    (me != null && (note.replyUserId === me.id || note.userId === me.id));
  switch (channel) {
    case 'homeTimeline':
      if (!fromHome || !replyOk) return false;
      break;
    case 'localTimeline':
      if (!isPublic || (!params.withReplies && !replyOk)) return false;
      break;
    case 'hybridTimeline':
      if (!((fromHome && replyOk) || (isPublic && (params.withReplies || replyOk)))) return false;
      break;
    case 'globalTimeline':
      if (!isPublic || !replyOk) return false;
      break;
  }
  return canSee();
}
