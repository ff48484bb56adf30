import { defineEndpoint } from '../endpoint.ts';
import { paginationProps } from '../schema.ts';
import type { ObjectSchema } from '../schema.ts';
import { globalTimeline, homeTimeline, hybridTimeline, localTimeline } from '../../services/timelines.ts';
import { packNotes } from '../../packing/note.ts';

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
  (ps, me, ctx) => packNotes(ctx.pc, homeTimeline(ctx.inst.db, me, ps)),
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
  (ps, me, ctx) => packNotes(ctx.pc, hybridTimeline(ctx.inst.db, me, ps)),
);

export const notesLocalTimeline = defineEndpoint(
  'notes/local-timeline',
  {
    requireCredential: false,
    params: { type: 'object', properties: { ...common, withReplies: { type: 'boolean', default: false } } },
  },
  (ps, me, ctx) => packNotes(ctx.pc, localTimeline(ctx.inst.db, me, ps)),
);

export const notesGlobalTimeline = defineEndpoint(
  'notes/global-timeline',
  { requireCredential: false, params: { type: 'object', properties: { ...common } } },
  (ps, me, ctx) => packNotes(ctx.pc, globalTimeline(ctx.inst.db, me, ps)),
);
