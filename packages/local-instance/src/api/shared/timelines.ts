import { paginationProps } from '../schema.ts';
import type { ObjectSchema } from '../schema.ts';
import { effectivePolicies } from '../../packing/policies.ts';
import { ApiError, type ApiErrorSpec } from '../errors.ts';
import type { CallContext } from '../endpoint.ts';
import type { UserRow } from '../../db/rows.ts';

export function requirePolicy(
  ctx: CallContext,
  me: UserRow | null,
  key: 'ltlAvailable' | 'gtlAvailable',
  error: ApiErrorSpec,
): void {
  if (!effectivePolicies(ctx.inst, me)[key]) throw new ApiError(error);
}

export const timelineProps = {
  ...paginationProps,
  allowPartial: { type: 'boolean', default: false },
  withFiles: { type: 'boolean', default: false },
  withRenotes: { type: 'boolean', default: true },
} as const;

export const homeParams: ObjectSchema = {
  type: 'object',
  properties: {
    ...timelineProps,
    includeMyRenotes: { type: 'boolean', default: true },
    includeRenotedMyNotes: { type: 'boolean', default: true },
    includeLocalRenotes: { type: 'boolean', default: true },
  },
};
