/**
 * Spec P2 §5: dice notation in a note — an optional count, the letter d, the number of sides and
 * an optional + or - modifier (`d20`, `2d6+1`) — is replaced by the rolled result before posting:
 * `2d6+1` becomes `9`. Only a stand-alone roll of sane size counts, so that words and codes stay
 * as written (`d6398`, `Room D3`, `abc2d6`); the post form lists what will be rolled.
 */

/** Kumo's bounds of a roll: at most 100 dice of at most 1000 sides, a modifier up to 1000. */
export const DICE_MAX_COUNT = 100;
export const DICE_MAX_SIDES = 1000;
const DICE_MAX_MODIFIER = 1000;

/** Stand-alone notation, lower-case d: not glued to a word, a URL path or a number on either side. */
const DICE = /(?<![\p{L}\p{N}_/.:#@$-])(\d{0,3})d(\d{1,4})(?:([+-])(\d{1,4}))?(?![\p{L}\p{N}_/])/gu;

/** A random number source in [0, 1), as Math.random; tests inject their own. */
export type Rng = () => number;

interface Roll {
  count: number;
  sides: number;
  modifier: number;
}

function parse(countText: string, sidesText: string, sign?: string, mod?: string): Roll | null {
  const count = countText === '' ? 1 : Number(countText);
  const sides = Number(sidesText);
  const modifier = mod === undefined ? 0 : (sign === '-' ? -1 : 1) * Number(mod);
  const sane =
    count >= 1 &&
    count <= DICE_MAX_COUNT &&
    sides >= 2 &&
    sides <= DICE_MAX_SIDES &&
    Math.abs(modifier) <= DICE_MAX_MODIFIER;
  return sane ? { count, sides, modifier } : null;
}

export function rollDie(sides: number, rng: Rng): number {
  return Math.min(sides, Math.floor(rng() * sides) + 1);
}

/** The notations in `text` that will be rolled, in order. */
export function diceIn(text: string): string[] {
  return [...text.matchAll(DICE)].filter((m) => parse(m[1]!, m[2]!, m[3], m[4])).map((m) => m[0]);
}

/** `text` with each roll replaced by its result. */
export function rollDice(text: string, rng: Rng = Math.random): string {
  return text.replace(
    DICE,
    (notation: string, countText: string, sidesText: string, sign?: string, mod?: string) => {
      const roll = parse(countText, sidesText, sign, mod);
      if (!roll) return notation;
      let total = roll.modifier;
      for (let i = 0; i < roll.count; i++) total += rollDie(roll.sides, rng);
      return String(total);
    },
  );
}
