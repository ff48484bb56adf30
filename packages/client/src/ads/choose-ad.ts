export type AdPlace = 'square' | 'horizontal' | 'horizontal-big' | 'vertical';

/** An ad as meta lists it (Misskey's `ads`). */
export interface AdEntry {
  id: string;
  place: string;
  ratio: number;
  url: string;
  imageUrl: string;
  /** Days it runs, a bit per weekday from Sunday (bit 0); 0 runs every day. */
  dayOfWeek?: number;
  isSensitive?: boolean;
}

export interface AdChoice {
  /** The places this slot prefers, in any order. */
  prefer: readonly AdPlace[];
  /** A specific ad asked for (shown whatever its place). */
  specify?: string | null;
  /** Ads the user hid (the `mutedAds` setting). */
  muted?: readonly string[];
  /** Today's weekday, 0 = Sunday. */
  day: number;
  random?: () => number;
}

const runsOn = (ad: AdEntry, day: number) => !ad.dayOfWeek || (ad.dayOfWeek & (1 << day)) !== 0;

/**
 * Spec P1 §4, ad choice: the ads of the preferred places, else the square ones; a weighted draw
 * over the non-zero ratios; only ratio-0 ads left, one of them at random; none, nothing. Ads the
 * user hid and ads not running today are left out.
 */
export function chooseAd(ads: readonly AdEntry[], choice: AdChoice): AdEntry | null {
  const random = choice.random ?? Math.random;
  if (choice.specify) return ads.find((a) => a.id === choice.specify) ?? null;
  const live = ads.filter((a) => runsOn(a, choice.day) && !choice.muted?.includes(a.id));
  let pool = live.filter((a) => (choice.prefer as readonly string[]).includes(a.place));
  if (pool.length === 0) pool = live.filter((a) => a.place === 'square');
  const weighted = pool.filter((a) => a.ratio > 0);
  if (weighted.length === 0) return pool.length ? pool[Math.floor(random() * pool.length)]! : null;
  const total = weighted.reduce((sum, a) => sum + a.ratio, 0);
  let point = random() * total;
  for (const ad of weighted) {
    point -= ad.ratio;
    if (point < 0) return ad;
  }
  return weighted[weighted.length - 1]!;
}

/** Spec P1 §4: holders of canHideAds see no ad, unless one was asked for or forceShowAds is on. */
export function adsHidden(o: { canHideAds: boolean; specified: boolean; forceShowAds: boolean }): boolean {
  return o.canHideAds && !o.specified && !o.forceShowAds;
}

/** Whether an ad follows the note at `index` of a timeline (meta's notesPerOneAd; 0: none). */
export function adAfter(index: number, notesPerOneAd: number): boolean {
  return notesPerOneAd > 0 && (index + 1) % notesPerOneAd === 0;
}

/** Only web addresses are followed or drawn (an ad's fields are the administrators' free text). */
export function isWebAddress(url: string): boolean {
  return /^https?:\/\/\S+$/i.test(url);
}
