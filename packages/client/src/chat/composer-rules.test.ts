import { expect, test } from 'vitest';
import { composerState, isSendShortcut } from './composer-rules.ts';

test('nothing to send until there is text or a file; blank text is not sent', () => {
  expect(composerState('', null, false).canSend).toBe(false);
  expect(composerState('   ', null, false).canSend).toBe(false);
  expect(composerState('  ', { id: 'f' }, false)).toEqual({ text: null, canSend: true });
  expect(composerState('hi', null, false)).toEqual({ text: 'hi', canSend: true });
});

test('no second send while one is on its way, and no text over 2000 characters', () => {
  expect(composerState('hi', null, true).canSend).toBe(false);
  expect(composerState('x'.repeat(2001), null, false).canSend).toBe(false);
});

test('Ctrl+Enter and Cmd+Enter send; Enter alone and Enter while composing (IME) do not', () => {
  expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
  expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
  expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
  expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false, isComposing: true })).toBe(false);
});
