import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { configureUi } from '../host/ui-config.ts';
import { openInAct, setupUiTestHost } from '../../../test-support/ui-test-host.tsx';
import { nextMenuIndex, type MenuItem } from './menu-types.ts';
import { openContextMenu, openMenu } from './open-menu.tsx';

describe('nextMenuIndex', () => {
  const enabled = [false, true, true, false, true];
  test('moves to the next enabled entry and wraps around', () => {
    expect(nextMenuIndex(enabled, 1, 'next')).toBe(2);
    expect(nextMenuIndex(enabled, 2, 'next')).toBe(4);
    expect(nextMenuIndex(enabled, 4, 'next')).toBe(1);
  });
  test('moves back, wrapping to the last', () => {
    expect(nextMenuIndex(enabled, 1, 'previous')).toBe(4);
    expect(nextMenuIndex(enabled, 4, 'previous')).toBe(2);
  });
  test('Home and End go to the first and last enabled entries', () => {
    expect(nextMenuIndex(enabled, 4, 'first')).toBe(1);
    expect(nextMenuIndex(enabled, 1, 'last')).toBe(4);
  });
  test('from nowhere, next is the first enabled entry', () => {
    expect(nextMenuIndex(enabled, -1, 'next')).toBe(1);
  });
  test('a menu with nothing enabled has nowhere to go', () => {
    expect(nextMenuIndex([false, false], 0, 'next')).toBe(-1);
  });
});

describe('popup menu', () => {
  setupUiTestHost();

  function anchor() {
    const el = document.createElement('button');
    el.textContent = 'More';
    document.body.append(el);
    return el;
  }

  const items = (copy = vi.fn(), del = vi.fn()): MenuItem[] => [
    { type: 'label', text: 'Note' },
    { type: 'button', text: 'Copy link', action: copy },
    { type: 'divider' },
    { type: 'button', text: 'Pin', disabled: true, action: vi.fn() },
    { type: 'button', text: 'Delete', danger: true, action: del },
  ];

  test('opens as a popup menu with its first entry focused', () => {
    openInAct(() => openMenu(items(), anchor()));
    expect(screen.getByRole('menu').closest('[data-presentation]')?.getAttribute('data-presentation')).toBe(
      'popup',
    );
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy link' }));
  });

  test('is announced with the name of the button that opened it', () => {
    const button = anchor();
    button.setAttribute('aria-label', 'Note menu');
    openInAct(() => openMenu(items(), button));
    expect(screen.getByRole('menu', { name: 'Note menu' })).toBeTruthy();
  });

  test('arrow keys skip dividers, labels and disabled entries; Enter acts and closes', async () => {
    const del = vi.fn();
    const closed = openInAct(() => openMenu(items(vi.fn(), del), anchor()));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy link' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(del).toHaveBeenCalledOnce();
    await expect(closed).resolves.toBeUndefined();
  });

  test('Escape closes the menu without acting, and focus returns to the button', async () => {
    const copy = vi.fn();
    const button = anchor();
    button.focus();
    const closed = openInAct(() => openMenu(items(copy), button));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await closed;
    expect(copy).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  test('a switch entry toggles without closing the menu', () => {
    const onChange = vi.fn();
    openInAct(() => openMenu([{ type: 'switch', text: 'Sensitive', checked: false, onChange }], anchor()));
    const entry = screen.getByRole('menuitemcheckbox', { name: 'Sensitive' });
    fireEvent.keyDown(entry, { key: ' ' });
    expect(onChange).toHaveBeenCalledWith(true);
    expect(entry.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  test('a menu of choices marks the current one with a check and opens on it', () => {
    openInAct(() =>
      openMenu(
        [
          { type: 'button', text: 'Small', checked: false, action: vi.fn() },
          { type: 'button', text: 'Large', checked: true, action: vi.fn() },
        ],
        anchor(),
      ),
    );
    const small = screen.getByRole('menuitemradio', { name: 'Small' });
    const large = screen.getByRole('menuitemradio', { name: 'Large' });
    expect(small.getAttribute('aria-checked')).toBe('false');
    expect(large.getAttribute('aria-checked')).toBe('true');
    expect(large.querySelector('.kumo-menu-check')).toBeTruthy();
    expect(small.querySelector('.kumo-menu-check')).toBeNull();
    expect(document.activeElement).toBe(large);
  });

  test('ArrowRight opens a nested menu, ArrowLeft goes back, a nested action closes both', async () => {
    const action = vi.fn();
    const closed = openInAct(() =>
      openMenu(
        [{ type: 'parent', text: 'Share', children: [{ type: 'button', text: 'Copy', action }] }],
        anchor(),
      ),
    );
    const parent = screen.getByRole('menuitem', { name: 'Share' });
    fireEvent.keyDown(parent, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Copy' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));

    fireEvent.keyDown(parent, { key: 'ArrowRight' });
    const copy = await screen.findByRole('menuitem', { name: 'Copy' });
    fireEvent.keyDown(copy, { key: 'Enter' });
    expect(action).toHaveBeenCalledOnce();
    await expect(closed).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryAllByRole('menu')).toHaveLength(0));
  });

  test('on a smartphone the menu is a drawer', () => {
    configureUi({ deviceKind: 'smartphone' });
    openInAct(() => openMenu(items(), anchor()));
    expect(screen.getByRole('menu').closest('[data-presentation]')?.getAttribute('data-presentation')).toBe(
      'drawer',
    );
  });

  test('a context menu opens at the pointer', () => {
    const preventDefault = vi.fn();
    openInAct(() => openContextMenu(items(), { clientX: 40, clientY: 50, preventDefault }));
    expect(preventDefault).toHaveBeenCalled();
    const panel = screen.getByRole('menu').parentElement!;
    expect(panel.style.left).toBe('40px');
    expect(panel.style.top).toBe('50px');
  });
});
