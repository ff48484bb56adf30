import { EMPTY_DECK, type Deck } from './deck-types.ts';

/** Spec P1 §7: where deck profiles live in the registry; the key is the profile's name. */
export const DECK_PROFILES_SCOPE = ['client', 'deck', 'profiles'] as const;
/** Spec P1 §9: a deck change is saved once changes have paused this long. */
export const DECK_SAVE_DEBOUNCE_MS = 1000;
export const DEFAULT_PROFILE = 'default';

/** The registry calls a deck profile needs (i/registry/get, set, keys, remove in that scope). */
export interface DeckRegistry {
  get: (name: string) => Promise<unknown>;
  set: (name: string, deck: Deck) => Promise<unknown>;
  keys: () => Promise<string[]>;
  remove: (name: string) => Promise<unknown>;
}

/** Whether an error is the registry's "no such key" (Misskey's NO_SUCH_KEY). */
export function isNoSuchKey(error: unknown): boolean {
  return (error as { error?: { code?: string } } | null)?.error?.code === 'NO_SUCH_KEY';
}

/** A stored profile as a deck: columns and layout that make sense, else nothing of it. */
export function asDeck(value: unknown): Deck {
  const v = value as Partial<Deck> | null;
  if (!v || !Array.isArray(v.columns) || !Array.isArray(v.layout)) return EMPTY_DECK;
  const columns = v.columns.filter((c) => c && typeof c === 'object' && typeof c.id === 'string');
  const ids = new Set(columns.map((c) => c.id));
  const layout = v.layout
    .filter(Array.isArray)
    .map((row) => row.filter((id) => typeof id === 'string' && ids.has(id)))
    .filter((row) => row.length > 0);
  return { columns, layout };
}

/**
 * Loads a profile (spec P1 §8). When the registry has no such key, the "default" profile is saved
 * from the current deck (which is empty on a first start) and any other profile starts empty; any
 * other error is thrown for the caller to show.
 */
export async function loadDeckProfile(registry: DeckRegistry, name: string, current: Deck): Promise<Deck> {
  try {
    return asDeck(await registry.get(name));
  } catch (error) {
    if (!isNoSuchKey(error)) throw error;
    if (name === DEFAULT_PROFILE) {
      await registry.set(name, current);
      return current;
    }
    return EMPTY_DECK;
  }
}

/** What the device keeps of the deck (spec P1 §3: columns and layout per device and account). */
export interface DeviceDeck {
  profile: string;
  columns: unknown[];
  layout: unknown[];
}

/** The deck kept on this device for `profile`; null when the device holds none, or another profile's. */
export function deviceDeckFor(stored: DeviceDeck | null, profile: string): Deck | null {
  return stored && stored.profile === profile ? asDeck(stored) : null;
}

/** What to keep on the device for a profile's deck. */
export function toDeviceDeck(profile: string, deck: Deck): DeviceDeck {
  return { profile, columns: deck.columns, layout: deck.layout };
}

/**
 * A saver that writes the latest deck of a profile once changes have paused for `delay` ms; `flush`
 * writes a pending one now (before switching profile or leaving the page).
 */
export function createDeckSaver(
  registry: Pick<DeckRegistry, 'set'>,
  onError: (error: unknown) => void,
  delay = DECK_SAVE_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { name: string; deck: Deck } | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const job = pending;
    pending = null;
    if (job) await registry.set(job.name, job.deck).catch(onError);
  };
  return {
    schedule(name: string, deck: Deck) {
      pending = { name, deck };
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush(), delay);
    },
    flush,
  };
}
