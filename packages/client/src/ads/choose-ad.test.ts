import { describe, expect, it } from 'vitest';
import { adAfter, adsHidden, chooseAd, isWebAddress, type AdEntry } from './index.ts';

const ad = (id: string, place: string, ratio: number, over: Partial<AdEntry> = {}): AdEntry => ({
  id,
  place,
  ratio,
  url: `https://example.com/${id}`,
  imageUrl: `https://example.com/${id}.png`,
  dayOfWeek: 0,
  ...over,
});
const pick = (ads: AdEntry[], r: number, extra: Partial<Parameters<typeof chooseAd>[1]> = {}) =>
  chooseAd(ads, { prefer: ['horizontal'], day: 3, random: () => r, ...extra })?.id ?? null;

describe('chooseAd (spec P1 §4)', () => {
  it('takes the preferred places first and falls back to square ones, else nothing', () => {
    const ads = [ad('sq', 'square', 1), ad('h', 'horizontal', 1), ad('v', 'vertical', 1)];
    expect(pick(ads, 0)).toBe('h');
    expect(pick([ad('sq', 'square', 1), ad('v', 'vertical', 1)], 0)).toBe('sq');
    expect(pick([ad('v', 'vertical', 1)], 0)).toBeNull();
    expect(pick([], 0)).toBeNull();
  });

  it('draws by weight over non-zero ratios, and one of the ratio-0 ads only when nothing else is left', () => {
    const ads = [ad('a', 'horizontal', 1), ad('b', 'horizontal', 3), ad('zero', 'horizontal', 0)];
    expect(pick(ads, 0)).toBe('a');
    expect(pick(ads, 0.24)).toBe('a');
    expect(pick(ads, 0.26)).toBe('b');
    expect(pick(ads, 0.99)).toBe('b');
    const zeros = [ad('z1', 'horizontal', 0), ad('z2', 'horizontal', 0)];
    expect(pick(zeros, 0)).toBe('z1');
    expect(pick(zeros, 0.6)).toBe('z2');
  });

  it('leaves out ads the user hid and ads not running today; a specific ad is shown as asked', () => {
    const ads = [ad('a', 'horizontal', 1), ad('b', 'horizontal', 1, { dayOfWeek: 0b0000001 })];
    expect(pick(ads, 0.9)).toBe('a');
    expect(pick(ads, 0.9, { day: 0 })).toBe('b');
    expect(pick(ads, 0, { muted: ['a'], day: 0 })).toBe('b');
    expect(pick(ads, 0, { muted: ['a'] })).toBeNull();
    expect(pick(ads, 0, { specify: 'b' })).toBe('b');
  });

  it('hides ads from canHideAds holders unless one was asked for or forceShowAds is on', () => {
    expect(adsHidden({ canHideAds: true, specified: false, forceShowAds: false })).toBe(true);
    expect(adsHidden({ canHideAds: true, specified: true, forceShowAds: false })).toBe(false);
    expect(adsHidden({ canHideAds: true, specified: false, forceShowAds: true })).toBe(false);
    expect(adsHidden({ canHideAds: false, specified: false, forceShowAds: false })).toBe(false);
  });

  it('places a timeline ad after every n notes, and follows only web addresses', () => {
    expect([0, 1, 2, 3, 4, 5].filter((i) => adAfter(i, 3))).toEqual([2, 5]);
    expect(adAfter(2, 0)).toBe(false);
    expect(isWebAddress('https://example.com/x')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
  });
});
