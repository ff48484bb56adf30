import { expect, test } from 'vitest';
import { quoteIdFromPaste } from './quote-detection.ts';

const origin = 'https://kumo.example';

test('note addresses of this origin are recognised, with or without /secure (spec P2 §2)', () => {
  expect(quoteIdFromPaste('https://kumo.example/notes/9abc123', origin)).toBe('9abc123');
  expect(quoteIdFromPaste(' https://kumo.example/secure/notes/9abc123\n', origin)).toBe('9abc123');
  expect(quoteIdFromPaste('https://kumo.example/notes/9abc123?x=1#top', origin)).toBe('9abc123');
});

test('other origins, other paths and addresses inside text are not', () => {
  expect(quoteIdFromPaste('https://other.example/notes/9abc123', origin)).toBeNull();
  expect(quoteIdFromPaste('https://kumo.example.evil/notes/9abc123', origin)).toBeNull();
  expect(quoteIdFromPaste('https://kumo.example/@alice', origin)).toBeNull();
  expect(quoteIdFromPaste('https://kumo.example/notes/9abc/reactions', origin)).toBeNull();
  expect(quoteIdFromPaste('see https://kumo.example/notes/9abc123', origin)).toBeNull();
});
