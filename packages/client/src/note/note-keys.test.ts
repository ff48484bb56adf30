import { afterEach, expect, test, vi } from 'vitest';
import { noteKeyAction, runNoteKey } from './note-keys.ts';

const press = (key: string, mods = {}) =>
  noteKeyAction({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

afterEach(() => {
  document.body.innerHTML = '';
});

test('r replies, q renotes, e / a / + react, m / o open the menu, j / k and arrows move between notes', () => {
  expect(['r', 'q', 'e', 'a', '+', 'm', 'o', 'j', 'k', 'ArrowDown', 'ArrowUp'].map((k) => press(k))).toEqual([
    'reply',
    'renote',
    'react',
    'react',
    'react',
    'menu',
    'menu',
    'next',
    'previous',
    'next',
    'previous',
  ]);
  expect(press('r', { ctrlKey: true })).toBeNull();
  expect(press('x')).toBeNull();
});

test("a key presses the focused note's own button and moves the focus to the neighbouring note", () => {
  document.body.innerHTML = `
    <article class="kumo-note" tabindex="0" id="a"><button data-note-action="reply">Reply</button></article>
    <article class="kumo-note" tabindex="0" id="b"><button data-note-action="reply" disabled>Reply</button></article>`;
  const [a, b] = [...document.querySelectorAll('article')] as HTMLElement[];
  const clicked = vi.fn();
  a!.querySelector('button')!.addEventListener('click', clicked);
  expect(runNoteKey(a!, 'reply')).toBe(true);
  expect(clicked).toHaveBeenCalledOnce();
  expect(runNoteKey(b!, 'reply')).toBe(false);
  a!.focus();
  expect(runNoteKey(a!, 'next')).toBe(true);
  expect(document.activeElement).toBe(b);
  expect(runNoteKey(b!, 'next')).toBe(false);
  expect(runNoteKey(b!, 'previous')).toBe(true);
  expect(document.activeElement).toBe(a);
});
