import { describe, expect, it } from 'vitest';
import { wantsNoteMenu } from './context-menu-target.ts';

describe('wantsNoteMenu', () => {
  const html = (markup: string) => {
    const root = document.createElement('article');
    root.innerHTML = markup;
    return root;
  };

  it('opens on plain note text', () => {
    const root = html('<p><span id="t">hello</span></p>');
    expect(wantsNoteMenu(root.querySelector('#t'), '')).toBe(true);
  });

  it('leaves links, images and buttons to the browser', () => {
    const root = html('<a href="/x"><b id="l">link</b></a><img id="i" alt=""><button id="b">x</button>');
    expect(wantsNoteMenu(root.querySelector('#l'), '')).toBe(false);
    expect(wantsNoteMenu(root.querySelector('#i'), '')).toBe(false);
    expect(wantsNoteMenu(root.querySelector('#b'), '')).toBe(false);
  });

  it('leaves a text selection to the browser (copying it)', () => {
    const root = html('<p id="t">hello</p>');
    expect(wantsNoteMenu(root.querySelector('#t'), 'hel')).toBe(false);
  });
});
