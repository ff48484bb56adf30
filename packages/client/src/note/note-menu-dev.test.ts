import { QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { expect, test } from 'vitest';
import { apiAs } from '@/api/index.ts';
import { noteMenuItems } from './note-menu.tsx';

const note = {
  id: 'n1',
  text: 'hi',
  userId: 'u1',
  user: { id: 'u1', username: 'a', host: null },
} as unknown as entities.Note;
const texts = (items: Awaited<ReturnType<typeof noteMenuItems>>) =>
  items.map((i) => ('text' in i ? i.text : i.type));

test('devMode adds "Copy note ID" to the note menu', async () => {
  const session = { account: null, me: undefined, api: apiAs(null), queryClient: new QueryClient() };
  expect(texts(await noteMenuItems(note, session))).not.toContain('Copy note ID');
  expect(texts(await noteMenuItems(note, { ...session, devMode: true })).slice(-1)).toEqual(['Copy note ID']);
});
