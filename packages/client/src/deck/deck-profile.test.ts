import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  asDeck,
  createDeckSaver,
  deviceDeckFor,
  loadDeckProfile,
  toDeviceDeck,
  type DeckRegistry,
} from './deck-profile.ts';
import { EMPTY_DECK, type Deck } from './deck-types.ts';

const noSuchKey = Object.assign(new Error('No such key.'), { error: { code: 'NO_SUCH_KEY' } });
const deck: Deck = { columns: [{ id: 'a', type: 'timeline', name: null, width: 330 }], layout: [['a']] };

function registry(stored: Record<string, unknown>): DeckRegistry & { sets: Array<[string, Deck]> } {
  const sets: Array<[string, Deck]> = [];
  return {
    sets,
    get: (name) => (name in stored ? Promise.resolve(stored[name]) : Promise.reject(noSuchKey)),
    set: (name, d) => {
      sets.push([name, d]);
      return Promise.resolve();
    },
    keys: () => Promise.resolve(Object.keys(stored)),
    remove: () => Promise.resolve(),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('a stored profile is loaded as it was saved', async () => {
  expect(await loadDeckProfile(registry({ work: deck }), 'work', EMPTY_DECK)).toEqual(deck);
});

test('NO_SUCH_KEY: "default" is saved from the current deck, another profile starts empty', async () => {
  const r = registry({});
  expect(await loadDeckProfile(r, 'default', deck)).toEqual(deck);
  expect(r.sets).toEqual([['default', deck]]);
  expect(await loadDeckProfile(r, 'evening', deck)).toEqual(EMPTY_DECK);
  expect(r.sets).toHaveLength(1);
});

test('any other error is thrown for the caller to show', async () => {
  const failing: DeckRegistry = { ...registry({}), get: () => Promise.reject(new Error('offline')) };
  await expect(loadDeckProfile(failing, 'default', EMPTY_DECK)).rejects.toThrow('offline');
});

test('changes are saved once they pause for a second, the last one winning; flush saves at once', async () => {
  const r = registry({});
  const saver = createDeckSaver(r, () => undefined);
  saver.schedule('default', EMPTY_DECK);
  vi.advanceTimersByTime(600);
  saver.schedule('default', deck);
  vi.advanceTimersByTime(999);
  expect(r.sets).toEqual([]);
  vi.advanceTimersByTime(1);
  await Promise.resolve();
  expect(r.sets).toEqual([['default', deck]]);
  saver.schedule('work', EMPTY_DECK);
  await saver.flush();
  expect(r.sets.at(-1)).toEqual(['work', EMPTY_DECK]);
});

test('a damaged profile keeps what makes sense', () => {
  expect(asDeck(null)).toEqual(EMPTY_DECK);
  expect(asDeck({ columns: [{ id: 'a' }, 5], layout: [['a', 'gone'], 'x', []] })).toEqual({
    columns: [{ id: 'a' }],
    layout: [['a']],
  });
});

test("the device's copy is that profile's deck, and never another profile's", () => {
  const kept = toDeviceDeck('work', deck);
  expect(kept).toEqual({ profile: 'work', columns: deck.columns, layout: deck.layout });
  expect(deviceDeckFor(kept, 'work')).toEqual(deck);
  expect(deviceDeckFor(kept, 'default')).toBeNull();
  expect(deviceDeckFor(null, 'work')).toBeNull();
});
