// Note drafts kept on the server (Misskey 2026.7's notes/drafts/*). A draft with isActuallyScheduled
// and a scheduledAt is a scheduled note: services/scheduled-notes.ts posts it when it is due.
import type { Instance } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { DriveFileRow, NoteDraftRow, NoteRow, UserRow, Visibility } from '../db/rows.ts';
import { one, parseJson, run } from '../db/statement.ts';
import { ApiError, type ApiErrorSpec } from '../api/errors.ts';
import { effectivePolicies } from '../packing/policies.ts';
import { findDriveFile } from './drive.ts';
import { countMentionedUsers, findNoteById } from './note-create.ts';
import { canSeeNote } from './visibility.ts';
import { isBlocking } from './mutes.ts';
import { findChannel, type ChannelRow } from './channels.ts';
import { hasProhibitedWords } from './instance-settings.ts';

export interface DraftPoll {
  choices: string[];
  multiple?: boolean;
  expiresAt?: number | null;
  expiredAfter?: number | null;
}

/** What notes/drafts/create and update take (update: only what is given changes). */
export interface DraftInput {
  text?: string | null;
  cw?: string | null;
  hashtag?: string | null;
  visibility?: Visibility;
  visibleUserIds?: string[];
  localOnly?: boolean;
  reactionAcceptance?: string | null;
  fileIds?: string[];
  replyId?: string | null;
  renoteId?: string | null;
  channelId?: string | null;
  poll?: DraftPoll | null;
  scheduledAt?: number | null;
  isActuallyScheduled?: boolean;
}

const err = (code: string, message: string, id: string): ApiErrorSpec => ({ code, message, id });

/** The errors both endpoints answer with the same id. */
export const DRAFT_ERRORS = {
  noSuchRenoteTarget: err(
    'NO_SUCH_RENOTE_TARGET',
    'No such renote target.',
    'b5c90186-4ab0-49c8-9bba-a1f76c282ba4',
  ),
  cannotReRenote: err(
    'CANNOT_RENOTE_TO_A_PURE_RENOTE',
    'You can not Renote a pure Renote.',
    'fd4cc33e-2a37-48dd-99cc-9b806eb2031a',
  ),
  cannotRenoteDueToVisibility: err(
    'CANNOT_RENOTE_DUE_TO_VISIBILITY',
    'You can not Renote due to target visibility.',
    'be9529e9-fe72-4de0-ae43-0b363c4938af',
  ),
  noSuchReplyTarget: err(
    'NO_SUCH_REPLY_TARGET',
    'No such reply target.',
    '749ee0f6-d3da-459a-bf02-282e2da4292c',
  ),
  cannotReplyToInvisibleNote: err(
    'CANNOT_REPLY_TO_AN_INVISIBLE_NOTE',
    'You cannot reply to an invisible Note.',
    'b98980fa-3780-406c-a935-b6d0eeee10d1',
  ),
  cannotReplyToPureRenote: err(
    'CANNOT_REPLY_TO_A_PURE_RENOTE',
    'You can not reply to a pure Renote.',
    '3ac74a84-8fd5-4bb0-870f-01804f82ce15',
  ),
  cannotCreateAlreadyExpiredPoll: err(
    'CANNOT_CREATE_ALREADY_EXPIRED_POLL',
    'Poll is already expired.',
    '04da457d-b083-4055-9082-955525eda5a5',
  ),
  noSuchChannel: err('NO_SUCH_CHANNEL', 'No such channel.', 'b1653923-5453-4edc-b786-7c4f39bb0bbb'),
  youHaveBeenBlocked: err(
    'YOU_HAVE_BEEN_BLOCKED',
    'You have been blocked by this user.',
    'b390d7e1-8a5e-46ed-b625-06271cafd3d3',
  ),
  noSuchFile: err('NO_SUCH_FILE', 'Some files are not found.', 'b6992544-63e7-67f0-fa7f-32444b1b5306'),
  containsProhibitedWords: err(
    'CONTAINS_PROHIBITED_WORDS',
    'Cannot post because it contains prohibited words.',
    'aa6e01d3-a85c-669d-758a-76aab43af334',
  ),
  containsTooManyMentions: err(
    'CONTAINS_TOO_MANY_MENTIONS',
    'Cannot post because it exceeds the allowed number of mentions.',
    '4de0363a-3046-481b-9b0f-feff3e211025',
  ),
  tooManyDrafts: err(
    'TOO_MANY_DRAFTS',
    'You cannot create drafts any more.',
    '9ee33bbe-fde3-4c71-9b51-e50492c6b9c8',
  ),
  noSuchNoteDraft: err('NO_SUCH_NOTE_DRAFT', 'No such note draft.', '49cd6b9d-848e-41ee-b0b9-adaca711a6b1'),
};

