import { defineEndpoint } from '../../endpoint.ts';
import { ApiError, INVALID_PARAM } from '../../errors.ts';
import { id } from '../../schema.ts';
import { HOUR } from '../../rate-limit.ts';
import type { DriveFileRow } from '../../../db/rows.ts';
import { findDriveFile } from '../../../services/drive.ts';
import { countMentionedUsers, createNote, findNoteById } from '../../../services/note-create.ts';
import { effectivePolicies } from '../../../packing/policies.ts';
import { canSeeNote } from '../../../services/visibility.ts';
import { packNote } from '../../../packing/note.ts';
import { MAX_NOTE_TEXT_LENGTH } from '../../../packing/meta.ts';
import { findChannel } from '../../../services/channels.ts';
import { isBlocking } from '../../../services/mutes.ts';
import { hasProhibitedWords, hasSensitiveWords } from '../../../services/instance-settings.ts';

const E = {
  noSuchRenoteTarget: {
    message: 'No such renote target.',
    code: 'NO_SUCH_RENOTE_TARGET',
    id: 'b5c90186-4ab0-49c8-9bba-a1f76c282ba4',
  },
  cannotReRenote: {
    message: 'You can not Renote a pure Renote.',
    code: 'CANNOT_RENOTE_TO_A_PURE_RENOTE',
    id: 'fd4cc33e-2a37-48dd-99cc-9b806eb2031a',
  },
  cannotRenoteDueToVisibility: {
    message: 'You can not Renote due to target visibility.',
    code: 'CANNOT_RENOTE_DUE_TO_VISIBILITY',
    id: 'be9529e9-fe72-4de0-ae43-0b363c4938af',
  },
  noSuchReplyTarget: {
    message: 'No such reply target.',
    code: 'NO_SUCH_REPLY_TARGET',
    id: '749ee0f6-d3da-459a-bf02-282e2da4292c',
  },
  cannotReplyToInvisibleNote: {
    message: 'You cannot reply to an invisible Note.',
    code: 'CANNOT_REPLY_TO_AN_INVISIBLE_NOTE',
    id: 'b98980fa-3780-406c-a935-b6d0eeee10d1',
  },
  cannotReplyToPureRenote: {
    message: 'You can not reply to a pure Renote.',
    code: 'CANNOT_REPLY_TO_A_PURE_RENOTE',
    id: '3ac74a84-8fd5-4bb0-870f-01804f82ce15',
  },
  cannotReplyToSpecifiedWithExtendedVisibility: {
    message: 'You cannot reply to a specified visibility note with extended visibility.',
    code: 'CANNOT_REPLY_TO_SPECIFIED_VISIBILITY_NOTE_WITH_EXTENDED_VISIBILITY',
    id: 'ed940410-535c-4d5e-bfa3-af798671e93c',
  },
  cannotCreateAlreadyExpiredPoll: {
    message: 'Poll is already expired.',
    code: 'CANNOT_CREATE_ALREADY_EXPIRED_POLL',
    id: '04da457d-b083-4055-9082-955525eda5a5',
  },
  containsProhibitedWords: {
    message: 'Cannot post because it contains prohibited words.',
    code: 'CONTAINS_PROHIBITED_WORDS',
    id: 'aa6e01d3-a85c-669d-758a-76aab43af334',
  },
  noSuchChannel: {
    message: 'No such channel.',
    code: 'NO_SUCH_CHANNEL',
    id: 'b1653923-5453-4edc-b786-7c4f39bb0bbb',
  },
  cannotRenoteOutsideOfChannel: {
    message: 'Cannot renote outside of channel.',
    code: 'CANNOT_RENOTE_OUTSIDE_OF_CHANNEL',
    id: '33510210-8452-094c-6227-4a6c05d99f00',
  },
  youHaveBeenBlocked: {
    message: 'You have been blocked by this user.',
    code: 'YOU_HAVE_BEEN_BLOCKED',
    id: 'b390d7e1-8a5e-46ed-b625-06271cafd3d3',
  },
  noSuchFile: {
    message: 'Some files are not found.',
    code: 'NO_SUCH_FILE',
    id: 'b6992544-63e7-67f0-fa7f-32444b1b5306',
  },
  containsTooManyMentions: {
    message: 'Cannot post because it exceeds the allowed number of mentions.',
    code: 'CONTAINS_TOO_MANY_MENTIONS',
    id: '4de0363a-3046-481b-9b0f-feff3e211025',
  },
};

const fileIds = { type: 'array' as const, uniqueItems: true, minItems: 1, maxItems: 16, items: id() };

