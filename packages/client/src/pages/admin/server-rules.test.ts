import { describe, expect, it } from 'vitest';
import { removeRule, rulesToSave } from './server-rules.ts';

describe('server rules editing', () => {
  const rules = ['a', 'b', 'c'];
  it('removes a rule', () => {
    expect(removeRule(rules, 1)).toEqual(['a', 'c']);
  });
  it('saves trimmed rules without empty ones', () => {
    expect(rulesToSave([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });
});
