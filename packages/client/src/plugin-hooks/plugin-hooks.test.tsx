import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearToasts, getToasts } from '@/ui/toast/toast-store.ts';
import { applyInterruptors } from './interrupt.ts';
import { FAILURE_TOAST_MS, reportPluginFailure } from './plugin-log.ts';
import { clearPluginHandlers, getPluginHandlers, registerPluginHandler } from './registry.ts';
import { SafeInterrupted } from './SafeInterrupted.tsx';
import { useInterrupted } from './interrupt.ts';

afterEach(() => {
  clearPluginHandlers();
  clearToasts();
});

const A = { id: 'a', name: 'Alpha' };
const B = { id: 'b', name: 'Beta' };

describe('plugin hooks', () => {
  test('interruptors run in order; a throwing one is named and skipped; dropped fields keep their value', async () => {
    registerPluginHandler('note_view_interruptor', A, {
      run: async (n) => ({ text: `${(n as { text: string }).text}!` }),
    });
    registerPluginHandler('note_view_interruptor', B, {
      run: async () => {
        throw new Error('boom');
      },
    });
    const note = { id: 'n', text: 'hi', user: { id: 'u' } };
    expect(await applyInterruptors(note, getPluginHandlers('note_view_interruptor'), true)).toEqual({
      id: 'n',
      text: 'hi!',
      user: { id: 'u' },
    });
    expect(getToasts().map((t) => t.text)).toEqual(['Plugin “Beta” failed: boom']);
  });

  test('a plugin that keeps failing is named once in a while, not once per note', () => {
    reportPluginFailure({ id: 'c', name: 'Gamma' }, 'one', 1_000);
    reportPluginFailure({ id: 'c', name: 'Gamma' }, 'two', 2_000);
    reportPluginFailure({ id: 'c', name: 'Gamma' }, 'three', 1_000 + FAILURE_TOAST_MS);
    expect(getToasts().map((t) => t.text)).toEqual([
      'Plugin “Gamma” failed: one',
      'Plugin “Gamma” failed: three',
    ]);
  });

  test('a note a plugin changed shows changed; hidden when it answers null; original when the change cannot be drawn', async () => {
    function View({ note }: { note: { id: string; text: unknown } }) {
      const viewed = useInterrupted('note_view_interruptor', note);
      if (viewed.hidden) return <p>hidden</p>;
      return (
        <SafeInterrupted
          kind="note_view_interruptor"
          original={note}
          changed={viewed.value}
          render={(n) => <p>{(n.text as string).toUpperCase()}</p>}
        />
      );
    }
    registerPluginHandler('note_view_interruptor', A, {
      run: async (n) => {
        const text = (n as { text: string }).text;
        return text === 'secret' ? null : text === 'bad' ? { text: 42 } : { text: `${text}?` };
      },
    });
    const { rerender } = render(<View note={{ id: '1', text: 'ok' }} />);
    expect(await screen.findByText('OK?')).toBeTruthy();
    rerender(<View note={{ id: '2', text: 'secret' }} />);
    expect(await screen.findByText('hidden')).toBeTruthy();
    const quiet = console.error;
    console.error = () => undefined;
    rerender(<View note={{ id: '3', text: 'bad' }} />);
    await vi.waitFor(() => expect(getToasts()[0]?.text).toMatch(/^Plugin “Alpha” failed/));
    expect(screen.getByText('BAD')).toBeTruthy();
    console.error = quiet;
    await act(async () => clearPluginHandlers());
    rerender(<View note={{ id: '4', text: 'plain' }} />);
    expect(screen.getByText('PLAIN')).toBeTruthy();
  });
});