/** The scheduling errors, whose ids differ between create and update as on Misskey. */
export interface ScheduleErrors {
  tooManyScheduledNotes: ApiErrorSpec;
  scheduledAtRequired: ApiErrorSpec;
  scheduledAtMustBeInFuture: ApiErrorSpec;
}

const TOO_MANY_SCHEDULED = 'You cannot create scheduled notes any more.';
const AT_REQUIRED = 'scheduledAt is required when isActuallyScheduled is true.';
const AT_FUTURE = 'scheduledAt must be in the future.';

export const CREATE_SCHEDULE_ERRORS: ScheduleErrors = {
  tooManyScheduledNotes: err(
    'TOO_MANY_SCHEDULED_NOTES',
    TOO_MANY_SCHEDULED,
    '22ae69eb-09e3-4541-a850-773cfa45e693',
  ),
  scheduledAtRequired: err('SCHEDULED_AT_REQUIRED', AT_REQUIRED, '15e28a55-e74c-4d65-89b7-8880cdaaa87d'),
  scheduledAtMustBeInFuture: err(
    'SCHEDULED_AT_MUST_BE_IN_FUTURE',
    AT_FUTURE,
    'e4bed6c9-017e-4934-aed0-01c22cc60ec1',
  ),
};

export const UPDATE_SCHEDULE_ERRORS: ScheduleErrors = {
  tooManyScheduledNotes: err(
    'TOO_MANY_SCHEDULED_NOTES',
    TOO_MANY_SCHEDULED,
    '02f5df79-08ae-4a33-8524-f1503c8f6212',
  ),
  scheduledAtRequired: err('SCHEDULED_AT_REQUIRED', AT_REQUIRED, 'fe9737d5-cc41-498c-af9d-149207307530'),
  scheduledAtMustBeInFuture: err(
    'SCHEDULED_AT_MUST_BE_IN_FUTURE',
    AT_FUTURE,
    'ed1a6673-d0d1-4364-aaae-9bf3f139cbc5',
  ),
};

export function findDraft(inst: Instance, id: string): NoteDraftRow | undefined {
  return one<NoteDraftRow>(inst.db, 'SELECT * FROM note_drafts WHERE id = ?', id);
}

/** The caller's own draft, or NO_SUCH_NOTE_DRAFT (someone else's draft does not exist for them). */
export function ownDraftOrThrow(inst: Instance, me: UserRow, id: string): NoteDraftRow {
  const draft = findDraft(inst, id);
  if (!draft || draft.userId !== me.id) throw new ApiError(DRAFT_ERRORS.noSuchNoteDraft);
  return draft;
}

function countDrafts(inst: Instance, userId: string, scheduledOnly: boolean, except?: string): number {
  return (
    one<{ n: number }>(
      inst.db,
      `SELECT COUNT(*) AS n FROM note_drafts WHERE userId = @userId AND id != @except
       ${scheduledOnly ? 'AND isActuallyScheduled = 1' : ''}`,
      { userId, except: except ?? '' },
    )?.n ?? 0
  );
}

export function countDraftsOf(inst: Instance, userId: string): number {
  return countDrafts(inst, userId, false);
}

