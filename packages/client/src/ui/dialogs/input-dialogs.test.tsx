import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { openInAct, setupUiTestHost } from '../../../test-support/ui-test-host.tsx';
import { inputDate, inputNumber, inputText } from './input-dialogs.tsx';
import { select } from './select.tsx';

setupUiTestHost();

const ok = () => screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(screen.getByRole('textbox'), { target: { value } });

describe('text input dialog', () => {
  test('below the minimum it says so and OK is disabled; at the minimum OK is enabled', () => {
    openInAct(() => inputText({ title: 'Name', minLength: 3 }));
    type('ab');
    expect(screen.getByText('2 characters, at least 3 needed')).toBeTruthy();
    expect(ok().disabled).toBe(true);
    type('abc');
    expect(screen.queryByText(/at least/)).toBeNull();
    expect(ok().disabled).toBe(false);
  });

  test('above the maximum it says so and OK is disabled; at the maximum OK is enabled', () => {
    openInAct(() => inputText({ title: 'Name', maxLength: 5 }));
    type('abcdef');
    expect(screen.getByText('6 characters, at most 5 allowed')).toBeTruthy();
    expect(ok().disabled).toBe(true);
    type('abcde');
    expect(screen.queryByText(/at most/)).toBeNull();
    expect(ok().disabled).toBe(false);
  });

  test('Enter confirms with the typed text', async () => {
    const result = openInAct(() => inputText({ title: 'Name', default: 'Ai' }));
    type('Kumo');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    await expect(result).resolves.toEqual({ canceled: false, result: 'Kumo' });
  });

  test('Enter does nothing while the text is invalid', () => {
    const result = openInAct(() => inputText({ title: 'Name', minLength: 2 }));
    let settled = false;
    void result.then(() => (settled = true));
    type('a');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(settled).toBe(false);
  });

  test('Escape cancels', async () => {
    const result = openInAct(() => inputText({ title: 'Name' }));
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    await expect(result).resolves.toEqual({ canceled: true });
  });

  test('focus starts in the text field', () => {
    openInAct(() => inputText({ title: 'Name' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});

test('a number input yields a parsed float', async () => {
  const result = openInAct(() => inputNumber({ title: 'Ratio' }));
  const field = screen.getByRole('spinbutton', { name: 'Ratio' });
  fireEvent.change(field, { target: { value: '3.5' } });
  fireEvent.click(ok());
  await expect(result).resolves.toEqual({ canceled: false, result: 3.5 });
});

test('an empty number input cannot be confirmed', () => {
  openInAct(() => inputNumber({ title: 'Ratio' }));
  expect(ok().disabled).toBe(true);
});

test('a date input yields the chosen day', async () => {
  const result = openInAct(() => inputDate({ title: 'Day' }));
  const field = document.querySelector('input[type="date"]')!;
  fireEvent.change(field, { target: { value: '2025-03-14' } });
  fireEvent.click(ok());
  await expect(result).resolves.toEqual({ canceled: false, result: new Date(2025, 2, 14) });
});

test('a select dialog starts on the default and resolves with the chosen value', async () => {
  const result = openInAct(() =>
    select({
      title: 'Visibility',
      items: [
        { value: 'public', label: 'Public' },
        {
          label: 'Restricted',
          items: [
            { value: 'home', label: 'Home' },
            { value: 'followers', label: 'Followers' },
          ],
        },
      ],
      default: 'home',
    }),
  );
  const list = screen.getByRole('combobox', { name: 'Visibility' }) as HTMLSelectElement;
  expect(list.selectedOptions[0]?.textContent).toBe('Home');
  fireEvent.change(list, { target: { value: '2' } });
  fireEvent.keyDown(list, { key: 'Enter' });
  await expect(result).resolves.toEqual({ canceled: false, result: 'followers' });
});
