import { defineEndpoint } from '../endpoint.ts';
import { paginationProps } from '../schema.ts';
import type { ObjectSchema } from '../schema.ts';
import { globalTimeline, homeTimeline, hybridTimeline, localTimeline } from '../../services/timelines.ts';
import { packNotes } from '../../packing/note.ts';
import { withoutHardMuted } from '../../services/word-mute.ts';
import { effectivePolicies } from '../../packing/policies.ts';
import { ApiError, type ApiErrorSpec } from '../errors.ts';
import type { CallContext } from '../endpoint.ts';
import type { UserRow } from '../../db/rows.ts';

// Misskey's answers when a role policy turns a timeline off (same code and id as the server).
export const LTL_DISABLED: ApiErrorSpec = {
  message: 'Local timeline has been disabled.',
  code: 'LTL_DISABLED',
  id: '45a6eb02-7695-4393-b023-dd3be9aaaefd',
};
export const STL_DISABLED: ApiErrorSpec = {
  message: 'Hybrid timeline has been disabled.',
  code: 'STL_DISABLED',
  id: '620763f4-f621-4533-ab33-0577a1a3c342',
};
export const GTL_DISABLED: ApiErrorSpec = {
  message: 'Global timeline has been disabled.',
  code: 'GTL_DISABLED',
  id: '0332fc13-6ab2-4427-ae80-a9fadffd1a6b',
};

function requirePolicy(
  ctx: CallContext,
  me: UserRow | null,
  key: 'ltlAvailable' | 'gtlAvailable',
  error: ApiErrorSpec,
): void {
  if (!effectivePolicies(ctx.inst, me)[key]) throw new ApiError(error);
}

const common = {
  ...paginationProps,
  allowPartial: { type: 'boolean', default: false },
  withFiles: { type: 'boolean', default: false },
  withRenotes: { type: 'boolean', default: true },
} as const;

const homeParams: ObjectSchema = {
  type: 'object',
  properties: {
    ...common,
    includeMyRenotes: { type: 'boolean', default: true },
    includeRenotedMyNotes: { type: 'boolean', default: true },
    includeLocalRenotes: { type: 'boolean', default: true },
  },
};

export const notesTimeline = defineEndpoint(
  'notes/timeline',
  { requireCredential: true, params: homeParams },
  (ps, me, ctx) => packNotes(ctx.pc, withoutHardMuted(ctx.inst.db, me, homeTimeline(ctx.inst.db, me, ps))),
);

export const notesHybridTimeline = defineEndpoint(
  'notes/hybrid-timeline',
  {
    requireCredential: true,
    params: {
      ...homeParams,
      properties: { ...homeParams.properties, withReplies: { type: 'boolean', default: false } },
    },
  },
  (ps, me, ctx) => {
    requirePolicy(ctx, me, 'ltlAvailable', STL_DISABLED);
    return packNotes(ctx.pc, withoutHardMuted(ctx.inst.db, me, hybridTimeline(ctx.inst.db, me, ps)));
  },
);

export const notesLocalTimeline = defineEndpoint(
  'notes/local-timeline',
  {
    requireCredential: false,
    params: { type: 'object', properties: { ...common, withReplies: { type: 'boolean', default: false } } },
  },
  (ps, me, ctx) => {
    requirePolicy(ctx, me, 'ltlAvailable', LTL_DISABLED);
    return packNotes(ctx.pc, withoutHardMuted(ctx.inst.db, me, localTimeline(ctx.inst.db, me, ps)));
  },
);

export const notesGlobalTimeline = defineEndpoint(
  'notes/global-timeline',
  { requireCredential: false, params: { type: 'object', properties: { ...common } } },
  (ps, me, ctx) => {
    requirePolicy(ctx, me, 'gtlAvailable', GTL_DISABLED);
    return packNotes(ctx.pc, withoutHardMuted(ctx.inst.db, me, globalTimeline(ctx.inst.db, me, ps)));
  },
);