/** What a draft points at, as a note made from it would need it. */
export interface DraftTargets {
  files: DriveFileRow[];
  reply: NoteRow | null;
  renote: NoteRow | null;
  channel: ChannelRow | null;
}

/** Checks what a draft names as notes/create would (files, reply, renote, channel, words). */
export function checkDraftTargets(inst: Instance, me: UserRow, d: NoteDraftRow): DraftTargets {
  if (hasProhibitedWords(inst.db, [d.text, d.cw])) throw new ApiError(DRAFT_ERRORS.containsProhibitedWords);
  if (countMentionedUsers(inst.db, d.text, d.cw) > effectivePolicies(inst, me).mentionLimit)
    throw new ApiError(DRAFT_ERRORS.containsTooManyMentions);
  const files: DriveFileRow[] = [];
  for (const fid of parseJson<string[]>(d.fileIds, [])) {
    const f = findDriveFile(inst, fid);
    if (!f || f.userId !== me.id) throw new ApiError(DRAFT_ERRORS.noSuchFile);
    files.push(f);
  }
  let renote: NoteRow | null = null;
  if (d.renoteId != null) {
    renote = findNoteById(inst, d.renoteId) ?? null;
    if (!renote || !canSeeNote(inst.db, renote, me)) throw new ApiError(DRAFT_ERRORS.noSuchRenoteTarget);
    if (renote.isPureRenote) throw new ApiError(DRAFT_ERRORS.cannotReRenote);
    if (renote.userId !== me.id && renote.visibility !== 'public' && renote.visibility !== 'home')
      throw new ApiError(DRAFT_ERRORS.cannotRenoteDueToVisibility);
    if (renote.userId !== me.id && isBlocking(inst.db, renote.userId, me.id))
      throw new ApiError(DRAFT_ERRORS.youHaveBeenBlocked);
  }
  let reply: NoteRow | null = null;
  if (d.replyId != null) {
    reply = findNoteById(inst, d.replyId) ?? null;
    if (!reply) throw new ApiError(DRAFT_ERRORS.noSuchReplyTarget);
    if (!canSeeNote(inst.db, reply, me)) throw new ApiError(DRAFT_ERRORS.cannotReplyToInvisibleNote);
    if (reply.isPureRenote) throw new ApiError(DRAFT_ERRORS.cannotReplyToPureRenote);
    if (reply.userId !== me.id && isBlocking(inst.db, reply.userId, me.id))
      throw new ApiError(DRAFT_ERRORS.youHaveBeenBlocked);
  }
  let channel: ChannelRow | null = null;
  if (d.channelId != null) {
    channel = findChannel(inst.db, d.channelId) ?? null;
    if (!channel || channel.isArchived) throw new ApiError(DRAFT_ERRORS.noSuchChannel);
  }
  return { files, reply, renote, channel };
}

function checkPoll(poll: DraftPoll | null | undefined, now: number): void {
  if (poll?.expiresAt != null && poll.expiresAt < now)
    throw new ApiError(DRAFT_ERRORS.cannotCreateAlreadyExpiredPoll);
}

function checkSchedule(
  inst: Instance,
  me: UserRow,
  d: NoteDraftRow,
  errors: ScheduleErrors,
  now: number,
  except?: string,
): void {
  if (!d.isActuallyScheduled) return;
  if (d.scheduledAt == null) throw new ApiError(errors.scheduledAtRequired);
  if (d.scheduledAt <= now) throw new ApiError(errors.scheduledAtMustBeInFuture);
  if (countDrafts(inst, me.id, true, except) >= effectivePolicies(inst, me).scheduledNoteLimit)
    throw new ApiError(errors.tooManyScheduledNotes);
}