export default defineEndpoint(
  'notes/create',
  {
    requireCredential: true,
    kind: 'write:notes',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 300 },
    params: {
      type: 'object',
      properties: {
        visibility: { type: 'string', enum: ['public', 'home', 'followers', 'specified'], default: 'public' },
        visibleUserIds: { type: 'array', uniqueItems: true, items: id() },
        cw: { type: 'string', nullable: true, maxLength: 100 },
        localOnly: { type: 'boolean', default: false },
        reactionAcceptance: {
          type: 'string',
          nullable: true,
          enum: [
            'likeOnly',
            'likeOnlyForRemote',
            'nonSensitiveOnly',
            'nonSensitiveOnlyForLocalLikeOnlyForRemote',
          ],
          default: null,
        },
        noExtractMentions: { type: 'boolean', default: false },
        // the note is made, the answer is an empty 204 (bots that do not read it)
        noCreatedNote: { type: 'boolean', default: false },
        noExtractHashtags: { type: 'boolean', default: false },
        noExtractEmojis: { type: 'boolean', default: false },
        replyId: id({ nullable: true }),
        renoteId: id({ nullable: true }),
        channelId: id({ nullable: true }),
        text: { type: 'string', minLength: 1, maxLength: MAX_NOTE_TEXT_LENGTH, nullable: true },
        fileIds,
        mediaIds: fileIds,
        poll: {
          type: 'object',
          nullable: true,
          properties: {
            choices: {
              type: 'array',
              uniqueItems: true,
              minItems: 2,
              maxItems: 10,
              items: { type: 'string', minLength: 1, maxLength: 50 },
            },
            multiple: { type: 'boolean' },
            expiresAt: { type: 'integer', nullable: true },
            expiredAfter: { type: 'integer', nullable: true, minimum: 1 },
          },
          required: ['choices'],
        },
      },
    },
  },
  (ps, me, ctx) => {
    const hasText = ps.text != null && /\S/.test(ps.text);
    const ids = ps.fileIds ?? ps.mediaIds ?? [];
    if (!hasText && ps.renoteId == null && ids.length === 0 && ps.poll == null) {
      // upstream 2026.7's schema asks for text when there is no renote, file or poll
      throw new ApiError(INVALID_PARAM, {
        param: '#/then/required',
        reason: "must have required property 'text'",
      });
    }
    if (hasProhibitedWords(ctx.inst.db, [ps.text, ps.cw])) throw new ApiError(E.containsProhibitedWords);
    const files: DriveFileRow[] = [];
    for (const fid of ids) {
      const f = findDriveFile(ctx.inst, fid);
      if (!f || f.userId !== me.id) throw new ApiError(E.noSuchFile);
      files.push(f);
    }
    let renote = null;
    if (ps.renoteId != null) {
      renote = findNoteById(ctx.inst, ps.renoteId);
      if (!renote || !canSeeNote(ctx.inst.db, renote, me)) throw new ApiError(E.noSuchRenoteTarget);
      if (renote.isPureRenote) throw new ApiError(E.cannotReRenote);
      if (renote.userId !== me.id && renote.visibility !== 'public' && renote.visibility !== 'home') {
        throw new ApiError(E.cannotRenoteDueToVisibility);
      }
      if (renote.userId !== me.id && isBlocking(ctx.inst.db, renote.userId, me.id))
        throw new ApiError(E.youHaveBeenBlocked);
    }
    let reply = null;
    if (ps.replyId != null) {
      reply = findNoteById(ctx.inst, ps.replyId);
      if (!reply) throw new ApiError(E.noSuchReplyTarget);
      if (!canSeeNote(ctx.inst.db, reply, me)) throw new ApiError(E.cannotReplyToInvisibleNote);
      if (reply.isPureRenote) throw new ApiError(E.cannotReplyToPureRenote);
      if (reply.visibility === 'specified' && ps.visibility !== 'specified')
        throw new ApiError(E.cannotReplyToSpecifiedWithExtendedVisibility);
      if (reply.userId !== me.id && isBlocking(ctx.inst.db, reply.userId, me.id))
        throw new ApiError(E.youHaveBeenBlocked);
    }
    let channel = null;
    if (ps.channelId != null) {
      channel = findChannel(ctx.inst.db, ps.channelId);
      if (!channel || channel.isArchived) throw new ApiError(E.noSuchChannel);
    } else if (reply?.channelId) {
      // a reply to a channel note stays in that channel
      channel = findChannel(ctx.inst.db, reply.channelId) ?? null;
    }
    if (renote?.channelId && renote.channelId !== channel?.id) {
      const from = findChannel(ctx.inst.db, renote.channelId);
      if (from && !from.allowRenoteToExternal) throw new ApiError(E.cannotRenoteOutsideOfChannel);
    }
    let poll = null;
    if (ps.poll) {
      let expiresAt = ps.poll.expiresAt ?? null;
      if (expiresAt != null) {
        if (expiresAt < Date.now()) throw new ApiError(E.cannotCreateAlreadyExpiredPoll);
      } else if (ps.poll.expiredAfter != null) {
        expiresAt = Date.now() + ps.poll.expiredAfter;
      }
      poll = { choices: ps.poll.choices, multiple: ps.poll.multiple ?? false, expiresAt };
    }
    const policies = effectivePolicies(ctx.inst, me);
    if (countMentionedUsers(ctx.inst.db, ps.text ?? null, ps.cw ?? null) > policies.mentionLimit)
      throw new ApiError(E.containsTooManyMentions);
    // as Misskey: a public note outside a channel goes to home only when it has a sensitive word
    // or the author's roles take public notes away (canPublicNote)
    const toHome =
      ps.visibility === 'public' &&
      channel == null &&
      (hasSensitiveWords(ctx.inst.db, [ps.text, ps.cw]) || !policies.canPublicNote);
    const note = createNote(ctx.inst, me, {
      text: ps.text ?? null,
      cw: ps.cw ?? null,
      visibility: toHome ? 'home' : ps.visibility,
      visibleUserIds: ps.visibleUserIds ?? [],
      localOnly: ps.localOnly,
      reactionAcceptance: ps.reactionAcceptance ?? null,
      reply,
      renote,
      files,
      poll,
      channel,
    });
    // `noCreatedNote` (MisskeyIO's: an empty 204) is accepted and ignored, as upstream 2026.7 does
    return { createdNote: packNote(ctx.pc, note) };
  },
);
