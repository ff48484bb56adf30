import { expect, test } from 'vitest';
import { needsBigEffectPrompt, usesBigEffects } from './big-effects.ts';

test('x2, x3, x4, scale and position are big effects, found at any depth', () => {
  for (const fn of ['x2', 'x3', 'x4', 'scale.x=2', 'position.y=1'])
    expect(usesBigEffects(`$[${fn} hi]`)).toBe(true);
  expect(usesBigEffects('**bold $[x3 nested]**')).toBe(true);
});

test('other effects, code and plain text are not', () => {
  expect(usesBigEffects('$[tada hi] $[spin x]')).toBe(false);
  expect(usesBigEffects('`$[x4 in code]`')).toBe(false);
  expect(usesBigEffects('costs $[5')).toBe(false);
});

test('only public notes prompt (spec P2 §5)', () => {
  expect(needsBigEffectPrompt('public', '$[x2 big]')).toBe(true);
  expect(needsBigEffectPrompt('home', '$[x2 big]')).toBe(false);
  expect(needsBigEffectPrompt('public', 'small')).toBe(false);
});

test('behind a content warning the warning is checked, not the hidden text (as Misskey)', () => {
  expect(needsBigEffectPrompt('public', '$[x2 hidden]', 'spoilers')).toBe(false);
  expect(needsBigEffectPrompt('public', 'plain', '$[x4 LOUD WARNING]')).toBe(true);
  // an empty warning hides nothing: the text is what timelines show
  expect(needsBigEffectPrompt('public', '$[x2 big]', '  ')).toBe(true);
});
