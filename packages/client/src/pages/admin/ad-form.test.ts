import { expect, test } from 'vitest';
import { adParams, adProblems, daysFromMask, draftFromAd, maskFromDays, newAdDraft } from './ad-form.ts';

test('days of the week are Misskey’s bits, Sunday lowest; none means every day', () => {
  expect(maskFromDays([0, 6])).toBe(65);
  expect(daysFromMask(65)).toEqual([0, 6]);
  expect(maskFromDays([])).toBe(0);
});

test('a new draft runs a week from now and needs its addresses before it can be sent', () => {
  const d = newAdDraft(Date.UTC(2026, 0, 1));
  expect(adProblems(d)).toEqual(['url', 'imageUrl']);
  const ok = { ...d, url: 'https://shop.example', imageUrl: 'https://shop.example/a.png' };
  expect(adProblems(ok)).toEqual([]);
  expect(adProblems({ ...ok, url: 'javascript:alert(1)', ratio: '-1', expiresAt: d.startsAt })).toEqual([
    'url',
    'ratio',
    'dates',
  ]);
  expect(adParams({ ...ok, days: [1, 2] })).toMatchObject({ ratio: 1, dayOfWeek: 6, place: 'square' });
});

test('an ad from the server round-trips through its draft', () => {
  const ad = {
    id: 'a',
    url: 'https://x.example',
    imageUrl: 'https://x.example/i.png',
    memo: 'm',
    place: 'vertical',
    priority: 'high',
    ratio: 2,
    startsAt: new Date(2026, 0, 1, 9, 30).toISOString(),
    expiresAt: new Date(2026, 0, 8, 9, 30).toISOString(),
    dayOfWeek: 2,
    isSensitive: true,
  };
  const params = adParams(draftFromAd(ad));
  expect(params).toMatchObject({
    place: 'vertical',
    priority: 'high',
    ratio: 2,
    dayOfWeek: 2,
    isSensitive: true,
  });
  expect(params.startsAt).toBe(Date.parse(ad.startsAt));
});
