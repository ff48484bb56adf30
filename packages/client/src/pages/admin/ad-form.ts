import type { AdminAd } from '@/queries/index.ts';

/** Where an ad can be shown (spec P1 §3, Ad). */
export const AD_PLACES = ['square', 'horizontal', 'horizontal-big', 'vertical'] as const;
export const AD_PRIORITIES = ['high', 'middle', 'low'] as const;

/** An ad as its form edits it: dates as `datetime-local` text, the days as a list of weekday numbers. */
export interface AdDraft {
  url: string;
  imageUrl: string;
  memo: string;
  place: string;
  priority: string;
  ratio: string;
  startsAt: string;
  expiresAt: string;
  /** 0 = Sunday … 6 = Saturday; empty = every day (Misskey's dayOfWeek 0). */
  days: number[];
  isSensitive: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as a `datetime-local` value in the device's time zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Misskey keeps the days as bits, Sunday the lowest. */
export const daysFromMask = (mask: number): number[] =>
  [0, 1, 2, 3, 4, 5, 6].filter((d) => (mask & (1 << d)) !== 0);
export const maskFromDays = (days: number[]): number => days.reduce((m, d) => m | (1 << d), 0);

const WEEK = 7 * 86_400_000;

export function newAdDraft(now = Date.now()): AdDraft {
  return {
    url: '',
    imageUrl: '',
    memo: '',
    place: 'square',
    priority: 'middle',
    ratio: '1',
    startsAt: toLocalInput(now),
    expiresAt: toLocalInput(now + WEEK),
    days: [],
    isSensitive: false,
  };
}

export function draftFromAd(ad: AdminAd): AdDraft {
  return {
    url: ad.url,
    imageUrl: ad.imageUrl,
    memo: ad.memo,
    place: ad.place,
    priority: ad.priority,
    ratio: String(ad.ratio),
    startsAt: toLocalInput(Date.parse(ad.startsAt)),
    expiresAt: toLocalInput(Date.parse(ad.expiresAt)),
    days: daysFromMask(ad.dayOfWeek),
    isSensitive: ad.isSensitive ?? false,
  };
}

export type AdProblem = 'url' | 'imageUrl' | 'ratio' | 'dates';

const isWebAddress = (s: string) => /^https?:\/\/\S+$/i.test(s.trim());

/** What is wrong with a draft before it can be sent; none when it can. */
export function adProblems(d: AdDraft): AdProblem[] {
  const problems: AdProblem[] = [];
  if (!isWebAddress(d.url)) problems.push('url');
  if (!isWebAddress(d.imageUrl)) problems.push('imageUrl');
  const ratio = Number(d.ratio);
  if (d.ratio.trim() === '' || !Number.isInteger(ratio) || ratio < 0) problems.push('ratio');
  const start = Date.parse(d.startsAt);
  const end = Date.parse(d.expiresAt);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) problems.push('dates');
  return problems;
}

/** The parameters admin/ad/create and admin/ad/update take, from a draft without problems. */
export function adParams(d: AdDraft) {
  return {
    url: d.url.trim(),
    imageUrl: d.imageUrl.trim(),
    memo: d.memo,
    place: d.place,
    priority: d.priority,
    ratio: Number(d.ratio),
    startsAt: Date.parse(d.startsAt),
    expiresAt: Date.parse(d.expiresAt),
    dayOfWeek: maskFromDays(d.days),
    isSensitive: d.isSensitive,
  };
}
