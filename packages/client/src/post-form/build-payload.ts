import type { Endpoints, entities } from 'misskey-js';
import type { ReactionAcceptance } from '@/store/index.ts';
import { rollDice, type Rng } from './dice.ts';
import { appendHashtags } from './hashtags.ts';
import { pollPayload, type PollDraft } from './poll-rules.ts';
import type { Visibility } from './visibility-rules.ts';

export type NoteCreatePayload = Endpoints['notes/create']['req'];

/** The parts of the form a note is made of. */
export interface NoteParts {
  text: string;
  useCw: boolean;
  cw: string;
  files: ReadonlyArray<Pick<entities.DriveFile, 'id'>>;
  poll: PollDraft | null;
  visibility: Visibility;
  localOnly: boolean;
  visibleUserIds: readonly string[];
  replyId: string | null;
  /** The renote target given to the form, or a quote picked while writing. */
  renoteId: string | null;
  channelId: string | null;
  reactionAcceptance: ReactionAcceptance;
  withHashtags: boolean;
  hashtags: string;
  /** Dice notation is rolled (the `rollDice` setting). */
  rollDice: boolean;
}

/** The text as it will be posted: dice rolled (spec P2 §5) unless turned off, then the hashtag field appended. */
export function finalText(
  parts: Pick<NoteParts, 'text' | 'withHashtags' | 'hashtags' | 'rollDice'>,
  rng?: Rng,
): string {
  const rolled = parts.rollDice ? rollDice(parts.text, rng) : parts.text;
  return parts.withHashtags ? appendHashtags(rolled, parts.hashtags) : rolled;
}

/** Spec P2 §3, §7: the notes/create payload. */
export function buildNotePayload(parts: NoteParts, text: string): NoteCreatePayload {
  const payload: NoteCreatePayload = {
    text: text.trim() === '' ? null : text,
    visibility: parts.visibility,
    localOnly: parts.localOnly,
    reactionAcceptance: parts.reactionAcceptance,
  };
  if (parts.files.length > 0) payload.fileIds = parts.files.map((f) => f.id);
  if (parts.poll) payload.poll = pollPayload(parts.poll);
  if (parts.useCw) payload.cw = parts.cw;
  if (parts.visibility === 'specified') payload.visibleUserIds = [...parts.visibleUserIds];
  if (parts.replyId) payload.replyId = parts.replyId;
  if (parts.renoteId) payload.renoteId = parts.renoteId;
  if (parts.channelId) payload.channelId = parts.channelId;
  return payload;
}
