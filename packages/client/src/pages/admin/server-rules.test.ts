import { describe, expect, it } from 'vitest';
import { moveRule, removeRule, rulesToSave } from './server-rules.ts';

describe('server rules editing', () => {
  const rules = ['a', 'b', 'c'];
  it('moves a rule up and down, and not past the ends', () => {
    expect(moveRule(rules, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRule(rules, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveRule(rules, 0, -1)).toEqual(rules);
    expect(moveRule(rules, 2, 1)).toEqual(rules);
  });
  it('removes a rule', () => {
    expect(removeRule(rules, 1)).toEqual(['a', 'c']);
  });
  it('saves trimmed rules without empty ones', () => {
    expect(rulesToSave([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });
});
