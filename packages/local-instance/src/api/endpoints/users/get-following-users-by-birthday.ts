import { defineEndpoint } from '../../endpoint.ts';
import { ApiError, INVALID_PARAM } from '../../errors.ts';
import { followeesBornIn, type MonthDay } from '../../../services/birthdays.ts';
import { packUserLite } from '../../../packing/user.ts';

const BIRTHDAY = '#/properties/birthday/oneOf';

/** Upstream's `oneOf`: a day `{ month, day }` (0) or a span `{ begin, end }` (1), checked as its validator does. */
function monthDay(value: unknown, at: string): MonthDay {
  const d = (value ?? {}) as Record<string, unknown>;
  for (const [key, max] of [
    ['month', 12],
    ['day', 31],
  ] as const) {
    const v = d[key];
    if (v === undefined)
      throw new ApiError(INVALID_PARAM, {
        param: `${at}/required`,
        reason: `must have required property '${key}'`,
      });
    if (typeof v !== 'number' || !Number.isInteger(v))
      throw new ApiError(INVALID_PARAM, { param: `${at}/properties/${key}/type`, reason: 'must be integer' });
    if (v < 1)
      throw new ApiError(INVALID_PARAM, { param: `${at}/properties/${key}/minimum`, reason: 'must be >= 1' });
    if (v > max)
      throw new ApiError(INVALID_PARAM, {
        param: `${at}/properties/${key}/maximum`,
        reason: `must be <= ${max}`,
      });
  }
  return { month: d.month as number, day: d.day as number };
}

function span(birthday: unknown): [MonthDay, MonthDay] {
  if (typeof birthday !== 'object' || birthday === null || Array.isArray(birthday))
    throw new ApiError(INVALID_PARAM, { param: `${BIRTHDAY}/0/type`, reason: 'must be object' });
  if ('begin' in birthday || 'end' in birthday) {
    const b = birthday as { begin?: unknown; end?: unknown };
    return [
      monthDay(b.begin, `${BIRTHDAY}/1/properties/begin`),
      monthDay(b.end, `${BIRTHDAY}/1/properties/end`),
    ];
  }
  const day = monthDay(birthday, `${BIRTHDAY}/0`);
  return [day, day];
}

/** The accounts the caller follows whose birthday is that day or in that span, soonest first. */
export default defineEndpoint(
  'users/get-following-users-by-birthday',
  {
    requireCredential: true,
    kind: 'read:account',
    params: {
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        offset: { type: 'integer', minimum: 0, default: 0 },
        birthday: { type: 'any' },
      },
      required: ['birthday'],
    },
  },
  (ps, me, ctx) => {
    const [begin, end] = span(ps.birthday);
    const offset = ps.offset ?? 0;
    return followeesBornIn(ctx.inst.db, me.id, begin, end, new Date())
      .slice(offset, offset + (ps.limit ?? 10))
      .map(({ user, birthday }) => ({ id: user.id, birthday, user: packUserLite(ctx.pc, user) }));
  },
);
