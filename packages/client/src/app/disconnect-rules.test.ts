import { expect, test } from 'vitest';
import { disconnectAction } from './disconnect-rules.ts';

test('quiet does nothing, reload reloads, dialog asks once at a time', () => {
  expect(disconnectAction('quiet', false)).toBe('nothing');
  expect(disconnectAction('reload', false)).toBe('reload');
  expect(disconnectAction('dialog', false)).toBe('ask');
  expect(disconnectAction('dialog', true)).toBe('nothing');
});
