import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { diceIn, rollDice, rollDie } from './dice.ts';

/** Returns the given die faces in turn for a die of `sides` sides. */
function faces(sides: number, ...values: number[]) {
  let i = 0;
  return () => (values[i++ % values.length]! - 0.5) / sides;
}

describe('dice notation (spec P2 §5)', () => {
  test('a single die is replaced by what it rolled', () => {
    expect(rollDice('I roll d20', faces(20, 14))).toBe('I roll 14');
  });

  test('several dice with a modifier are replaced by their total', () => {
    expect(rollDice('2d6+1', faces(6, 3, 5))).toBe('9');
    expect(rollDice('attack 3d4-2!', faces(4, 1, 2, 4))).toBe('attack 5!');
  });

  test('every roll in the text is replaced, and the form can list them first', () => {
    expect(rollDice('d6 and 1d6', faces(6, 2, 6))).toBe('2 and 6');
    expect(diceIn('d6 and 1d6, then d6398 in Room D3')).toEqual(['d6', '1d6']);
  });

  test('words, codes, URLs and absurd sizes are left alone', () => {
    const same = [
      'and6',
      'https://x.test/1d6',
      '3d',
      'd1',
      '0d6',
      '101d6',
      'd',
      'abc2d6',
      '2d6x',
      'd6398',
      'Room D3',
      '1D6',
      'd20+5000',
    ];
    for (const text of same) {
      expect(rollDice(text, () => 0.5)).toBe(text);
      expect(diceIn(text)).toEqual([]);
    }
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
