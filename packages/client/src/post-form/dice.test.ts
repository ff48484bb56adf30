import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { rollDice, rollDie } from './dice.ts';

/** Returns the given die faces in turn for a die of `sides` sides. */
function faces(sides: number, ...values: number[]) {
  let i = 0;
  return () => (values[i++ % values.length]! - 0.5) / sides;
}

describe('dice notation (spec P2 §5)', () => {
  test('a single die is rolled and written next to its notation', () => {
    expect(rollDice('I roll d20', faces(20, 14))).toBe('I roll d20 = 14');
  });

  test('several dice with a modifier show the total and each roll', () => {
    expect(rollDice('2d6+1', faces(6, 3, 5))).toBe('2d6+1 = 9 (3, 5)');
    expect(rollDice('attack 3d4-2!', faces(4, 1, 2, 4))).toBe('attack 3d4-2 = 5 (1, 2, 4)!');
  });

  test('every notation in the text is rolled', () => {
    expect(rollDice('d6 and 1D6', faces(6, 2, 6))).toBe('d6 = 2 and 1D6 = 6');
  });

  test('words, URLs and absurd sizes are left alone', () => {
    const same = ['and6', 'https://x.test/1d6', '3d', 'd1', '0d6', '101d6', 'd', 'abc2d6', '2d6x'];
    for (const text of same) expect(rollDice(text, () => 0.5)).toBe(text);
  });

  test('a die always lands between 1 and its number of sides', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (s, r) => {
          const v = rollDie(s, () => r);
          return v >= 1 && v <= s;
        },
      ),
    );
  });
});
