import { expect, test } from 'vitest';
import { addColumnMenu } from './add-column-menu.tsx';
import { EMPTY_DECK, type Deck } from './deck-types.ts';

const texts = (chat: boolean) =>
  addColumnMenu(
    ['home'],
    async () => [],
    () => {},
    chat,
  ).map((item) => ('text' in item ? item.text : ''));

test('a chat column is offered only where the server offers chat', () => {
  expect(texts(true)).toContain('Chat');
  expect(texts(false)).not.toContain('Chat');
});

test('the chat column added is of Misskey kind "chat"', () => {
  let deck: Deck = EMPTY_DECK;
  const items = addColumnMenu(
    ['home'],
    async () => [],
    (op) => (deck = op(deck)),
    true,
  );
  const chat = items.find((item) => 'text' in item && item.text === 'Chat');
  if (chat?.type === 'button') chat.action();
  expect(deck.columns.map((c) => c.type)).toEqual(['chat']);
});
