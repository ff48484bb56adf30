import type { Schema } from '../schema.ts';
import { id } from '../schema.ts';
import { MAX_NOTE_TEXT_LENGTH } from '../../packing/meta.ts';

/** The draft fields notes/drafts/create and update take, as Misskey 2026.7 declares them. */
export const draftProps = {
  visibility: { type: 'string', enum: ['public', 'home', 'followers', 'specified'] },
  visibleUserIds: { type: 'array', uniqueItems: true, items: id() },
  cw: { type: 'string', nullable: true, minLength: 1, maxLength: 100 },
  hashtag: { type: 'string', nullable: true, maxLength: 200 },
  localOnly: { type: 'boolean' },
  reactionAcceptance: {
    type: 'string',
    nullable: true,
    enum: ['likeOnly', 'likeOnlyForRemote', 'nonSensitiveOnly', 'nonSensitiveOnlyForLocalLikeOnlyForRemote'],
  },
  replyId: id({ nullable: true }),
  renoteId: id({ nullable: true }),
  channelId: id({ nullable: true }),
  text: { type: 'string', minLength: 0, maxLength: MAX_NOTE_TEXT_LENGTH, nullable: true },
  fileIds: { type: 'array', uniqueItems: true, minItems: 0, maxItems: 16, items: id() },
  poll: {
    type: 'object',
    nullable: true,
    properties: {
      choices: {
        type: 'array',
        uniqueItems: true,
        minItems: 0,
        maxItems: 10,
        items: { type: 'string', minLength: 1, maxLength: 50 },
      },
      multiple: { type: 'boolean' },
      expiresAt: { type: 'integer', nullable: true },
      expiredAfter: { type: 'integer', nullable: true, minimum: 1 },
    },
    required: ['choices'],
  },
  scheduledAt: { type: 'integer', nullable: true },
  isActuallyScheduled: { type: 'boolean' },
} satisfies Record<string, Schema>;
