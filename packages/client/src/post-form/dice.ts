/**
 * Spec P2 §5: dice notation in a note — an optional count, the letter d, the number of sides and
 * an optional + or - modifier (`d20`, `2d6+1`) — is replaced by the rolled result before posting.
 * Kumo writes the roll next to its notation: `2d6+1` becomes `2d6+1 = 9 (3, 5)`.
 */

/** Kumo's limits so that a note cannot ask for a million dice. */
export const DICE_MAX_COUNT = 100;
export const DICE_MAX_SIDES = 1_000_000;

/** Stand-alone notation: not glued to a word, a URL path or a number on either side. */
const DICE = /(?<![\p{L}\p{N}_/.:#@$-])(\d{0,3})d(\d{1,7})(?:([+-])(\d{1,7}))?(?![\p{L}\p{N}_/])/giu;

/** A random number source in [0, 1), as Math.random; tests inject their own. */
export type Rng = () => number;

export function rollDie(sides: number, rng: Rng): number {
  return Math.min(sides, Math.floor(rng() * sides) + 1);
}

export function rollDice(text: string, rng: Rng = Math.random): string {
  return text.replace(
    DICE,
    (notation: string, countText: string, sidesText: string, sign?: string, mod?: string) => {
      const count = countText === '' ? 1 : Number(countText);
      const sides = Number(sidesText);
      if (count < 1 || count > DICE_MAX_COUNT || sides < 2 || sides > DICE_MAX_SIDES) return notation;
      const rolls = Array.from({ length: count }, () => rollDie(sides, rng));
      const modifier = mod === undefined ? 0 : (sign === '-' ? -1 : 1) * Number(mod);
      const total = rolls.reduce((a, b) => a + b, 0) + modifier;
      const detail = rolls.length > 1 || modifier !== 0 ? ` (${rolls.join(', ')})` : '';
      return `${notation} = ${total}${detail}`;
    },
  );
}
