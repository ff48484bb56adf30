import { expect, test } from 'vitest';
import { shouldCollapse } from './collapse.ts';

test('a note collapses above 9 lines or 500 characters', () => {
  expect(shouldCollapse({ text: Array(9).fill('line').join('\n') })).toBe(false);
  expect(shouldCollapse({ text: Array(10).fill('line').join('\n') })).toBe(true);
  expect(shouldCollapse({ text: 'x'.repeat(500) })).toBe(false);
  expect(shouldCollapse({ text: 'x'.repeat(501) })).toBe(true);
});

test('a note with a content warning never collapses', () => {
  expect(shouldCollapse({ text: 'x'.repeat(1000), cw: 'spoiler' })).toBe(false);
  expect(shouldCollapse({ text: null })).toBe(false);
});
