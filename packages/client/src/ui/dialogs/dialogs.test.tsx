import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { openInAct, settle, setupUiTestHost } from '../../../test-support/ui-test-host.tsx';
import type { DialogType } from './dialog-types.ts';
import { openDialog } from './open-dialog.tsx';
import { openModal } from '../modal/open-modal.tsx';

setupUiTestHost();

const TYPES: DialogType[] = ['info', 'success', 'error', 'warning', 'question'];

describe.each(TYPES)('a %s dialog', (type) => {
  const role = type === 'error' || type === 'warning' ? 'alertdialog' : 'dialog';

  test('resolves with a result on OK', async () => {
    const result = openInAct(() => openDialog({ type, title: 'Title', text: 'Body' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toEqual({ canceled: false, result: undefined });
  });

  test('resolves canceled on Escape', async () => {
    const result = openInAct(() => openDialog({ type, title: 'Title' }));
    fireEvent.keyDown(screen.getByRole(role), { key: 'Escape' });
    await expect(result).resolves.toEqual({ canceled: true });
  });

  test('resolves canceled on a click on the backdrop', async () => {
    const result = openInAct(() => openDialog({ type, title: 'Title' }));
    fireEvent.click(document.querySelector('.kumo-modal-backdrop')!);
    await expect(result).resolves.toEqual({ canceled: true });
  });

  test(`is a modal ${role} labelled by its title and described by its text`, async () => {
    openInAct(() => openDialog({ type, title: 'Delete?', text: 'This cannot be undone.' }));
    const dialog = screen.getByRole(role, { name: 'Delete?', description: 'This cannot be undone.' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });
});

test('a question has OK and Cancel, and Cancel resolves canceled', async () => {
  const result = openInAct(() => openDialog({ type: 'question', text: 'Sure?' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await expect(result).resolves.toEqual({ canceled: true });
});

test('custom buttons resolve with their value', async () => {
  const result = openInAct(() =>
    openDialog({
      type: 'question',
      text: 'Post publicly?',
      actions: [
        { text: 'Switch to home', value: 'home' as const },
        { text: 'Post anyway', value: 'post' as const, primary: true },
      ],
    }),
  );
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Switch to home' }));
  await expect(result).resolves.toEqual({ canceled: false, result: 'home' });
});

test('the dialog leaves the page once closed', async () => {
  openInAct(() => openDialog({ text: 'Hello' }));
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await settle();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a closing dialog is out of reach at once: one opened next is the only dialog found', async () => {
  openInAct(() => openDialog({ text: 'First' }));
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  openInAct(() => openDialog({ text: 'Second' }));
  expect(screen.getAllByRole('dialog').map((d) => d.textContent)).toEqual([
    expect.stringContaining('Second'),
  ]);
  await settle();
});

describe('focus', () => {
  test('focus moves into the dialog, to its main button', () => {
    openInAct(() => openDialog({ type: 'question', text: 'Sure?' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  test('Tab and Shift+Tab cycle inside the dialog', () => {
    openInAct(() => openDialog({ type: 'question', text: 'Sure?' }));
    const ok = screen.getByRole('button', { name: 'OK' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(ok);
    fireEvent.keyDown(ok, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
  });

  test('focus returns to the element that opened the dialog', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const result = openInAct(() => openDialog({ text: 'Hello' }));
    expect(document.activeElement).not.toBe(opener);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await result;
    await waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });
});

test('a dialog opened over another stacks above it', () => {
  openInAct(() => openDialog({ title: 'First' }));
  openInAct(() => openDialog({ title: 'Second' }));
  const [first, second] = [...document.querySelectorAll<HTMLElement>('.kumo-modal')];
  expect(Number(second!.style.zIndex)).toBeGreaterThan(Number(first!.style.zIndex));
  expect(Number(first!.style.zIndex)).toBeGreaterThanOrEqual(3_000_000);
});

test('closing gives the focus back to what had it, even when the content focused a field of its own at once', async () => {
  const opener = document.createElement('button');
  opener.textContent = 'Reply';
  document.body.appendChild(opener);
  opener.focus();
  const result = openInAct(() =>
    openModal<string>(({ close }) => (
      <div role="dialog" aria-label="Form">
        {/* the post form focuses its text at once, before any effect of the frame runs */}
        <textarea aria-label="Text" autoFocus />
        <button type="button" onClick={() => close('done')}>
          Send
        </button>
      </div>
    )),
  );
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Text' })));
  fireEvent.keyDown(screen.getByRole('dialog', { name: 'Form' }), { key: 'Escape' });
  await expect(result).resolves.toBeUndefined();
  await settle();
  await waitFor(() => expect(document.activeElement).toBe(opener));
  opener.remove();
});
