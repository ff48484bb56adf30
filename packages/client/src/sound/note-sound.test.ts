import { expect, test } from 'vitest';
import { chatSoundEvent, noteSoundEvent } from './note-sound.ts';

test('a burst with my own note plays the own-note sound wherever it arrives', () => {
  expect(noteSoundEvent('antenna', true)).toBe('noteMy');
  expect(noteSoundEvent('homeTimeline', true)).toBe('noteMy');
});

test('antenna and channel timelines play their own sounds; the others the note sound', () => {
  expect(noteSoundEvent('antenna', false)).toBe('antenna');
  expect(noteSoundEvent('channel', false)).toBe('channel');
  expect(noteSoundEvent('homeTimeline', false)).toBe('note');
  expect(noteSoundEvent('userList', false)).toBe('note');
  expect(noteSoundEvent(null, false)).toBe('note');
});

test('a chat message in a hidden tab plays the background chat sound', () => {
  expect(chatSoundEvent(true)).toBe('chatBg');
  expect(chatSoundEvent(false)).toBe('chat');
});
