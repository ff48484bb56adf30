import type { entities } from 'misskey-js';
import type { Db } from '../../db/open.ts';
import { all, one } from '../../db/statement.ts';
import { ApiError } from '../errors.ts';

export interface AdRow {
  id: string;
  startsAt: number;
  expiresAt: number;
  place: string;
  priority: string;
  ratio: number;
  url: string;
  imageUrl: string;
  memo: string;
  dayOfWeek: number;
  isSensitive: number;
}

/** An ad's address: a web address, so that no ad ever links to script (Misskey takes any string). */
const webAddress = { type: 'string', minLength: 1, maxLength: 1024, pattern: /^https?:\/\/\S+$/i } as const;

/** The fields of an ad as admin/ad/create and admin/ad/update take them. */
export const AD_PROPS = {
  url: webAddress,
  memo: { type: 'string', maxLength: 2048 },
  place: { type: 'string', maxLength: 64 },
  priority: { type: 'string', maxLength: 16 },
  ratio: { type: 'integer', minimum: 0 },
  expiresAt: { type: 'integer' },
  startsAt: { type: 'integer' },
  imageUrl: webAddress,
  dayOfWeek: { type: 'integer', minimum: 0, maximum: 127 },
  isSensitive: { type: 'boolean' },
} as const;

export const AD_REQUIRED = [
  'url',
  'memo',
  'place',
  'priority',
  'ratio',
  'expiresAt',
  'startsAt',
  'imageUrl',
  'dayOfWeek',
] as const;

export function packAd(row: AdRow) {
  return {
    id: row.id,
    expiresAt: new Date(row.expiresAt).toISOString(),
    startsAt: new Date(row.startsAt).toISOString(),
    place: row.place,
    priority: row.priority,
    ratio: row.ratio,
    url: row.url,
    imageUrl: row.imageUrl,
    memo: row.memo,
    dayOfWeek: row.dayOfWeek,
    isSensitive: row.isSensitive === 1,
  };
}

export function findAdOrThrow(db: Db, id: string, errorId: string): AdRow {
  const row = one<AdRow>(db, 'SELECT * FROM ads WHERE id = ?', id);
  if (!row) throw new ApiError({ message: 'No such ad.', code: 'NO_SUCH_AD', id: errorId });
  return row;
}

/** The ads running now, as meta lists them for clients to choose from. */
export function activeAds(db: Db, now = Date.now()): entities.MetaLite['ads'] {
  return all<AdRow>(
    db,
    'SELECT * FROM ads WHERE startsAt <= ? AND expiresAt > ? ORDER BY id DESC',
    now,
    now,
  ).map((a) => ({
    id: a.id,
    url: a.url,
    place: a.place,
    ratio: a.ratio,
    imageUrl: a.imageUrl,
    dayOfWeek: a.dayOfWeek,
    isSensitive: a.isSensitive === 1,
  }));
}

/** The columns admin/ad/create and admin/ad/update write, in this order, from their parameters. */
export const AD_COLUMNS =
  'startsAt, expiresAt, place, priority, ratio, url, imageUrl, memo, dayOfWeek, isSensitive' as const;

/** (every field is required by AD_REQUIRED; the type follows misskey-js, where update's are optional) */
export function adValues(
  ps: Partial<{
    startsAt: number;
    expiresAt: number;
    place: string;
    priority: string;
    ratio: number;
    url: string;
    imageUrl: string;
    memo: string;
    dayOfWeek: number;
    isSensitive: boolean;
  }>,
): unknown[] {
  const { startsAt, expiresAt, place, priority, ratio, url, imageUrl, memo, dayOfWeek } = ps;
  return [
    startsAt,
    expiresAt,
    place,
    priority,
    ratio,
    url,
    imageUrl,
    memo,
    dayOfWeek,
    ps.isSensitive ? 1 : 0,
  ];
}