function applyInput(row: NoteDraftRow, p: DraftInput): NoteDraftRow {
  const next = { ...row };
  if (p.text !== undefined) next.text = p.text;
  if (p.cw !== undefined) next.cw = p.cw;
  if (p.hashtag !== undefined) next.hashtag = p.hashtag;
  if (p.visibility !== undefined) next.visibility = p.visibility;
  if (p.visibleUserIds !== undefined) next.visibleUserIds = JSON.stringify(p.visibleUserIds);
  if (p.localOnly !== undefined) next.localOnly = p.localOnly ? 1 : 0;
  if (p.reactionAcceptance !== undefined) next.reactionAcceptance = p.reactionAcceptance;
  if (p.fileIds !== undefined) next.fileIds = JSON.stringify(p.fileIds);
  if (p.replyId !== undefined) next.replyId = p.replyId;
  if (p.renoteId !== undefined) next.renoteId = p.renoteId;
  if (p.channelId !== undefined) next.channelId = p.channelId;
  if (p.poll !== undefined) {
    next.poll = p.poll
      ? JSON.stringify({
          choices: p.poll.choices,
          multiple: p.poll.multiple ?? false,
          expiresAt: p.poll.expiresAt ?? null,
          expiredAfter: p.poll.expiredAfter ?? null,
        })
      : null;
  }
  if (p.scheduledAt !== undefined) next.scheduledAt = p.scheduledAt;
  if (p.isActuallyScheduled !== undefined) next.isActuallyScheduled = p.isActuallyScheduled ? 1 : 0;
  return next;
}

function saveDraft(inst: Instance, d: NoteDraftRow): void {
  run(
    inst.db,
    `INSERT OR REPLACE INTO note_drafts (id, createdAt, userId, text, cw, hashtag, visibility, visibleUserIds,
       localOnly, reactionAcceptance, fileIds, replyId, renoteId, channelId, poll, scheduledAt, isActuallyScheduled)
     VALUES (@id, @createdAt, @userId, @text, @cw, @hashtag, @visibility, @visibleUserIds, @localOnly,
       @reactionAcceptance, @fileIds, @replyId, @renoteId, @channelId, @poll, @scheduledAt, @isActuallyScheduled)`,
    d,
  );
}

/** notes/drafts/create: the noteDraftLimit and scheduledNoteLimit policies count as on Misskey. */
export function createDraft(inst: Instance, me: UserRow, p: DraftInput, now: number): NoteDraftRow {
  if (countDrafts(inst, me.id, false) >= effectivePolicies(inst, me).noteDraftLimit)
    throw new ApiError(DRAFT_ERRORS.tooManyDrafts);
  const createdAt = Date.now();
  const empty: NoteDraftRow = {
    id: genId(createdAt),
    createdAt,
    userId: me.id,
    text: null,
    cw: null,
    hashtag: null,
    visibility: 'public',
    visibleUserIds: '[]',
    localOnly: 0,
    reactionAcceptance: null,
    fileIds: '[]',
    replyId: null,
    renoteId: null,
    channelId: null,
    poll: null,
    scheduledAt: null,
    isActuallyScheduled: 0,
  };
  const draft = applyInput(empty, p);
  checkSchedule(inst, me, draft, CREATE_SCHEDULE_ERRORS, now);
  checkPoll(p.poll, Date.now());
  checkDraftTargets(inst, me, draft);
  saveDraft(inst, draft);
  return draft;
}

/** notes/drafts/update: the caller's own draft, changed where the parameters say. */
export function updateDraft(
  inst: Instance,
  me: UserRow,
  draftId: string,
  p: DraftInput,
  now: number,
): NoteDraftRow {
  const draft = applyInput(ownDraftOrThrow(inst, me, draftId), p);
  checkSchedule(inst, me, draft, UPDATE_SCHEDULE_ERRORS, now, draft.id);
  checkPoll(p.poll, Date.now());
  checkDraftTargets(inst, me, draft);
  saveDraft(inst, draft);
  return draft;
}

export function deleteDraft(inst: Instance, id: string): void {
  run(inst.db, 'DELETE FROM note_drafts WHERE id = ?', id);
}

/** Turns a draft back into a plain one (a scheduled note that could not be posted). */
export function unscheduleDraft(inst: Instance, id: string): void {
  run(inst.db, 'UPDATE note_drafts SET isActuallyScheduled = 0 WHERE id = ?', id);
}
